/** Property listings (pure): document statuses and areas. The forms' checks are in forms/property.server.ts. */

export const DOCUMENT_STATUSES = ["verified", "pending", "not-verified"] as const;
export const DOCUMENT_LABELS: Record<(typeof DOCUMENT_STATUSES)[number], string> = {
  verified: "Title documents verified",
  pending: "Documents being verified",
  "not-verified": "Documents not yet verified: ask before you commit",
};

/** 1,20,000 sq ft (2.75 acres) */
export function formatArea(sqft: number): string {
  const acres = sqft / 43_560;
  return `${sqft.toLocaleString("en-IN")} sq ft (${acres >= 1 ? `${acres.toFixed(2)} acres` : `${(sqft / 435.6).toFixed(1)} cents`})`;
}
