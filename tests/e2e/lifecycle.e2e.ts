// Issue 2: data survives a restart and a Ctrl-C (graceful close, no corrupted PGlite directory).
import http from "node:http";
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, SERVER_STARTS_TIMEOUT_MS, startServer } from "./support/server";

const started: RunningServer[] = [];

afterAll(async () => {
  for (const server of started) await server.stop("SIGKILL");
});

async function collectionsOf(server: RunningServer) {
  const response = await fetch(`${server.url}/api/v2/collection/all`);
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; url: string }[];
}

describe("the production process", { timeout: SERVER_STARTS_TIMEOUT_MS }, () => {
  it("stops cleanly on Ctrl-C and SIGTERM and keeps its embedded database", async () => {
    const first = await startServer({ env: { LOG_LEVEL: "info" } });
    started.push(first);
    const before = await collectionsOf(first);
    expect(before.length).toBeGreaterThanOrEqual(7);
    expect(first.output()).toContain("seeded the demo catalog");

    expect(await first.stop("SIGINT")).toBe(0);
    expect(first.output()).not.toMatch(/"level":"error"/);

    const second = await startServer({ dataDir: first.dataDir, env: { LOG_LEVEL: "info" } });
    started.push(second);
    expect(await collectionsOf(second)).toEqual(before);
    // The catalog came from the files on disk, not from a second seeding.
    expect(second.output()).not.toContain("seeded the demo catalog");
    expect(await second.stop("SIGTERM")).toBe(0);
  });

  it("writes no error for a shopper who leaves while the page renders", async () => {
    const server = await startServer({ env: { PAGE_CACHE: "off" } });
    started.push(server);
    // Each connection asks for a product page and closes a few milliseconds later, mostly before
    // React has written the page (this wrote a stack trace per page before; issue 10 "no noise").
    for (let i = 0; i < 30; i += 1) {
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(server.port, "127.0.0.1", () => {
          socket.write("GET /product/collins-incense HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, i % 5);
        });
        socket.once("error", reject);
      });
    }
    const page = await fetch(`${server.url}/product/collins-incense`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("</html>");
    expect(server.output()).not.toMatch(/Error|"level":"error"/);
  });

  it("refuses a wrong setting with one line naming the variable", async () => {
    await expect(startServer({ env: { PORT: "not-a-port" } })).rejects.toThrow(/Invalid configuration: PORT/);
  });
  it("refuses a live start without a payment provider, in one line naming the variables (issue 18)", async () => {
    const start = startServer({ env: { PUBLIC_BASE_URL: "https://collins.example", SIMULATORS: "" } });
    await expect(start).rejects.toThrow(
      /A live shop \(PUBLIC_BASE_URL https:\/\/collins\.example\) needs a payment provider: set PORTONE_STORE_ID, PORTONE_CHANNEL_KEY, PORTONE_API_SECRET, PORTONE_WEBHOOK_SECRET/,
    );
  });

  it("at a public address with SIMULATORS=on shows the demo ribbon, and sends other host names to its own (issue 18)", async () => {
    const server = await startServer({ env: { PUBLIC_BASE_URL: "http://demo.collins.test", SIMULATORS: "on" } });
    started.push(server);
    const page = await getWithHost(server, "/product/collins-incense", "demo.collins.test");
    expect(page.status).toBe(200);
    expect(page.body).toContain('class="demo-ribbon"');
    expect(page.body).toContain("데모 상점");
    const elsewhere = await getWithHost(server, "/product/collins-incense?from=ip", `127.0.0.1:${server.port}`);
    expect(elsewhere.status).toBe(301);
    expect(elsewhere.location).toBe("http://demo.collins.test/product/collins-incense?from=ip");
    // The local demo has no ribbon (the document's CSS still holds its rule, decision 22).
    const local = await startServer();
    started.push(local);
    const localPage = await (await fetch(`${local.url}/product/collins-incense`)).text();
    expect(localPage).not.toContain('class="demo-ribbon"');
    expect(localPage).not.toContain("데모 상점");
  });
});

/** A GET under a chosen Host header (fetch may not set one). */
function getWithHost(server: RunningServer, path: string, host: string) {
  return new Promise<{ status: number; body: string; location: string | undefined }>((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port: server.port, path, headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body, location: response.headers.location }),
      );
    });
    request.once("error", reject);
  });
}

describe("a crash between the payment and its confirmation", { timeout: SERVER_STARTS_TIMEOUT_MS }, () => {
  it("completes the paid order after a SIGKILL and a restart, with its stock sold once", async () => {
    const first = await startServer();
    started.push(first);
    let cookie = "";
    const call = async (server: RunningServer, path: string, init: RequestInit = {}) => {
      const response = await fetch(`${server.url}${path}`, {
        ...init,
        redirect: "manual",
        headers: { ...(init.headers as Record<string, string>), cookie },
      });
      const set = response.headers.getSetCookie().find((value) => value.startsWith("collins_cart="));
      if (set) cookie = set.split(";")[0] ?? "";
      return response;
    };
    const json = (body: unknown) => ({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const product = (await (await call(first, "/api/product/moodwater-juniper")).json()) as {
      product: { id: number };
    };
    /** The stock as a new shopper's cart line reports it. */
    const stockOn = async (server: RunningServer) => {
      const add = await fetch(
        `${server.url}/api/cart/item/add`,
        json([{ product_id: product.product.id, quantity: 1 }]),
      );
      const guest = add.headers.getSetCookie()[0]?.split(";")[0] ?? "";
      const cart = await fetch(`${server.url}/api/cart/item`, { headers: { cookie: guest } });
      return ((await cart.json()) as { items: { stock_quantity: number }[] }).items[0]?.stock_quantity;
    };
    const stockBefore = await stockOn(first);
    const added = await call(first, "/api/cart/item/add", json([{ product_id: product.product.id, quantity: 2 }]));
    expect(added.status).toBe(200);
    const started1 = await call(
      first,
      "/api/initCheckout",
      json({
        payment_method: "card",
        shipping: {
          first_name: "복구",
          address_1: "서울 성동구 성수이로 78",
          postcode: "04778",
          phone: "010-1111-2222",
        },
        billing: { email: "recover@collins.kr" },
        agree: true,
      }),
    );
    expect(started1.status).toBe(200);
    const order = (await started1.json()) as { id: number; order_key: string; total: number; payment_id: string };
    const window = new URLSearchParams({
      storeId: "store-collins-simulator",
      paymentId: order.payment_id,
      orderName: "무드워터 주니퍼",
      totalAmount: String(order.total),
      redirectUrl: `${first.url}/api/mobileCheckout/${order.id}`,
    });
    expect((await call(first, `/_sim/portone/window?${window}`)).status).toBe(200);
    const approved = await call(first, "/_sim/portone/window/decide", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ paymentId: order.payment_id, decision: "approve", webhook: "none" }).toString(),
    });
    expect(approved.status).toBe(200);

    // The shop dies before the browser's processCheckout and before any webhook.
    await first.stop("SIGKILL");
    const second = await startServer({ dataDir: first.dataDir });
    started.push(second);
    const status = async () => {
      const response = await call(second, `/api/order/${order.id}?key=${encodeURIComponent(order.order_key)}`);
      return ((await response.json()) as { status: string }).status;
    };
    await expect.poll(status, { timeout: 20_000, interval: 500 }).toBe("paid");
    expect(await stockOn(second)).toBe((stockBefore ?? 0) - 2);
    const cart = (await (await call(second, "/api/cart/item")).json()) as { items: unknown[] };
    expect(cart.items).toEqual([]);
    await second.stop("SIGTERM");
  });
});
