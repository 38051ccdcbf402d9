// The home page's full-screen video (spec §4 "Home video"): two players alternate, cross-fading
// 0.4 s before the end of each (checked every 100 ms, 200 ms swap); it plays only while in view;
// phones get their own file. Shoppers who prefer reduced motion see the poster only.
import { useEffect, useRef, useState } from "react";
import { deviceClassOf } from "../../../core/device";
import { throttle } from "../../../core/scroll";
import styles from "./home-video.module.css";

export const VIDEO_CHECK_MS = 100;
export const VIDEO_LEAD_S = 0.4;
export const VIDEO_SWAP_MS = 200;
const SCROLL_THROTTLE_MS = 100;

const sources = {
  phone: { video: "/media/home/hero-mobile.mp4", poster: "/media/home/hero-mobile.webp" },
  wide: { video: "/media/home/hero-desktop.mp4", poster: "/media/home/hero-desktop.webp" },
} as const;

/** The poster's sources as the `<picture>` below chooses them: a phone's under 768px. */
const PHONE_POSTER_MEDIA = "(max-width: 767px)";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
export const heroPosters = [
  { href: sources.phone.poster, media: PHONE_POSTER_MEDIA },
  { href: sources.wide.poster, media: "(min-width: 768px)" },
];

export function HomeVideo() {
  const sectionRef = useRef<HTMLDivElement>(null);
  const firstRef = useRef<HTMLVideoElement>(null);
  const secondRef = useRef<HTMLVideoElement>(null);
  const [source, setSource] = useState<(typeof sources)[keyof typeof sources] | null>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    // A shopper who asks for less motion keeps the still poster: nothing plays (WCAG 2.2.2).
    if (window.matchMedia(REDUCED_MOTION).matches) return;
    setSource(deviceClassOf(window.innerWidth) === "MB" ? sources.phone : sources.wide);
  }, []);

  useEffect(() => {
    if (!source) return;
    const section = sectionRef.current;
    const first = firstRef.current;
    const second = secondRef.current;
    if (!section || !first || !second) return;
    const videos = [first, second];
    let current = 0;
    let inView = true;
    let swapping = false;
    const playing = () => (current === 0 ? first : second);
    const waiting = () => (current === 0 ? second : first);
    const play = (video: HTMLVideoElement) => video.play().catch(() => undefined);

    const check = setInterval(() => {
      const video = playing();
      if (!inView || swapping || !video.duration || video.currentTime < video.duration - VIDEO_LEAD_S) return;
      swapping = true;
      const next = waiting();
      next.currentTime = 0;
      play(next);
      current = 1 - current;
      setActive(current);
      setTimeout(() => {
        video.pause();
        swapping = false;
      }, VIDEO_SWAP_MS);
    }, VIDEO_CHECK_MS);

    const onScroll = throttle(() => {
      const rect = section.getBoundingClientRect();
      const visible = rect.bottom > 0 && rect.top < window.innerHeight;
      if (visible === inView) return;
      inView = visible;
      if (visible) play(playing());
      else for (const video of videos) video.pause();
    }, SCROLL_THROTTLE_MS);

    play(first);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearInterval(check);
      onScroll.cancel();
      window.removeEventListener("scroll", onScroll);
    };
  }, [source]);

  return (
    <div ref={sectionRef} className={styles.frame}>
      <picture>
        <source media={PHONE_POSTER_MEDIA} srcSet={sources.phone.poster} width={720} height={1280} />
        <img
          className={styles.poster}
          src={sources.wide.poster}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
        />
      </picture>
      {/* Without a source there are no players: a browser without JavaScript would draw their
          controls over the poster. */}
      {source
        ? [0, 1].map((index) => (
            <video
              key={index}
              ref={index === 0 ? firstRef : secondRef}
              className={styles.video}
              style={{ opacity: active === index ? 1 : 0, transitionDuration: `${VIDEO_SWAP_MS}ms` }}
              src={source.video}
              poster={source.poster}
              muted
              playsInline
              preload={index === 0 ? "auto" : "metadata"}
              aria-hidden="true"
              tabIndex={-1}
            />
          ))
        : null}
    </div>
  );
}
