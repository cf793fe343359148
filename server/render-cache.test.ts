import { describe, expect, it } from "vitest";
import { RenderCache, sharedCacheSeconds } from "./render-cache";

const html = (cacheControl: string, extra: Record<string, string> = {}) =>
  new Headers({ "content-type": "text/html; charset=utf-8", "cache-control": cacheControl, ...extra });

describe("sharedCacheSeconds", () => {
  it("keeps public pages for s-maxage, else max-age", () => {
    expect(sharedCacheSeconds(200, html("public, max-age=0, s-maxage=300"))).toBe(300);
    expect(sharedCacheSeconds(200, html("public, max-age=3600"))).toBe(3600);
    expect(sharedCacheSeconds(200, html('public, s-maxage="60"'))).toBe(60);
    expect(sharedCacheSeconds(200, new Headers({ "content-type": "text/x-script", "cache-control": "public, max-age=60" }))).toBe(60);
  });

  it("keeps nothing a shared cache must not", () => {
    expect(sharedCacheSeconds(200, html("private, no-cache"))).toBe(0);
    expect(sharedCacheSeconds(200, html("private, no-store"))).toBe(0);
    expect(sharedCacheSeconds(200, html("public, no-store, max-age=60"))).toBe(0);
    expect(sharedCacheSeconds(200, html("max-age=60"))).toBe(0); // not said to be public
    expect(sharedCacheSeconds(200, html("public, max-age=0"))).toBe(0);
    expect(sharedCacheSeconds(200, html(""))).toBe(0);
    expect(sharedCacheSeconds(404, html("public, max-age=60"))).toBe(0);
    expect(sharedCacheSeconds(200, html("public, max-age=60", { "set-cookie": "a=b" }))).toBe(0);
    expect(sharedCacheSeconds(200, html("public, max-age=60", { vary: "Accept-Encoding, Cookie" }))).toBe(0);
    expect(sharedCacheSeconds(200, new Headers({ "content-type": "application/json", "cache-control": "public, max-age=60" }))).toBe(0);
  });

  it("allows a Vary on Accept-Encoding alone", () => {
    expect(sharedCacheSeconds(200, html("public, max-age=60", { vary: "Accept-Encoding" }))).toBe(60);
  });
});

describe("RenderCache", () => {
  const clock = () => {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };
  const body = (text: string) => Buffer.from(text);

  it("serves a kept page until the shorter of its own limit and maxSeconds", () => {
    const c = clock();
    const cache = new RenderCache({ now: c.now, maxSeconds: 60 });
    const entry = cache.store("/a", 200, html("public, max-age=3600"), body("<p>a</p>"), cache.generation);
    expect(entry?.etag).toMatch(/^"[\w-]+"$/);
    expect(cache.get("/a")?.body.toString()).toBe("<p>a</p>");
    c.advance(59_999);
    expect(cache.get("/a")).toBeDefined();
    c.advance(1);
    expect(cache.get("/a")).toBeUndefined();

    cache.store("/b", 200, html("public, s-maxage=10"), body("b"), cache.generation);
    c.advance(10_000);
    expect(cache.get("/b")).toBeUndefined();
  });

  it("does not keep what it must not, nor a render that began before the cache was emptied", () => {
    const cache = new RenderCache();
    expect(cache.store("/p", 200, html("private, no-cache"), body("p"), cache.generation)).toBeUndefined();
    const before = cache.generation;
    cache.clear();
    expect(cache.store("/old", 200, html("public, max-age=60"), body("old"), before)).toBeUndefined();
    expect(cache.get("/old")).toBeUndefined();
    expect(cache.store("/new", 200, html("public, max-age=60"), body("new"), cache.generation)).toBeDefined();
  });

  it("empties on clear", () => {
    const cache = new RenderCache();
    cache.store("/a", 200, html("public, max-age=60"), body("a"), cache.generation);
    cache.clear();
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops the least recently used entries beyond its entry and byte limits, and skips oversized bodies", () => {
    const cache = new RenderCache({ maxEntries: 2, maxBytes: 10, maxEntryBytes: 6 });
    const keep = (key: string, text: string) => cache.store(key, 200, html("public, max-age=60"), body(text), cache.generation);
    keep("/a", "aaa");
    keep("/b", "bbb");
    cache.get("/a"); // /a is now the most recent
    keep("/c", "ccc");
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
    expect(keep("/big", "1234567")).toBeUndefined();
    // /a and /c hold 6 bytes; /d's 6 more pass 10, so /a, the least recently used, goes.
    cache.get("/c");
    keep("/d", "dddddd");
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.get("/c")).toBeDefined();
    expect(cache.get("/d")).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it("stores headers without a stale length or tag", () => {
    const cache = new RenderCache();
    const entry = cache.store("/a", 200, html("public, max-age=60", { "content-length": "1", etag: '"x"' }), body("abc"), cache.generation);
    const names = entry?.headers.map(([n]) => n);
    expect(names).toContain("cache-control");
    expect(names).not.toContain("content-length");
    expect(names).not.toContain("etag");
  });
});
