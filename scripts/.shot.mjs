import { chromium } from "playwright-core";
const [,, url, out, w, h, popups] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const c = await b.newContext({ viewport: { width: +w, height: +h }, deviceScaleFactor: 1, locale: "ko-KR" });
const p = await c.newPage();
await p.goto(url, { waitUntil: "networkidle" });
await p.waitForTimeout(popups ? 3000 : 800);
await p.screenshot({ path: out });
await b.close();
