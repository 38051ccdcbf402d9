// Runs axe-core in a Playwright page (issue #10 "Accessibility"): WCAG 2.0/2.1 A and AA rules plus
// axe's best practices, reporting the violations whose impact is serious or critical.
import axe from "axe-core";
import type { Page } from "playwright-core";

export type Violation = { id: string; impact: string; help: string; targets: string[] };

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const BLOCKING = new Set(["serious", "critical"]);

/** Waits until the page's finite animations (fade-ins, sheets sliding up) have finished. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.NaN))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The serious and critical violations on the page as it is now. The script goes in through
 * `evaluate`, which the page's Content-Security-Policy (nonce-only scripts) does not apply to.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await settle(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(async (tags) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const results = await run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  }, TAGS);
  return found.filter((violation) => BLOCKING.has(violation.impact));
}

/** One line per violation, for a failure message: where, which rule, what it asks for. */
export function describeViolations(where: string, violations: Violation[]): string[] {
  return violations.map(
    (violation) =>
      `${where}: [${violation.impact}] ${violation.id} — ${violation.help}\n    ${violation.targets.slice(0, 6).join("\n    ")}${
        violation.targets.length > 6 ? `\n    … and ${violation.targets.length - 6} more` : ""
      }`,
  );
}
