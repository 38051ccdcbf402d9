// Page metadata: title, description, canonical URL and Open Graph tags with absolute URLs
// (KakaoTalk link previews read og:title, og:description and og:image from the server HTML).
import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Collins";
export const DEFAULT_DESCRIPTION = "콜린스 — 공간에 머무는 향. 인센스, 무드워터, 선물 세트와 홈웨어를 만나보세요.";
export const DEFAULT_OG_IMAGE = "/media/og-default.jpg";

export type PageMetaInput = {
  title: string;
  description?: string;
  /** Path of the page, e.g. /collection/mood */
  path: string;
  baseUrl: string;
  image?: string;
  type?: "website" | "product";
};

export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${baseUrl}/`).toString();
}

export function pageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  path,
  baseUrl,
  image,
  type = "website",
}: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(baseUrl, path);
  const imageUrl = absoluteUrl(baseUrl, image ?? DEFAULT_OG_IMAGE);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "ko_KR" },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

type RootData = { publicBaseUrl: string };

/** The site's absolute base URL from the root loader, for meta functions. */
export function baseUrlOf(matches: readonly ({ loaderData?: unknown } | undefined)[]): string {
  const root = matches[0]?.loaderData as RootData | undefined;
  return root?.publicBaseUrl ?? "http://localhost";
}
