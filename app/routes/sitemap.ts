import { PAGES } from "~/config/pages";
import { SITE_URL } from "~/config/site";
import { collectionSitemap } from "~/content/collections/store.server";
import { buildSitemap } from "~/lib/feeds";

export function loader() {
  const pages = PAGES.filter((p) => p.sitemap).map((p) => ({ path: p.path, ...p.sitemap }));
  return new Response(buildSitemap(SITE_URL, [...pages, ...collectionSitemap()]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
