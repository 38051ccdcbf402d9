// The CDN purger (issue 23): hears the same catalog changes as the page and catalog caches and
// asks every cache in front of the shop (CDN_PURGE_URLS, e.g. the Varnish of deploy/varnish) to
// drop the pages tagged with them: `PURGE /` with `Surrogate-Key: product:12 collection:3`, or
// `Surrogate-Key: all` for everything. A burst of changes (a sell-out touches a product and its
// collections) goes out as one request per cache. Every instance hears every change and purges
// after its own caches dropped it, so no instance can fill the CDN again from a page it still kept.
import { ALL_TAG, type CacheTag, cacheTagOf } from "../../../core/page-cache";
import type { Config } from "../../config";
import { errorFields, log } from "../../log";

export type CdnPurgerOptions = {
  urls: string[];
  /** How long changes are collected before one purge carries them all. */
  gatherMs?: number;
  /** A cache that does not answer in this time is given up on (and logged). */
  timeoutMs?: number;
  /** More keys than this waiting at once become one purge of everything. */
  maxKeys?: number;
};

export class CdnPurger {
  private readonly urls: string[];
  private readonly gatherMs: number;
  private readonly timeoutMs: number;
  private readonly maxKeys: number;
  private readonly waiting = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  /** The purge being sent; the next waits for it, so a slow cache holds one request, not a pile. */
  private sending: Promise<void> = Promise.resolve();
  private live = true;

  constructor(options: CdnPurgerOptions) {
    this.urls = options.urls;
    this.gatherMs = options.gatherMs ?? 50;
    this.timeoutMs = options.timeoutMs ?? 2_000;
    this.maxKeys = options.maxKeys ?? 100;
  }

  invalidate(): void {
    this.waiting.clear();
    this.waiting.add(ALL_TAG);
    this.schedule();
  }

  /** `all`, or anything but a product's or collection's tag (never sent as it is), purges everything. */
  invalidateTag(tag: CacheTag): void {
    if (this.waiting.has(ALL_TAG)) return;
    if (tag === ALL_TAG || cacheTagOf(tag) === null || this.waiting.size >= this.maxKeys) {
      this.invalidate();
      return;
    }
    this.waiting.add(tag);
    this.schedule();
  }

  /** Changes made while the notifications were not heard are unknown: the whole CDN is purged on return. */
  setLive(live: boolean): void {
    if (live && !this.live) this.invalidate();
    this.live = live;
  }

  /** Sends what is waiting now and answers when every purge sent so far is done. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.waiting.size > 0) {
      const keys = [...this.waiting].join(" ");
      this.waiting.clear();
      this.sending = this.sending.then(() => this.send(keys));
    }
    return this.sending;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.gatherMs);
    this.timer.unref();
  }

  private async send(keys: string): Promise<void> {
    await Promise.all(this.urls.map((url) => this.purge(url, keys)));
  }

  private async purge(url: string, keys: string): Promise<void> {
    try {
      const response = await fetch(url, {
        method: "PURGE",
        headers: { "Surrogate-Key": keys },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) log.warn("CDN purge refused", { url, status: response.status, keys });
    } catch (error) {
      log.warn("CDN purge failed", { url, keys, ...errorFields(error) });
    }
  }
}

/** The purger of CDN_PURGE_URLS, or undefined when the shop has no CDN in front of it. */
export function cdnPurgerOf(config: Pick<Config, "CDN_PURGE_URLS">): CdnPurger | undefined {
  return config.CDN_PURGE_URLS.length > 0 ? new CdnPurger({ urls: config.CDN_PURGE_URLS }) : undefined;
}
