import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    minify: "terser",
    // Modern output minifies smaller: ES2020, one module scope.
    terserOptions: { ecma: 2020, module: true, toplevel: true, compress: { passes: 3 }, format: { comments: false } },
  },
});
