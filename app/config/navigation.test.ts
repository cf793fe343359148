import { describe, expect, it } from "vitest";
import { FOOTER_NAV, TOP_NAV, visible } from "./navigation";
import { PAGES } from "./pages";
import { isPublished } from "./published";
import contentPaths from "virtual:content-paths";

describe("navigation", () => {
  it("keeps the spec's sixteen top links in the spec's order, with the coming Deepam after the calendar (issue 18)", () => {
    expect(TOP_NAV.map((l) => l.href)).toEqual([
      "/", "/articles", "/arunachala-videos", "/girivalam-tracker", "/practical-guide", "/telugu-topics",
      "/spiritual-calendars", "/karthigai-deepam", "/earth-grace", "/going-nowhere", "/daily-wisdom", "/girivalam-guide", "/about",
      "/contact", "/ramana/hymns/aksharamanamalai", "/ramana/philosophy/ulladu-narpadu", "/ramana/philosophy/upadesa-saram",
    ]);
  });

  it("footer holds the spec's links: Daily Wisdom, Girivalam Guide, three hymn pages, About, Contact", () => {
    const hrefs = FOOTER_NAV.flatMap((g) => g.links.map((l) => l.href));
    for (const h of ["/daily-wisdom", "/girivalam-guide", "/ramana/hymns/aksharamanamalai", "/ramana/philosophy/ulladu-narpadu", "/ramana/philosophy/upadesa-saram", "/about", "/contact"]) {
      expect(hrefs).toContain(h);
    }
  });

  it("shows only links whose page exists", () => {
    const shown = visible(TOP_NAV).map((l) => l.href);
    expect(shown).toEqual(TOP_NAV.map((l) => l.href).filter((h) => PAGES.some((p) => p.path === h) || contentPaths.includes(h)));
    expect(shown).toContain("/articles");
    expect(shown).toContain("/girivalam-tracker");
    // The works' pages come from the content collections (decision 0016).
    expect(shown).toEqual(expect.arrayContaining(["/ramana/hymns/aksharamanamalai", "/ramana/philosophy/ulladu-narpadu", "/ramana/philosophy/upadesa-saram"]));
    expect(shown).not.toContain("/daily-wisdom");
  });

  it("collection pages count as published, and only those that exist", () => {
    expect(isPublished("/articles/essential-guide-girivalam")).toBe(true);
    expect(isPublished("/articles/no-such-article")).toBe(false);
    expect(isPublished("/articles/Bad Slug")).toBe(false);
    expect(isPublished("/ramana/hymns/aksharamanamalai#v12")).toBe(true);
    expect(isPublished("/festivals/deepam-vs-diwali")).toBe(true);
    expect(isPublished("/ramana/hymns/navamanimalai")).toBe(false);
  });
});
