// POST with a JSON body; the caller reads status and body (spec §8 decides per call what to show).
export type PostResult<T> = { ok: boolean; status: number; body: T | null };

export async function postJson<T = { message?: string; status?: string }>(
  path: string,
  body: unknown,
): Promise<PostResult<T>> {
  try {
    const response = await fetch(path, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const parsed = (await response.json().catch(() => null)) as T | null;
    return { ok: response.status === 200, status: response.status, body: parsed };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}
