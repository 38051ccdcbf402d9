import "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css";
import "./styles/app.css";
import { lazy, Suspense, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { listCollections } from "../server/domain/catalog/collections";
import { topBanner } from "../server/domain/engagement/popups";
import type { Route } from "./+types/root";
import { ErrorState } from "./components/error-state";
import footerStyles from "./components/footer.module.css";
import { Header } from "./components/header";
import { messages } from "./components/messages";
import { TOP_BANNER_CLOSED_KEY, topBannerId, topBannerScript } from "./components/top-banner-state";
import { LoginStateProvider } from "./features/account/login-state";
import { CartCountProvider } from "./features/cart/cart-count";
import { useNonce } from "./nonce";

export async function loader({ context }: Route.LoaderArgs) {
  const [collections, banner] = await Promise.all([listCollections(context.db), topBanner(context.db)]);
  return {
    collections: collections.filter((c) => c.isExpose).map(({ url, title }) => ({ url, title })),
    business: context.business,
    year: new Date().getFullYear(),
    publicBaseUrl: context.publicBaseUrl,
    postcodeScriptUrl: context.postcodeScriptUrl,
    payments: context.payments,
    topBanner: banner.enabled ? banner : null,
    renderedAt: Date.now(),
    chat: context.chat,
  };
}

const Engagement = lazy(() => import("./features/engagement/engagement"));
const TopBanner = lazy(() => import("./components/top-banner"));
// Below the fold on every page: rendered by the server, hydrated when its chunk arrives.
const Footer = lazy(() => import("./components/footer"));

/** True after the first client render: the engagement chunk loads only then. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const banner = useRouteLoaderData<typeof loader>("root")?.topBanner ?? null;
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
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData, matches }: Route.ComponentProps) {
  const overMedia = matches.some((match) => match?.id === "routes/home");
  const backButton = matches.some((match) => (match?.handle as { headerBack?: boolean } | undefined)?.headerBack);
  const hydrated = useHydrated();
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
              <Suspense fallback={null}>
                <TopBanner
                  banner={loaderData.topBanner}
                  renderedAt={loaderData.renderedAt}
                  closedKey={TOP_BANNER_CLOSED_KEY}
                  closedValue={topBannerId(loaderData.topBanner)}
                />
              </Suspense>
            ) : null
          }
        />
        <main id="main" className={overMedia ? undefined : "page"}>
          <Outlet />
        </main>
        <Suspense fallback={null}>
          <Footer
            collections={loaderData.collections}
            business={loaderData.business}
            year={loaderData.year}
            styles={footerStyles}
          />
        </Suspense>
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
