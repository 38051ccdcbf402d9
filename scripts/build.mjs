// Production build: the React Router app (build/client, build/server), the bundled Node entry
// (build/main.js) and brotli/gzip copies of the static assets.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);

execFileSync(bin("react-router"), ["build"], { cwd: root, stdio: "inherit" });

await build({
  // The embedded database's thread (server/db/pglite-thread.ts) is started from build/pglite-worker.js.
  entryPoints: {
    main: path.join(root, "server/main.ts"),
    "pglite-worker": path.join(root, "server/db/pglite-worker.ts"),
  },
  outdir: path.join(root, "build"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;
let compressed = 0;
function compressTree(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) compressTree(file);
    else if (COMPRESSIBLE.test(entry.name) && statSync(file).size > 512) {
      const content = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      compressed += 1;
    }
  }
}
compressTree(path.join(root, "build/client"));
writeFileSync(path.join(root, "build/.stamp"), `${new Date().toISOString()}\n`);
console.log(`build complete: build/main.js, build/pglite-worker.js, ${compressed} assets pre-compressed`);
