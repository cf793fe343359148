/**
 * Whether a link target is a page that exists: a hand-built page of
 * app/config/pages.ts or an item page of a content collection. Works in the
 * browser too; the collection paths come from `virtual:content-paths`.
 */
import contentPaths from "virtual:content-paths";
import { PAGES } from "./pages";

const PUBLISHED = new Set([...PAGES.map((p) => p.path), ...contentPaths]);

export function isPublished(href: string): boolean {
  return PUBLISHED.has(href.split(/[?#]/)[0]!);
}
