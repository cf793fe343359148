/**
 * The site-wide search index (app/lib/search.ts) over every page that holds
 * prose: the articles, the editorial and festival pages, and the guides built
 * on Markdown. Built once per server process, on the first search.
 * A new section joins by adding its documents to `searchDocs`.
 */
import { FESTIVAL_SLUGS, isPublished } from "~/config/pages";
import { SiteSearch, type SearchDoc } from "~/lib/search";
import { htmlToText } from "~/lib/text";
import { allArticles } from "./articles.server";
import { getPage } from "./pages.server";

/** Editorial pages by path, with the kind a reader sees beside each result. */
const PAGES: Array<{ path: string; name: string; kind: string }> = [
  { path: "/girivalam-guide", name: "girivalam-guide", kind: "Guide" },
  { path: "/karthigai-deepam-2025", name: "karthigai-deepam-2025", kind: "Festival guide" },
  { path: "/arunachala-chanting", name: "arunachala-chanting", kind: "Guide" },
  ...FESTIVAL_SLUGS.map((slug) => ({ path: `/festivals/${slug}`, name: `festivals/${slug}`, kind: "Festival guide" })),
  { path: "/about", name: "about", kind: "About the site" },
  { path: "/content-strategy", name: "content-strategy", kind: "About the site" },
];

export function searchDocs(): SearchDoc[] {
  const articles = allArticles().map(
    (a): SearchDoc => ({ url: `/articles/${a.slug}`, kind: "Article", title: a.title, excerpt: a.excerpt, text: a.text, tags: a.tags, category: a.category }),
  );
  const pages = PAGES.filter((p) => isPublished(p.path)).map(({ path, name, kind }): SearchDoc => {
    const page = getPage(name);
    return { url: path, kind, title: page.title, excerpt: page.description, text: htmlToText(page.html) };
  });
  return [...articles, ...pages];
}

let index: SiteSearch | undefined;

export function siteSearch(): SiteSearch {
  index ??= new SiteSearch(searchDocs());
  return index;
}
