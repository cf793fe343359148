import { describe, expect, it } from "vitest";
import { searchDocs, siteSearch } from "./search.server";

describe("the site's search index", () => {
  it("holds every article and the published guides and festival pages, each once", () => {
    const docs = searchDocs();
    const urls = docs.map((d) => d.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(docs.filter((d) => d.kind === "Article").length).toBeGreaterThanOrEqual(30);
    expect(urls).toEqual(expect.arrayContaining(["/girivalam-guide", "/festivals/deepam-vs-diwali", "/about"]));
    for (const d of docs) expect(d.text.length, d.url).toBeGreaterThan(200);
  });

  it("ranks multi-word queries sensibly on the real content", () => {
    const search = siteSearch();
    // Used to find one article; now every page on Girivalam's hours, those with both words first.
    const timings = search.search("girivalam timings");
    expect(timings.length).toBeGreaterThan(5);
    expect(timings[0]!.matched).toBe(2);
    const deepam = search.search("ghee lamp");
    expect(deepam[0]!.url).toBe("/festivals/ghee-lamp-preparation");
    expect(search.search("Kannappa eyes")[0]!.url).toBe("/articles/kannappa-nayanar-gave-his-eyes-to-shiva");
    expect(search.search("self inquiry ramana").slice(0, 3).map((h) => h.url)).toContain("/articles/self-inquiry-and-arunachala-ramana-teachings");
  });
});
