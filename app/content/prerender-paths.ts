/** Paths prerendered to static HTML at build (read by react-router.config.ts). */
import { readdirSync } from "node:fs";
import { PAGES } from "../config/pages";

export function prerenderPaths(): string[] {
  const slugs = readdirSync("content/articles")
    .filter((f) => f.endsWith(".md"))
    .map((f) => `/articles/${f.replace(/\.md$/, "")}`);
  return [...PAGES.filter((p) => p.prerender).map((p) => p.path), ...slugs, "/sitemap.xml", "/robots.txt", "/feed.xml"];
}
