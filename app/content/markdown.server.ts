/**
 * Markdown to safe HTML, at build. Content is sanitised (GitHub's schema: no
 * script, no event handlers, no javascript: URLs), headings get ids, emoji are
 * swapped for the site's icons and every internal link is checked.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import type { Element, ElementContent, Root, RootContent, Text } from "hast";
import { swapEmoji } from "~/lib/text";
import { iconComponent } from "~/components/icons";

export interface RenderedMarkdown {
  html: string;
  headings: Array<{ id: string; text: string }>;
  links: string[];
}

function iconHtml(name: Parameters<typeof iconComponent>[0], label: string): string {
  const svg = renderToStaticMarkup(createElement(iconComponent(name), { "aria-hidden": true, className: "inline-icon" }));
  return label
    ? `<span class="inline-icon-wrap" role="img" aria-label="${label}">${svg}</span>`
    : `<span class="inline-icon-wrap" aria-hidden="true">${svg}</span>`;
}

function textOf(node: Element | RootContent): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return (node.children as RootContent[]).map(textOf).join("");
  return "";
}

/**
 * A table in a box that scrolls sideways on a narrow screen rather than pushing the page wider;
 * focusable and named, so a keyboard can scroll it. Tables of four or more columns keep a readable width.
 */
function scrollingTable(table: Element): Element {
  const firstRow = (el: Element): Element | undefined => {
    for (const c of el.children) {
      if (c.type !== "element") continue;
      const row = c.tagName === "tr" ? c : firstRow(c);
      if (row) return row;
    }
    return undefined;
  };
  const columns = firstRow(table)?.children.filter((c) => c.type === "element").length ?? 0;
  return {
    type: "element",
    tagName: "div",
    properties: { className: ["table-scroll", ...(columns >= 4 ? ["table-wide"] : [])], tabIndex: 0, role: "region", ariaLabel: "Table (scrolls sideways)" },
    children: [table],
  };
}

/** rehype plugin: emoji to icons, collect h2 headings and link targets, tables in scrolling boxes. */
function collect(out: RenderedMarkdown) {
  return () => (tree: Root) => {
    const visit = (parent: Root | Element) => {
      const next: Array<RootContent | ElementContent> = [];
      for (const child of parent.children) {
        if (child.type === "text") {
          for (const seg of swapEmoji((child as Text).value)) {
            next.push(typeof seg === "string" ? { type: "text", value: seg } : { type: "raw", value: iconHtml(seg.icon, seg.label) });
          }
          continue;
        }
        if (child.type === "element") {
          if (child.tagName === "h2" && typeof child.properties.id === "string") {
            out.headings.push({ id: child.properties.id, text: textOf(child) });
          }
          if (child.tagName === "a" && typeof child.properties.href === "string") out.links.push(child.properties.href);
          visit(child);
          if (child.tagName === "table") {
            next.push(scrollingTable(child));
            continue;
          }
        }
        next.push(child);
      }
      parent.children = next as typeof parent.children;
    };
    visit(tree);
  };
}

const escapeHtml = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text (a title, a caption) as escaped HTML with emoji swapped for the site's icons. */
export function textWithIcons(text: string): string {
  return swapEmoji(text)
    .map((seg) => (typeof seg === "string" ? escapeHtml(seg) : iconHtml(seg.icon, seg.label)))
    .join("");
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const out: RenderedMarkdown = { html: "", headings: [], links: [] };
  out.html = String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeSanitize)
      .use(rehypeSlug)
      .use(collect(out))
      .use(rehypeStringify, { allowDangerousHtml: true })
      .processSync(markdown),
  );
  return out;
}

/** A Markdown body cut at slot lines (`[[route]]`, `[[works hymns]]`), where a page's view inserts a computed part. */
export type BodySection = { html: string } | { slot: string; arg?: string };

const SLOT_LINE = /^\[\[([a-z-]+)(?: ([a-z0-9-]+))?\]\]$/;

/** Renders a body piece by piece around its slot lines; the links of every piece, for the link checker. */
export function renderWithSlots(markdown: string): { sections: BodySection[]; links: string[] } {
  const sections: BodySection[] = [];
  const links: string[] = [];
  let pending: string[] = [];
  const flush = () => {
    if (pending.join("").trim()) {
      const rendered = renderMarkdown(pending.join("\n"));
      links.push(...rendered.links);
      sections.push({ html: rendered.html });
    }
    pending = [];
  };
  for (const line of markdown.split("\n")) {
    const slot = SLOT_LINE.exec(line.trim());
    if (slot) {
      flush();
      sections.push(slot[2] ? { slot: slot[1]!, arg: slot[2] } : { slot: slot[1]! });
    } else pending.push(line);
  }
  flush();
  return { sections, links };
}
