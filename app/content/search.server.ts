/**
 * The site-wide search index (app/lib/search.ts) over every page that holds
 * prose: the articles, the editorial pages with their own routes, and every
 * item page of the content collections (decision 0016), each with the kind a
 * reader sees beside it. Built once per server process, on the first search.
 */
import { isPublished } from "~/config/published";
import { SiteSearch, type SearchDoc } from "~/lib/search";
import { htmlToText } from "~/lib/text";
import { allArticles } from "./articles.server";
import type { Work } from "./collections/schemas";
import { contentStore, renderBody } from "./collections/store.server";
import { getPage } from "./pages.server";

/** Editorial pages by path, with the kind a reader sees beside each result. */
const PAGES: Array<{ path: string; name: string; kind: string }> = [
  { path: "/girivalam-guide", name: "girivalam-guide", kind: "Guide" },
  { path: "/karthigai-deepam-2025", name: "karthigai-deepam-2025", kind: "Festival guide" },
  { path: "/arunachala-chanting", name: "arunachala-chanting", kind: "Guide" },
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
  const store = contentStore();
  const collectionPages = store.list<{ kind: string }>("page").map(
    (item): SearchDoc => ({ url: item.path!, kind: item.data.kind, title: item.title, excerpt: item.description, text: htmlToText(renderBody(item).html) }),
  );
  // A work's verses are searched by our English and notes; the facts say when and why it was written.
  const works = store
    .list<Work>("work")
    .filter((item) => item.path)
    .map((item): SearchDoc => {
      const w = item.data;
      const inner = (w.contains ?? []).flatMap((slug) => {
        const child = store.byRef<Work>(`work:${slug}`);
        return child && !child.path ? child.data.verses : [];
      });
      const verses = [...w.verses, ...inner].map((v) => [v.rendering, v.note].filter(Boolean).join(" "));
      return { url: item.path!, kind: "Ramana's works", title: `${w.title} (${w.titleMeaning})`, excerpt: w.summary, text: [...w.facts.map((f) => f.text), ...verses].join("\n") };
    });
  return [...articles, ...pages, ...collectionPages, ...works];
}

let index: SiteSearch | undefined;

export function siteSearch(): SiteSearch {
  index ??= new SiteSearch(searchDocs());
  return index;
}
