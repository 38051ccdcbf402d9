// Issue 23: Varnish with the repository's VCL in front of two instances of the production build on
// one PostgreSQL database, the instances purging it (CDN_PURGE_URLS). Every request of the test
// goes through Varnish. Pages come from its cache; a price changed in the console and a product
// sold out through the real checkout show through it within a second; no answer with Set-Cookie,
// `private` or a member's data is ever served from it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type RunningServer } from "../e2e/support/server";
import { errorLines, startInstance, stopInstance } from "./support/app";
import { Ledger, prepareShopDatabase } from "./support/ledger";
import { createFreshDatabase, type FreshDatabase, SERVER_URL, serverAnswers } from "./support/postgres";
import { simulatorWindowQuery } from "./support/shoppers";
import { type RunningVarnish, startVarnish, varnishdPath } from "./support/varnish";

const varnishd = varnishdPath();
const postgres = await serverAnswers();
if (!varnishd) console.log("SKIPPED: varnishd is not installed (Debian package varnish): no Varnish purge test");
else if (!postgres) console.log(`SKIPPED: no PostgreSQL answers at ${SERVER_URL}`);

/** How soon a catalog change must show through Varnish (issue 23). */
const VISIBLE_WITHIN_MS = 1_000;

type Seen = {
  method: string;
  path: string;
  status: number;
  cache: string | null;
  cacheControl: string;
  setCookie: boolean;
};

/** Every answer Varnish gave in this test, for the invariants checked at the end. */
const seen: Seen[] = [];

/** A visitor through Varnish: a cookie jar and an address of its own (Varnish adds itself to X-Forwarded-For). */
class Visitor {
  private readonly jar = new Map<string, string>();

  constructor(
    private readonly base: () => string,
    private readonly ip: string,
  ) {}

  async request(method: string, path: string, body?: unknown, form?: Record<string, string>) {
    const headers = new Headers({ "x-forwarded-for": this.ip });
    if (this.jar.size > 0) headers.set("cookie", [...this.jar].map(([name, value]) => `${name}=${value}`).join("; "));
    if (body !== undefined) headers.set("content-type", "application/json");
    if (form) headers.set("content-type", "application/x-www-form-urlencoded");
    const response = await fetch(`${this.base()}${path}`, {
      method,
      headers,
      body: form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    const text = await response.text();
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      if (at > 0) this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    seen.push({
      method,
      path,
      status: response.status,
      cache: response.headers.get("x-cache"),
      cacheControl: response.headers.get("cache-control") ?? "",
      setCookie: response.headers.getSetCookie().length > 0,
    });
    return { response, text, cache: response.headers.get("x-cache"), json: () => JSON.parse(text) as unknown };
  }

  get(path: string) {
    return this.request("GET", path);
  }

  async post<T = unknown>(path: string, body: unknown): Promise<T> {
    const answer = await this.request("POST", path, body);
    if (answer.response.status !== 200)
      throw new Error(`POST ${path} answered ${answer.response.status}: ${answer.text}`);
    return answer.json() as T;
  }
}

/**
 * Asks for `path` through Varnish again and again until its body `shows` the change; answers when
 * (ms after `since`) the first request that showed it was sent — a visitor asking from then on sees
 * the change, however long the shop then takes to render the page anew. Every later answer must
 * show it too (no old page was kept again).
 */
async function msUntilShown(visitor: Visitor, path: string, since: number, shows: (body: string) => boolean) {
  while (Date.now() - since < 10_000) {
    const sent = Date.now();
    if (shows((await visitor.get(path)).text)) {
      for (let again = 0; again < 3; again += 1) expect(shows((await visitor.get(path)).text), path).toBe(true);
      return sent - since;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * GETs `path` until Varnish serves it from its cache (the second GET, unless the page was rendered
 * while a change was arriving: the shop does not let anyone keep that one). Answers that hit.
 */
async function cached(visitor: Visitor, path: string) {
  const deadline = Date.now() + 5_000;
  while (true) {
    const answer = await visitor.get(path);
    if (answer.cache === "HIT" || Date.now() > deadline) return answer;
  }
}

type Item = { id: number; slug: string };

describe.skipIf(!varnishd || !postgres)("Varnish (deploy/varnish/collins.vcl) in front of two instances", () => {
  let database: FreshDatabase;
  let ledger: Ledger;
  let varnish: RunningVarnish;
  const instances: RunningServer[] = [];
  let visits = 0;
  const visitor = () => new Visitor(() => varnish.url, `10.23.0.${++visits}`);
  let priced: Item;
  let scarce: Item;

  beforeAll(async () => {
    database = await createFreshDatabase();
    await prepareShopDatabase(database.url);
    ledger = Ledger.open(database.url);
    await ledger.stockUp(1_000, 1, 1_000);
    const { rows } = await ledger.query<Item>(
      `SELECT id, slug FROM products
        WHERE type = 'simple' AND status = 'publish' AND listed AND stock_quantity > 0
          AND NOT login_required AND NOT one_purchased
        ORDER BY id LIMIT 2`,
    );
    [priced, scarce] = rows as [Item, Item];
    const port = await freePort();
    const env = { CDN_PURGE_URLS: `http://127.0.0.1:${port}/` };
    instances.push(...(await Promise.all([startInstance(database.url, env), startInstance(database.url, env)])));
    varnish = await startVarnish(varnishd as string, [instances[0]?.port ?? 0, instances[1]?.port ?? 0], port);
  });

  afterAll(async () => {
    await varnish?.stop();
    for (const instance of instances) await stopInstance(instance, "SIGTERM");
    await ledger?.close();
    await database?.drop();
  });

  /** An operator of the console: a member whose role the test sets, as `npm run admin:create` would. */
  async function operator(): Promise<Visitor> {
    const staff = visitor();
    const email = `operator-${Date.now()}@collins.kr`;
    await staff.post("/api/signup", {
      email,
      password: "collins-operator-2026!",
      first_name: "운영자",
      phone: "010-2323-2323",
      agree_terms: true,
      agree_privacy: true,
    });
    await ledger.query("UPDATE users SET role = 'owner' WHERE email = $1", [email]);
    return staff;
  }

  it("serves the catalog pages and public answers from its cache", async () => {
    const anonymous = visitor();
    for (const path of ["/", "/collection/all", `/product/${priced.slug}`, `/api/product/${priced.slug}`]) {
      const second = await cached(anonymous, path);
      expect(second.response.status, path).toBe(200);
      expect(second.cache, path).toBe("HIT");
      expect(second.response.headers.get("x-varnish")?.split(" "), path).toHaveLength(2);
      expect(second.response.headers.get("cache-control"), path).toMatch(/public.*s-maxage=\d+/);
      expect(second.response.headers.has("surrogate-key"), path).toBe(false);
    }
  });

  it(`shows a price changed in the console through Varnish within ${VISIBLE_WITHIN_MS} ms`, async () => {
    const staff = await operator();
    const anonymous = visitor();
    const page = `/product/${priced.slug}`;
    const answer = `/api/product/${priced.slug}`;
    expect((await cached(anonymous, page)).cache).toBe("HIT");
    expect((await cached(anonymous, answer)).cache).toBe("HIT");
    const { item } = await staff
      .request("GET", `/api/admin/products/${priced.id}`)
      .then((reply) => reply.json() as { item: Record<string, unknown> });
    const price = 12_345;
    const saved = await staff.request("PUT", `/api/admin/products/${priced.id}`, {
      ...item,
      regularPrice: price,
      salePrice: null,
    });
    const changed = Date.now();
    expect(saved.response.status, saved.text).toBe(200);
    const [pageMs, answerMs] = await Promise.all([
      msUntilShown(anonymous, page, changed, (body) => body.includes("12,345")),
      msUntilShown(anonymous, answer, changed, (body) => body.includes(`"price":${price}`)),
    ]);
    console.log("varnish: price change visible after", JSON.stringify({ pageMs, answerMs }));
    expect(pageMs).toBeLessThan(VISIBLE_WITHIN_MS);
    expect(answerMs).toBeLessThan(VISIBLE_WITHIN_MS);
  });

  it(`shows a product sold out through the real checkout within ${VISIBLE_WITHIN_MS} ms`, async () => {
    const staff = await operator();
    await staff.post("/api/admin/stock", { product_id: scarce.id, quantity: 1 });
    const anonymous = visitor();
    const answer = `/api/product/${scarce.slug}`;
    const page = `/product/${scarce.slug}`;
    await expect.poll(async () => (await cached(anonymous, answer)).text).toContain('"stock_status":"instock"');
    expect((await cached(anonymous, page)).cache).toBe("HIT");
    const soldOutPageBefore = (await anonymous.get(page)).text.includes("일시품절");

    const buyer = visitor();
    await buyer.post("/api/cart/item/add", [{ product_id: scarce.id, variation_id: null, quantity: 1 }]);
    const order = await buyer.post<{ id: number; total: number; payment_id: string; order_name: string }>(
      "/api/initCheckout",
      {
        payment_method: "card",
        payment_method_title: "신용카드",
        shipping: {
          first_name: "품절시험",
          address_1: "서울 성동구 성수이로 113",
          address_2: "3층",
          postcode: "04782",
          phone: "010-1234-5678",
        },
        billing: { email: "sellout@collins.kr", phone: "010-1234-5678" },
        customer_note: "",
        agree: true,
      },
    );
    // The last unit is the order's from here on (stock is taken when the checkout starts): the
    // product is sold out while the buyer pays.
    const soldOut = Date.now();
    const shown = Promise.all([
      msUntilShown(anonymous, answer, soldOut, (body) => body.includes('"stock_status":"outofstock"')),
      msUntilShown(anonymous, page, soldOut, (body) => body.includes("일시품절")),
    ]);
    const window = simulatorWindowQuery(order);
    expect((await buyer.get(`/_sim/portone/window?${window}`)).response.status).toBe(200);
    const decided = await buyer.request("POST", "/_sim/portone/window/decide", undefined, {
      paymentId: order.payment_id,
      decision: "approve",
      webhook: "none",
      mode: "popup",
    });
    expect(decided.response.status).toBe(200);
    const paid = await buyer.post<{ result: string }>("/api/processCheckout", {
      id: order.id,
      transaction_id: order.payment_id,
    });
    expect(paid.result).toBe("success");
    const [answerMs, pageMs] = await shown;
    expect((await anonymous.get(page)).text).toContain("일시품절");
    console.log("varnish: sell-out visible after", JSON.stringify({ answerMs, pageMs }));
    expect(soldOutPageBefore).toBe(false);
    expect(answerMs).toBeLessThan(VISIBLE_WITHIN_MS);
    expect(pageMs).toBeLessThan(VISIBLE_WITHIN_MS);
  });

  it("never serves a member's cart, account or page to another visitor", async () => {
    const email = `varnish-member-${Date.now()}@collins.kr`;
    const member = visitor();
    await member.post("/api/signup", {
      email,
      password: "collins-member-2026!",
      first_name: "바니시회원",
      phone: "010-4545-4545",
      agree_terms: true,
      agree_privacy: true,
    });
    await member.post("/api/cart/item/add", [{ product_id: priced.id, variation_id: null, quantity: 1 }]);
    // The member is the first to ask for this page: Varnish fetches it with the member's cookies.
    const firstAsked = await member.get(`/product/${priced.slug}?first=member`);
    expect(firstAsked.text).not.toContain(email);
    for (const path of ["/api/cart/item", "/account", "/api/my/info"]) {
      const mine = [await member.get(path), await member.get(path)];
      expect(
        mine.map((answer) => answer.cache),
        path,
      ).toEqual(["PASS", "PASS"]);
    }
    expect((await member.get("/api/cart/item")).text).toContain(`"product_id":${priced.id}`);
    expect((await member.get("/account")).text).toContain("바니시회원");

    const stranger = visitor();
    for (const path of ["/api/cart/item", "/account", "/api/my/info", `/product/${priced.slug}?first=member`]) {
      const theirs = await stranger.get(path);
      expect(theirs.text, path).not.toContain(email);
      expect(theirs.text, path).not.toContain("바니시회원");
    }
    expect((await stranger.get("/api/cart/item")).text).not.toContain(`"product_id":${priced.id}`);
  });

  it("never served an answer with Set-Cookie, private or no-store from its cache, nor one without s-maxage", () => {
    // STALE: a purged page served in its grace while the next is fetched.
    const hits = seen.filter((answer) => answer.cache === "HIT" || answer.cache === "STALE");
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.filter((answer) => answer.setCookie)).toEqual([]);
    expect(hits.filter((answer) => /private|no-store/.test(answer.cacheControl))).toEqual([]);
    expect(hits.filter((answer) => !/public.*s-maxage=\d+/.test(answer.cacheControl))).toEqual([]);
    const privateAnswers = seen.filter((answer) => /private/.test(answer.cacheControl));
    expect(privateAnswers.length).toBeGreaterThan(0);
    for (const instance of instances) expect(errorLines(instance)).toEqual([]);
  });
});
