/**
 * The articles: Markdown files in content/articles, read once per process,
 * validated with zod and rendered to sanitised HTML. Runs at build (the
 * prerender step loads it) and in the server; never shipped to the browser.
 */
import matter from "gray-matter";
import { articleFrontmatterSchema, describeIssues, type Article } from "./article-schema";
import { renderMarkdown, textWithIcons } from "./markdown.server";
import { htmlToText, readingMinutes, wordCount } from "~/lib/text";
import { isPublished } from "~/config/published";

const files = import.meta.glob("../../content/articles/*.md", { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;

export class ContentError extends Error {
  override name = "ContentError";
}

/** Parses and validates one article file. Throws ContentError naming the file and field. */
export function parseArticle(file: string, source: string): Article & { headings: Array<{ id: string; text: string }>; links: string[] } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (e) {
    throw new ContentError(`${file}: frontmatter is not valid YAML: ${(e as Error).message}`);
  }
  const result = articleFrontmatterSchema.safeParse(parsed.data);
  if (!result.success) throw new ContentError(describeIssues(file, result.error));
  const fm = result.data;
  const expected = file.split("/").pop()!.replace(/\.md$/, "");
  if (fm.slug !== expected) throw new ContentError(`${file}: slug: must equal the file name "${expected}"`);
  const rendered = renderMarkdown(parsed.content);
  const text = htmlToText(rendered.html);
  const words = wordCount(text);
  return {
    ...fm,
    id: fm.id ?? fm.slug,
    content: rendered.html,
    titleHtml: textWithIcons(fm.title),
    text,
    wordCount: words,
    readingMinutes: readingMinutes(words),
    headings: rendered.headings,
    links: rendered.links,
  };
}

/**
 * Content may link only to this site's published pages and existing articles
 * (and to anchors on the same page). Returns one "file: links: ..." line per bad link.
 */
export function linkProblems(file: string, links: readonly string[], articleSlugs: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const href of links) {
    if (href.startsWith("#")) continue;
    if (/^(https?:)?\/\//.test(href) || href.startsWith("mailto:")) {
      problems.push(`${file}: links: external link ${href} (only links to this site's pages are allowed)`);
    } else if (href.startsWith("/articles/")) {
      if (!articleSlugs.has(href.slice("/articles/".length).split(/[?#]/)[0]!)) problems.push(`${file}: links: ${href} is not an article`);
    } else if (!href.startsWith("/") || !isPublished(href)) {
      problems.push(`${file}: links: ${href} is not a page of this site (yet)`);
    }
  }
  return problems;
}

/** Validates a whole set: unique slugs and orders, internal links that resolve. */
export function loadArticles(sources: Record<string, string>) {
  const articles = Object.entries(sources).map(([file, source]) => parseArticle(file.replace(/^.*content\//, "content/"), source));
  const problems: string[] = [];
  const slugs = new Set<string>();
  const orders = new Map<number, string>();
  for (const a of articles) {
    if (slugs.has(a.slug)) problems.push(`content/articles/${a.slug}.md: slug: duplicate "${a.slug}"`);
    slugs.add(a.slug);
    const other = orders.get(a.order);
    if (other) problems.push(`content/articles/${a.slug}.md: order: ${a.order} is also used by ${other}`);
    orders.set(a.order, a.slug);
  }
  for (const a of articles) problems.push(...linkProblems(`content/articles/${a.slug}.md`, a.links, slugs));
  if (problems.length) throw new ContentError(problems.join("\n"));
  return articles.sort((a, b) => a.order - b.order);
}

let cache: ReturnType<typeof loadArticles> | undefined;

/** All articles in listing order (validated once per process). */
export function allArticles() {
  cache ??= loadArticles(files);
  return cache;
}
