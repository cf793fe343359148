/**
 * Content collections (decision 0016): a folder of files, a zod schema and a
 * route pattern per kind of content. Everything else (the route table,
 * prerendering, the sitemap, which links the navigation shows, the link
 * checker, cross-references and their reverse links, site search) is derived
 * from the files. This module is plain TypeScript with no Vite or Node
 * specifics, so the route config, the build plugin, the server and the tests
 * share it.
 */
import type { z } from "zod";

export type Changefreq = "daily" | "weekly" | "monthly" | "yearly";

export interface CollectionDef<S extends z.ZodType = z.ZodType> {
  /** Prefix of a reference to an item: `work:upadesa-saram`. */
  name: string;
  /** What a search result of this collection is called. */
  kind: string;
  /** Folder of the files, relative to the project root. */
  dir: string;
  /** YAML data files, or Markdown with YAML frontmatter. */
  format: "yaml" | "md";
  /** Files in sub-folders count too; `a/b/index.md` has the slug `a/b`. */
  recursive?: boolean;
  schema: S;
  /** The item's page, or null when it has none (it is shown inside another page). */
  path(slug: string, data: z.output<S>): string | null;
  /**
   * Route module that renders the items. With `routePattern` one param route
   * serves them all (articles); otherwise each item gets its own route entry.
   */
  view: string;
  routePattern?: string;
  /** Prerender every item's page at build. */
  prerender: boolean;
  title(data: z.output<S>): string;
  description(data: z.output<S>): string;
  /** Items this one names (`collection:slug`); checked at build, and reversed into "mentioned in". */
  refs?(data: z.output<S>): string[];
  sitemap?(data: z.output<S>): { changefreq: Changefreq; priority: number; lastmod?: string; alternates?: Record<string, string> } | null;
  /** Breadcrumb label of the item's page, when its title is too long for a crumb. */
  crumb?(data: z.output<S>): string | undefined;
}

/** Helps TypeScript keep a definition's data type. */
export function defineCollection<S extends z.ZodType>(def: CollectionDef<S>): CollectionDef<S> {
  return def;
}
