/**
 * Every redirect of spec §2 "Redirects", in one pure module. The server uses
 * it for document requests (real 301s with the exact Location); the client
 * router uses it for in-app navigation to an old or aliased path.
 *
 * Rules are applied to a fixed point, so a URL that several rules touch
 * (`/Teachings/Girivalam/` on the bare host) gets one redirect, not a chain.
 */
import { safeRedirectPath } from "./safe-redirect";

export interface RedirectRequest {
  pathname: string;
  search: string;
  /** Host header of the request (server only). */
  host?: string;
}

export interface RedirectOptions {
  /** The site's canonical origin (SITE_URL). A bare host is sent to its www form. */
  siteUrl?: string;
}

export interface Redirect {
  location: string;
  status: 301 | 302;
}

/** Exact path aliases (lower-case, no trailing slash). */
const ALIASES: Record<string, string> = {
  "/home": "/",
  "/index": "/",
  "/index.html": "/",
  "/telugu": "/telugu-topics",
  "/te": "/telugu-topics",
  "/te/telugu-topics": "/telugu-topics",
  "/spiritual-significance-arunachala": "/te/spiritual-significance-arunachala",
  "/places-to-visit-tiruvannamalai": "/te/places-to-visit-tiruvannamalai",
  "/teachings/girivalam": "/girivalam-guide",
  // Short addresses of Sri Ramana's works (spec §2).
  ...Object.fromEntries(
    (
      [
        ["hymns", "arunachala-ashtakam", ["ashtakam", "arunachala-ashtakam"]],
        ["hymns", "arunachala-pancharatnam", ["pancharatnam", "arunachala-pancharatnam"]],
        ["hymns", "arunachala-patikam", ["patikam", "arunachala-patikam"]],
        ["hymns", "stuti-panchakam", ["stuti-panchakam"]],
        ["philosophy", "ulladu-narpadu", ["ulladu-narpadu"]],
        ["philosophy", "upadesa-saram", ["upadesa-saram"]],
        ["philosophy", "ekatma-panchakam", ["ekatma-panchakam"]],
        ["songs", "atma-vidya-kirtanam", ["atma-vidya-kirtanam"]],
      ] as const
    ).flatMap(([section, slug, aliases]) => aliases.map((alias) => [`/ramana/${alias}`, `/ramana/${section}/${slug}`])),
  ),
};

/** One step of path rewriting; returns the input when no rule applies. */
function rewritePath(path: string): string {
  // Trailing slash removed except on the root.
  if (path.length > 1 && path.endsWith("/")) return path.replace(/\/+$/, "") || "/";
  // Paths are lower-case on this site (/Articles, /ARTICLES, /About, /Contact ...).
  const lower = path.toLowerCase();
  if (lower !== path) return lower;
  // `/about/index.html` style requests for a prerendered page.
  if (path.endsWith("/index.html") && path !== "/index.html") return path.slice(0, -"/index.html".length) || "/";
  const alias = ALIASES[path];
  if (alias) return alias;
  // Any other /teachings/* goes to the teachings hub (girivalam is an alias above).
  if (path.startsWith("/teachings/")) return "/teachings";
  // /masters/{name}: Ramana to /ramana, every other master to the gurus page.
  if (path === "/masters" || path.startsWith("/masters/")) {
    const name = path.slice("/masters/".length);
    return /(^|-)ramana(-|$)/.test(name) ? "/ramana" : "/gurus-of-arunachala";
  }
  return path;
}

/** Applies the path rules until nothing changes (bounded). */
export function canonicalPath(pathname: string): string {
  let path = pathname || "/";
  for (let i = 0; i < 8; i++) {
    const next = rewritePath(path);
    if (next === path) return path;
    path = next;
  }
  return path;
}

/** The www form of the site's host when the request came to the bare host, else null. */
function canonicalHostFor(requestHost: string | undefined, siteUrl: string | undefined): string | null {
  if (!requestHost || !siteUrl) return null;
  const site = new URL(siteUrl);
  if (!site.hostname.startsWith("www.")) return null;
  const bare = site.hostname.slice(4);
  const requested = requestHost.toLowerCase().replace(/:\d+$/, "");
  return requested === bare ? site.host : null;
}

/**
 * The redirect for a request, or null when it should be served as it is.
 * The query string is kept as it came (analytics may read tracking
 * parameters on arrival; the client removes them from the address bar).
 */
export function resolveRedirect(request: RedirectRequest, options: RedirectOptions = {}): Redirect | null {
  const params = new URLSearchParams(request.search);

  // `/?redirect=/some/path` (the static-host fallback form): go to that path
  // on this site. Anything that is not a same-site path is ignored.
  const target = params.get("redirect");
  if (target !== null && canonicalPath(request.pathname) === "/") {
    const safe = safeRedirectPath(target);
    if (safe) {
      const url = new URL(safe, "http://x.invalid");
      const path = canonicalPath(url.pathname);
      return { location: absolutise(`${path}${url.search}${url.hash}`, request, options), status: 302 };
    }
  }

  const path = canonicalPath(request.pathname);
  const host = canonicalHostFor(request.host, options.siteUrl);
  if (path === request.pathname && !host) return null;
  return { location: absolutise(`${path}${request.search}`, request, options), status: 301 };
}

function absolutise(pathAndQuery: string, request: RedirectRequest, options: RedirectOptions): string {
  const host = canonicalHostFor(request.host, options.siteUrl);
  if (!host || !options.siteUrl) return pathAndQuery;
  return `${new URL(options.siteUrl).protocol}//${host}${pathAndQuery}`;
}
