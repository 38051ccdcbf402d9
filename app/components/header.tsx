// Site header (spec §2 "Header"): menu, logo, search and cart with its count badge.
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { links } from "../../core/links";
import { HEADER_SOLID_AT, isPastThreshold } from "../../core/scroll";
import styles from "./header.module.css";
import { CartIcon, CloseIcon, MenuIcon, SearchIcon } from "./icons";
import { messages } from "./messages";

export type HeaderCollection = { url: string; title: string };

type HeaderProps = {
  collections: HeaderCollection[];
  cartCount: number;
  /** Home starts transparent over the video. */
  overMedia?: boolean;
};

export function Header({ collections, cartCount, overMedia = false }: HeaderProps) {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(isPastThreshold(window.scrollY, HEADER_SOLID_AT));
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    document.body.classList.toggle("scroll-locked", menuOpen);
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const solid = scrolled || !overMedia;
  const className = [styles.header, solid ? styles.solid : styles.overMedia].join(" ");
  const menuButton = (extra: string | undefined) => (
    <button
      type="button"
      className={`${styles.iconButton} ${extra}`}
      aria-label={messages.openMenu}
      aria-expanded={menuOpen}
      aria-controls="site-menu"
      onClick={() => setMenuOpen(true)}
    >
      <MenuIcon />
    </button>
  );

  return (
    <>
      <header className={className} data-solid={solid}>
        <div className={styles.inner}>
          <div className={styles.left}>
            {menuButton(styles.desktopOnly)}
            <button type="button" className={styles.iconButton} aria-label={messages.openSearch}>
              <SearchIcon />
            </button>
          </div>
          <Link
            to={links.home}
            className={`${styles.logo} ${overMedia && scrolled ? styles.logoFaded : ""}`}
            aria-label={messages.home}
          >
            COLLINS
          </Link>
          <div className={styles.right}>
            <Link to={links.cart} className={styles.iconButton} aria-label={messages.cartWithCount(cartCount)}>
              <CartIcon />
              {cartCount > 0 ? (
                <span className={styles.badge} data-testid="cart-badge" aria-hidden="true">
                  {cartCount > 99 ? "99+" : cartCount}
                </span>
              ) : null}
            </Link>
            {menuButton(styles.mobileOnly)}
          </div>
        </div>
      </header>
      {menuOpen ? (
        <>
          <div className={styles.dim} aria-hidden="true" onClick={() => setMenuOpen(false)} />
          <div className={styles.drawer} id="site-menu" role="dialog" aria-modal="true" aria-label={messages.menu}>
            <div className={styles.drawerTop}>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={messages.closeMenu}
                onClick={() => setMenuOpen(false)}
              >
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
              <Link to={links.loginMenu}>{messages.login}</Link>
              <Link to={links.cart}>{messages.cart}</Link>
            </div>
          </div>
        </>
      ) : null}
    </>
  );
}
