import "./styles/app.css";
import pretendardCss from "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?url";
import { Suspense, useEffect, useState } from "react";
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
import { LAYOUT_READ, readLayout } from "../server/domain/settings/layout";
import {
  type BusinessInfoSetting,
  type FooterLinks as FooterLinkSettings,
  kakaoChatUrl,
} from "../server/domain/settings/shop-settings";
import type { Route } from "./+types/root";
import { chunkFailureScript, lazyChunk } from "./components/chunk-retry";
import { desktopFontScript } from "./components/desktop-font";
import { ErrorState } from "./components/error-state";
import Footer, { type FooterHtml } from "./components/footer";
import { FooterLegal, FooterLinks, FooterSocial } from "./components/footer-static";
import { Header } from "./components/header";
import { messages } from "./components/messages";
import TopBanner from "./components/top-banner";
import { topBannerId, topBannerScript } from "./components/top-banner-state";
import { DocumentCss } from "./document-css";
import { LoginStateProvider } from "./features/account/login-state";
import { CartCountProvider } from "./features/cart/cart-count";
import { useNonce } from "./nonce";

let footerKept: { business: BusinessInfo; settings: string; year: number; html: FooterHtml } | null = null;

/**
 * The footer's static parts as HTML: they ship no component code to the browser. Rendered once
 * per business block, footer links and year, not on every request. The business block the operator
 * saved (shop settings) is laid over config/business.json, which keeps the brand and the escrow notice.
 */
function footerHtml(
  config: BusinessInfo,
  { kakaoChannel, ...saved }: BusinessInfoSetting,
  external: FooterLinkSettings,
  year: number,
): FooterHtml {
  const settings = JSON.stringify([saved, kakaoChannel, external]);
  if (footerKept?.business !== config || footerKept.settings !== settings || footerKept.year !== year) {
    const business = { ...config, ...saved, links: { ...config.links, kakaoChannel } };
    const html = {
      social: renderToStaticMarkup(<FooterSocial business={business} />),
      links: renderToStaticMarkup(<FooterLinks external={external} />),
      legal: renderToStaticMarkup(<FooterLegal business={business} year={year} />),
    };
    footerKept = { business: config, settings, year, html };
  }
  return footerKept.html;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { menu, banner, settings } = await context.reads.read(LAYOUT_READ, () => readLayout(context.db));
  return {
    collections: menu,
    footerHtml: footerHtml(context.business, settings.business_info, settings.footer_links, new Date().getFullYear()),
    publicBaseUrl: context.publicBaseUrl,
    postcodeScriptUrl: context.postcodeScriptUrl,
    payments: context.payments,
    topBanner: banner.enabled ? banner : null,
    topBannerText: banner.enabled ? bannerTitle(banner.title, banner.end_date, Date.now()) : "",
    chat: {
      pluginKey: context.chat.pluginKey,
      kakaoChannelUrl: kakaoChatUrl(settings.business_info, context.chat.kakaoChannel),
    },
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
 * This and the chunk script are rendered by the server only: the browser keeps them as they came
 * (React leaves a script's inner HTML alone when it hydrates) and the first-load JavaScript skips them.
 */
const fontScript = import.meta.env.SSR ? desktopFontScript(pretendardCss) : "";
/** The retry notice for a script chunk that does not come (chunk-retry.tsx). */
const chunkScript = import.meta.env.SSR ? chunkFailureScript() : "";

const Engagement = lazyChunk(() => import("./features/engagement/engagement"));

/** True after the first client render: the engagement chunk loads only then. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const hydrated = useHydrated();
  // Every page marks itself hydrated, an error page too: end-to-end tests wait for it before they
  // tick a box whose state React must hold (decision 19).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
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
        {/* The routes' CSS is in the document (decision 22); Vite's development server links its own. */}
        {import.meta.env.DEV ? <Links /> : <DocumentCss />}
        {import.meta.env.DEV || !hydrated ? null : <Links />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, before the module scripts */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: chunkScript }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, last in <head> (its link follows) */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: fontScript }} />
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
