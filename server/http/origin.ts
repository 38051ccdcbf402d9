// CSRF, one rule for /api and the pages' route actions: a state-changing request that names an
// Origin must name the shop's own host (the Host it was sent to). A browser sends Origin with
// every cross-site POST; a request without one (a server-side client, curl) is let through, and
// an Origin that is no URL (e.g. "null" from a sandboxed frame) is foreign.
export function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== (request.headers.get("host") ?? new URL(request.url).host);
  } catch {
    return true;
  }
}
