// Spec §2 "Redirects" through the HTTP app, and maintenance mode: pages go to /maintenance, the
// API answers 503 in Korean, the health check and the operator's calls stay open.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { apiMessages } from "../api/messages";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36";

describe("redirects", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, ua = "Mozilla/5.0 (X11; Linux x86_64)") =>
    t.app.request(path, { headers: { "user-agent": ua } });

  it("opens a video by device and sends unknown ids to /error", async () => {
    const video = t.config.business.redirects.videos["mw-juniper-eng"];
    expect((await get("/ytvid/mw-juniper-eng", IPHONE)).headers.get("location")).toBe(`youtube://watch?v=${video}`);
    expect((await get("/ytvid/mw-juniper-eng", ANDROID)).headers.get("location")).toMatch(/^intent:\/\//);
    expect((await get("/ytvid/mw-juniper-eng")).headers.get("location")).toBe(
      `https://www.youtube.com/watch?v=${video}`,
    );
    const unknown = await get("/ytvid/mw-lemon-kr");
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("location")).toBe("/error");
  });

  it("sends both campaign paths to the gift page after the 2024-08-17 21:30 cut-off", async () => {
    const { after } = t.config.business.redirects.campaign;
    for (const path of ["/kko-20240816-sms", "/kko-20240816-kko"]) {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(after);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("maintenance mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAINTENANCE_MODE: "on" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends pages to /maintenance, answers the API with 503 in Korean, keeps health and operators open", async () => {
    for (const path of ["/", "/product/collins-incense", "/cart", "/ytvid/mw-yuja-kr"]) {
      const page = await t.app.request(path);
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location")).toBe("/maintenance");
    }
    const data = await t.app.request("/product/collins-incense.data");
    expect(data.status).toBe(204);
    expect(data.headers.get("x-remix-redirect")).toBe("/maintenance");
    expect(data.headers.get("x-remix-reload-document")).toBe("true");
    const api = await t.app.request("/api/v2/collection/all");
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ message: apiMessages.maintenance });
    expect((await t.app.request("/api/cart/item/add", { method: "POST" })).status).toBe(503);
    expect((await t.app.request("/healthz")).status).toBe(200);
    expect((await t.app.request("/api/admin/stock", { method: "POST" })).status).toBe(401);
    expect((await t.app.request("/api/login", { method: "POST" })).status).toBe(400);
  });
});
