/** The nine article categories of spec §3, in the spec's order. */
export const CATEGORIES = [
  "History & Legends",
  "Sacred Sites",
  "Spiritual Significance",
  "Arunachala in Scriptures",
  "Pilgrimage Guide",
  "Mythology",
  "Saints & Sages",
  "Spiritual Teachings",
  "Mystical Experiences",
] as const;

export type Category = (typeof CATEGORIES)[number];
export const ALL = "All" as const;

/** URL form of a category: "History & Legends" -> "history-legends". */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function categoryFromSlug(slug: string | null | undefined): Category | null {
  if (!slug) return null;
  return CATEGORIES.find((c) => categorySlug(c) === slug) ?? null;
}

/** The category's illustration (made at build by scripts/images.ts). */
export function categoryImage(category: Category): string {
  return `/uploads/categories/${categorySlug(category)}.webp`;
}
