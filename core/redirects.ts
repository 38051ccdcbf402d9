// The redirects of spec §2: /ytvid/{id} opens a video by device (iOS app link, Android intent with
// a web fallback, otherwise the web link) and the dated campaign paths change target at their
// cut-off (2024-08-17 21:30 Asia/Seoul, spec §9). Pure functions; the targets are configuration.

/** "Fixed ids: mw-{official|yuja|violet|juniper}-{kr|eng|jp}". */
export const VIDEO_ID = /^mw-(official|yuja|violet|juniper)-(kr|eng|jp)$/;

export type Device = "ios" | "android" | "other";

export function deviceOf(userAgent: string): Device {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && /Mobile/i.test(userAgent))) {
    return "ios";
  }
  if (/Android/i.test(userAgent)) return "android";
  return "other";
}

/** Where /ytvid/{id} sends this device, or null for an unknown id (→ /error). */
export function videoTarget(id: string, userAgent: string, videos: Record<string, string>): string | null {
  const videoId = VIDEO_ID.test(id) ? videos[id] : undefined;
  if (!videoId) return null;
  const web = `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
  switch (deviceOf(userAgent)) {
    case "ios":
      return `youtube://watch?v=${encodeURIComponent(videoId)}`;
    case "android":
      return `intent://www.youtube.com/watch?v=${encodeURIComponent(videoId)}#Intent;scheme=https;package=com.google.android.youtube;S.browser_fallback_url=${encodeURIComponent(web)};end`;
    default:
      return web;
  }
}

export type Campaign = {
  /** The cut-off instant, e.g. 2024-08-17T21:30:00+09:00. */
  cutoff: string;
  smsBefore: string;
  kkoBefore: string;
  after: string;
};

/** Before the cut-off the sms path goes to its short link and the kko path to the live shopping;
 * from the cut-off on, both go to the brand's gift page. */
export function campaignTarget(path: "sms" | "kko", now: Date, campaign: Campaign): string {
  if (now.getTime() >= Date.parse(campaign.cutoff)) return campaign.after;
  return path === "sms" ? campaign.smsBefore : campaign.kkoBefore;
}
