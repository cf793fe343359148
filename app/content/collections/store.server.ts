/**
 * The collections as the server sees them: the files are bundled by Vite's
 * glob imports, validated once per process (at build, the prerender step
 * loads every page, so a bad file fails the build), and Markdown bodies are
 * rendered with their links checked.
 */
import { isPublished } from "~/config/published";
import { linkProblems } from "../articles.server";
import { renderWithSlots, type BodySection } from "../markdown.server";
import type { SitemapEntry } from "~/lib/feeds";
import { buildStore, CollectionError, sitemapEntries, type Item, type Sources, type Store } from "./core";
import { COLLECTIONS } from "./index";

const SOURCES: Sources = {
  article: import.meta.glob("../../../content/articles/*.md", { query: "?raw", import: "default", eager: true }),
  work: import.meta.glob("../../../content/ramana/works/*.yaml", { query: "?raw", import: "default", eager: true }),
  page: import.meta.glob("../../../content/site/**/*.md", { query: "?raw", import: "default", eager: true }),
  timeline: import.meta.glob("../../../content/timelines/*.yaml", { query: "?raw", import: "default", eager: true }),
};

let store: Store | undefined;

export function contentStore(): Store {
  store ??= buildStore(COLLECTIONS, SOURCES);
  return store;
}

export type { BodySection };

/** The item's Markdown body around its slot lines, its links checked. */
export function renderBody(item: Item): { sections: BodySection[]; html: string } {
  const { sections, links } = renderWithSlots(item.body);
  const problems = linkProblems(item.file, links, new Set(contentStore().list("article").map((a) => a.slug)));
  if (problems.length) throw new CollectionError(problems.join("\n"));
  const html = sections.map((s) => ("html" in s ? s.html : "")).join("\n");
  return { sections, html };
}

/** A link to an item's page, for "mentioned in" lists and cross-references. */
export interface ItemLink {
  title: string;
  path: string;
  kind: string;
}

export function linkTo(item: Item): ItemLink | null {
  if (!item.path || !isPublished(item.path)) return null;
  const def = COLLECTIONS.find((c) => c.name === item.collection)!;
  // A Markdown page may name its own kind ("Sri Ramana", "Festival guide"); otherwise the collection's.
  const own = (item.data as { kind?: unknown }).kind;
  return { title: item.title, path: item.path, kind: typeof own === "string" ? own : def.kind };
}

/** Pages that name `ref`, as links (items without a page of their own are skipped). */
export function mentionedIn(ref: string): ItemLink[] {
  return contentStore()
    .mentionedIn(ref)
    .map(linkTo)
    .filter((l): l is ItemLink => l !== null);
}

/** Sitemap entries of every collection item with a page (with language alternates where the item names one). */
export function collectionSitemap(): SitemapEntry[] {
  return sitemapEntries(COLLECTIONS, contentStore());
}
