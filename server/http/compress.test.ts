// Issue #10 page speed: pages and API answers travel gzip-compressed to browsers that accept it.
import { createGunzip, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressText } from "./compress";

const page = `<!DOCTYPE html><html lang="ko"><body>${"<p>콜린스 인센스</p>".repeat(400)}</body></html>`;

function appWith(route: (app: Hono) => void) {
  const app = new Hono();
  app.use(compressText());
  route(app);
  return app;
}

describe("compression of pages and answers", () => {
  const app = appWith((app) => {
    app.get("/page", (c) => c.html(page));
    app.get("/small", (c) =>
      c.body('{"ok":true}', 200, { "content-type": "application/json", "content-length": "11" }),
    );
    app.get("/image", (c) => c.body(page, 200, { "content-type": "image/svg+xml", "content-encoding": "br" }));
  });

  it("sends gzip to a browser that accepts it, and the same page when unpacked", async () => {
    const response = await app.request("/page", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-length")).toBeNull();
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(Buffer.byteLength(page) / 5);
    expect(gunzipSync(bytes).toString()).toBe(page);
  });

  it("sends the page as it is to a client that does not accept gzip, or refuses it", async () => {
    for (const accept of [undefined, "identity", "gzip;q=0, br"]) {
      const response = await app.request("/page", { headers: accept ? { "accept-encoding": accept } : {} });
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(await response.text()).toBe(page);
    }
  });

  it("leaves answers of a known small size and files compressed already alone", async () => {
    const small = await app.request("/small", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const image = await app.request("/image", { headers: { "accept-encoding": "gzip" } });
    expect(image.headers.get("content-encoding")).toBe("br");
  });

  it("flushes each chunk of a streamed page, so the first screen does not wait for the rest", async () => {
    let finish: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => (finish = resolve));
    const streamed = appWith((app) =>
      app.get("/stream", () => {
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode(`<header>첫 화면</header>${" ".repeat(2000)}`));
            await rest;
            controller.enqueue(new TextEncoder().encode("<section>리뷰</section>"));
            controller.close();
          },
        });
        return new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });
      }),
    );
    const response = await streamed.request("/stream", { headers: { "accept-encoding": "gzip" } });
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no body");
    const gunzip = createGunzip();
    const unpacked: string[] = [];
    gunzip.on("data", (chunk: Buffer) => unpacked.push(chunk.toString()));
    const first = await reader.read();
    gunzip.write(first.value);
    await expect.poll(() => unpacked.join("")).toContain("<header>첫 화면</header>");
    expect(unpacked.join("")).not.toContain("리뷰");
    finish();
    for (let next = await reader.read(); !next.done; next = await reader.read()) gunzip.write(next.value);
    await new Promise((resolve) => gunzip.end(resolve));
    expect(unpacked.join("")).toContain("<section>리뷰</section>");
  });
});

describe("whole answers (JSON)", () => {
  const answer = { items: Array.from({ length: 200 }, (_, id) => ({ id, name: `콜린스 인센스 ${id}` })) };
  const app = appWith((app) => {
    app.get("/answer", (c) => c.json(answer, 201, { "x-kept": "yes" }));
    app.get("/tiny", (c) => c.json({ ok: true }));
    app.get("/export", (c) => c.json({ rows: "콜린스".repeat(40_000) }));
    app.get("/nothing", (c) => c.body(null, 204, { "content-type": "application/json" }));
  });

  it("are compressed whole, keeping the status and headers", async () => {
    const response = await app.request("/answer", { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(201);
    expect(response.headers.get("x-kept")).toBe("yes");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(answer);
  });

  it("leave an answer under 1 KB as it is, and compress a large one too", async () => {
    const tiny = await app.request("/tiny", { headers: { "accept-encoding": "gzip" } });
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(await tiny.json()).toEqual({ ok: true });
    const large = await app.request("/export", { headers: { "accept-encoding": "gzip" } });
    expect(large.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await large.arrayBuffer())).toString()).rows).toHaveLength(120_000);
  });

  it("leave an answer with no body (204) as it is", async () => {
    const nothing = await app.request("/nothing", { headers: { "accept-encoding": "gzip" } });
    expect(nothing.status).toBe(204);
    expect(nothing.headers.get("content-encoding")).toBeNull();
    expect(nothing.body).toBeNull();
  });
});
