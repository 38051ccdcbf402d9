// A shopper's browser against the in-process app: its own cookie jar and client address (the
// test app trusts X-Forwarded-For), JSON calls, form posts and raw requests.
import type { TestApp } from "./test-app";

let shoppers = 0;

export type Shopper = ReturnType<typeof shopper>;

/** `address`: the client address to come from (each shopper gets one of its own otherwise). */
export function shopper(t: TestApp, address = `203.0.113.${(++shoppers % 250) + 1}`) {
  const jar = new Map<string, string>();

  const request = async (path: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await t.app.request(path.replace(t.config.publicBaseUrl, ""), {
      ...init,
      headers: {
        "x-forwarded-for": address,
        ...(init.headers as Record<string, string> | undefined),
        ...(cookie ? { cookie } : {}),
      },
    });
    rememberCookies(jar, response);
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

/** Keeps a response's cookies in the jar, forgetting the ones it deletes. */
export function rememberCookies(jar: Map<string, string>, response: Response): void {
  for (const set of response.headers.getSetCookie()) {
    const [pair] = set.split(";");
    const [name, ...value] = (pair ?? "").split("=");
    if (!name) continue;
    if (/Max-Age=0/i.test(set) || value.join("=") === "") jar.delete(name);
    else jar.set(name, value.join("="));
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
