// Site footer (spec §2 "Footer"): categories, inquiries, policies, social links and the legal block.
import { useId, useState } from "react";
import { Link } from "react-router";
import { links } from "../../core/links";
import type { BusinessInfo } from "../../server/business-info";
import { useLoginState } from "../features/account/login-state";
import type { HeaderCollection } from "./header";
import { ChevronDownIcon } from "./icons";
import { messages } from "./messages";
import { BlogIcon, InstagramIcon, MessengerIcon, MusicIcon, YoutubeIcon } from "./social-icons";

type FooterProps = {
  collections: HeaderCollection[];
  business: BusinessInfo;
  year: number;
  /**
   * footer.module.css, imported by the root: the footer's code is lazy but the server renders it,
   * so its styles must come with the document, not with the code.
   */
  styles: Record<string, string>;
};

function ExternalOrInternal({ href, children }: { href: string; children: React.ReactNode }) {
  if (href.startsWith("/")) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export default function Footer({ collections, business, year, styles }: FooterProps) {
  const { isLoggedIn } = useLoginState();
  const [categoriesOpen, setCategoriesOpen] = useState(true);
  const listId = useId();
  const social = [
    { href: business.links.instagram, label: messages.instagram, Icon: InstagramIcon },
    { href: business.links.youtube, label: messages.youtube, Icon: YoutubeIcon },
    { href: business.links.blog, label: messages.blog, Icon: BlogIcon },
    { href: business.links.kakaoChannel, label: messages.kakaoChannel, Icon: MessengerIcon },
    { href: business.links.music, label: messages.music, Icon: MusicIcon },
  ];
  const legal: [string, React.ReactNode][] = [
    [messages.companyName, business.companyName],
    [messages.ceo, business.ceo],
    [messages.address, business.address],
    [messages.phone, business.phone],
    [messages.email, business.email],
    [
      messages.registrationNumber,
      <>
        {business.registrationNumber}{" "}
        <a href={business.registrationCheckUrl} target="_blank" rel="noopener noreferrer">
          {messages.registrationCheck}
        </a>
      </>,
    ],
    [messages.mailOrderNumber, business.mailOrderNumber],
    [messages.privacyOfficer, business.privacyOfficer],
    [messages.hosting, business.hostingProvider],
  ];

  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div>
            <p className={styles.brand}>COLLINS</p>
            <ul className={styles.social} aria-label={messages.social}>
              {social.map(({ href, label, Icon }) => (
                <li key={label}>
                  <ExternalOrInternal href={href}>
                    <Icon title={label} />
                  </ExternalOrInternal>
                </li>
              ))}
            </ul>
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
          <div>
            <p className={styles.heading}>{messages.inquiry}</p>
            <ul className={styles.list}>
              <li>
                <Link to={links.inquiry}>{messages.inquiry}</Link>
              </li>
              <li>
                <ExternalOrInternal href={business.links.partnership}>{messages.partnership}</ExternalOrInternal>
              </li>
              <li>
                <ExternalOrInternal href={business.links.bulkPurchase}>{messages.bulkPurchase}</ExternalOrInternal>
              </li>
              <li>
                <ExternalOrInternal href={business.links.wholesaleGlobal}>
                  {messages.wholesaleGlobal}
                </ExternalOrInternal>
              </li>
            </ul>
          </div>
        </div>
        <div className={styles.legal}>
          <div className={styles.policies}>
            <Link to={links.terms}>{messages.terms}</Link>
            <Link to={links.privacy}>{messages.privacy}</Link>
          </div>
          <h2 className="visually-hidden">{messages.businessInfo}</h2>
          <dl>
            {legal.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p>{business.escrowNotice}</p>
          <p className={styles.copyright}>{messages.copyright(year, business.brandName)}</p>
        </div>
      </div>
    </footer>
  );
}
