import { describe, expect, it } from "vitest";
import { collectionRoutes, loadStoreFromFiles } from "./collections/fs.node";
import type { Work } from "./collections/schemas";
import { contentStore, renderBody } from "./collections/store.server";
import { workCards, workView } from "./ramana.server";
import { siteSearch } from "./search.server";
import { tamilToLatin, romanize } from "~/lib/transliterate";

/** Spec §2 and the shared reference (wave2-reference.md §3): each work and how many verses it has. */
const WORKS: Record<string, { path: string | null; verses: number }> = {
  "stuti-panchakam": { path: "/ramana/hymns/stuti-panchakam", verses: 0 },
  aksharamanamalai: { path: "/ramana/hymns/aksharamanamalai", verses: 108 },
  navamanimalai: { path: null, verses: 9 },
  "arunachala-patikam": { path: "/ramana/hymns/arunachala-patikam", verses: 11 },
  "arunachala-ashtakam": { path: "/ramana/hymns/arunachala-ashtakam", verses: 8 },
  "arunachala-pancharatnam": { path: "/ramana/hymns/arunachala-pancharatnam", verses: 5 },
  "ulladu-narpadu": { path: "/ramana/philosophy/ulladu-narpadu", verses: 42 },
  "upadesa-saram": { path: "/ramana/philosophy/upadesa-saram", verses: 30 },
  "ekatma-panchakam": { path: "/ramana/philosophy/ekatma-panchakam", verses: 5 },
  "atma-vidya-kirtanam": { path: "/ramana/songs/atma-vidya-kirtanam", verses: 5 },
};

describe("Sri Ramana's works", () => {
  it("has every work of the spec at its address, with the verse count of the work", () => {
    const store = contentStore();
    expect(store.list("work").map((i) => i.slug).sort()).toEqual(Object.keys(WORKS).sort());
    for (const [slug, want] of Object.entries(WORKS)) {
      const item = store.byRef<Work>(`work:${slug}`)!;
      expect(item.path, slug).toBe(want.path);
      expect(item.data.verses, slug).toHaveLength(want.verses);
    }
    // Ulladu Narpadu: forty verses and the two of invocation.
    const un = store.byRef<Work>("work:ulladu-narpadu")!.data.verses;
    expect(un.filter((v) => v.group === "invocation").map((v) => v.n)).toEqual([1, 2]);
    expect(un.filter((v) => !v.group).map((v) => v.n)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("prints an original only when two sources agree, and gives every other verse our English or says why not", () => {
    for (const item of contentStore().list<Work>("work")) {
      for (const v of item.data.verses) {
        if (v.original) expect(v.originalSources.length, `${item.slug} ${v.n}`).toBeGreaterThanOrEqual(2);
        expect(Boolean(v.rendering) !== Boolean(v.pending), `${item.slug} ${v.n}`).toBe(true);
      }
    }
  });

  it("the Five Hymns page carries the Navamanimalai's verses and links to the other four", () => {
    const view = workView("/ramana/hymns/stuti-panchakam")!;
    expect(view.contains.map((c) => c.card.slug)).toEqual(["aksharamanamalai", "navamanimalai", "arunachala-patikam", "arunachala-ashtakam", "arunachala-pancharatnam"]);
    expect(view.contains.filter((c) => c.verses).map((c) => [c.card.slug, c.verses!.length])).toEqual([["navamanimalai", 9]]);
    expect(view.contains.filter((c) => c.card.path)).toHaveLength(4);
  });

  it("gives each verse its own anchor and romanises the originals", () => {
    const view = workView("/ramana/philosophy/ulladu-narpadu")!;
    const anchors = view.verses.map((v) => v.anchor);
    expect(new Set(anchors).size).toBe(42);
    expect(anchors.slice(0, 3)).toEqual(["i1", "i2", "v1"]);
    const upadesa = workView("/ramana/philosophy/upadesa-saram")!;
    expect(upadesa.verses[0]!.romanized).toMatch(/^karturājñayā prāpyate phalam/);
  });

  it("links both ways: works name their articles and places, and the articles and pages that name a work are listed on it", () => {
    const store = contentStore();
    expect(store.mentionedIn("article:virupaksha-cave-and-skandashram").map((i) => i.ref)).toEqual(
      expect.arrayContaining(["work:aksharamanamalai", "work:stuti-panchakam"]),
    );
    const upadesa = workView("/ramana/philosophy/upadesa-saram")!;
    expect(upadesa.mentionedIn.map((l) => l.path)).toEqual(expect.arrayContaining(["/teachings", "/ramana/philosophy"]));
    expect(upadesa.articles.map((l) => l.path)).toContain("/articles/self-inquiry-and-arunachala-ramana-teachings");
  });

  it("renders every hub and guide page with links that resolve", () => {
    for (const item of contentStore().list("page")) expect(renderBody(item).html.length, item.file).toBeGreaterThan(300);
    expect(workCards().map((w) => w.slug)).not.toContain("navamanimalai");
  });

  it("derives the route list and prerender list from the files", () => {
    const { routes, prerender } = collectionRoutes(loadStoreFromFiles());
    expect(routes).toContainEqual({ path: "/articles/:slug", file: "routes/article.tsx", prerender: true });
    expect(routes).toContainEqual({ path: "/ramana/hymns/aksharamanamalai", file: "routes/ramana-work.tsx", id: "work/aksharamanamalai", prerender: true });
    expect(routes).toContainEqual({ path: "/ramana", file: "routes/content-page.tsx", id: "page/ramana", prerender: true });
    expect(prerender).toEqual(expect.arrayContaining(["/teachings", "/ramana-hymns-arunachala", "/festivals/deepam-vs-diwali", "/articles/essential-guide-girivalam"]));
    expect(prerender.filter((p) => p.startsWith("/ramana"))).toHaveLength(4 + 1 + 9);
  });

  it("search finds a hymn by the words of our rendering", () => {
    const search = siteSearch();
    expect(search.search("lotus sun")[0]!.url).toBe("/ramana/hymns/arunachala-patikam");
    expect(search.search("spider web")[0]).toMatchObject({ url: "/ramana/hymns/aksharamanamalai", kind: "Ramana's works" });
    expect(search.search("upadesa saram")[0]!.url).toBe("/ramana/philosophy/upadesa-saram");
  });
});

describe("romanisation", () => {
  it("writes Tamil in ISO 15919, letter for letter", () => {
    expect(tamilToLatin("அருணாசலா")).toBe("aruṇācalā");
    expect(tamilToLatin("கருணையா லென்னை")).toBe("karuṇaiyā leṉṉai");
    expect(tamilToLatin("ஃ க்ஷ ழ ற ன")).toBe("ḵ kṣa ḻa ṟa ṉa");
  });
  it("writes Sanskrit in IAST and Telugu in ISO 15919, with dandas set apart", () => {
    expect(romanize("कर्म किं परं कर्म तज्जडम् ॥ १ ॥", "sa")).toBe("karma kiṃ paraṃ karma tajjaḍam || 1 ||");
    expect(romanize("ఏకాత్మ", "te")).toBe("ēkātma");
  });
});
