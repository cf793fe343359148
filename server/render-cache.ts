/**
 * A shared cache for rendered pages, inside the process: what a CDN in front
 * of the site would do, so that a crowd on a full-moon night does not make the
 * server render the same public page hundreds of times a second.
 *
 * It keeps only what HTTP lets a shared cache keep (RFC 9111): 200 responses
 * to GET whose Cache-Control says `public` with a positive `s-maxage` (else
 * `max-age`), that set no cookie and vary on nothing but Accept-Encoding.
 * Pages that read the visitor's session never say `public` (see
 * app/entry.server.tsx), so nothing personal is ever kept. Entries live at
 * most `maxSeconds`, and every state-changing request that succeeds empties
 * the cache, so an admin's change shows at once. See docs/decisions/0012.
 */
import { createHash } from "node:crypto";

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  storedAt: number;
  expiresAt: number;
}

export interface RenderCacheOptions {
  /** Longest time an entry is served, whatever the page allows. */
  maxSeconds?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** Largest single body kept. */
  maxEntryBytes?: number;
  now?: () => number;
}

const CACHEABLE_TYPES = /^(text\/html|text\/x-script)\b/i;

/** Seconds a shared cache may keep this response, or 0 when it must not. */
export function sharedCacheSeconds(status: number, headers: Headers): number {
  if (status !== 200) return 0;
  if (headers.has("set-cookie")) return 0;
  const vary = headers.get("vary");
  if (vary && vary.split(",").some((v) => v.trim().toLowerCase() !== "accept-encoding")) return 0;
  if (!CACHEABLE_TYPES.test(headers.get("content-type") ?? "")) return 0;
  const directives = new Map<string, string | true>();
  for (const part of (headers.get("cache-control") ?? "").split(",")) {
    const [name, value] = part.trim().toLowerCase().split("=", 2) as [string, string | undefined];
    if (name) directives.set(name, value === undefined ? true : value.replace(/^"|"$/g, ""));
  }
  if (!directives.has("public")) return 0;
  if (["private", "no-store", "no-cache"].some((d) => directives.has(d))) return 0;
  const seconds = Number(directives.get("s-maxage") ?? directives.get("max-age"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

export class RenderCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  private generationCounter = 0;
  private readonly maxSeconds: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly now: () => number;

  constructor(options: RenderCacheOptions = {}) {
    this.maxSeconds = options.maxSeconds ?? 60;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.maxEntryBytes = options.maxEntryBytes ?? 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  /** Changes whenever the cache is emptied; a render that began before keeps nothing. */
  get generation(): number {
    return this.generationCounter;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last, so eviction takes the oldest first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps the response when a shared cache may, and returns the entry (or
   * undefined). `generation` is the value read when the render began.
   */
  store(key: string, status: number, headers: Headers, body: Buffer, generation: number): CachedResponse | undefined {
    if (generation !== this.generationCounter) return undefined;
    const seconds = Math.min(sharedCacheSeconds(status, headers), this.maxSeconds);
    if (seconds <= 0 || body.length > this.maxEntryBytes) return undefined;
    const storedAt = this.now();
    const entry: CachedResponse = {
      status,
      headers: [...headers.entries()].filter(([name]) => name !== "content-length" && name !== "etag"),
      body,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      storedAt,
      expiresAt: storedAt + seconds * 1000,
    };
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return entry;
  }

  /** Empties the cache: called after every successful state-changing request. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generationCounter += 1;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
