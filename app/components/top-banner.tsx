// The top banner (spec §2 Header, §3 "Top banner", §4): markup only, rendered by the server above
// the header bar. Its countdown and its close button come alive with the engagement chunk after
// hydration (app/features/engagement/top-banner-behaviour.ts), so the banner costs every page no
// first-load JavaScript beyond this markup; a closed banner is hidden before paint by a head script.
import { Link } from "react-router";
import type { TopBannerAnswer } from "../../server/domain/engagement/popups";
import { CloseIcon } from "./icons";
import { messages } from "./messages";
import { TOP_BANNER_CLOSED_KEY } from "./top-banner-state";

export default function TopBanner({
  banner,
  text: title,
  closedValue,
}: {
  banner: TopBannerAnswer;
  /** The title with its countdown as the server computed it. */
  text: string;
  /** This banner's value in the session's closed-banner entry. */
  closedValue: string;
}) {
  const text = (
    <span className="top-banner__title" data-template={banner.title} data-end={banner.end_date ?? ""}>
      {title}
    </span>
  );
  return (
    <div
      className="top-banner"
      style={{ background: banner.background_color, color: banner.text_color }}
      data-testid="top-banner"
      data-closed-key={TOP_BANNER_CLOSED_KEY}
      data-closed-value={closedValue}
    >
      {banner.url ? (
        banner.url.startsWith("/") ? (
          <Link to={banner.url} className="top-banner__link">
            {text}
          </Link>
        ) : (
          <a href={banner.url} className="top-banner__link" target="_blank" rel="noopener noreferrer">
            {text}
          </a>
        )
      ) : (
        text
      )}
      {banner.isNoCloseButton ? null : (
        <button type="button" className="top-banner__close" aria-label={messages.closeTopBanner}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
