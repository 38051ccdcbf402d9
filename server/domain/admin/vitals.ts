// The pages' web vitals in the console (/admin/vitals): the p75 of every page type and metric
// shoppers' browsers reported (spec §7 "A web-vitals report is loaded lazily").
import { count, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webVitals } from "../../db/schema";
import { PAGE_TYPES, p75, VITAL_NAMES } from "../engagement/vitals";

/** The window Chrome's field data (CrUX) uses, so the numbers compare with Search Console. */
const VITALS_WINDOW_MS = 28 * 24 * 60 * 60 * 1000;

export type VitalsSummary = { pageType: string; metric: string; p75: number; count: number }[];

/** p75 of every page type and metric with reports in the last 28 days, in the order of the lists. */
export async function vitalsSummary(db: Db, now = new Date()): Promise<VitalsSummary> {
  const since = new Date(now.getTime() - VITALS_WINDOW_MS);
  const reported = await db
    .select({ pageType: webVitals.pageType, metric: webVitals.name, count: count() })
    .from(webVitals)
    .where(gt(webVitals.createdAt, since))
    .groupBy(webVitals.pageType, webVitals.name);
  const rank = (list: readonly string[], value: string) => (list.includes(value) ? list.indexOf(value) : list.length);
  reported.sort(
    (a, b) =>
      rank(PAGE_TYPES, a.pageType) - rank(PAGE_TYPES, b.pageType) ||
      rank(VITAL_NAMES, a.metric) - rank(VITAL_NAMES, b.metric),
  );
  const vitals: VitalsSummary = [];
  for (const row of reported) {
    vitals.push({ ...row, p75: (await p75(db, row.pageType, row.metric, since)) ?? 0 });
  }
  return vitals;
}
