// Music (/music, spec §2): the brand's playlists; every entry opens through /ytvid, which picks
// the video app or the web by device.
import { links } from "../../core/links";
import { PUBLIC_PAGE_HEADERS } from "../../core/page-cache";
import { exposedPlaylists } from "../../server/domain/content/places-music";
import styles from "../features/content/editorial.module.css";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/music";

const TITLE = "뮤직";
const LEAD = "향과 함께 틀어두기 좋은 장면과 음악을 모았어요.";

export async function loader({ context }: Route.LoaderArgs) {
  const playlists = await exposedPlaylists(context.db);
  return {
    playlists: playlists.map(({ id, title, description, coverImage, tracks }) => ({
      id,
      title,
      description,
      coverImage,
      tracks,
    })),
  };
}

export function headers() {
  return PUBLIC_PAGE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: `Collins - ${TITLE}`, description: LEAD, path: links.music, baseUrl: baseUrlOf(matches) });
}

export default function Music({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Music</p>
        <h1 className={styles.title}>{TITLE}</h1>
        <p className={styles.lead}>{LEAD}</p>
      </header>
      {loaderData.playlists.map((playlist) => (
        <section key={playlist.id} className={styles.playlist} aria-labelledby={`playlist-${playlist.id}`}>
          <div>
            {playlist.coverImage ? (
              <img className={styles.cover} src={playlist.coverImage} alt="" width={1200} height={600} />
            ) : null}
          </div>
          <div>
            <h2 id={`playlist-${playlist.id}`}>{playlist.title}</h2>
            <p className={styles.lead}>{playlist.description}</p>
            <ol className={styles.tracks}>
              {playlist.tracks.map((track) => (
                <li key={track.videoId}>
                  <a href={links.video(track.videoId)} target="_blank" rel="noopener">
                    <span className={styles.trackTitle}>{track.title}</span>
                    <span className={styles.trackCaption}>{track.caption}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </section>
      ))}
    </div>
  );
}
