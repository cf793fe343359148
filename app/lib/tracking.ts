/** Tracking parameters (spec §5): never in canonical, share or internal links. */
const EXACT = new Set(["fbclid", "gclid", "_gl"]);
const PREFIXES = ["utm_", "mc_"];

export function isTrackingParam(name: string): boolean {
  const key = name.toLowerCase();
  return EXACT.has(key) || PREFIXES.some((p) => key.startsWith(p));
}

/** Returns the query string (with leading "?", or "") without tracking parameters. */
export function stripTrackingParams(search: string | URLSearchParams): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) {
    if (isTrackingParam(name)) params.delete(name);
  }
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

export function hasTrackingParams(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some(isTrackingParam);
}
