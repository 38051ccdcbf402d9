// What every storefront page's frame shows (the root loader): the menu's collections, the top banner
// and the shop's settings (footer, chat), read in one question (issue 23: a product page rendered
// with empty caches asks at most three).
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedRow, rowJson, rowOf, rowsJson, rowsOf } from "../../db/json-rows";
import { collections, shopSettings, topBanners } from "../../db/schema";
import { TOP_BANNER_ORDER, type TopBannerAnswer, topBannerOf } from "../engagement/popups";
import { type ShopSettings, shopSettingsOf } from "./shop-settings";

export type Layout = {
  /** The exposed collections in display order: the menu. */
  menu: { url: string; title: string }[];
  banner: TopBannerAnswer;
  settings: ShopSettings;
};

/** The key the root loader reads the layout under (LoadContext.reads). */
export const LAYOUT_READ = "layout";

/** The layout's one question, the same on every page (built once, prepared by PostgreSQL). */
const layoutRow = preparedRow<
  { menu: { url: string; title: string }[]; banner: unknown; settings: unknown },
  Record<string, never>
>(
  "layout",
  () => sql`SELECT
      (SELECT coalesce(json_agg(json_build_object('url', ${collections.url}, 'title', ${collections.title})
        ORDER BY ${asc(collections.position)}, ${asc(collections.id)}), '[]'::json)
        FROM ${collections} WHERE ${eq(collections.isExpose, true)}) AS menu,
      ${rowJson(topBanners, sql`true`, TOP_BANNER_ORDER)} AS banner,
      ${rowsJson(shopSettings)} AS settings`,
);

export async function readLayout(db: Db, now = new Date()): Promise<Layout> {
  const answer = await layoutRow(db, {});
  return {
    menu: answer.menu,
    banner: topBannerOf(rowOf(topBanners, answer.banner), now),
    settings: shopSettingsOf(rowsOf(shopSettings, answer.settings)),
  };
}
