/**
 * Normalises the SITE_URL setting: an absolute http(s) origin with no trailing
 * slash. Used at build time (canonical links baked into prerendered pages) and
 * at start-up (the canonical-host redirect).
 */
export const DEFAULT_SITE_URL = "http://localhost:3000";

export function resolveSiteUrl(raw: string | undefined): string {
  const value = raw?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://www.example.org (got "${value}")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`SITE_URL must use http or https (got "${value}")`);
  }
  return url.origin;
}
