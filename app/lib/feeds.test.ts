import { describe, expect, it } from "vitest";
import { buildAtomFeed, buildRobots, buildSitemap, escapeXml } from "./feeds";

const SITE = "https://www.example.org";

describe("sitemap", () => {
  it("lists absolute URLs with language alternates", () => {
    const xml = buildSitemap(SITE, [
      { path: "/", changefreq: "daily", priority: 1 },
      { path: "/girivalam-guide", alternates: { en: "/girivalam-guide", te: "/te/girivalam-guide", "x-default": "/girivalam-guide" } },
    ]);
    expect(xml).toContain("<loc>https://www.example.org/</loc><changefreq>daily</changefreq><priority>1.0</priority>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="te" href="https://www.example.org/te/girivalam-guide"/>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});

describe("robots", () => {
  it("keeps crawlers out of admin, auth and order pages and names the sitemap", () => {
    const txt = buildRobots(SITE);
    for (const p of ["/admin", "/auth", "/shop/success"]) expect(txt).toContain(`Disallow: ${p}\n`);
    expect(txt).toContain("Sitemap: https://www.example.org/sitemap.xml");
  });
});

describe("feed", () => {
  it("escapes text and dates entries", () => {
    const xml = buildAtomFeed(SITE, { title: "A & B", subtitle: "s" }, [
      { title: "Siva <& Sakti>", path: "/articles/x", summary: "s", category: "History & Legends", published: "2026-11-20", author: "E" },
      { title: "Two", path: "/articles/y", summary: "s", category: "Mythology", published: "2026-11-21", updated: "2026-11-22", author: "E" },
    ]);
    expect(xml).toContain("<title>Siva &lt;&amp; Sakti&gt;</title>");
    expect(xml).toContain("<updated>2026-11-22T00:00:00Z</updated>\n<entry>");
    expect(xml).toContain('<category term="History &amp; Legends"/>');
  });
  it("escapeXml", () => expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;"));
});
