import { describe, expect, it } from "vitest";
import type { Category } from "~/content/categories";
import {
  getArticleBySlug, getArticlesByCategory, getCategories, relatedArticles, selectFeatured,
} from "./articles";

const a = (slug: string, category: Category, featured = true, extra: Partial<{ title: string; excerpt: string; text: string; tags: string[] }> = {}) => ({
  slug,
  category,
  featured,
  title: extra.title ?? slug,
  excerpt: extra.excerpt ?? "",
  text: extra.text ?? "",
  tags: extra.tags ?? [],
});

describe("getCategories", () => {
  it("puts All first, then the present categories in the spec's order", () => {
    const list = [a("x", "Mythology"), a("y", "History & Legends"), a("z", "Mythology")];
    expect(getCategories(list)).toEqual(["All", "History & Legends", "Mythology"]);
  });
  it("is just All for no articles", () => expect(getCategories([])).toEqual(["All"]));
});

describe("getArticlesByCategory and getArticleBySlug", () => {
  const list = [a("x", "Mythology"), a("y", "Sacred Sites")];
  it("All returns every article", () => expect(getArticlesByCategory(list, "All")).toEqual(list));
  it("filters by category", () => expect(getArticlesByCategory(list, "Sacred Sites").map((x) => x.slug)).toEqual(["y"]));
  it("unknown category gives nothing", () => expect(getArticlesByCategory(list, "Nope")).toEqual([]));
  it("finds by slug or returns undefined", () => {
    expect(getArticleBySlug(list, "y")?.slug).toBe("y");
    expect(getArticleBySlug(list, "missing")).toBeUndefined();
  });
});

describe("selectFeatured (home page rule)", () => {
  it("takes at most three, one per category, the first featured in each", () => {
    const list = [
      a("h1", "History & Legends", false),
      a("h2", "History & Legends", true),
      a("h3", "History & Legends", true),
      a("s1", "Sacred Sites", true),
      a("p1", "Spiritual Significance", true),
      a("m1", "Mythology", true),
    ];
    expect(selectFeatured(list).map((x) => x.slug)).toEqual(["h2", "s1", "p1"]);
  });
  it("falls back to a category's first article when none is featured", () => {
    const list = [a("h1", "History & Legends", false), a("h2", "History & Legends", false), a("s1", "Sacred Sites", true)];
    expect(selectFeatured(list).map((x) => x.slug)).toEqual(["h1", "s1"]);
  });
  it("never repeats a category and copes with an empty list", () => {
    expect(selectFeatured([])).toEqual([]);
    const list = [a("m1", "Mythology"), a("m2", "Mythology")];
    expect(selectFeatured(list).map((x) => x.slug)).toEqual(["m1"]);
  });
});

describe("relatedArticles", () => {
  it("prefers the same category, then shared tags, and never the article itself", () => {
    const list = [
      a("me", "Mythology", true, { tags: ["fire"] }),
      a("same", "Mythology", true, { tags: [] }),
      a("tag", "Sacred Sites", true, { tags: ["fire"] }),
      a("none", "Sacred Sites", true, { tags: ["x"] }),
    ];
    expect(relatedArticles(list, list[0]!).map((x) => x.slug)).toEqual(["same", "tag"]);
  });
});
