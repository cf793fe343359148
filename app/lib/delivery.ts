/**
 * How a page is delivered to the browser (decision 0014).
 *
 * - "app": the whole React Router app hydrates (forms, calendar, tracker, shop, admin).
 * - "static": a reading page. Server-rendered HTML with no framework JavaScript,
 *   only the small enhancement module (theme, menus, share, image fallback,
 *   service worker). Links between such pages are ordinary page loads, made
 *   instant by speculation rules.
 * - "islands": a static page whose few interactive parts hydrate one by one
 *   (see app/islands/), each when it is about to be seen.
 *
 * A route declares it with `export const handle = STATIC_PAGE` (or ISLANDS_PAGE);
 * without a handle a route is "app".
 */
const DELIVERIES = ["app", "static", "islands"] as const;
export type Delivery = (typeof DELIVERIES)[number];

export interface DeliveryHandle {
  delivery: Delivery;
}

export const STATIC_PAGE: DeliveryHandle = { delivery: "static" };
export const ISLANDS_PAGE: DeliveryHandle = { delivery: "islands" };

function isDeliveryHandle(handle: unknown): handle is DeliveryHandle {
  return typeof handle === "object" && handle !== null && (DELIVERIES as readonly unknown[]).includes((handle as DeliveryHandle).delivery);
}

/** The delivery of the deepest matched route that declares one; "app" when none does. */
export function deliveryOf(matches: ReadonlyArray<{ handle?: unknown } | undefined>): Delivery {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isDeliveryHandle(handle)) return handle.delivery;
  }
  return "app";
}

/**
 * Speculation rules for static pages: same-site page links are prerendered
 * when the reader shows intent (hover, or pointer down on a phone), so the
 * next reading page appears at once. Forms, accounts, admin, the shop's
 * checkout and files are left alone.
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/*.*" } },
          { not: { href_matches: "/admin/*" } },
          { not: { href_matches: "/auth*" } },
          { not: { href_matches: "/shop/*" } },
          { not: { href_matches: "/calendar/*" } },
          { not: { selector_matches: "[rel~=nofollow], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/** The islands of a rendered page that wake as it loads (their markers: name, then when; see app/islands/island.tsx). */
export function islandsAtLoad(html: string): string[] {
  return [...html.matchAll(/data-island="([a-z0-9-]+)" data-when="load"/g)].map((m) => m[1]!);
}
