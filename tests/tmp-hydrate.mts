import { chromium } from "playwright-core";
import { startServer } from "/work/main/tests/e2e/support/server";
const server = await startServer({ env: { DEMO_ADMIN_PASSWORD: "pw-123456789", TRUST_PROXY: "on" } });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const login = await fetch(`${server.url}/api/login`, { method: "POST", headers: { "content-type": "application/json", origin: server.url }, body: JSON.stringify({ email: "admin@collins.kr", password: "pw-123456789" }) });
  const cookies = login.headers.getSetCookie().map((v) => v.split(";")[0]);
  const context = await browser.newContext({ timezoneId: "Asia/Seoul", locale: "ko-KR" });
  await context.addCookies(cookies.map((pair) => { const at = pair.indexOf("="); return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url }; }));
  for (const path of ["/admin/popups"]) {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text().slice(0, 100)));
    page.on("pageerror", (e) => errors.push(String(e).slice(0, 100)));
    await page.goto(server.url + path);
    await page.waitForTimeout(2500);
    console.log(path, errors.length, errors[0] ?? "");
    const { writeFileSync } = await import("node:fs");
    writeFileSync("/tmp/client.txt", await page.evaluate(() => document.body.innerText));
    const ssr = await context.newPage();
    await ssr.route("**/*.js", (r) => r.abort());
    await ssr.goto(server.url + path);
    writeFileSync("/tmp/ssr.txt", await ssr.evaluate(() => document.body.innerText));
    await page.close();
  }
  const html = await (await fetch(`${server.url}/admin`, { headers: { cookie: cookies.join("; ") } })).text();
  const m = html.match(/<footer[\s\S]{0,600}/);
  console.log("FOOTER", m?.[0]?.slice(0, 600));
} finally {
  await browser.close();
  await server.stop();
}
