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
    /** Questions and answers for the page's answer-engine block. */
    faqs: z.array(z.object({ question: z.string().min(10), answer: z.string().min(40) }).strict()).optional(),
  })
  .strict();

export interface ContentPage {
  title: string;
  description: string;
  updated: string;
  faqs?: { question: string; answer: string }[];
  html: string;
  /**
   * The body cut at marker lines such as `[[route]]`, where the page's code
   * inserts a live part (a computed list, a map): HTML pieces and slot names in order.
   */
  sections: ({ html: string } | { slot: string })[];
}

const SLOT = /^\[\[([a-z]+)\]\]$/m;

export function getPage(name: string): ContentPage {
  const entry = Object.entries(files).find(([f]) => f.endsWith(`/${name}.md`));
  if (!entry) throw new ContentError(`content/pages/${name}.md: missing`);
  const parsed = matter(entry[1]);
  const fm = pageSchema.safeParse(parsed.data);
  if (!fm.success) throw new ContentError(describeIssues(`content/pages/${name}.md`, fm.error));
  const sections: ContentPage["sections"] = [];
  const links: string[] = [];
  // split() with a capturing group alternates text and slot names.
  parsed.content.split(new RegExp(SLOT.source, "m")).forEach((chunk, i) => {
    if (i % 2 === 1) return void sections.push({ slot: chunk });
    if (!chunk.trim()) return;
    const rendered = renderMarkdown(chunk);
    links.push(...rendered.links);
    sections.push({ html: rendered.html });
  });
  const problems = linkProblems(`content/pages/${name}.md`, links, new Set(allArticles().map((a) => a.slug)));
  if (problems.length) throw new ContentError(problems.join("\n"));
  const html = sections.map((s) => ("html" in s ? s.html : "")).join("\n");
  return { ...fm.data, html, sections };
}
