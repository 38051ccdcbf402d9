// The footer's social icons (spec §2 Footer: photo sharing, video, blog, messenger, music); apart
// from the other icons so they travel with the footer's chunk.
import { Icon, type IconProps } from "./icons";

export function InstagramIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
    </Icon>
  );
}

export function YoutubeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="6" width="18" height="12" rx="3.5" />
      <path d="M10.5 9.5v5l4-2.5-4-2.5z" fill="currentColor" />
    </Icon>
  );
}

export function BlogIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M8 9h8M8 12h8M8 15h5" />
    </Icon>
  );
}

export function MessengerIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5c-4.4 0-8 2.8-8 6.2 0 2.2 1.5 4.1 3.7 5.2L7 19.5l3.5-2.3c.5.1 1 .1 1.5.1 4.4 0 8-2.8 8-6.1S16.4 5 12 5z" />
    </Icon>
  );
}

export function MusicIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 18V6l10-2v12" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="16.5" cy="16" r="2.5" />
    </Icon>
  );
}
