/**
 * Site-wide search (MiniSearch, BM25 ranking): every kind of page the site
 * holds goes into one index, each document with its kind, so a query finds
 * articles, guides and festival pages alike, and later sections (hymns,
 * scriptures, saints, places) join by adding their documents.
 *
 * Ranking for several words: documents that contain every word come first,
 * then those with most of them; within each group MiniSearch's relevance
 * score decides, with the title counting most, then tags and summary, then
 * the text. Words of four letters or more also match as prefixes
 * ("walk" finds "walking"), and long words forgive one slip of spelling.
 */
import MiniSearch from "minisearch";
import { normalise } from "./articles";

export interface SearchDoc {
  /** The page's path: its identity and link. */
  url: string;
  /** What kind of page it is, for the reader ("Article", "Festival guide"). */
  kind: string;
  title: string;
  /** One or two sentences shown when no snippet of the text matches. */
  excerpt: string;
  /** The page's plain text, searched and cut for snippets. */
  text: string;
  tags?: readonly string[];
  /** Extra grouping the page offers as a filter (an article's category). */
  category?: string;
}

/** A piece of a snippet; `match` marks a query word. */
export interface SnippetPart {
  text: string;
  match?: true;
}

export interface SearchHit {
  url: string;
  kind: string;
  title: string;
  category?: string;
  snippet: SnippetPart[];
  /** How many of the query's words the page contains. */
  matched: number;
}

/** Words that carry no meaning on their own in a query. */
const STOP_WORDS = new Set(
  "a an and are as at be by for from how i in is it of on or the to what when where which who why with do does did can my our".split(" "),
);

export const MAX_QUERY_WORDS = 12;

/** The query's words, normalised as the index's are (accents off, lower case), stop words and repeats dropped. */
export function queryWords(query: string): string[] {
  const words = normalise(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

function processTerm(term: string): string | null {
  const t = normalise(term);
  return t.length === 0 || STOP_WORDS.has(t) ? null : t;
}

const SNIPPET_CHARS = 200;

/** A window of the text around the first query word, with every query word marked. */
export function snippet(text: string, words: readonly string[], fallback: string): SnippetPart[] {
  if (words.length === 0) return [{ text: fallback }];
  // Match on the normalised text; normalising only strips marks and case, so for Latin text
  // positions agree. Where they would not (letters that decompose), fall back to the excerpt.
  const plain = normalise(text);
  if (plain.length !== text.length) return [{ text: fallback }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join("|")})[\\p{L}\\p{N}]*`, "giu");
  const first = pattern.exec(plain);
  if (!first) return [{ text: fallback }];
  let start = Math.max(0, first.index - SNIPPET_CHARS / 3);
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  const parts: SnippetPart[] = [];
  if (start > 0) parts.push({ text: "… " });
  let at = start;
  pattern.lastIndex = start;
  for (let m = pattern.exec(plain); m && m.index < end; m = pattern.exec(plain)) {
    const stop = Math.min(m.index + m[0].length, end);
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ text: text.slice(m.index, stop), match: true });
    at = stop;
  }
  if (at < end) parts.push({ text: text.slice(at, end) });
  if (end < text.length) parts.push({ text: " …" });
  return parts;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export class SiteSearch {
  private readonly index: MiniSearch<SearchDoc & { id: string }>;
  private readonly docs = new Map<string, SearchDoc>();

  constructor(docs: readonly SearchDoc[]) {
    this.index = new MiniSearch<SearchDoc & { id: string }>({
      idField: "id",
      fields: ["title", "tags", "excerpt", "text"],
      extractField: (doc, field) => (field === "tags" ? (doc.tags ?? []).join(" ") : String(doc[field as keyof SearchDoc] ?? "")),
      processTerm,
      searchOptions: {
        boost: { title: 6, tags: 3, excerpt: 2, text: 1 },
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 7 ? 0.15 : false),
        combineWith: "OR",
      },
    });
    for (const doc of docs) {
      if (this.docs.has(doc.url)) throw new Error(`search: two documents for ${doc.url}`);
      this.docs.set(doc.url, doc);
    }
    this.index.addAll(docs.map((d) => ({ ...d, id: d.url })));
  }

  get size(): number {
    return this.docs.size;
  }

  /** Hits for a query, best first; `filter` keeps only some documents (a kind, a category). */
  search(query: string, filter?: (doc: SearchDoc) => boolean): SearchHit[] {
    const words = queryWords(query);
    if (words.length === 0) return [];
    const results = this.index.search(words.join(" "), filter ? { filter: (r) => filter(this.docs.get(r.id)!) } : undefined);
    return results
      .map((r, order) => {
        const doc = this.docs.get(r.id)!;
        // The query words this page matched (MiniSearch counts a prefix or a near spelling as the word).
        const matched = new Set(r.queryTerms).size;
        return { doc, score: r.score, order, matched };
      })
      .sort((a, b) => b.matched - a.matched || b.score - a.score || a.order - b.order)
      .map(({ doc, matched }) => ({
        url: doc.url,
        kind: doc.kind,
        title: doc.title,
        category: doc.category,
        snippet: snippet(doc.text, words, doc.excerpt),
        matched,
      }));
  }
}
