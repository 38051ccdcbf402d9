import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: { assetsInlineLimit: 0, minify: "terser", terserOptions: { compress: { passes: 2 } } },
});
