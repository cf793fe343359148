/**
 * Cache-Control values for rendered pages (see docs/decisions/0012).
 *
 * A page is private unless its route says otherwise: only a page that is the
 * same for every visitor may be kept by a shared cache (a CDN, or the
 * server's own render cache), and a route that reads the session must never
 * claim that.
 */

/** The default for a rendered page: the browser may keep it but must ask again; no shared cache keeps it. */
export const PRIVATE_PAGE = "private, no-cache";

/** Accounts, orders and administration: kept nowhere. */
export const NO_STORE = "private, no-store";

/** A page that is the same for everyone: browsers revalidate, shared caches keep it five minutes. */
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=300";
