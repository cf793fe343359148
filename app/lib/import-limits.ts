/** Bulk import limits and columns (shared by the upload page and the import's checks; no parsing code, so the page stays light). */
export const MAX_IMPORT_BYTES = 1024 * 1024;
export const MAX_IMPORT_ROWS = 1000;
export type ImportKind = "houses" | "listings";

export const COLUMNS: Record<ImportKind, string[]> = {
  houses: ["slug", "name", "summary", "description", "capacity", "priceRupees", "amenities", "published"],
  listings: ["slug", "title", "summary", "description", "areaSqft", "priceRupees", "location", "documents", "published"],
};
