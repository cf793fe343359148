/**
 * The shipped content: every article parses and validates, and meets the
 * editorial bar (length, categories, featured flags) the issue sets.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "./categories";
import { HERO_ART } from "./hero-art";
import { ContentError, loadArticles, parseArticle } from "./articles.server";

const dir = "content/articles";
const sources = Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith(".md")).map((f) => [`${dir}/${f}`, readFileSync(`${dir}/${f}`, "utf8")]));
const articles = loadArticles(sources);

const SPEC_SLUGS = [
  "science-of-arunachala-energy-field", "arunachala-in-the-puranas-eternal-flame", "arunachala-stuti-panchakam-love-letter",
  "ramana-maharshi-love-for-arunachala", "arunachala-and-advaita-vedanta", "essential-guide-girivalam",
  "girivalam-spiritual-significance-arunachala", "girivalam-legends-mystical-power", "girivalam-guide-rituals-practices",
  "girivalam-dos-and-donts", "girivalam-spiritual-health-benefits", "ramana-awakening-through-death",
  "ganapati-muni-power-of-arunachala", "unseen-grace-ramana-stories", "self-inquiry-and-arunachala-ramana-teachings",
  "hidden-teachings-siddhas-awakening-inner-fire", "jeeva-samadhi-siddhas-beyond-death", "arunagirinathar-call-of-arunachala",
  "adi-shankara-lion-of-advaita", "seshadri-swamigal-spiritual-giant", "yogi-ramsuratkumar-beggar-saint",
  "nayanars-rebels-poets-and-devotees", "kannappa-nayanar-gave-his-eyes-to-shiva", "sundarar-argued-with-shiva",
  "manikkavasagar-divine-songs", "nayanars-and-arunachala", "tamil-siddhas-masters-of-alchemy",
];

describe("shipped articles", () => {
  it("has the spec's 27 articles and the 7 further topics", () => {
    const slugs = articles.map((a) => a.slug);
    for (const s of SPEC_SLUGS) expect(slugs).toContain(s);
    expect(articles).toHaveLength(34);
  });

  it("covers all nine categories", () => {
    expect(new Set(articles.map((a) => a.category))).toEqual(new Set(CATEGORIES));
  });

  it("features every article but the Stuti Panchakam", () => {
    expect(articles.filter((a) => !a.featured).map((a) => a.slug)).toEqual(["arunachala-stuti-panchakam-love-letter"]);
  });

  it.each(articles.map((a) => [a.slug, a] as const))("%s has at least 900 words, sections and its own hero", (_slug, a) => {
    expect(a.wordCount).toBeGreaterThanOrEqual(900);
    expect(a.headings.length).toBeGreaterThanOrEqual(3);
    expect(a.content).not.toMatch(/<h1/);
    expect(HERO_ART[a.slug]).toBeDefined();
  });
});

describe("validation", () => {
  const good = sources[`${dir}/essential-guide-girivalam.md`]!;

  it("names the file and field of a bad article", () => {
    const bad = good.replace(/^category: .*$/m, "category: Cooking");
    expect(() => parseArticle("content/articles/essential-guide-girivalam.md", bad)).toThrow(
      /content\/articles\/essential-guide-girivalam\.md: category: /,
    );
  });

  it("refuses a slug that differs from the file name", () => {
    expect(() => parseArticle("content/articles/other.md", good)).toThrow(/slug: must equal the file name "other"/);
  });

  it("refuses broken YAML", () => {
    expect(() => parseArticle("content/articles/x.md", "---\ntitle: [\n---\nbody")).toThrow(ContentError);
  });

  it("sanitises content: no script or handler can come from an article", () => {
    const evil = good.replace(
      /\n## /,
      '\n<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>\n\n## ',
    );
    const a = parseArticle("content/articles/essential-guide-girivalam.md", evil);
    expect(a.content).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("refuses links to articles that do not exist and external links", () => {
    const broken = good.replace(/\n## /, "\nSee [this](/articles/no-such-article) and [that](https://example.com).\n\n## ");
    expect(() => loadArticles({ ...sources, [`${dir}/essential-guide-girivalam.md`]: broken })).toThrow(
      /no-such-article is not an article[\s\S]*external link https:\/\/example\.com/,
    );
  });
});

describe("emoji in titles and text", () => {
  it("become the site's icons, escaped and labelled", async () => {
    const { textWithIcons } = await import("./markdown.server");
    const html = textWithIcons("Deepam 🪔 <b>night</b>");
    expect(html).toContain('role="img" aria-label="lamp"');
    expect(html).toContain("<svg");
    expect(html).toContain("&#60;b&#62;night&#60;/b&#62;");
    expect(html).not.toContain("🪔");
  });
});

describe("editorial pages", () => {
  it("load, and link only to published pages", async () => {
    const { getPage } = await import("./pages.server");
    for (const name of ["about", "content-strategy"]) {
      const page = getPage(name);
      expect(page.html.length).toBeGreaterThan(2000);
      // Both invite corrections through the contact page, now that it exists.
      expect(page.html).toMatch(/href="\/contact"/);
    }
  });

  it("an article linking to a page that does not exist yet fails", () => {
    const good = sources[`${dir}/essential-guide-girivalam.md`]!;
    const broken = good.replace(/\n## /, "\nSee [daily wisdom](/daily-wisdom).\n\n## ");
    expect(() => loadArticles({ ...sources, [`${dir}/essential-guide-girivalam.md`]: broken })).toThrow(/\/daily-wisdom is not a page of this site/);
  });
});

describe("linkProblems", () => {
  it("accepts anchors, published pages and existing articles; names every other link", async () => {
    const { linkProblems } = await import("./articles.server");
    const slugs = new Set(["essential-guide-girivalam"]);
    expect(linkProblems("f.md", ["#top", "/about", "/articles", "/articles/essential-guide-girivalam"], slugs)).toEqual([]);
    expect(linkProblems("f.md", ["/articles/nope", "//evil.example", "mailto:a@b.c", "relative", "/daily-wisdom"], slugs)).toEqual([
      "f.md: links: /articles/nope is not an article",
      "f.md: links: external link //evil.example (only links to this site's pages are allowed)",
      "f.md: links: external link mailto:a@b.c (only links to this site's pages are allowed)",
      "f.md: links: relative is not a page of this site (yet)",
      "f.md: links: /daily-wisdom is not a page of this site (yet)",
    ]);
  });
});
