// A shopper's browser against the in-process app: its own cookie jar and client address (the
// test app trusts X-Forwarded-For), JSON calls, form posts and raw requests.
import type { TestApp } from "./test-app";

let shoppers = 0;

export type Shopper = ReturnType<typeof shopper>;

/** `address`: the client address to come from (each shopper gets one of its own otherwise). */
export function shopper(t: TestApp, address = `203.0.113.${(++shoppers % 250) + 1}`) {
  const jar = new Map<string, string>();

  const request = async (path: string, init: RequestInit = {}) => {
    const cookie = cookieHeaderFor(jar, path.replace(t.config.publicBaseUrl, ""));
    const response = await t.app.request(path.replace(t.config.publicBaseUrl, ""), {
      ...init,
      headers: {
        "x-forwarded-for": address,
        ...(init.headers as Record<string, string> | undefined),
        ...(cookie ? { cookie } : {}),
      },
    });
    rememberCookies(jar, response, path.replace(t.config.publicBaseUrl, ""));
    return response;
  };

  const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
    const response = await request(path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  };

  const form = (path: string, fields: Record<string, string>) =>
    request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  return { request, call, form, jar, address };
}

/** The Path each cookie of a jar was set with; a cookie put in the jar by hand has "/". */
const cookiePaths = new WeakMap<Map<string, string>, Map<string, string>>();

/** RFC 6265 §5.1.4: a cookie's path is the request's path or one of its folders. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith("/") || requestPath[cookiePath.length] === "/";
}

/** The Cookie header a browser would send to this path: only the cookies whose Path covers it. */
export function cookieHeaderFor(jar: Map<string, string>, path: string): string {
  const requestPath = new URL(path, "http://shop.test").pathname;
  const paths = cookiePaths.get(jar);
  return [...jar]
    .filter(([name]) => pathMatches(requestPath, paths?.get(name) ?? "/"))
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

/**
 * Keeps a response's cookies in the jar with their Path (without one, the request's folder, as a
 * browser does), forgetting the ones it deletes.
 */
export function rememberCookies(jar: Map<string, string>, response: Response, requestPath = "/"): void {
  const paths = cookiePaths.get(jar) ?? new Map<string, string>();
  cookiePaths.set(jar, paths);
  for (const set of response.headers.getSetCookie()) {
    const [pair, ...attributes] = set.split(";");
    const [name, ...value] = (pair ?? "").split("=");
    if (!name) continue;
    if (/Max-Age=0/i.test(set) || value.join("=") === "") {
      jar.delete(name);
      paths.delete(name);
      continue;
    }
    jar.set(name, value.join("="));
    const pathAttribute = attributes.map((a) => a.trim()).find((a) => /^path=/i.test(a));
    const own = pathAttribute?.slice(5);
    const folder = new URL(requestPath, "http://shop.test").pathname.replace(/\/[^/]*$/, "") || "/";
    paths.set(name, own?.startsWith("/") ? own : folder);
  }
}

/** The server's own calls to provider simulators go through the same app, as over HTTP. */
export function routedFetch(getApp: () => TestApp): typeof fetch {
  return async (input, init) => {
    const t = getApp();
    const url = String(input instanceof Request ? input.url : input);
    return t.app.request(url.replace(t.config.publicBaseUrl, ""), init as RequestInit);
  };
}
