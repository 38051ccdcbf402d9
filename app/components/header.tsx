// Site header (spec §2 "Header"): menu, logo, search, login or my page, and cart with its count
// badge. From 1201 px the exposed collections are a horizontal menu (GNB) instead of the hamburger
// (issue 21).
import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { isNarrow } from "../../core/device";
import { links } from "../../core/links";
import { HEADER_SOLID_AT, headerHidden, isPastThreshold } from "../../core/scroll";
import { useLoginState } from "../features/account/login-state";
import { useCartCount } from "../features/cart/cart-count";
import { useScrollLock } from "../hooks/use-scroll-lock";
import { lazyChunk } from "./chunk-retry";
import styles from "./header.module.css";
import { ArrowLeftIcon, CartIcon, MenuIcon, SearchIcon, UserIcon } from "./icons";
import MenuDrawer from "./menu-drawer";
import { messages } from "./messages";

const SearchPanel = lazyChunk(async () => ({ default: (await import("../features/search/search-panel")).SearchPanel }));

export type HeaderCollection = { url: string; title: string };

type HeaderProps = {
  collections: HeaderCollection[];
  /**
   * Home starts transparent over the video. Its logo stays once the header turns solid (issue 21
   * overrides spec §2 "The logo turns transparent beyond 15px of scroll on the home page").
   */
  overMedia?: boolean;
  /** Collection pages show a back (or home) button in the left slot. */
  backButton?: boolean;
  /** The optional top banner sits above the header bar. */
  topBanner?: ReactNode;
};

/** Spec §2: back if the shopper came from this shop, otherwise home. */
function BackOrHomeButton() {
  const navigate = useNavigate();
  const [cameFromShop, setCameFromShop] = useState(false);
  useEffect(() => {
    setCameFromShop(document.referrer.startsWith(window.location.origin) || window.history.state?.idx > 0);
  }, []);
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.back}`}
      aria-label={cameFromShop ? messages.back : messages.goHome}
      onClick={() => (cameFromShop ? navigate(-1) : navigate(links.home))}
    >
      <ArrowLeftIcon />
    </button>
  );
}

/**
 * 로그인 for a guest, 마이페이지 for a member: an icon on a phone, a word from 900 px. The page is
 * the same cached HTML for everyone, so the server renders the guest's link (which works without
 * scripts) and the client settles it; both words share one grid cell, so the slot is as wide as
 * the longer word either way and nothing moves when the login state arrives.
 */
function AccountLink({ isLoggedIn }: { isLoggedIn: boolean }) {
  const label = isLoggedIn ? messages.account : messages.login;
  return (
    <Link
      to={isLoggedIn ? links.account : links.loginMenu}
      className={styles.account}
      aria-label={label}
      data-testid="header-account"
    >
      <UserIcon className={styles.accountIcon} />
      <span className={styles.accountWords} aria-hidden="true">
        <span data-shown={!isLoggedIn}>{messages.login}</span>
        <span data-shown={isLoggedIn}>{messages.account}</span>
      </span>
    </Link>
  );
}

export function Header({ collections, overMedia = false, backButton = false, topBanner }: HeaderProps) {
  const { count: cartCount } = useCartCount();
  const { isLoggedIn } = useLoginState();
  const [scrolled, setScrolled] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const previousY = useRef(0);
  const location = useLocation();
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  useScrollLock(menuOpen);

  useEffect(() => {
    document.documentElement.dataset.headerHidden = String(hidden && !menuOpen);
  }, [hidden, menuOpen]);

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setScrolled(isPastThreshold(y, HEADER_SOLID_AT));
      setHidden(headerHidden({ previousY: previousY.current, y, narrow: isNarrow(window.innerWidth) }));
      previousY.current = y;
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const solid = scrolled || !overMedia;
  const className = [styles.header, solid ? styles.solid : styles.overMedia, hidden && !menuOpen ? styles.hidden : ""]
    .filter(Boolean)
    .join(" ");
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
      <header className={className} data-solid={solid} data-hidden={hidden}>
        {topBanner}
        <div className={styles.inner}>
          <div className={styles.left}>
            {backButton ? <BackOrHomeButton /> : null}
            {menuButton(styles.wideMenu)}
            {/* The search page before the scripts run; the search panel once they do. */}
            <Link
              to={links.search()}
              className={`${styles.iconButton} ${styles.search}`}
              aria-label={messages.openSearch}
              aria-expanded={searchOpen}
              onClick={(event) => {
                event.preventDefault();
                setSearchOpen(true);
              }}
            >
              <SearchIcon />
            </Link>
          </div>
          <Link to={links.home} className={styles.logo} aria-label={messages.home}>
            COLLINS
          </Link>
          <nav className={styles.gnb} aria-label={messages.gnb}>
            <ul>
              {collections.map((collection) => {
                const to = links.collection(collection.url);
                return (
                  <li key={collection.url}>
                    <Link to={to} aria-current={location.pathname === to ? "page" : undefined}>
                      {collection.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.right}>
            <AccountLink isLoggedIn={isLoggedIn} />
            <Link to={links.cart} className={styles.iconButton} aria-label={messages.cartWithCount(cartCount)}>
              <CartIcon />
              {cartCount > 0 ? (
                <span className={styles.badge} data-testid="cart-badge" aria-hidden="true">
                  {cartCount > 99 ? "99+" : cartCount}
                </span>
              ) : null}
            </Link>
            {menuButton(styles.phoneMenu)}
          </div>
        </div>
      </header>
      {searchOpen ? (
        <Suspense fallback={null}>
          <SearchPanel onClose={closeSearch} />
        </Suspense>
      ) : null}
      {menuOpen ? (
        <MenuDrawer collections={collections} isLoggedIn={isLoggedIn} onClose={() => setMenuOpen(false)} />
      ) : null}
    </>
  );
}
