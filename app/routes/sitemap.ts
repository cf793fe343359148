import { PAGES } from "~/config/pages";
import { SITE_URL } from "~/config/site";
import { allArticles } from "~/content/articles.server";
import { buildSitemap } from "~/lib/feeds";

export function loader() {
  const pages = PAGES.filter((p) => p.sitemap).map((p) => ({ path: p.path, ...p.sitemap }));
  const articles = allArticles().map((a) => ({
    path: `/articles/${a.slug}`,
    lastmod: a.updated ?? a.published,
    changefreq: "monthly",
    priority: 0.7,
  }));
  return new Response(buildSitemap(SITE_URL, [...pages, ...articles]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
