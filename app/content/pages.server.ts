/** Editorial pages in content/pages (about, editorial principles, festival guides), validated like articles. */
import matter from "gray-matter";
import { z } from "zod";
import { describeIssues } from "./article-schema";
import { allArticles, ContentError, linkProblems } from "./articles.server";
import { renderWithSlots, type BodySection } from "./markdown.server";

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
  sections: BodySection[];
}

export function getPage(name: string): ContentPage {
  const entry = Object.entries(files).find(([f]) => f.endsWith(`/${name}.md`));
  if (!entry) throw new ContentError(`content/pages/${name}.md: missing`);
  const parsed = matter(entry[1]);
  const fm = pageSchema.safeParse(parsed.data);
  if (!fm.success) throw new ContentError(describeIssues(`content/pages/${name}.md`, fm.error));
  const { sections, links } = renderWithSlots(parsed.content);
  const problems = linkProblems(`content/pages/${name}.md`, links, new Set(allArticles().map((a) => a.slug)));
  if (problems.length) throw new ContentError(problems.join("\n"));
  const html = sections.map((s) => ("html" in s ? s.html : "")).join("\n");
  return { ...fm.data, html, sections };
}
