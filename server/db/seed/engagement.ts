// Demo site popups, the top banner (spec §3) and the editorial content, seeded with the catalog:
// the operator console (#9) changes them later.
import type { Db } from "../client";
import { contentPages, makersNotes, places, playlists, sitePopups, topBanners } from "../schema";
import { seedContentPages } from "./content-pages";
import { seedMakersNotes, seedPlaces, seedPlaylists } from "./editorial";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const DAY_MS = 86_400_000;

export async function insertEngagement(tx: Tx, idOf: (slug: string) => number, now = new Date()): Promise<void> {
  await tx
    .insert(contentPages)
    .values(seedContentPages.map(({ productSlugs, ...page }) => ({ ...page, productIds: productSlugs.map(idOf) })));
  await tx
    .insert(makersNotes)
    .values(seedMakersNotes(now).map(({ productSlugs, ...note }) => ({ ...note, productIds: productSlugs.map(idOf) })));
  await tx.insert(places).values(seedPlaces);
  await tx.insert(playlists).values(seedPlaylists);
  await tx.insert(sitePopups).values([
    {
      title: "윈터 기프트 위크",
      mobileImageUrl: "/media/popups/winter-gift-mobile.svg",
      desktopImageUrl: "/media/popups/winter-gift-desktop.svg",
      imageWidth: 600,
      imageHeight: 800,
      priority: 1,
      isSetPeriod: true,
      startDate: new Date(now.getTime() - DAY_MS),
      endDate: new Date(now.getTime() + 30 * DAY_MS),
      exposureMethod: "session",
      // Spec §3 per_page_type: '/' is the home page only, '/collection/gift' a prefix.
      targetRange: "pages",
      perPageType: ["/", "/collection/gift"],
      pointOfExposure: "in_seconds",
      inSecondsValue: 2,
      buttons: [
        {
          button_available: true,
          button_background_color: "#1f1d1a",
          button_font_color: "#fffdf9",
          button_font_text: "선물 세트 보러 가기",
          action_on_click: "move_link",
          link_url: "/collection/gift",
        },
      ],
    },
    {
      title: "무드워터 신규 향",
      mobileImageUrl: "/media/popups/moodwater-launch-mobile.svg",
      desktopImageUrl: "/media/popups/moodwater-launch-desktop.svg",
      imageWidth: 600,
      imageHeight: 800,
      priority: 2,
      exposureMethod: "session",
      targetRange: "url_unit",
      // The mood collection and the moodwater product pages, but not the sets (…-discovery-3, …-variety-3).
      urlRules: [
        { slug_url: "/collection/mood", url_text_condition: "starts_with", url_exposure_conditions: "include" },
        { slug_url: "/product/moodwater-", url_text_condition: "Included", url_exposure_conditions: "include" },
        { slug_url: "-3", url_text_condition: "ends_with", url_exposure_conditions: "except" },
      ],
      pointOfExposure: "immediately",
      buttons: [
        {
          button_available: true,
          button_background_color: "#1f1d1a",
          button_font_color: "#fffdf9",
          button_font_text: "향 상담하기",
          action_on_click: "open_channel_talk",
          link_url: "",
        },
      ],
    },
    {
      title: "오프라인 매장 안내",
      mobileImageUrl: "/media/popups/stores-mobile.svg",
      desktopImageUrl: "/media/popups/stores-desktop.svg",
      imageWidth: 600,
      imageHeight: 800,
      priority: 90,
      exposureMethod: "session",
      targetRange: "all",
      pointOfExposure: "in_seconds",
      inSecondsValue: 3,
      buttons: [
        {
          button_available: true,
          button_background_color: "#1f1d1a",
          button_font_color: "#fffdf9",
          button_font_text: "매장 보러 가기",
          action_on_click: "move_link",
          link_url: "/places",
        },
      ],
    },
  ]);
  await tx.insert(topBanners).values({
    title: "윈터 기프트 위크 · 종료까지 {countdown}",
    textColor: "#fffdf9",
    backgroundColor: "#3b3129",
    url: "/collection/gift",
    isNoCloseButton: false,
    endDate: new Date(now.getTime() + 10 * DAY_MS),
    isFatInMobile: false,
  });
}
