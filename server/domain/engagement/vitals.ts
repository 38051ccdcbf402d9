// Web-vitals reports (spec §7 "A web-vitals report is loaded lazily"): stored per page type so
// the operator console can show the 75th percentile.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webVitals } from "../../db/schema";

export const VITAL_NAMES = ["LCP", "CLS", "INP", "FCP", "TTFB"] as const;
export const PAGE_TYPES = ["home", "collection", "product", "cart", "checkout", "account", "content", "other"] as const;

export type VitalReport = {
  name: (typeof VITAL_NAMES)[number];
  value: number;
  rating: string;
  page_type: (typeof PAGE_TYPES)[number];
  path: string;
};

export async function recordVital(db: Db, report: VitalReport): Promise<void> {
  await db.insert(webVitals).values({
    name: report.name,
    value: report.value,
    rating: report.rating,
    pageType: report.page_type,
    path: report.path,
  });
}

/** The 75th percentile of one metric on one page type since `since`. */
export async function p75(db: Db, pageType: string, name: string, since: Date): Promise<number | null> {
  const [row] = await db
    .select({ p75: sql<number | null>`percentile_cont(0.75) WITHIN GROUP (ORDER BY ${webVitals.value})` })
    .from(webVitals)
    .where(and(eq(webVitals.pageType, pageType), eq(webVitals.name, name), gt(webVitals.createdAt, since)));
  return row?.p75 === null || row?.p75 === undefined ? null : Number(row.p75);
}
