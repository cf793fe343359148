/**
 * Ramana Maharshi's works as their pages show them: the work's data from the
 * `work` collection, each verse with its anchor, label and romanisation, and
 * the links both ways (articles and places it names, pages that name it).
 */
import { romanize } from "~/lib/transliterate";
import type { Item } from "./collections/core";
import { LANGUAGES, SECTIONS, type Verse, type Work } from "./collections/schemas";
import { contentStore, linkTo, mentionedIn, type ItemLink } from "./collections/store.server";

export interface VerseView {
  anchor: string;
  label: string;
  original?: string;
  romanized?: string;
  originalTamil?: string;
  romanizedTamil?: string;
  originalSources: string[];
  originalTamilSources?: string[];
  variants?: string;
  originalTamilForm?: string;
  rendering?: string;
  pending?: string;
  note?: string;
  mentions: ItemLink[];
}

export interface WorkCard {
  slug: string;
  title: string;
  titleOriginal: string;
  titleMeaning: string;
  language: Work["language"];
  languageName: string;
  written: string;
  verseCount: number;
  summary: string;
  path: string | null;
  section: Work["section"];
  sectionTitle: string;
}

export interface WorkView extends WorkCard {
  facts: Work["facts"];
  metre?: Work["metre"];
  notByRamana: Work["notByRamana"];
  verses: VerseView[];
  /** The Five Hymns: each hymn, with its verses when it has no page of its own. */
  contains: Array<{ card: WorkCard; verses?: VerseView[] }>;
  articles: ItemLink[];
  places: ItemLink[];
  mentionedIn: ItemLink[];
  /** How many verses show the original. */
  originalsShown: number;
}

function verseLabel(v: Verse): { anchor: string; label: string } {
  if (v.group === "invocation") return { anchor: `i${v.n}`, label: `Invocation ${v.n}` };
  if (v.part) {
    const name = v.part.charAt(0).toUpperCase() + v.part.slice(1);
    return { anchor: `v${v.n}`, label: v.part === "charanam" ? `Charanam ${v.n}` : name };
  }
  return { anchor: `v${v.n}`, label: `Verse ${v.n}` };
}

/** Links to the items named, skipping any without a page of their own. */
function links(refs: readonly string[] | undefined): ItemLink[] {
  const store = contentStore();
  return (refs ?? []).flatMap((ref) => {
    const item = store.byRef(ref);
    const link = item ? linkTo(item) : null;
    return link ? [link] : [];
  });
}

function verseView(v: Verse, language: Work["language"]): VerseView {
  const { anchor, label } = verseLabel(v);
  return {
    anchor,
    label,
    original: v.original?.trim(),
    romanized: v.original ? romanize(v.original.trim(), language) : undefined,
    originalTamil: v.originalTamil?.trim(),
    romanizedTamil: v.originalTamil ? romanize(v.originalTamil.trim(), "ta") : undefined,
    originalSources: v.originalSources,
    originalTamilSources: v.originalTamilSources,
    variants: v.variants,
    originalTamilForm: v.originalTamilForm,
    rendering: v.rendering,
    pending: v.pending,
    note: v.note,
    mentions: links(v.mentions),
  };
}

export function workCard(item: Item<Work>): WorkCard {
  const w = item.data;
  // A collection is in the languages of the works it gathers (the Five Hymns: Tamil and Sanskrit).
  const languages = w.contains
    ? [...new Set(w.contains.map((slug) => contentStore().byRef<Work>(`work:${slug}`)!.data.language))].map((l) => LANGUAGES[l])
    : [LANGUAGES[w.language]];
  return {
    slug: item.slug,
    title: w.title,
    titleOriginal: w.titleOriginal,
    titleMeaning: w.titleMeaning,
    language: w.language,
    languageName: languages.join(" and "),
    written: w.written,
    verseCount: w.verseCount,
    summary: w.summary,
    path: item.path,
    section: w.section,
    sectionTitle: SECTIONS[w.section],
  };
}

/** The works with a page, in a section or all, in reading order. */
export function workCards(section?: Work["section"]): WorkCard[] {
  const order = Object.keys(SECTIONS);
  return contentStore()
    .list<Work>("work")
    .filter((i) => i.path && (!section || i.data.section === section))
    .sort((a, b) => order.indexOf(a.data.section) - order.indexOf(b.data.section) || a.data.order - b.data.order)
    .map(workCard);
}

function versesOf(w: Work): VerseView[] {
  return w.verses.map((v) => verseView(v, w.language));
}

export function workView(path: string): WorkView | null {
  const store = contentStore();
  const item = store.byPath<Work>(path);
  if (!item || item.collection !== "work") return null;
  const w = item.data;
  const verses = versesOf(w);
  const contains = (w.contains ?? []).map((slug) => {
    const child = store.byRef<Work>(`work:${slug}`)!;
    return { card: workCard(child), verses: child.path ? undefined : versesOf(child.data) };
  });
  return {
    ...workCard(item),
    facts: w.facts,
    metre: w.metre,
    notByRamana: w.notByRamana,
    verses,
    contains,
    articles: links(w.articles.map((s) => `article:${s}`)),
    places: links(w.places),
    mentionedIn: mentionedIn(item.ref).filter((l) => !contains.some((c) => c.card.path === l.path)),
    originalsShown: verses.filter((v) => v.original).length,
  };
}
