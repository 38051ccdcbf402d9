// deploy/varnish/collins.vcl, rule by rule, in front of two small HTTP servers that answer whatever
// headers a case needs (including a misbehaving shop), so each rule is seen on its own. The shop
// itself behind the same VCL: varnish.test.ts.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../e2e/support/server";
import { sleep } from "./support/app";
import { type RunningVarnish, startVarnish, varnishdPath } from "./support/varnish";

const varnishd = varnishdPath();
if (!varnishd) console.log("SKIPPED: varnishd is not installed (Debian package varnish)");

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=30";

/** How many more times /rendering answers as an instance still rendering it: its earlier copy, for one visitor. */
let standIns = 0;

/** Answers by path: /page/<n> is public and tagged product:<n>; the rest as their names say. */
function answerFor(path: string, served: number, cookie: string): { headers: Record<string, string>; body: string } {
  const body = `served ${served} for ${path} cookie=${cookie}`;
  const [, first, second] = path.split("/");
  if (first === "page") {
    return {
      headers: { "cache-control": PUBLIC, "surrogate-key": `all product:${second} collection:2` },
      body,
    };
  }
  if (first === "short") {
    return {
      headers: { "cache-control": "public, max-age=0, s-maxage=1, stale-while-revalidate=30", "surrogate-key": "all" },
      body,
    };
  }
  if (first === "rendering" && standIns > 0) {
    standIns -= 1;
    return { headers: { "cache-control": "private, no-store", "x-page-cache": "stale" }, body: `stand-in ${body}` };
  }
  if (first === "rendering") {
    return { headers: { "cache-control": PUBLIC, "surrogate-key": "all product:8" }, body };
  }
  if (first === "no-grace") {
    return { headers: { "cache-control": "public, max-age=0, s-maxage=60", "surrogate-key": "all product:5" }, body };
  }
  if (first === "private") return { headers: { "cache-control": "private, max-age=60" }, body };
  if (first === "cookie") {
    return { headers: { "cache-control": PUBLIC, "set-cookie": `collins_cart=${served}; Path=/` }, body };
  }
  if (first === "browser-only") return { headers: { "cache-control": "public, max-age=60" }, body };
  // /cart, /account, /api/cart…: a shop that wrongly marked a personal answer public.
  return { headers: { "cache-control": PUBLIC, "surrogate-key": "all" }, body };
}

describe.skipIf(!varnishd)("deploy/varnish/collins.vcl in front of two test servers", () => {
  let varnish: RunningVarnish;
  const servers: Server[] = [];
  let served = 0;

  beforeAll(async () => {
    const ports: [number, number] = [await freePort(), await freePort()];
    for (const [index, port] of ports.entries()) {
      const server = createServer((request, response) => {
        if (request.url === "/healthz") return void response.writeHead(200).end("ok");
        served += 1;
        const { headers, body } = answerFor(request.url ?? "/", served, request.headers.cookie ?? "");
        response.writeHead(200, { ...headers, "x-instance": String(index + 1) }).end(body);
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    }
    varnish = await startVarnish(varnishd as string, ports);
  });

  afterAll(async () => {
    await varnish?.stop();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${varnish.url}${path}`, { headers });
    return { response, body: await response.text(), cache: response.headers.get("x-cache") };
  };
  const purge = (keys: string) =>
    fetch(`${varnish.url}/`, { method: "PURGE", headers: { "Surrogate-Key": keys } }).then((r) => r.status);

  it("keeps a public s-maxage answer: the second request is a hit with an age, and no Surrogate-Key reaches the visitor", async () => {
    const first = await get("/page/1");
    await sleep(1_100);
    const second = await get("/page/1");
    expect([first.cache, second.cache]).toEqual(["MISS", "HIT"]);
    expect(second.body).toBe(first.body);
    expect(Number(second.response.headers.get("age"))).toBeGreaterThan(0);
    expect(second.response.headers.get("x-varnish")?.split(" ")).toHaveLength(2);
    expect(second.response.headers.has("surrogate-key")).toBe(false);
    expect(second.response.headers.has("xkey")).toBe(false);
  });

  it("takes turns between the two instances", async () => {
    const instances = new Set<string | null>();
    for (let n = 100; n < 104; n += 1) instances.add((await get(`/page/${n}`)).response.headers.get("x-instance"));
    expect([...instances].sort()).toEqual(["1", "2"]);
  });

  it.each([
    ["Cache-Control: private", "/private"],
    ["a Set-Cookie", "/cookie"],
    ["no s-maxage", "/browser-only"],
  ])("never keeps an answer with %s", async (_case, path) => {
    const answers = [await get(path), await get(path), await get(path)];
    expect(answers.map((answer) => answer.cache)).not.toContain("HIT");
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(3);
  });

  it.each([
    "/cart",
    "/checkout",
    "/account",
    "/account/shipping/form",
    "/admin/orders",
    "/order/lookup",
    "/api/cart",
    "/api/my/info",
    "/api/order/5",
    "/ACCOUNT",
  ])("passes %s to the shop for each visitor, even when it wrongly answers public", async (path) => {
    const member = await get(path, { cookie: "collins_session=member-token" });
    const guest = await get(path);
    expect([member.cache, guest.cache]).toEqual(["PASS", "PASS"]);
    expect(member.body).toContain("cookie=collins_session=member-token");
    expect(guest.body).not.toContain("member-token");
  });

  it("hands a visitor's cookie to the shop on a miss, and keeps the page only because the shop said public", async () => {
    const member = await get("/page/7", { cookie: "collins_session=member-token" });
    const guest = await get("/page/7");
    expect([member.cache, guest.cache]).toEqual(["MISS", "HIT"]);
    expect(member.body).toContain("cookie=collins_session=member-token");
  });

  it("soft-purges by key: a page tagged product:1 is served as it was once more while the next is fetched, product:11 is left alone, all reaches everything", async () => {
    const page1 = await get("/page/1");
    const page11 = await get("/page/11");
    const purged = await fetch(`${varnish.url}/`, { method: "PURGE", headers: { "Surrogate-Key": "product:1" } });
    expect([purged.status, purged.statusText]).toEqual([200, "Purged 1"]);
    expect(await get("/page/1")).toMatchObject({ cache: "STALE", body: page1.body });
    await expect.poll(async () => (await get("/page/1")).body, { timeout: 1_000, interval: 20 }).not.toBe(page1.body);
    expect(await get("/page/1")).toMatchObject({ cache: "HIT" });
    expect(await get("/page/11")).toMatchObject({ cache: "HIT", body: page11.body });
    expect(await purge("collection:9 all")).toBe(200);
    expect(await get("/page/11")).toMatchObject({ cache: "STALE", body: page11.body });
    await expect.poll(async () => (await get("/page/11")).body, { timeout: 1_000, interval: 20 }).not.toBe(page11.body);
  });

  it("fetches a purged page that allows no stale copy before answering", async () => {
    const first = await get("/no-grace");
    expect((await get("/no-grace")).cache).toBe("HIT");
    expect(await purge("product:5")).toBe(200);
    const next = await get("/no-grace");
    expect(next.cache).toBe("MISS");
    expect(next.body).not.toBe(first.body);
  });

  it("keeps serving its copy of a purged page while the instances answer with their own earlier copy", async () => {
    const kept = await get("/rendering");
    expect((await get("/rendering")).cache).toBe("HIT");
    standIns = 3;
    expect(await purge("product:8")).toBe(200);
    const answers: { cache: string | null; body: string }[] = [];
    const deadline = Date.now() + 2_000;
    while (Date.now() < deadline) {
      const { cache, body } = await get("/rendering");
      answers.push({ cache, body });
      if (body !== kept.body) break;
      await sleep(20);
    }
    expect(standIns).toBe(0);
    const last = answers.pop();
    expect(last?.cache).toBe("HIT");
    expect(last?.body).toMatch(/^served /);
    expect(answers.length).toBeGreaterThanOrEqual(3);
    expect(answers.every((answer) => answer.cache === "STALE" && answer.body === kept.body)).toBe(true);
    expect((await get("/rendering")).cache).toBe("HIT");
  });

  it("refuses a purge whose keys are not the shop's", async () => {
    await get("/page/3");
    expect(await purge("product:3)|(.*")).toBe(400);
    expect(await purge("")).toBe(400);
    expect((await get("/page/3")).cache).toBe("HIT");
  });

  it("serves an expired page during stale-while-revalidate while it fetches the next", async () => {
    const first = await get("/short");
    await sleep(2_100);
    const stale = await get("/short");
    expect(stale.cache).toBe("STALE");
    expect(stale.body).toBe(first.body);
    await expect.poll(async () => (await get("/short")).body, { timeout: 3_000, interval: 100 }).not.toBe(first.body);
  });
});
