/** Sitemap, robots.txt and the Atom feed: pure builders over the site's pages. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
  changefreq?: string;
  priority?: number;
  /** Language alternates: hreflang -> path. */
  alternates?: Record<string, string>;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

const loc = (siteUrl: string, path: string) => escapeXml(`${siteUrl}${path === "/" ? "/" : path}`);

export function buildSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const parts = [`<loc>${loc(siteUrl, e.path)}</loc>`];
    if (e.lastmod) parts.push(`<lastmod>${e.lastmod}</lastmod>`);
    if (e.changefreq) parts.push(`<changefreq>${e.changefreq}</changefreq>`);
    if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`);
    for (const [lang, path] of Object.entries(e.alternates ?? {})) {
      parts.push(`<xhtml:link rel="alternate" hreflang="${lang}" href="${loc(siteUrl, path)}"/>`);
    }
    return `<url>${parts.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Crawlers stay out of admin, sign-in, order and search-result pages. */
export const ROBOTS_DISALLOW = ["/admin", "/auth", "/shop/success", "/server-error", "/articles?search=", "/*.data$"];

export function buildRobots(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export interface FeedItem {
  title: string;
  path: string;
  summary: string;
  category: string;
  published: string;
  updated?: string;
  author: string;
}

export function buildAtomFeed(siteUrl: string, feed: { title: string; subtitle: string }, items: FeedItem[]): string {
  const updated = items.map((i) => i.updated ?? i.published).sort().at(-1) ?? "1970-01-01";
  const entries = items.map(
    (i) => `<entry>
<title>${escapeXml(i.title)}</title>
<link href="${loc(siteUrl, i.path)}"/>
<id>${loc(siteUrl, i.path)}</id>
<published>${i.published}T00:00:00Z</published>
<updated>${i.updated ?? i.published}T00:00:00Z</updated>
<author><name>${escapeXml(i.author)}</name></author>
<category term="${escapeXml(i.category)}"/>
<summary>${escapeXml(i.summary)}</summary>
</entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">
<title>${escapeXml(feed.title)}</title>
<subtitle>${escapeXml(feed.subtitle)}</subtitle>
<link href="${siteUrl}/feed.xml" rel="self"/>
<link href="${siteUrl}/"/>
<id>${siteUrl}/</id>
<updated>${updated}T00:00:00Z</updated>
${entries.join("\n")}
</feed>
`;
}
