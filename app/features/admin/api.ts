// The console's calls to /api/admin: JSON in, JSON out, the server's Korean message on failure.
export type Answer<T> = { ok: boolean; status: number; body: T; message: string | null };

const FALLBACK = "요청을 처리하지 못했어요. 잠시 후 다시 시도해주세요.";

export async function adminCall<T = Record<string, unknown>>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const form = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined || form ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, body: {} as T, message: "연결이 끊겼어요. 네트워크를 확인해주세요." };
  }
  const parsed = (await response.json().catch(() => ({}))) as T & { message?: string };
  return {
    ok: response.ok,
    status: response.status,
    body: parsed,
    message: response.ok ? null : (parsed.message ?? FALLBACK),
  };
}

/** For client loaders: the answer's body, the login page for a lapsed session, or an error. */
export async function adminLoad<T>(path: string): Promise<T> {
  const answer = await adminCall<T>("GET", path);
  if (answer.status === 401) {
    const login = `/login/form?next=${encodeURIComponent(location.pathname)}`;
    throw new Response(null, { status: 302, headers: { Location: login } });
  }
  if (!answer.ok) throw new Error(answer.message ?? FALLBACK);
  return answer.body;
}

export type Paged<T> = { items: T[]; page: number; pageCount: number; total: number };

/** One page of a console list: the API path with the page's own query (filters and page). */
export function adminLoadPage<T>(path: string, pageUrl: string): Promise<Paged<T>> {
  return adminLoad<Paged<T>>(`${path}${new URL(pageUrl).search}`);
}

/** The load of a console list page that shows nothing but one page of `path`. */
export const pageLoad =
  <T>(path: string) =>
  ({ request }: { request: { url: string } }) =>
    adminLoadPage<T>(path, request.url);

export const won = (amount: number) => `${amount.toLocaleString("ko-KR")}원`;

const dateTime = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

export const when = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : "—");

/** An ISO instant as the value of a datetime-local input, in Seoul time. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const seoul = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  return seoul.toISOString().slice(0, 16);
}

/** A datetime-local value (Seoul time) as an ISO instant, or null when empty. */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(`${value}:00+09:00`).toISOString() : null;
}
