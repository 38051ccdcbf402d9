// Issue 18 "Demo and live are two different things": the simulators serve the local demo only, never
// redirect or call anywhere but the shop itself, the SMS inbox is for operators, a live start needs
// a payment provider, and requests under another host name go to PUBLIC_BASE_URL's host first.
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInOperator } from "../../tests/helpers/operator";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { loadConfig } from "../config";
import { kakaoConfigOf } from "../integrations/kakao/config";
import { liveStartProblem, providerStatusOf } from "../integrations/providers";

// Several tests build two shops of their own (a fresh, seeded database each): more than the default 30 s on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const configOf = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "collins-live-")), ...env });

const PORTONE_LIVE = {
  PORTONE_STORE_ID: "store-live",
  PORTONE_CHANNEL_KEY: "channel-key-live",
  PORTONE_API_SECRET: "live-secret",
  PORTONE_WEBHOOK_SECRET: "whsec_bGl2ZQ==",
};

const apps: TestApp[] = [];
async function app(env: Record<string, string> = {}, fetchImpl?: typeof fetch): Promise<TestApp> {
  const t = await createTestApp(env, { fetchImpl });
  apps.push(t);
  return t;
}
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

describe("which shops mount the simulators", () => {
  it("mounts them for a shop on a local address, without a ribbon (the two-command demo)", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:4000", "http://shop.localhost"]) {
      expect(configOf({ PUBLIC_BASE_URL: url, NODE_ENV: "production" })).toMatchObject({
        simulators: true,
        demoRibbon: false,
      });
    }
    expect(configOf({ NODE_ENV: "production" }).simulators).toBe(true);
  });

  it("mounts none at a public address unless the operator says SIMULATORS=on, and then shows a ribbon", () => {
    const live = configOf({ PUBLIC_BASE_URL: "https://collins.kr", NODE_ENV: "production" });
    expect(live).toMatchObject({ simulators: false, demoRibbon: false });
    expect(kakaoConfigOf(live)).toBeNull();
    const demo = configOf({ PUBLIC_BASE_URL: "https://demo.collins.kr", SIMULATORS: "on" });
    expect(demo).toMatchObject({ simulators: true, demoRibbon: true });
    expect(configOf({ PUBLIC_BASE_URL: "http://localhost:3000", SIMULATORS: "off" }).simulators).toBe(false);
  });

  it("refuses a live start without a payment provider, naming the missing variables in one line", () => {
    const problem = liveStartProblem(configOf({ PUBLIC_BASE_URL: "https://collins.kr" }));
    expect(problem).toContain("PORTONE_STORE_ID, PORTONE_CHANNEL_KEY, PORTONE_API_SECRET, PORTONE_WEBHOOK_SECRET");
    expect(problem).not.toContain("\n");
    const partial = liveStartProblem(
      configOf({ PUBLIC_BASE_URL: "https://collins.kr", PORTONE_API_SECRET: "live-secret" }),
    );
    expect(partial).toBe(
      "Invalid configuration: PortOne needs PORTONE_STORE_ID, PORTONE_CHANNEL_KEY, PORTONE_WEBHOOK_SECRET as well",
    );
    expect(liveStartProblem(configOf({ PUBLIC_BASE_URL: "https://collins.kr", ...PORTONE_LIVE }))).toBeNull();
    expect(liveStartProblem(configOf({ PUBLIC_BASE_URL: "http://localhost:3000" }))).toBeNull();
  });

  it("a live shop with PortOne but no Naver Pay, Kakao or SMS keys serves no simulator at all", async () => {
    const t = await app({ PUBLIC_BASE_URL: "https://collins.kr", SIMULATORS: "", ...PORTONE_LIVE });
    for (const simulator of [
      "/_sim/kakao/oauth/authorize?redirect_uri=https://collins.kr/api/auth/kakao/callback",
      "/_sim/npay/naverPayButton.js",
      "/_sim/portone/window?storeId=store-live&paymentId=p1&totalAmount=100",
      "/_sim/sms",
      "/_sim/postcode/postcode.v2.js",
    ]) {
      expect((await t.app.request(simulator)).status, simulator).toBe(404);
    }
    // Naver Pay's notice of a "paid" order has nothing to confirm it with: no provider, no payment.
    expect(providerStatusOf(t.config)).toEqual([
      { key: "portone", name: "카드·간편결제 (포트원)", mode: "live" },
      { key: "npay", name: "네이버페이", mode: "off" },
      { key: "kakao", name: "카카오 로그인", mode: "off" },
      { key: "sms", name: "문자 발송 (솔라피)", mode: "off" },
      { key: "chat", name: "채널톡 상담", mode: "off" },
    ]);
    const kakao = await t.app.request("/api/auth/kakao/start");
    expect(kakao.headers.get("location")).toBe("/login/menu?error=kakao_unavailable");
  });
});

describe("simulators answer only the shop itself", () => {
  it("the Kakao simulator never sends the browser to a foreign redirect_uri", async () => {
    const t = await app();
    const page = await t.app.request("/_sim/kakao/oauth/authorize?redirect_uri=https://evil.example/steal&state=s");
    expect(page.status).toBe(400);
    const post = await t.app.request("/_sim/kakao/oauth/authorize", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        redirect_uri: "https://evil.example/steal",
        state: "s",
        decision: "agree",
        id: "1",
        email: "admin@collins.kr",
        verified: "on",
      }).toString(),
    });
    expect(post.status).toBe(400);
    expect(post.headers.get("location")).toBeNull();
    const own = await t.app.request("/_sim/kakao/oauth/authorize", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        redirect_uri: `${t.config.publicBaseUrl}/api/auth/kakao/callback`,
        state: "s",
        decision: "deny",
      }).toString(),
    });
    expect(own.status).toBe(302);
    expect(new URL(own.headers.get("location") ?? "").origin).toBe(t.config.publicBaseUrl);
  });

  it("the PortOne window never posts to a foreign noticeUrl (SSRF) nor redirects to a foreign redirectUrl", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response("ok"));
    const t = await app({}, fetchImpl);
    const storeId = "store-collins-simulator";
    for (const query of [
      `noticeUrl=${encodeURIComponent("http://169.254.169.254/latest/meta-data")}`,
      `redirectUrl=${encodeURIComponent("https://evil.example/")}`,
    ]) {
      const window = await t.app.request(
        `/_sim/portone/window?storeId=${storeId}&paymentId=ssrf-${query.length}&totalAmount=1000&mode=redirect&${query}`,
      );
      expect(window.status, query).toBe(400);
    }
    const decide = await t.app.request("/_sim/portone/window/decide", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ paymentId: "ssrf-60", decision: "approve", mode: "redirect" }).toString(),
    });
    expect(decide.status).toBe(404);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("the Naver Pay simulator registers orders only with return and notice addresses on the shop", async () => {
    const t = await app();
    const { naverPaySettingsOf } = await import("../integrations/npay/config");
    const certiKey = naverPaySettingsOf(t.config)?.certiKey ?? "";
    const register = (returnUrl: string, noticeUrl?: string) =>
      t.app.request("/_sim/npay/api/orders", {
        method: "POST",
        headers: { "content-type": "application/json", "x-naver-certi-key": certiKey },
        body: JSON.stringify({
          paymentId: `np-${returnUrl.length}-${noticeUrl?.length ?? 0}`,
          returnUrl,
          noticeUrl,
          lines: [{ name: "인센스", unitPrice: 1000, quantity: 1 }],
        }),
      });
    expect((await register("https://evil.example/return")).status).toBe(400);
    expect((await register(`${t.config.publicBaseUrl}/cart`, "http://127.0.0.1:5432/")).status).toBe(400);
    expect(
      (await register(`${t.config.publicBaseUrl}/cart`, `${t.config.publicBaseUrl}/api/npay/notice/1`)).status,
    ).toBe(200);
  });
});

describe("the SMS simulator's inbox", () => {
  async function overHttp(t: TestApp, run: (url: string) => Promise<void>) {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("is closed to a visitor and open to an operator", async () => {
    const t = await app();
    const closed = await t.app.request("/_sim/sms", { headers: { "x-forwarded-for": "127.0.0.1" } });
    expect(closed.status).toBe(403);
    expect(await closed.text()).toContain("운영자만");
    const operator = await signedInOperator(t);
    const open = await operator.request("/_sim/sms");
    expect(open.status).toBe(200);
    expect(await open.text()).toContain("문자 수신함");
  });

  it("opens to this machine itself only when the shop is a local demo", async () => {
    const local = await app({ PUBLIC_BASE_URL: "http://localhost:3000", SIMULATORS: "" });
    await overHttp(local, async (url) => expect((await fetch(`${url}/_sim/sms`)).status).toBe(200));
    const publicDemo = await app({ PUBLIC_BASE_URL: "https://demo.collins.kr", SIMULATORS: "on" });
    await overHttp(publicDemo, async (url) => expect((await fetch(`${url}/_sim/sms`)).status).toBe(403));
  });
});

describe("one host name", () => {
  it("sends a request under another host to PUBLIC_BASE_URL's host, keeping path and query", async () => {
    const t = await app({ NODE_ENV: "production", PUBLIC_BASE_URL: "https://collins.kr", ...PORTONE_LIVE });
    const page = await t.app.request("https://www.collins.kr/product/collins-incense?x=1");
    expect(page.status).toBe(301);
    expect(page.headers.get("location")).toBe("https://collins.kr/product/collins-incense?x=1");
    const post = await t.app.request("http://127.0.0.1/api/login", { method: "POST" });
    expect(post.status).toBe(308);
    expect(post.headers.get("location")).toBe("https://collins.kr/api/login");
    expect((await t.app.request("http://10.0.0.7/healthz")).status).toBe(200);
    expect((await t.app.request("https://collins.kr/healthz")).status).toBe(200);
  });

  it("behind a trusted proxy goes by the X-Forwarded-Host it sets, and never loops on the proxy's upstream Host", async () => {
    const t = await app({
      NODE_ENV: "production",
      PUBLIC_BASE_URL: "https://collins.kr",
      TRUST_PROXY: "on",
      ...PORTONE_LIVE,
    });
    const upstream = "http://127.0.0.1:3000/product/collins-incense";
    const through = (forwardedHost?: string) =>
      t.app.request(upstream, { headers: forwardedHost ? { "x-forwarded-host": forwardedHost } : {} });
    expect((await through("collins.kr")).status).not.toBe(301);
    const www = await through("www.collins.kr");
    expect(www.status).toBe(301);
    expect(www.headers.get("location")).toBe("https://collins.kr/product/collins-incense");
    // A proxy that sends no X-Forwarded-Host (nginx's default) canonicalises names itself.
    expect((await through()).status).not.toBe(301);
  });
});

describe("the console says which providers are live", () => {
  it("lists each provider as live, simulated or off on the dashboard", async () => {
    const t = await app({ ...PORTONE_LIVE });
    const operator = await signedInOperator(t);
    const { status, body } = await operator.call<{ item: { providers: { key: string; mode: string }[] } }>(
      "GET",
      "/api/admin/dashboard",
    );
    expect(status).toBe(200);
    expect(Object.fromEntries(body.item.providers.map((p) => [p.key, p.mode]))).toEqual({
      portone: "live",
      npay: "simulated",
      kakao: "simulated",
      sms: "simulated",
      chat: "off",
    });
  });
});
