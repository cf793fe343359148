import { describe, expect, it } from "vitest";
import { queryWords, SiteSearch, snippet, type SearchDoc } from "./search";

const doc = (url: string, title: string, text: string, extra: Partial<SearchDoc> = {}): SearchDoc => ({ url, kind: "Article", title, excerpt: `About ${title}`, text, ...extra });

const DOCS = [
  doc("/a/timings", "Temple timings and darshan", "The temple opens at dawn. Girivalam walkers pass its tower at night.", { tags: ["temple"] }),
  doc("/a/girivalam", "Girivalam: the walk around the hill", "Walking around the hill on the full moon. Start at the tower, keep the hill on your right."),
  doc("/a/walk-timings", "When to walk", "Girivalam timings: the best hours for the walk are dawn and the full-moon night.", { tags: ["girivalam"] }),
  doc("/a/ramana", "Sri Ramaṇa", "The sage who lived on the hill and taught self-inquiry.", { category: "Saints & Sages" }),
  doc("/f/lamps", "The meaning of lamps", "Lighting a ghee lamp at Deepam.", { kind: "Festival guide" }),
];

describe("queryWords", () => {
  it("normalises case and accents, drops stop words and repeats", () => {
    expect(queryWords("How to walk THE Girivalam, girivalam?")).toEqual(["walk", "girivalam"]);
    expect(queryWords("Ramaṇa")).toEqual(["ramana"]);
    expect(queryWords("  the of  ")).toEqual([]);
  });
});

describe("SiteSearch", () => {
  const search = new SiteSearch(DOCS);

  it("finds every page that has any of the words, those with all of them first", () => {
    const hits = search.search("girivalam timings");
    // Both words: the page with one of them in its title first.
    expect(hits.slice(0, 2).map((h) => [h.url, h.matched])).toEqual([["/a/timings", 2], ["/a/walk-timings", 2]]);
    expect(hits.map((h) => h.url)).toContain("/a/girivalam");
    expect(hits.every((h, i) => i === 0 || hits[i - 1]!.matched >= h.matched)).toBe(true);
  });

  it("weighs the title above the text", () => {
    expect(search.search("temple")[0]!.url).toBe("/a/timings");
    expect(search.search("hill")[0]!.url).toBe("/a/girivalam");
  });

  it("matches prefixes of longer words and ignores accents", () => {
    expect(search.search("walking").map((h) => h.url)).toContain("/a/girivalam");
    expect(search.search("walk").map((h) => h.url)).toContain("/a/girivalam");
    expect(search.search("ramana").map((h) => h.url)).toEqual(["/a/ramana"]);
  });

  it("forgives one slip in a long word", () => {
    expect(search.search("girivalem").map((h) => h.url)).toContain("/a/girivalam");
  });

  it("keeps the kind and filters", () => {
    expect(search.search("lamp")[0]).toMatchObject({ url: "/f/lamps", kind: "Festival guide" });
    expect(search.search("hill", (d) => d.category === "Saints & Sages").map((h) => h.url)).toEqual(["/a/ramana"]);
  });

  it("returns nothing for an empty or meaningless query", () => {
    expect(search.search("")).toEqual([]);
    expect(search.search("the and of")).toEqual([]);
    expect(search.search("zzqxv")).toEqual([]);
  });

  it("refuses two documents for one address", () => {
    expect(() => new SiteSearch([DOCS[0]!, DOCS[0]!])).toThrow(/two documents for \/a\/timings/);
  });
});

describe("snippet", () => {
  const text = `${"Before. ".repeat(40)}Girivalam timings depend on the moon. ${"After. ".repeat(40)}`;
  it("cuts a window around the first word and marks every query word in it", () => {
    const parts = snippet(text, ["girivalam", "moon"], "fallback");
    expect(parts[0]).toEqual({ text: "… " });
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(["Girivalam", "moon"]);
    expect(parts.at(-1)).toEqual({ text: " …" });
    expect(parts.map((p) => p.text).join("").length).toBeLessThanOrEqual(210);
  });
  it("marks whole words that start with a query word", () => {
    expect(snippet("Walking at night", ["walk"], "x")).toEqual([{ text: "Walking", match: true }, { text: " at night" }]);
  });
  it("falls back to the excerpt when the text has no query word", () => {
    expect(snippet("Nothing here", ["moon"], "The excerpt")).toEqual([{ text: "The excerpt" }]);
  });
});
