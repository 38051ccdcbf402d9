// Pure rules of the editorial pages: the makers note list's paging, the map links of /places, and
// how a note's date is shown.

export const MAKERS_NOTE_PAGE_SIZE = 6;

export type Paging = { page: number; pageCount: number; offset: number };

/**
 * The page a `?page=` value asks for, kept inside 1…pageCount (an empty list still has page 1).
 * Anything that is not a positive whole number means the first page.
 */
export function pagingOf(requested: string | null, total: number, pageSize = MAKERS_NOTE_PAGE_SIZE): Paging {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const asked = requested !== null && /^[1-9]\d{0,5}$/.test(requested) ? Number(requested) : 1;
  const page = Math.min(asked, pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize };
}

/** The address searched in Naver Map and Kakao Map (both take the query in the path). */
export function mapLinksOf(address: string): { naver: string; kakao: string } {
  const query = encodeURIComponent(address.trim());
  return {
    naver: `https://map.naver.com/p/search/${query}`,
    kakao: `https://map.kakao.com/link/search/${query}`,
  };
}
