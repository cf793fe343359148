/**
 * The shape of an article (spec §3 "Article"), checked when content loads at
 * build: a bad file stops the build with its name and the field at fault.
 */
import { z } from "zod";
import { CATEGORIES, categoryImage } from "./categories.ts";

const isoDate = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-11-22"));

export const articleFrontmatterSchema = z
  .object({
    id: z.string().min(1).optional(),
    title: z.string().min(5).max(120),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
    order: z.number().int().positive(),
    category: z.enum(CATEGORIES),
    excerpt: z.string().min(60).max(260),
    featured: z.boolean(),
    featuredImage: z.string().regex(/^\/uploads\/[\w/.-]+\.(webp|png)$/, "must be a path under /uploads ending in .webp or .png"),
    published: isoDate,
    updated: isoDate.optional(),
    author: z.string().min(2),
    tags: z.array(z.string().min(2)).min(1).max(12),
    seo: z.object({
      title: z.string().min(10).max(70),
      description: z.string().min(50).max(200),
      keywords: z.array(z.string().min(2)).min(1).max(15),
    }),
    scriptureReferences: z.array(z.string().min(3)).optional(),
    verses: z.array(z.string().min(3)).optional(),
    faqs: z.array(z.object({ question: z.string().min(5), answer: z.string().min(10) })).optional(),
  })
  .strict()
  .superRefine((fm, ctx) => {
    if (fm.featuredImage !== categoryImage(fm.category) && !fm.featuredImage.startsWith("/uploads/articles/")) {
      ctx.addIssue({
        code: "custom",
        path: ["featuredImage"],
        message: `must be the category image ${categoryImage(fm.category)} or an image under /uploads/articles/`,
      });
    }
  });

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

/** An article as the site uses it. `content` is sanitised HTML. */
export interface Article extends Omit<ArticleFrontmatter, "id"> {
  id: string;
  content: string;
  /** The title as safe HTML, emoji swapped for icons. */
  titleHtml: string;
  text: string;
  wordCount: number;
  readingMinutes: number;
}

/** The fields a card needs (what listing pages send to the browser). */
export type ArticleCard = Pick<Article, "id" | "slug" | "title" | "category" | "excerpt" | "featured" | "featuredImage">;

export function toCard(a: Article): ArticleCard {
  return { id: a.id, slug: a.slug, title: a.title, category: a.category, excerpt: a.excerpt, featured: a.featured, featuredImage: a.featuredImage };
}

/** Formats zod issues as "file: field: message" lines. */
export function describeIssues(file: string, error: z.ZodError): string {
  return error.issues.map((i) => `${file}: ${i.path.join(".") || "(frontmatter)"}: ${i.message}`).join("\n");
}
