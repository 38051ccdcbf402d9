// Spec §2 "Redirects", §9 "Campaign cut-off 2024-08-17 21:30": both sides of the boundary, and the
// device choice of /ytvid.
import { describe, expect, it } from "vitest";
import { type Campaign, campaignTarget, deviceOf, videoTarget } from "./redirects";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const IPAD_DESKTOP_MODE =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

const videos = { "mw-yuja-kr": "abc123XYZ_-" };

describe("/ytvid/{id}", () => {
  it.each([
    [IPHONE, "ios"],
    [IPAD_DESKTOP_MODE, "ios"],
    [ANDROID, "android"],
    [DESKTOP, "other"],
    ["", "other"],
  ])("tells the device of %j", (ua, device) => {
    expect(deviceOf(ua)).toBe(device);
  });

  it("sends iOS to the app link, Android to an intent with a web fallback, others to the web", () => {
    expect(videoTarget("mw-yuja-kr", IPHONE, videos)).toBe("youtube://watch?v=abc123XYZ_-");
    const intent = videoTarget("mw-yuja-kr", ANDROID, videos) ?? "";
    expect(intent).toMatch(/^intent:\/\/www\.youtube\.com\/watch\?v=abc123XYZ_-#Intent;/);
    expect(intent).toContain("package=com.google.android.youtube");
    expect(intent).toContain(
      `S.browser_fallback_url=${encodeURIComponent("https://www.youtube.com/watch?v=abc123XYZ_-")}`,
    );
    expect(videoTarget("mw-yuja-kr", DESKTOP, videos)).toBe("https://www.youtube.com/watch?v=abc123XYZ_-");
  });

  it("knows only the fixed ids that have a video", () => {
    expect(videoTarget("mw-lemon-kr", DESKTOP, videos)).toBeNull();
    expect(videoTarget("mw-yuja-fr", DESKTOP, videos)).toBeNull();
    expect(videoTarget("mw-violet-jp", DESKTOP, videos)).toBeNull();
    expect(videoTarget("../admin", DESKTOP, videos)).toBeNull();
  });
});

describe("campaign redirects", () => {
  const campaign: Campaign = {
    cutoff: "2024-08-17T21:30:00+09:00",
    smsBefore: "https://short.link/collins",
    kkoBefore: "https://live.example/collins",
    after: "https://gift.example/collins",
  };
  const seoul = (local: string) => new Date(`${local}+09:00`);

  it("sends sms to the short link and kko to the live shopping until 21:29:59 Seoul time", () => {
    expect(campaignTarget("sms", seoul("2024-08-17T21:29:59"), campaign)).toBe(campaign.smsBefore);
    expect(campaignTarget("kko", seoul("2024-08-17T21:29:59"), campaign)).toBe(campaign.kkoBefore);
  });

  it("sends both to the gift page from 21:30 on", () => {
    expect(campaignTarget("sms", seoul("2024-08-17T21:30:00"), campaign)).toBe(campaign.after);
    expect(campaignTarget("kko", seoul("2024-08-17T21:30:00"), campaign)).toBe(campaign.after);
    expect(campaignTarget("kko", new Date("2026-11-22T00:00:00Z"), campaign)).toBe(campaign.after);
  });

  it("reads the cut-off as an instant: 12:30 UTC is 21:30 in Seoul", () => {
    expect(campaignTarget("sms", new Date("2024-08-17T12:29:59Z"), campaign)).toBe(campaign.smsBefore);
    expect(campaignTarget("sms", new Date("2024-08-17T12:30:00Z"), campaign)).toBe(campaign.after);
  });
});
