import "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css";
import "./styles/app.css";
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
import type { Route } from "./+types/root";
import { ErrorState } from "./components/error-state";
import { Footer } from "./components/footer";
import { Header } from "./components/header";
import { messages } from "./components/messages";
import { LoginStateProvider } from "./features/account/login-state";
import { CartCountProvider } from "./features/cart/cart-count";
import { useNonce } from "./nonce";

export async function loader({ context }: Route.LoaderArgs) {
  const collections = await listCollections(context.db);
  return {
    collections: collections.filter((c) => c.isExpose).map(({ url, title }) => ({ url, title })),
    business: context.business,
    year: new Date().getFullYear(),
    publicBaseUrl: context.publicBaseUrl,
    postcodeScriptUrl: context.postcodeScriptUrl,
    payments: context.payments,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="ko">
      <head>
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
  return (
    <LoginStateProvider>
      <CartCountProvider>
        <a className="skip-link" href="#main">
          {messages.skipToContent}
        </a>
        <Header collections={loaderData.collections} overMedia={overMedia} backButton={backButton} />
        <main id="main" className={overMedia ? undefined : "page"}>
          <Outlet />
        </main>
        <Footer collections={loaderData.collections} business={loaderData.business} year={loaderData.year} />
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
