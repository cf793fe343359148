/** The zod schemas of the collections (decision 0016). */
import { z } from "zod";

/** A URL, or `owner/repo: path` for a file in a public repository. */
export const sourceSchema = z.string().min(8);

export const isoDate = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-11-22"));

/** A reference to another item: `collection:slug`. */
export const refSchema = z.string().regex(/^[a-z]+:[a-z0-9/-]+$/, "must be collection:slug, as in work:upadesa-saram");

/** A statement of fact in our own words, with where it was checked. */
export const sourcedSchema = z
  .object({
    text: z.string().min(20),
    sources: z.array(sourceSchema).min(1),
    /** How other accounts differ, said on the page. */
    differs: z.string().min(10).optional(),
  })
  .strict();

export const LANGUAGES = { ta: "Tamil", sa: "Sanskrit", te: "Telugu" } as const;
/** The sections of Sri Ramana's works, in reading order, with their titles. */
export const SECTIONS = { hymns: "Hymns to Arunachala", philosophy: "Works of teaching", songs: "Songs" } as const;

export const verseSchema = z
  .object({
    n: z.number().int().positive(),
    /** Ulladu Narpadu's two invocation verses stand before verse 1. */
    group: z.literal("invocation").optional(),
    /** Parts of a song (Atma Vidya Kirtanam). */
    part: z.enum(["pallavi", "anupallavi", "charanam"]).optional(),
    /** The original, typeset by us: only when two sources agree (originalSources lists both). */
    original: z.string().min(5).optional(),
    /** Where the text was read (for a rendering, at least one). */
    originalSources: z.array(sourceSchema).default([]),
    variants: z.string().optional(),
    /** Ekatma Panchakam: the Tamil version beside the Telugu original. */
    originalTamil: z.string().min(5).optional(),
    originalTamilSources: z.array(sourceSchema).optional(),
    /** Which form of the Tamil version is given (Ekatma Panchakam's kalivenba, with its link words). */
    originalTamilForm: z.string().min(10).optional(),
    /** Our own English, made from the original. */
    rendering: z.string().min(10).optional(),
    /** Why a verse is not given yet (no text of it found in a source we could check); said on the page. */
    pending: z.string().min(20).optional(),
    note: z.string().min(10).optional(),
    mentions: z.array(refSchema).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.rendering === !v.pending)
      ctx.addIssue({ code: "custom", path: ["rendering"], message: "a verse has either our rendering or, when its text has not been found, a pending note" });
    if (v.rendering && v.originalSources.length === 0)
      ctx.addIssue({ code: "custom", path: ["originalSources"], message: "a rendering names the text it was made from" });
    if (v.pending && (v.original || v.note))
      ctx.addIssue({ code: "custom", path: ["pending"], message: "a pending verse has no original or note" });
    if (v.original && v.originalSources.length < 2)
      ctx.addIssue({ code: "custom", path: ["originalSources"], message: "an original is printed only when checked in two sources" });
    if (v.originalTamil && (v.originalTamilSources?.length ?? 0) < 2)
      ctx.addIssue({ code: "custom", path: ["originalTamilSources"], message: "an original is printed only when checked in two sources" });
  });

export const workSchema = z
  .object({
    title: z.string().min(3),
    titleOriginal: z.string().min(2),
    titleMeaning: z.string().min(3),
    language: z.enum(["ta", "sa", "te"]),
    section: z.enum(["hymns", "philosophy", "songs"]),
    /** Order within its section. */
    order: z.number().int().positive(),
    /** Whether the work has a page of its own (Navamanimalai is read on the Stuti Panchakam page). */
    page: z.boolean().default(true),
    summary: z.string().min(50).max(200),
    /** When it was written, as a reader should see it ("1914", "February 1947"). */
    written: z.string().min(4),
    /** How many verses the work has; the verses given must number exactly this. */
    verseCount: z.number().int().nonnegative(),
    facts: z.array(sourcedSchema).min(2),
    metre: sourcedSchema.optional(),
    notByRamana: z
      .array(z.object({ what: z.string().min(20), author: z.string().min(3), sources: z.array(sourceSchema).min(1) }).strict())
      .default([]),
    /** A collection of other works (the Five Hymns). */
    contains: z.array(z.string()).optional(),
    /** Articles that discuss the work (slugs). */
    articles: z.array(z.string()).default([]),
    /** Places the work names, as references. */
    places: z.array(refSchema).default([]),
    verses: z.array(verseSchema).default([]),
  })
  .strict()
  .superRefine((w, ctx) => {
    if (w.verses.length !== w.verseCount)
      ctx.addIssue({ code: "custom", path: ["verses"], message: `has ${w.verses.length} verses, but verseCount says ${w.verseCount}` });
    const seen = new Set<string>();
    w.verses.forEach((v, i) => {
      const key = `${v.group ?? "v"}${v.n}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["verses", i, "n"], message: `verse ${key} appears twice` });
      seen.add(key);
    });
  });

export type Work = z.output<typeof workSchema>;
export type Verse = z.output<typeof verseSchema>;

/** A Markdown page whose address mirrors its file (content/site/teachings.md is /teachings). */
export const pageSchema = z
  .object({
    title: z.string().min(3),
    description: z.string().min(50).max(200),
    updated: isoDate,
    /** When the page's practical facts (hours, rules, routes, fares) were last checked against their sources; shown at the top. */
    checked: isoDate.optional(),
    /** Shorter breadcrumb label. */
    crumb: z.string().min(2).optional(),
    /** What a search result for the page is called ("Guide" unless said). */
    kind: z.string().min(3).default("Guide"),
    faqs: z.array(z.object({ question: z.string().min(10), answer: z.string().min(40) }).strict()).optional(),
    /** Where the page's facts were checked. */
    sources: z.array(sourcedSchema).optional(),
    /** Items the page links to, so that they link back. */
    refs: z.array(refSchema).default([]),
    /** The same page in another language: hreflang -> path. */
    alternates: z.record(z.enum(["en", "te"]), z.string().startsWith("/")).optional(),
    sitemap: z
      .object({ changefreq: z.enum(["daily", "weekly", "monthly", "yearly"]), priority: z.number().min(0).max(1) })
      .strict()
      .default({ changefreq: "yearly", priority: 0.6 }),
  })
  .strict();

export type Page = z.output<typeof pageSchema>;

/** Dated events with sources, shown inside other pages (a life, a temple's history). */
export const timelineSchema = z
  .object({
    title: z.string().min(3),
    events: z
      .array(
        z
          .object({
            /** 1879-12-30, 1896-09 or 1896; "c. 1900" is not a date. */
            date: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, "must be YYYY, YYYY-MM or YYYY-MM-DD"),
            text: z.string().min(20),
            sources: z.array(sourceSchema).min(1),
            differs: z.string().min(10).optional(),
            refs: z.array(refSchema).optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export type Timeline = z.output<typeof timelineSchema>;
