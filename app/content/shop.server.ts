/** The shop's catalogue (content/shop/products.yaml), validated at load; its stock is synced into the database once per process. */
import { parse } from "yaml";
import { z } from "zod";
import text from "../../content/shop/products.yaml?raw";
import { db } from "~/db/database.server";
import { stockLevels } from "~/db/shop.server";
import { PRODUCT_KINDS } from "~/lib/shop";
import { describeIssues } from "./article-schema";
import { ContentError } from "./articles.server";


const productSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(3).max(80),
    kind: z.enum(PRODUCT_KINDS),
    pricePaise: z.number().int().positive(),
    stock: z.number().int().min(0),
    summary: z.string().min(20).max(160),
    description: z.string().min(80).max(800),
  })
  .strict();
export type Product = z.infer<typeof productSchema>;

let catalogue: Product[] | null = null;
export function allProducts(): Product[] {
  if (!catalogue) {
    const parsed = z.array(productSchema).min(1).safeParse(parse(text));
    if (!parsed.success) throw new ContentError(describeIssues("content/shop/products.yaml", parsed.error));
    catalogue = parsed.data;
  }
  return catalogue;
}

/** The products with their current stock (the server brought the database in line with the catalogue at start: initSite). */
export async function productsWithStock(): Promise<(Product & { available: number })[]> {
  const stock = await stockLevels(db());
  return allProducts().map((p) => ({ ...p, available: stock.get(p.slug) ?? 0 }));
}
