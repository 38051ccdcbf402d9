// npx tsx bench/long-tasks.ts [path ...] (issue 19): what makes a page's main-thread tasks long. Loads
// each page of the production build in the system Chromium at a phone's viewport, with the CPU four
// times slower (Lighthouse's mobile setting, without its network throttling), records a Chromium
// trace and prints every task of 50 ms or more with what it spent its time on: layout, style,
// parsing, script by file, and React Router's inline scripts.
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { startServer } from "../tests/e2e/support/server";

const PATHS = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/collection/all", "/product/collins-incense"];
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RATE = Number(process.env.CPU_RATE ?? 4);

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string }; beginData?: { url?: string } };
};

/** The page's renderer main thread: of the threads that parsed HTML, the one that ran the most tasks. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const parsers = events.filter((event) => event.name === "ParseHTML" && event.ph === "X");
  const tasksOf = (pid: number, tid: number) =>
    events.filter((event) => event.name === "RunTask" && event.pid === pid && event.tid === tid).length;
  const best = parsers.sort((a, b) => tasksOf(b.pid, b.tid) - tasksOf(a.pid, a.tid))[0];
  return best ? { pid: best.pid, tid: best.tid } : undefined;
}

const label = (event: TraceEvent): string | undefined => {
  const url = event.args?.data?.url || event.args?.beginData?.url;
  const file = url ? url.replace(/^https?:\/\/[^/]+/, "") || "(page)" : "";
  switch (event.name) {
    case "Layout":
    case "UpdateLayoutTree":
    case "Paint":
    case "PrePaint":
    case "Layerize":
    case "ParseHTML":
    case "ParseAuthorStyleSheet":
    case "HitTest":
    case "MajorGC":
    case "MinorGC":
    case "V8.GC_SCAVENGER":
    case "v8.compile":
    case "v8.compileModule":
      return event.name;
    case "EvaluateScript":
    case "v8.evaluateModule":
    case "FunctionCall":
    case "TimerFire":
    case "EventDispatch":
    case "RunMicrotasks":
    case "FireAnimationFrame":
      return `${event.name} ${file}`.trim();
    default:
      return undefined;
  }
};

async function main() {
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--headless=new"],
  });
  try {
    for (const path of PATHS) {
      await fetch(`${server.url}${path}`);
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        locale: "ko-KR",
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
      const events: TraceEvent[] = [];
      cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
      await cdp.send("Tracing.start", {
        transferMode: "ReportEvents",
        traceConfig: {
          includedCategories: [
            "devtools.timeline",
            "disabled-by-default-devtools.timeline",
            "v8.execute",
            "v8",
            "blink.user_timing",
            "loading",
            "fonts",
            "blink",
            "disabled-by-default-v8.cpu_profiler",
          ],
        },
      });
      await page.goto(`${server.url}${path}`, { waitUntil: "load" });
      await page.waitForTimeout(3000);
      await cdp.send("Tracing.end");
      await done;
      await context.close();
      // TRACE_DIR=dir keeps each trace, for Chromium's DevTools (Performance → Load profile).
      if (process.env.TRACE_DIR) {
        const file = `${process.env.TRACE_DIR}/trace${path.replaceAll("/", "_")}.json`;
        writeFileSync(file, JSON.stringify({ traceEvents: events }));
      }

      const thread = mainThread(events);
      if (!thread) throw new Error(`no main thread found for ${path}`);
      const own = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === "X");
      const tasks = own.filter((event) => event.name === "RunTask" && (event.dur ?? 0) >= 50_000);
      const start = Math.min(...own.map((event) => event.ts));
      process.stdout.write(`\n${path}: ${tasks.length} tasks of 50 ms or more at ${RATE}× CPU\n`);
      for (const task of tasks) {
        const end = task.ts + (task.dur ?? 0);
        const inside = own.filter(
          (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
        );
        // Time per label, counted at the outermost labelled event (nested ones are inside it).
        const totals = new Map<string, number>();
        const taken: [number, number][] = [];
        for (const event of inside.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
          const name = label(event);
          if (!name) continue;
          const eventEnd = event.ts + (event.dur ?? 0);
          if (taken.some(([from, to]) => event.ts >= from && eventEnd <= to)) continue;
          taken.push([event.ts, eventEnd]);
          totals.set(name, (totals.get(name) ?? 0) + (event.dur ?? 0));
        }
        const parts = [...totals.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(0)} ms`);
        process.stdout.write(
          `  at ${((task.ts - start) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${parts.join("; ")}\n`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
