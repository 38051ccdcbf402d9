// Site popups and the top banner as the spec's §3 fields (GET /api/modal, GET /api/top-line-banner).
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type PopupButton, type PopupUrlRule, sitePopups, topBanners } from "../../db/schema";

export type SitePopupAnswer = {
  id: number;
  title: string;
  modal_mobile_image_url: string;
  modal_desktop_image_url: string;
  image_width: number;
  image_height: number;
  modal_visible_priority: number;
  is_set_period: boolean;
  is_visible_modal_start_date: string | null;
  is_visible_modal_end_date: string | null;
  modal_date_range: {
    is_set_period: boolean;
    is_visible_modal_start_date: string | null;
    is_visible_modal_end_date: string | null;
  };
  modal_exposure_method: string;
  modal_visible_page: {
    /** Spec §3: the range with its pages (per_page_type) and URL conditions inside it. */
    exposure_target_range: {
      modal_slug: string;
      per_page_type: string[];
      url_unit_detailed_settings: PopupUrlRule[];
    };
    point_of_exposure: string;
    in_seconds_value: number;
  };
  modal_button_setting: PopupButton[];
};

export async function listPopups(db: Db): Promise<SitePopupAnswer[]> {
  const rows = await db
    .select()
    .from(sitePopups)
    .where(eq(sitePopups.enabled, true))
    .orderBy(asc(sitePopups.priority), asc(sitePopups.id));
  return rows.map((row) => {
    const period = {
      is_set_period: row.isSetPeriod,
      is_visible_modal_start_date: row.startDate?.toISOString() ?? null,
      is_visible_modal_end_date: row.endDate?.toISOString() ?? null,
    };
    return {
      id: row.id,
      title: row.title,
      modal_mobile_image_url: row.mobileImageUrl,
      modal_desktop_image_url: row.desktopImageUrl,
      image_width: row.imageWidth,
      image_height: row.imageHeight,
      modal_visible_priority: row.priority,
      ...period,
      modal_date_range: period,
      modal_exposure_method: row.exposureMethod,
      modal_visible_page: {
        exposure_target_range: {
          modal_slug: row.targetRange,
          per_page_type: row.perPageType,
          url_unit_detailed_settings: row.urlRules,
        },
        point_of_exposure: row.pointOfExposure,
        in_seconds_value: row.inSecondsValue,
      },
      modal_button_setting: row.buttons,
    };
  });
}

export type TopBannerAnswer = {
  title: string;
  text_color: string;
  background_color: string;
  url: string | null;
  isNoCloseButton: boolean;
  end_date: string | null;
  isFatInMobile: boolean;
  enabled: boolean;
};

/** The banner, or a disabled one when none is set or its end date has passed. */
export async function topBanner(db: Db, now = new Date()): Promise<TopBannerAnswer> {
  const [row] = await db
    .select()
    .from(topBanners)
    .orderBy(...TOP_BANNER_ORDER)
    .limit(1);
  return topBannerOf(row ?? null, now);
}

/** The banner shown is the one saved last. */
export const TOP_BANNER_ORDER = [desc(topBanners.updatedAt)];

/** The answer for the banner row saved last (null: none). */
export function topBannerOf(row: typeof topBanners.$inferSelect | null, now: Date): TopBannerAnswer {
  if (!row) {
    return {
      title: "",
      text_color: "",
      background_color: "",
      url: null,
      isNoCloseButton: false,
      end_date: null,
      isFatInMobile: false,
      enabled: false,
    };
  }
  return {
    title: row.title,
    text_color: row.textColor,
    background_color: row.backgroundColor,
    url: row.url,
    isNoCloseButton: row.isNoCloseButton,
    end_date: row.endDate?.toISOString() ?? null,
    isFatInMobile: row.isFatInMobile,
    enabled: row.enabled && (row.endDate === null || row.endDate > now),
  };
}
