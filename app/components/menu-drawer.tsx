// The mobile menu with its dimmed overlay (spec §2 Header): collections, brand story, account or
// login, and the cart. Loaded when the menu first opens.
import { Link } from "react-router";
import { links } from "../../core/links";
import type { HeaderCollection } from "./header";
import styles from "./header.module.css";
import { CloseIcon } from "./icons";
import { messages } from "./messages";

export default function MenuDrawer({
  collections,
  isLoggedIn,
  onClose,
}: {
  collections: HeaderCollection[];
  isLoggedIn: boolean;
  onClose: () => void;
}) {
  return (
    <>
      <div className={styles.dim} aria-hidden="true" onClick={onClose} />
      <div className={styles.drawer} id="site-menu" role="dialog" aria-modal="true" aria-label={messages.menu}>
        <div className={styles.drawerTop}>
          <button type="button" className={styles.iconButton} aria-label={messages.closeMenu} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav className={styles.drawerNav} aria-label={messages.collections}>
          <ul>
            {collections.map((collection) => (
              <li key={collection.url}>
                <Link to={links.collection(collection.url)}>{collection.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.drawerSub}>
          <Link to={links.brandStory}>{messages.brandStory}</Link>
          {isLoggedIn ? (
            <Link to={links.account}>{messages.account}</Link>
          ) : (
            <Link to={links.loginMenu}>{messages.login}</Link>
          )}
          <Link to={links.cart}>{messages.cart}</Link>
        </div>
      </div>
    </>
  );
}
