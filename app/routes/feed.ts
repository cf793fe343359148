import { SITE, SITE_URL } from "~/config/site";
import { allArticles } from "~/content/articles.server";
import { buildAtomFeed } from "~/lib/feeds";

export function loader() {
  const items = allArticles().map((a) => ({
    title: a.title,
    path: `/articles/${a.slug}`,
    summary: a.excerpt,
    category: a.category,
    published: a.published,
    updated: a.updated,
    author: a.author,
  }));
  return new Response(buildAtomFeed(SITE_URL, { title: `${SITE.name}: articles`, subtitle: SITE.description }, items), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
