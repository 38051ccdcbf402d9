// The real page renderer for tests that go through the HTTP app: React Router's request handler over
// the app as Vite builds it for the server (as `npm run dev` does, server/dev.ts), without a port.
// It is built and run as production runs it: React 18's development build warns of the
// `fetchPriority` the shop's images carry, which it does not know.
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer } from "vite";
import type { PageHandler } from "../../server/http/app";

export type PageRenderer = { pages: PageHandler; close(): Promise<void> };

/** React Router's plugin asks for development JSX whenever Vite serves; the last word is this one's. */
const productionJsx = {
  name: "production-jsx",
  enforce: "post" as const,
  config: () => ({ esbuild: { jsxDev: false } }),
};

export async function createPageRenderer(): Promise<PageRenderer> {
  const mode = process.env.NODE_ENV;
  // Read by Vite when it starts and by React when the build first imports it.
  process.env.NODE_ENV = "production";
  try {
    const vite = await createServer({
      mode: "production",
      plugins: [productionJsx],
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
      logLevel: "silent",
    });
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    const handle = createRequestHandler(build, "production");
    return { pages: (request, context) => handle(request, context), close: () => vite.close() };
  } finally {
    process.env.NODE_ENV = mode;
  }
}
