// Offline stores (/places, spec §2): address, opening hours and phone, and the address opened in
// Naver Map or Kakao Map.
import { mapLinksOf } from "../../core/content";
import { links } from "../../core/links";
import { PUBLIC_PAGE_HEADERS } from "../../core/page-cache";
import { exposedPlaces } from "../../server/domain/content/places-music";
import styles from "../features/content/editorial.module.css";
import { baseUrlOf, pageMeta } from "../seo";
import type { Route } from "./+types/places";

const TITLE = "오프라인 스토어";
const LEAD = "콜린스의 모든 향을 직접 맡아보고 고를 수 있는 곳이에요.";

export async function loader({ context }: Route.LoaderArgs) {
  const places = await exposedPlaces(context.db);
  return {
    places: places.map(({ id, name, description, address, hours, phone, image }) => ({
      id,
      name,
      description,
      address,
      hours,
      phone,
      image,
      maps: mapLinksOf(address),
    })),
  };
}

export function headers() {
  return PUBLIC_PAGE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: `Collins - ${TITLE}`, description: LEAD, path: links.places, baseUrl: baseUrlOf(matches) });
}

export default function Places({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Places</p>
        <h1 className={styles.title}>{TITLE}</h1>
        <p className={styles.lead}>{LEAD}</p>
      </header>
      <ul className={styles.grid}>
        {loaderData.places.map((place) => (
          <li key={place.id} className={styles.card}>
            {place.image ? <img className={styles.cover} src={place.image} alt="" width={1000} height={750} /> : null}
            <h2>{place.name}</h2>
            {place.description ? <p>{place.description}</p> : null}
            <dl className={styles.details}>
              <dt>주소</dt>
              <dd>{place.address}</dd>
              <dt>영업시간</dt>
              <dd>{place.hours}</dd>
              <dt>전화</dt>
              <dd>
                <a href={`tel:${place.phone.replace(/[^\d+]/g, "")}`}>{place.phone}</a>
              </dd>
            </dl>
            <div className={styles.actions}>
              <a
                href={place.maps.naver}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${place.name} 네이버 지도`}
              >
                네이버 지도
              </a>
              <a
                href={place.maps.kakao}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${place.name} 카카오맵`}
              >
                카카오맵
              </a>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
