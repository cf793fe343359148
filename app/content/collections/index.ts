/**
 * The site's content collections (decision 0016). Adding a page is adding a
 * file to one of these folders; adding a collection is a schema, a folder, a
 * view and an entry here (and its glob in store.server.ts).
 */
import { articleFrontmatterSchema } from "../article-schema.ts";
import { defineCollection, type CollectionDef } from "./define.ts";
import { pageSchema, timelineSchema, workSchema } from "./schemas.ts";

export const articles = defineCollection({
  name: "article",
  kind: "Article",
  dir: "content/articles",
  format: "md",
  schema: articleFrontmatterSchema,
  path: (slug) => `/articles/${slug}`,
  view: "routes/article.tsx",
  routePattern: "articles/:slug",
  prerender: true,
  title: (a) => a.title,
  description: (a) => a.excerpt,
  sitemap: (a) => ({ changefreq: "monthly", priority: 0.7, lastmod: a.updated ?? a.published }),
});

export const works = defineCollection({
  name: "work",
  kind: "Ramana's works",
  dir: "content/ramana/works",
  format: "yaml",
  schema: workSchema,
  path: (slug, w) => (w.page ? `/ramana/${w.section}/${slug}` : null),
  view: "routes/ramana-work.tsx",
  prerender: true,
  title: (w) => w.title,
  description: (w) => w.summary,
  crumb: (w) => w.title,
  refs: (w) => [
    ...(w.contains ?? []).map((s) => `work:${s}`),
    ...w.articles.map((s) => `article:${s}`),
    ...w.places,
    ...w.verses.flatMap((v) => v.mentions ?? []),
  ],
  sitemap: () => ({ changefreq: "yearly", priority: 0.7 }),
});

export const pages = defineCollection({
  name: "page",
  kind: "Guide",
  dir: "content/site",
  format: "md",
  recursive: true,
  schema: pageSchema,
  path: (slug) => `/${slug}`,
  view: "routes/content-page.tsx",
  prerender: true,
  title: (p) => p.title,
  description: (p) => p.description,
  crumb: (p) => p.crumb,
  refs: (p) => p.refs,
  sitemap: (p) => ({ ...p.sitemap, lastmod: p.updated, alternates: p.alternates }),
});

export const timelines = defineCollection({
  name: "timeline",
  kind: "Timeline",
  dir: "content/timelines",
  format: "yaml",
  schema: timelineSchema,
  path: () => null,
  view: "",
  prerender: false,
  title: (t) => t.title,
  description: (t) => t.title,
  refs: (t) => t.events.flatMap((e) => e.refs ?? []),
});

export const COLLECTIONS: readonly CollectionDef[] = [articles, works, pages, timelines] as readonly CollectionDef[];

