/**
 * Article helpers of spec §7 and the home page's featured rule (spec §9).
 * Pure functions over a list of articles (or cards), in listing order.
 */
import { ALL, CATEGORIES, type Category } from "~/content/categories";

interface HasCategory {
  category: Category;
  featured: boolean;
  slug: string;
}

/** Categories present in the list, in the spec's order, with "All" first. */
export function getCategories<T extends HasCategory>(articles: readonly T[]): Array<typeof ALL | Category> {
  const present = new Set(articles.map((a) => a.category));
  return [ALL, ...CATEGORIES.filter((c) => present.has(c))];
}

/** Articles of one category; "All" returns them all. */
export function getArticlesByCategory<T extends HasCategory>(articles: readonly T[], category: string): T[] {
  return category === ALL ? [...articles] : articles.filter((a) => a.category === category);
}

/** One article by slug, or undefined. */
export function getArticleBySlug<T extends HasCategory>(articles: readonly T[], slug: string): T | undefined {
  return articles.find((a) => a.slug === slug);
}

/**
 * The home page's Sacred Wisdom selection: at most `limit` articles, one per
 * category (categories in the spec's order), taking the first article flagged
 * featured in each category, else that category's first article.
 */
export function selectFeatured<T extends HasCategory>(articles: readonly T[], limit = 3): T[] {
  const picks: T[] = [];
  for (const category of CATEGORIES) {
    if (picks.length >= limit) break;
    const inCategory = articles.filter((a) => a.category === category);
    const pick = inCategory.find((a) => a.featured) ?? inCategory[0];
    if (pick) picks.push(pick);
  }
  return picks;
}

/** Lower-case, accents removed: what the search compares. */
export function normalise(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Related articles: same category first, then shared tags, excluding the article itself. */
export function relatedArticles<T extends HasCategory & { tags: readonly string[] }>(articles: readonly T[], current: T, limit = 3): T[] {
  return articles
    .filter((a) => a.slug !== current.slug)
    .map((a, index) => ({
      a,
      index,
      score: (a.category === current.category ? 3 : 0) + a.tags.filter((t) => current.tags.includes(t)).length,
    }))
    .filter((x) => x.score > 0)
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .slice(0, limit)
    .map((x) => x.a);
}
