// Simulated shoppers over HTTP: each visit has its own cookie jar and client address (the app runs
// with TRUST_PROXY=on, as behind a load balancer), browses pages and the public API, and checks out
// a guest order through the PortOne simulator exactly as the browser does (cart, initCheckout, the
// payment window, processCheckout). Every answer is counted; what is allowed depends on the test.

export type Buyable = { productId: number; variationId: number | null; slug: string };

export type Answer = { status: number; body: unknown; ms: number };

/** What the shopper was doing when an answer came (or did not). */
export type Step = "browse" | "cart" | "init" | "window" | "decide" | "process" | "receipt";

export type Failure = { step: Step; path: string; status: number | "network"; ms: number; detail: string; at: number };

/** One answer in time: when it came (Date.now()), how long it took, its status. */
export type Tick = { at: number; ms: number; status: number | "network" };

/** The first failures, one line each (for assertion messages). */
export const brief = (failures: Failure[]) =>
  failures.slice(0, 10).map((f) => `${f.step} ${f.path} → ${f.status}: ${f.detail.slice(0, 300)}`);

export class Stats {
  requests = 0;
  readonly statuses = new Map<string, number>();
  readonly latencies: number[] = [];
  /** The same latencies by step (cart, init, process…), to tell which step is slow. */
  readonly latenciesByStep = new Map<Step, number[]>();
  readonly timeline: Tick[] = [];
  /** 5xx answers and network failures (the fault tests look at them one by one). */
  readonly failures: Failure[] = [];
  /** Answers that were none of the statuses allowed for their step. */
  readonly unexpected: Failure[] = [];
  readonly paidOrders = new Map<number, string>();
  soldOut = 0;
  declinedPayments = 0;

  record(step: Step, path: string, status: number | "network", ms: number, detail = "") {
    this.requests += 1;
    this.latencies.push(ms);
    const ofStep = this.latenciesByStep.get(step) ?? [];
    ofStep.push(ms);
    this.latenciesByStep.set(step, ofStep);
    const at = Date.now();
    this.timeline.push({ at, ms, status });
    const key = `${step} ${status}`;
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    if (status === "network" || status >= 500) this.failures.push({ step, path, status, ms, detail, at });
  }

  percentile(p: number): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  }

  summary(seconds: number) {
    return {
      seconds: Math.round(seconds),
      requests: this.requests,
      requestsPerSecond: Math.round((this.requests / seconds) * 10) / 10,
      paidOrders: this.paidOrders.size,
      ordersPerMinute: Math.round((this.paidOrders.size / seconds) * 60),
      declinedPayments: this.declinedPayments,
      soldOutRefusals: this.soldOut,
      errors: this.failures.length,
      unexpected: this.unexpected.length,
      latencyMs: {
        p50: Math.round(this.percentile(50)),
        p95: Math.round(this.percentile(95)),
        p99: Math.round(this.percentile(99)),
        max: Math.round(Math.max(0, ...this.latencies)),
      },
    };
  }
}

export type ShopperOptions = {
  /** The app instances; each request goes to one of them (no sticky sessions). */
  targets: () => string[];
  buyables: Buyable[];
  stats: Stats;
  /** Share of visits that check out (the rest only browse). */
  checkoutShare: number;
  /** Share of payments the shopper declines in the window. */
  declineShare: number;
  /** Units of each cart line; random 1–2 when not given (the sale benchmark buys one at a time). */
  lineQuantity?: number;
  /** Pause between steps: random up to this many milliseconds. */
  thinkMs: number;
  /** Keep asking after a 503 (as a shopper pressing again) until this many ms have passed. */
  retryUnavailableMs: number;
  /** Abort a request after this long (counted as a network failure). */
  timeoutMs: number;
  browse: boolean;
  /** The visits under way (the kill test looks at the step each one is in). */
  active?: Set<Visit>;
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Unavailable extends Error {}

/** One visitor: a cookie jar and an address. */
export class Visit {
  private readonly jar = new Map<string, string>();
  step: Step = "browse";

  constructor(
    private readonly options: ShopperOptions,
    private readonly ip: string,
  ) {}

  /** One request; `allowed` lists the statuses this step may answer besides 5xx handling. */
  async request(path: string, init: RequestInit, allowed: number[]): Promise<Answer> {
    const { stats, timeoutMs } = this.options;
    const base = pick(this.options.targets());
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", this.ip);
    if (this.jar.size > 0) headers.set("cookie", [...this.jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const started = performance.now();
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      body = (response.headers.get("content-type") ?? "").includes("json") ? JSON.parse(text) : text;
    } catch (error) {
      const ms = performance.now() - started;
      stats.record(this.step, path, "network", ms, String((error as Error).cause ?? error));
      throw error;
    }
    const ms = performance.now() - started;
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (pair && at > 0) this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = typeof body === "string" ? body : JSON.stringify(body);
    // A failure keeps its whole answer (the fault test reads the page a 503 shows).
    const detail = response.status >= 500 ? text : text.slice(0, 200);
    stats.record(this.step, path, response.status, ms, detail);
    if (response.status === 503) throw new Unavailable(detail);
    if (!allowed.includes(response.status)) {
      stats.unexpected.push({ step: this.step, path, status: response.status, ms, detail, at: Date.now() });
      throw new Error(`${path} answered ${response.status}: ${detail}`);
    }
    return { status: response.status, body, ms };
  }

  /** request(), asked again after each 503 until retryUnavailableMs have passed. */
  async call(step: Step, path: string, init: RequestInit = {}, allowed = [200]): Promise<Answer> {
    this.step = step;
    const giveUpAt = Date.now() + this.options.retryUnavailableMs;
    while (true) {
      try {
        return await this.request(path, init, allowed);
      } catch (error) {
        if (!(error instanceof Unavailable) || Date.now() > giveUpAt) throw error;
        await sleep(200);
      }
    }
  }

  json(step: Step, path: string, body: unknown, allowed = [200]) {
    return this.call(
      step,
      path,
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
      allowed,
    );
  }

  async think() {
    if (this.options.thinkMs > 0) await sleep(Math.random() * this.options.thinkMs);
  }

  async browse(item: Buyable) {
    const pages = ["/", "/collection/all", "/collection/mood", "/collection/fragrance", `/product/${item.slug}`];
    await this.call("browse", pick(pages));
    await this.think();
    await this.call("browse", "/api/v2/collection/all");
    await this.call("browse", `/api/product/${encodeURIComponent(item.slug)}`);
    await this.think();
  }

  /** A guest checkout of one or two lines; answers the paid order id, or null. */
  async checkout(): Promise<number | null> {
    const { buyables, stats } = this.options;
    const lines = new Map<string, { product_id: number; variation_id: number | null; quantity: number }>();
    for (let n = 1 + Math.floor(Math.random() * 2); n > 0; n -= 1) {
      const item = pick(buyables);
      lines.set(`${item.productId}:${item.variationId}`, {
        product_id: item.productId,
        variation_id: item.variationId,
        quantity: this.options.lineQuantity ?? 1 + Math.floor(Math.random() * 2),
      });
    }
    const added = await this.json("cart", "/api/cart/item/add", [...lines.values()], [200, 400, 409]);
    if (added.status !== 200) {
      // The scarce items run out: the cart refuses more than the stock left.
      const reason = (added.body as { status?: string }).status;
      if (added.status === 400 && reason !== "cocart_product_out_of_stock") {
        stats.unexpected.push({
          step: "cart",
          path: "/api/cart/item/add",
          status: 400,
          ms: added.ms,
          detail: JSON.stringify(added.body),
          at: Date.now(),
        });
        throw new Error(`cart refused: ${JSON.stringify(added.body)}`);
      }
      stats.soldOut += 1;
      return null;
    }
    await this.call("cart", "/api/cart/item");
    await this.think();
    const init = await this.json(
      "init",
      "/api/initCheckout",
      {
        payment_method: "card",
        payment_method_title: "신용카드",
        shipping: {
          first_name: "부하시험",
          address_1: "서울 성동구 성수이로 113",
          address_2: "3층",
          postcode: "04782",
          phone: "010-1234-5678",
        },
        billing: { email: "load@collins.kr", phone: "010-1234-5678" },
        customer_note: "",
        agree: true,
      },
      [200, 409],
    );
    if (init.status === 409) {
      stats.soldOut += 1;
      return null;
    }
    const order = init.body as { id: number; order_key: string; total: number; payment_id: string; order_name: string };
    const window = simulatorWindowQuery(order);
    await this.call("window", `/_sim/portone/window?${window}`);
    await this.think();
    const decline = Math.random() < this.options.declineShare;
    await this.call("decide", "/_sim/portone/window/decide", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        paymentId: order.payment_id,
        decision: decline ? "fail" : "approve",
        webhook: pick(["now", "none", "none"]),
        mode: "popup",
      }).toString(),
    });
    const processed = await this.json(
      "process",
      "/api/processCheckout",
      { id: order.id, transaction_id: order.payment_id },
      [decline ? 400 : 200],
    );
    if (decline) {
      stats.declinedPayments += 1;
      return null;
    }
    if ((processed.body as { result?: string }).result !== "success") {
      throw new Error(`processCheckout did not succeed: ${JSON.stringify(processed.body)}`);
    }
    stats.paidOrders.set(order.id, order.payment_id);
    const receipt = await this.call("receipt", `/api/order/${order.id}?key=${encodeURIComponent(order.order_key)}`);
    const status = (receipt.body as { status?: string }).status;
    if (status !== "paid") throw new Error(`order ${order.id} reads as ${status} after a successful checkout`);
    return order.id;
  }
}

/** Runs one shopper until `until`: visit after visit, each a fresh visitor. */
export async function shopperLoop(index: number, until: () => boolean, options: ShopperOptions): Promise<void> {
  for (let visit = 0; !until(); visit += 1) {
    // A checkout allows 30 attempts per address in 10 minutes: each visitor has an address of its own.
    const ip = `10.${(index >> 8) % 256}.${index % 256}.${visit % 256}`;
    const shopper = new Visit(options, ip);
    options.active?.add(shopper);
    try {
      if (options.browse) await shopper.browse(pick(options.buyables));
      if (Math.random() < options.checkoutShare) await shopper.checkout();
    } catch {
      // Counted in the stats already; the next visitor comes.
    } finally {
      options.active?.delete(shopper);
    }
  }
}

/** The PortOne simulator's payment window for an order initCheckout answered, as the browser opens it. */
export function simulatorWindowQuery(order: {
  id: number;
  payment_id: string;
  order_name: string;
  total: number;
}): URLSearchParams {
  return new URLSearchParams({
    storeId: "store-collins-simulator",
    paymentId: order.payment_id,
    orderName: order.order_name,
    totalAmount: String(order.total),
    currency: "KRW",
    payMethod: "CARD",
    redirectUrl: `/api/mobileCheckout/${order.id}`,
    mode: "popup",
  });
}
