// Site footer (spec §2 "Footer"): the category list that toggles, login and sign-up links for
// guests only, and the static parts (social links, inquiries, policies, the legal block) as HTML the
// server rendered (footer-static.tsx).
import { useId, useState } from "react";
import { Link } from "react-router";
import { links } from "../../core/links";
import { useLoginState } from "../features/account/login-state";
import styles from "./footer.module.css";
import type { HeaderCollection } from "./header";
import { ChevronDownIcon } from "./icons";
import { messages } from "./messages";

/** The static parts, rendered to HTML by the server (footer-static.tsx). */
export type FooterHtml = { social: string; links: string; legal: string };

type FooterProps = {
  collections: HeaderCollection[];
  html: FooterHtml;
};

export default function Footer({ collections, html }: FooterProps) {
  const { isLoggedIn } = useLoginState();
  const [categoriesOpen, setCategoriesOpen] = useState(true);
  const listId = useId();

  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div>
            <p className={styles.brand}>COLLINS</p>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own server-rendered markup */}
            <div dangerouslySetInnerHTML={{ __html: html.social }} />
            {isLoggedIn ? null : (
              <div className={styles.member}>
                <Link to={links.loginMenu}>{messages.login}</Link>
                <Link to={links.signupMenu}>{messages.signup}</Link>
              </div>
            )}
          </div>
          <nav aria-label={messages.footerCategories}>
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={categoriesOpen}
              aria-controls={listId}
              onClick={() => setCategoriesOpen((open) => !open)}
            >
              {messages.footerCategories}
              <ChevronDownIcon />
            </button>
            <ul className={styles.list} id={listId} hidden={!categoriesOpen}>
              {collections.map((collection) => (
                <li key={collection.url}>
                  <Link to={links.collection(collection.url)}>{collection.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own server-rendered markup */}
          <div dangerouslySetInnerHTML={{ __html: html.links }} />
        </div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own server-rendered markup */}
        <div className={styles.legal} dangerouslySetInnerHTML={{ __html: html.legal }} />
      </div>
    </footer>
  );
}
