// The browser's calls to /api (spec §7: "All calls send credentials. A generic helper sends JSON
// for POST and returns parsed JSON on 200, otherwise false.").
export async function getJson<T>(path: string, init?: { signal?: AbortSignal }): Promise<T | false> {
  try {
    const response = await fetch(path, { credentials: "include", signal: init?.signal });
    if (response.status !== 200) return false;
    return (await response.json()) as T;
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    return false;
  }
}
