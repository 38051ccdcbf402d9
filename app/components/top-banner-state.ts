// What the document needs of the top banner before any JavaScript: which banner it is, and the
// head script that hides it before paint when this browser session closed it.
import type { TopBannerAnswer } from "../../server/domain/engagement/popups";

export const TOP_BANNER_CLOSED_KEY = "collins-top-banner-closed";

/** Which banner a session closed: a new title or end date shows again. */
export const topBannerId = (banner: TopBannerAnswer) => `${banner.title}|${banner.end_date ?? ""}`;

/** The head script: marks <html> before paint when this session closed this banner. */
export const topBannerScript = `try{var d=document.documentElement;if(sessionStorage.getItem("${TOP_BANNER_CLOSED_KEY}")===d.getAttribute("data-top-banner-id"))d.setAttribute("data-top-banner-closed","")}catch(e){}`;
