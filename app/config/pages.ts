/**
 * The site's hand-built pages (each with its own route module): with the
 * content collections (app/content/collections, decision 0016) they drive the
 * route table, the navigation (only links to pages that exist are shown),
 * the sitemap and prerendering. Content pages join the site by adding a file
 * to a collection, not an entry here.
 */
export interface PageEntry {
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Route id, needed only when several pages share one route module. */
  id?: string;
  /** Prerender to static HTML at build. */
  prerender: boolean;
  /** List in the sitemap (and how much it changes). */
  sitemap?: { changefreq: "daily" | "weekly" | "monthly" | "yearly"; priority: number };
}

export const PAGES: PageEntry[] = [
  { path: "/", file: "routes/home.tsx", prerender: true, sitemap: { changefreq: "daily", priority: 1 } },
  { path: "/articles", file: "routes/articles.tsx", prerender: true, sitemap: { changefreq: "weekly", priority: 0.9 } },
  { path: "/about", file: "routes/about.tsx", prerender: true, sitemap: { changefreq: "yearly", priority: 0.5 } },
  { path: "/content-strategy", file: "routes/content-strategy.tsx", prerender: true, sitemap: { changefreq: "yearly", priority: 0.4 } },
  { path: "/spiritual-calendars", file: "routes/spiritual-calendars.tsx", prerender: false, sitemap: { changefreq: "daily", priority: 0.9 } },
  { path: "/panchang", file: "routes/panchang.tsx", id: "panchang-today", prerender: false, sitemap: { changefreq: "daily", priority: 0.7 } },
  { path: "/full-moon-events", file: "routes/full-moon-events.tsx", prerender: false, sitemap: { changefreq: "weekly", priority: 0.8 } },
  { path: "/karthigai-deepam", file: "routes/karthigai-deepam-next.tsx", prerender: false, sitemap: { changefreq: "weekly", priority: 0.8 } },
  { path: "/karthigai-deepam-2025", file: "routes/karthigai-deepam.tsx", prerender: true, sitemap: { changefreq: "monthly", priority: 0.8 } },
  { path: "/girivalam-guide", file: "routes/girivalam-guide.tsx", prerender: false, sitemap: { changefreq: "weekly", priority: 0.9 } },
  { path: "/quiz", file: "routes/quiz.tsx", prerender: false, sitemap: { changefreq: "monthly", priority: 0.5 } },
  { path: "/pilgrimage-planner", file: "routes/pilgrimage-planner.tsx", prerender: false, sitemap: { changefreq: "monthly", priority: 0.8 } },
  { path: "/girivalam-tracker", file: "routes/girivalam-tracker.tsx", prerender: true, sitemap: { changefreq: "monthly", priority: 0.8 } },
  { path: "/arunachala-videos", file: "routes/arunachala-videos.tsx", prerender: true, sitemap: { changefreq: "monthly", priority: 0.7 } },
  { path: "/arunachala-chanting", file: "routes/arunachala-chanting.tsx", prerender: true, sitemap: { changefreq: "yearly", priority: 0.7 } },
  { path: "/contact", file: "routes/contact.tsx", prerender: false, sitemap: { changefreq: "yearly", priority: 0.4 } },
  { path: "/shop", file: "routes/shop/index.tsx", prerender: false, sitemap: { changefreq: "weekly", priority: 0.6 } },
  { path: "/shop/checkout", file: "routes/shop/checkout.tsx", prerender: false },
  { path: "/shop/success", file: "routes/shop/success.tsx", prerender: false },
  { path: "/earth-grace", file: "routes/stays/index.tsx", prerender: false, sitemap: { changefreq: "weekly", priority: 0.6 } },
  { path: "/soil-grace", file: "routes/property/index.tsx", prerender: false, sitemap: { changefreq: "weekly", priority: 0.5 } },
  { path: "/auth", file: "routes/auth.tsx", prerender: false },
  { path: "/auth/forgot", file: "routes/auth-forgot.tsx", prerender: false },
  { path: "/auth/reset", file: "routes/auth-reset.tsx", prerender: false },
  { path: "/auth/verify", file: "routes/auth-verify.tsx", prerender: false },
  { path: "/admin/earth-grace", file: "routes/admin/earth-grace.tsx", prerender: false },
  { path: "/admin/bulk-import", file: "routes/admin/bulk-import.tsx", prerender: false },
  { path: "/server-error", file: "routes/server-error.tsx", prerender: false },
];
