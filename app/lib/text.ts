/**
 * Text rules of spec §5: lengths for summaries and snippets, cut at a word
 * boundary, and emoji swapped for the site's own icons.
 */
export const LIMITS = {
  metaSummary: 300,
  metaDescription: 160,
  socialDescription: 200,
  cardSnippet: 200,
  fullMoonDescription: 100,
} as const;

const ELLIPSIS = "…";

/** Collapses runs of white space to one space and trims. */
export function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Cuts `text` to at most `max` characters (ellipsis included), at the last
 * word boundary that fits; trailing punctuation before the ellipsis is dropped.
 * Text that fits is returned unchanged (white space squashed).
 */
export function truncateAtWord(text: string, max: number): string {
  const clean = squash(text);
  if (clean.length <= max) return clean;
  const room = max - ELLIPSIS.length;
  const slice = clean.slice(0, room + 1);
  const lastSpace = slice.lastIndexOf(" ");
  // A single word longer than the room is cut hard rather than dropped.
  const cut = lastSpace > room / 2 ? slice.slice(0, lastSpace) : clean.slice(0, room);
  return `${cut.replace(/[\s,;:.\-–—!?]+$/u, "")}${ELLIPSIS}`;
}

export const metaSummary = (text: string) => truncateAtWord(text, LIMITS.metaSummary);
export const metaDescription = (text: string) => truncateAtWord(text, LIMITS.metaDescription);
export const socialDescription = (text: string) => truncateAtWord(text, LIMITS.socialDescription);
export const cardSnippet = (text: string) => truncateAtWord(text, LIMITS.cardSnippet);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/**
 * Plain text from an HTML fragment (for search indexes, summaries and word
 * counts). A heading without closing punctuation gets a full stop, so it does
 * not run into the paragraph after it in a search snippet.
 */
export function htmlToText(html: string): string {
  return squash(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
      .replace(/([^.!?:;\s>])(\s*<\/h[1-6]>)/gi, "$1.$2")
      .replace(/<[^>]+>/g, " ")
      .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (m, e: string) => {
        if (e.startsWith("#x")) return String.fromCodePoint(parseInt(e.slice(2), 16));
        if (e.startsWith("#") && e !== "#39") return String.fromCodePoint(parseInt(e.slice(1), 10));
        return ENTITIES[e.toLowerCase()] ?? m;
      }),
  );
}

export function wordCount(text: string): number {
  const t = squash(text);
  return t ? t.split(" ").length : 0;
}

/** Minutes to read at 200 words a minute, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}

/* ---------------------------------------------------------------- emoji --- */

/** The site's own icons that stand in for emoji (names of lucide icons). */
export type IconName =
  | "hand-heart" | "flame" | "moon" | "sun" | "mountain" | "flower" | "sparkles" | "star"
  | "heart" | "calendar" | "map-pin" | "clock" | "droplet" | "footprints" | "landmark" | "music" | "book-open";

const EMOJI_ICONS: Array<[RegExp, IconName, string]> = [
  [/^🙏/u, "hand-heart", "prayer"],
  [/^🔥/u, "flame", "fire"],
  [/^🪔/u, "flame", "lamp"],
  [/^[🌕🌝]/u, "moon", "full moon"],
  [/^[🌙🌛🌜🌑]/u, "moon", "moon"],
  [/^[☀🌅🌄]/u, "sun", "sun"],
  [/^[⛰🏔🗻]/u, "mountain", "mountain"],
  [/^[🌸🪷🌺🌼]/u, "flower", "flower"],
  [/^[✨💫]/u, "sparkles", "sparkles"],
  [/^[⭐🌟]/u, "star", "star"],
  [/^[❤💛🧡💖]/u, "heart", "love"],
  [/^[📅🗓]/u, "calendar", "calendar"],
  [/^📍/u, "map-pin", "location"],
  [/^[⏰🕰⌚]/u, "clock", "time"],
  [/^💧/u, "droplet", "water"],
  [/^[🚶👣]/u, "footprints", "walking"],
  [/^[🛕🕉]/u, "landmark", "temple"],
  [/^[🎵🎶🔔]/u, "music", "chant"],
  [/^[📖📚📜]/u, "book-open", "scripture"],
];

export type TextSegment = string | { icon: IconName; label: string };

// An emoji: a pictographic character with any modifiers, variation selectors and joiners.
const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic})*\uFE0F?/gu;

/** Splits text into plain runs and icons; unknown emoji become a decorative sparkle. */
export function swapEmoji(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(EMOJI)) {
    const index = match.index ?? 0;
    if (index > last) out.push(text.slice(last, index));
    const found = EMOJI_ICONS.find(([re]) => re.test(match[0]));
    out.push(found ? { icon: found[1], label: found[2] } : { icon: "sparkles", label: "" });
    last = index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Text with every emoji removed (for titles, meta tags and feeds, where no icon can go). */
export function stripEmoji(text: string): string {
  return squash(text.replace(EMOJI, " "));
}
