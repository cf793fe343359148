/** Breadcrumbs (spec §2 Layout, §3 Breadcrumb item): pure, built from the path. */
export interface BreadcrumbItem {
  label: string;
  href: string;
  current: boolean;
}

/** Labels for path segments whose title-cased slug would read badly. */
export const SEGMENT_LABELS: Record<string, string> = {
  articles: "Articles",
  about: "About",
  contact: "Contact",
  "content-strategy": "Editorial Principles",
  "gurus-of-arunachala": "Gurus of Arunachala",
  "temple-guide": "Temple Guide",
  "travel-guide": "Travel Guide",
  "pilgrimage-planner": "Pilgrimage Planner",
  "karthigai-deepam": "Karthigai Deepam",
  "karthigai-deepam-2025": "Karthigai Deepam 2025",
  teachings: "Teachings",
  ramana: "Sri Ramana",
  festivals: "Festivals",
  "spiritual-calendars": "Sacred Calendar",
  "full-moon-events": "Full Moon Events",
  panchang: "Daily Panchang",
  "ritual-guide": "Ritual Guide",
  quiz: "Spiritual Quiz",
  "girivalam-guide": "Girivalam Guide",
  "arunachala-videos": "Videos",
  admin: "Administration",
  auth: "Sign in",
  shop: "Shop",
  "earth-grace": "Earth Grace",
  "soil-grace": "Soil Grace",
  "arunachala-chanting": "Chanting",
  "girivalam-tracker": "Girivalam Tracker",
  te: "తెలుగు",
  "server-error": "Server Error",
};

/** Segments whose own path is not a page: their crumb links elsewhere. */
const SEGMENT_HREFS: Record<string, string> = { te: "/telugu-topics", festivals: "/karthigai-deepam-2025", admin: "/admin/earth-grace" };

export function segmentLabel(segment: string): string {
  const known = SEGMENT_LABELS[segment];
  if (known) return known;
  const words = decodeURIComponent(segment).split("-").filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
}

/**
 * Home first, then one crumb per path segment; the last is the current page
 * and takes `currentLabel` (the page's own title) when given. Returns [] on
 * the home page and whenever there would be one level or fewer.
 */
export function buildBreadcrumbs(pathname: string, currentLabel?: string): BreadcrumbItem[] {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  const items: BreadcrumbItem[] = [{ label: "Home", href: "/", current: false }];
  segments.forEach((segment, i) => {
    const path = `/${segments.slice(0, i + 1).join("/")}`;
    const last = i === segments.length - 1;
    const href = last ? path : (SEGMENT_HREFS[segment] ?? path);
    // A section whose page is this very page (/admin is /admin/earth-grace) is not named twice.
    if (!last && href === pathname.replace(/\/+$/, "")) return;
    items.push({ label: last && currentLabel ? currentLabel : segmentLabel(segment), href, current: last });
  });
  return items.length <= 1 ? [] : items;
}

/** schema.org BreadcrumbList for the crumbs, with absolute URLs. */
export function breadcrumbJsonLd(items: BreadcrumbItem[], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.label,
      item: `${siteUrl}${item.href === "/" ? "/" : item.href}`,
    })),
  };
}
