// The ceiling of a benchmark: plain node:http answering the very bytes the shop answered, from
// memory, with the same content type, and the shop's gzip bytes to a client that asks for gzip
// when the shop sent any. Runs as its own process, like the shop, so both share the two cores with
// the load generator in the same way. Reads {port, pages: {path: {type, body, gzip?: base64}}} as
// JSON from stdin and prints "ready" once it listens.
import { createServer } from "node:http";

type Pages = Record<string, { type: string; body: string; gzip?: string }>;

let input = "";
process.stdin.on("data", (chunk) => {
  input += chunk;
});
process.stdin.on("end", () => {
  const { port, pages } = JSON.parse(input) as { port: number; pages: Pages };
  const bodies = new Map(
    Object.entries(pages).map(([path, page]) => [
      path,
      { ...page, bytes: Buffer.from(page.body), gzipped: page.gzip ? Buffer.from(page.gzip, "base64") : null },
    ]),
  );
  createServer((request, response) => {
    const page = bodies.get(request.url ?? "");
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    if (page.gzipped && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
      response.writeHead(200, {
        "content-type": page.type,
        "content-encoding": "gzip",
        "content-length": page.gzipped.length,
      });
      response.end(page.gzipped);
      return;
    }
    response.writeHead(200, { "content-type": page.type, "content-length": page.bytes.length });
    response.end(page.bytes);
  }).listen(port, "127.0.0.1", () => process.stdout.write("ready\n"));
});
