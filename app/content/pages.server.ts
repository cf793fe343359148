/** Editorial pages in content/pages (about, editorial principles, festival guides), validated like articles. */
import matter from "gray-matter";
import { z } from "zod";
import { describeIssues } from "./article-schema";
import { allArticles, ContentError, linkProblems } from "./articles.server";
import { renderMarkdown } from "./markdown.server";

const files = import.meta.glob("../../content/pages/**/*.md", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

const pageSchema = z
  .object({
    title: z.string().min(3),
    description: z.string().min(50).max(200),
    updated: z.union([z.string(), z.date()]).transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v)),
  })
  .strict();

export interface ContentPage {
  title: string;
  description: string;
  updated: string;
  html: string;
}

export function getPage(name: string): ContentPage {
  const entry = Object.entries(files).find(([f]) => f.endsWith(`/${name}.md`));
  if (!entry) throw new ContentError(`content/pages/${name}.md: missing`);
  const parsed = matter(entry[1]);
  const fm = pageSchema.safeParse(parsed.data);
  if (!fm.success) throw new ContentError(describeIssues(`content/pages/${name}.md`, fm.error));
  const rendered = renderMarkdown(parsed.content);
  const problems = linkProblems(`content/pages/${name}.md`, rendered.links, new Set(allArticles().map((a) => a.slug)));
  if (problems.length) throw new ContentError(problems.join("\n"));
  return { ...fm.data, html: rendered.html };
}
