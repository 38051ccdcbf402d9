import "./styles/app.css";
import pretendardCss from "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?url";
import { lazy, Suspense, useEffect, useState } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { bannerTitle } from "../core/countdown";
import type { BusinessInfo } from "../server/business-info";
import { listCollections } from "../server/domain/catalog/collections";
import { topBanner } from "../server/domain/engagement/popups";
import type { Route } from "./+types/root";
import { afterPaintScript, LIVE_EVENT } from "./after-paint";
import { desktopFontScript } from "./components/desktop-font";
import { ErrorState } from "./components/error-state";
import Footer, { type FooterHtml } from "./components/footer";
import { FooterLegal, FooterLinks, FooterSocial } from "./components/footer-static";
import { Header } from "./components/header";
import { messages } from "./components/messages";
import TopBanner from "./components/top-banner";
import { topBannerId, topBannerScript } from "./components/top-banner-state";
import { LoginStateProvider } from "./features/account/login-state";
import { CartCountProvider } from "./features/cart/cart-count";
import { useNonce } from "./nonce";

let footerKept: { business: BusinessInfo; year: number; html: FooterHtml } | null = null;

/**
 * The footer's static parts as HTML: they ship no component code to the browser. Rendered once
 * per business block and year, not on every request.
 */
function footerHtml(business: BusinessInfo, year: number): FooterHtml {
  if (footerKept?.business !== business || footerKept.year !== year) {
    const html = {
      social: renderToStaticMarkup(<FooterSocial business={business} />),
      links: renderToStaticMarkup(<FooterLinks business={business} />),
      legal: renderToStaticMarkup(<FooterLegal business={business} year={year} />),
    };
    footerKept = { business, year, html };
  }
  return footerKept.html;
}

export async function loader({ context }: Route.LoaderArgs) {
  const [collections, banner] = await Promise.all([
    context.reads.read("collections", () => listCollections(context.db)),
    context.reads.read("top banner", () => topBanner(context.db)),
  ]);
  return {
    collections: collections.filter((c) => c.isExpose).map(({ url, title }) => ({ url, title })),
    footerHtml: footerHtml(context.business, new Date().getFullYear()),
    publicBaseUrl: context.publicBaseUrl,
    postcodeScriptUrl: context.postcodeScriptUrl,
    payments: context.payments,
    topBanner: banner.enabled ? banner : null,
    topBannerText: banner.enabled ? bannerTitle(banner.title, banner.end_date, Date.now()) : "",
    chat: context.chat,
    kakaoLogin: context.kakaoLogin,
    /** 아이디·비밀번호 찾기 by texted code: only when the shop can send texts. */
    accountRecovery: context.smsAvailable,
    demo: context.demo,
  };
}

/**
 * Pretendard only from the desktop breakpoint (spec §9: narrow under 900px). Phones keep their own
 * Korean system font (Apple SD Gothic Neo, Noto Sans CJK): the web font is half a megabyte of
 * subsets on a product page, which a phone on a mobile network should not wait for (decision 11).
 */
const fontScript = desktopFontScript(pretendardCss);

const Engagement = lazy(() => import("./features/engagement/engagement"));

/** True after the first client render: the engagement chunk loads only then. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Every page is live now, an error page too: the loader replays a tap that came before (decision 14).
  useEffect(() => {
    window.dispatchEvent(new Event(LIVE_EVENT));
  }, []);
  const root = useRouteLoaderData<typeof loader>("root");
  const banner = root?.topBanner ?? null;
  return (
    <html
      lang="ko"
      data-top-banner={banner ? (banner.isFatInMobile ? "fat" : "on") : undefined}
      data-top-banner-id={banner ? topBannerId(banner) : undefined}
    >
      <head>
        {banner ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, run before paint
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: topBannerScript }} />
        ) : null}
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#f7f4ef" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: fontScript }} />
      </head>
      <body>
        {root?.demo ? (
          <p className="demo-ribbon" role="note">
            {messages.demoRibbon}
          </p>
        ) : null}
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* The loader runs once, from the server's HTML; the browser's bundle need not carry its text. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours (decision 14)
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? afterPaintScript : "" }}
        />
      </body>
    </html>
  );
}

export default function App({ loaderData, matches }: Route.ComponentProps) {
  const hydrated = useHydrated();
  // The console (/admin) has its own frame: no shop header, footer, popups or chat.
  if (matches.some((match) => match?.id === "routes/admin/layout")) return <Outlet />;
  const overMedia = matches.some((match) => match?.id === "routes/home");
  const backButton = matches.some((match) => (match?.handle as { headerBack?: boolean } | undefined)?.headerBack);
  return (
    <LoginStateProvider>
      <CartCountProvider>
        <a className="skip-link" href="#main">
          {messages.skipToContent}
        </a>
        <Header
          collections={loaderData.collections}
          overMedia={overMedia}
          backButton={backButton}
          topBanner={
            loaderData.topBanner ? (
              <TopBanner
                banner={loaderData.topBanner}
                text={loaderData.topBannerText}
                closedValue={topBannerId(loaderData.topBanner)}
              />
            ) : null
          }
        />
        <main id="main" className={overMedia ? undefined : "page"}>
          <Outlet />
        </main>
        <Footer collections={loaderData.collections} html={loaderData.footerHtml} />
        {hydrated ? (
          <Suspense fallback={null}>
            <Engagement chat={loaderData.chat} />
          </Suspense>
        ) : null}
      </CartCountProvider>
    </LoginStateProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      {root ? <Header collections={root.collections} /> : null}
      <main id="main" className="page">
        <ErrorState kind={notFound ? "not_found" : "failure"} />
      </main>
    </>
  );
}
