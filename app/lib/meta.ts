/**
 * The one metadata builder every route uses (spec §3 "Page metadata inputs").
 * Pure: takes the page's inputs and the site origin, returns React Router meta
 * descriptors (title, description, canonical, hreflang, Open Graph, Twitter,
 * keywords, article info and JSON-LD).
 */
import type { MetaDescriptor } from "react-router";
import { SITE, type Language } from "~/config/site";
import { stripTrackingParams } from "./tracking";
import { metaDescription, socialDescription, stripEmoji } from "./text";

export interface MetaImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ArticleInfo {
  published: string;
  modified?: string;
  author: string;
  section: string;
  tags: string[];
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** The page's path ("slug" in the spec), e.g. "/articles/essential-guide-girivalam". */
  path: string;
  language?: Language;
  /** The same page in the other language, when one exists. */
  alternate?: { language: Language; path: string };
  keywords?: readonly string[];
  image?: MetaImage;
  type?: "website" | "article";
  siteName?: string;
  article?: ArticleInfo;
  /** Extra JSON-LD nodes for this page (Article, FAQPage, ...). */
  structuredData?: Array<Record<string, unknown>>;
  /** Keep out of search indexes (error pages, search results). */
  noindex?: boolean;
}

const OG_LOCALE: Record<Language, string> = { en: "en_IN", te: "te_IN" };
const HREFLANG: Record<Language, string> = { en: "en", te: "te" };

/** Absolute URL on the site for a path (tracking parameters removed, no trailing slash). */
export function absoluteUrl(siteUrl: string, path: string): string {
  const url = new URL(path, `${siteUrl}/`);
  const clean = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  return `${siteUrl}${clean}${stripTrackingParams(url.search)}`;
}

/** `html lang` for a path: Telugu pages are "te", everything else en-IN. */
export function htmlLang(pathname: string): string {
  return pathname === "/te" || pathname.startsWith("/te/") ? "te" : SITE.locale;
}

export function documentTitle(title: string, siteName: string = SITE.name): string {
  const clean = stripEmoji(title);
  return clean.includes(siteName) ? clean : `${clean} | ${siteName}`;
}

/** The site-wide graph: WebSite with its SearchAction, the Organization, and the place. */
export function siteGraph(siteUrl: string): Array<Record<string, unknown>> {
  const { location, rating } = SITE;
  return [
    {
      "@type": "WebSite",
      "@id": `${siteUrl}/#website`,
      url: `${siteUrl}/`,
      name: SITE.name,
      description: SITE.description,
      inLanguage: ["en-IN", "te"],
      publisher: { "@id": `${siteUrl}/#organization` },
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/articles?search={query}` },
        "query-input": "required name=query",
      },
    },
    {
      "@type": "Organization",
      "@id": `${siteUrl}/#organization`,
      name: SITE.name,
      url: `${siteUrl}/`,
      logo: { "@type": "ImageObject", url: `${siteUrl}/icon-512.png`, width: 512, height: 512 },
    },
    {
      "@type": ["TouristAttraction", "Mountain"],
      "@id": `${siteUrl}/#arunachala`,
      name: "Arunachala",
      alternateName: ["Annamalai", "Arunachala Hill"],
      description: "The sacred hill of Tiruvannamalai, worshipped as Shiva, around which pilgrims walk the Girivalam path.",
      availableLanguage: [...SITE.languagesSpoken],
      currenciesAccepted: SITE.currency,
      address: {
        "@type": "PostalAddress",
        addressLocality: location.city,
        addressRegion: location.state,
        addressCountry: location.countryCode,
      },
      geo: { "@type": "GeoCoordinates", latitude: location.latitude, longitude: location.longitude },
      containedInPlace: {
        "@type": "City",
        name: location.city,
        geo: { "@type": "GeoCoordinates", latitude: location.latitude, longitude: location.longitude },
        address: { "@type": "PostalAddress", addressRegion: location.region, addressCountry: location.countryCode },
      },
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: rating.value,
        reviewCount: rating.count,
        bestRating: rating.best,
      },
    },
  ];
}

export function buildMeta(input: PageMetaInput, siteUrl: string): MetaDescriptor[] {
  const language = input.language ?? "en";
  const siteName = input.siteName ?? SITE.name;
  const url = absoluteUrl(siteUrl, input.path);
  const title = documentTitle(input.title, siteName);
  const plainTitle = stripEmoji(input.title);
  const description = metaDescription(stripEmoji(input.description));
  const social = socialDescription(stripEmoji(input.description));
  const image = input.image ?? SITE.defaultImage;
  const imageUrl = absoluteUrl(siteUrl, image.src);
  const type = input.type ?? "website";

  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: plainTitle },
    { property: "og:description", content: social },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALE[language] },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: plainTitle },
    { name: "twitter:description", content: social },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];

  if (input.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  if (input.keywords?.length) meta.push({ name: "keywords", content: input.keywords.join(", ") });

  if (input.alternate) {
    const alt = input.alternate;
    const enPath = language === "en" ? input.path : alt.path;
    meta.push(
      { tagName: "link", rel: "alternate", hrefLang: HREFLANG[language], href: url },
      { tagName: "link", rel: "alternate", hrefLang: HREFLANG[alt.language], href: absoluteUrl(siteUrl, alt.path) },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(siteUrl, enPath) },
      { property: "og:locale:alternate", content: OG_LOCALE[alt.language] },
    );
  }

  if (input.article) {
    const a = input.article;
    meta.push(
      { property: "article:published_time", content: a.published },
      { property: "article:modified_time", content: a.modified ?? a.published },
      { property: "article:author", content: a.author },
      { property: "article:section", content: a.section },
      ...a.tags.map((tag) => ({ property: "article:tag", content: tag })),
    );
  }

  const graph = [...siteGraph(siteUrl), ...(input.structuredData ?? [])];
  meta.push({ "script:ld+json": { "@context": "https://schema.org", "@graph": graph } });
  return meta;
}

/** schema.org Article for an article page. */
export function articleJsonLd(
  siteUrl: string,
  a: { title: string; description: string; path: string; image: MetaImage; info: ArticleInfo; wordCount: number },
): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, a.path);
  return {
    "@type": "Article",
    "@id": `${url}#article`,
    headline: stripEmoji(a.title),
    description: metaDescription(a.description),
    url,
    mainEntityOfPage: url,
    image: { "@type": "ImageObject", url: absoluteUrl(siteUrl, a.image.src), width: a.image.width, height: a.image.height },
    datePublished: a.info.published,
    dateModified: a.info.modified ?? a.info.published,
    author: { "@type": "Organization", name: a.info.author, url: `${siteUrl}/about` },
    publisher: { "@id": `${siteUrl}/#organization` },
    articleSection: a.info.section,
    keywords: a.info.tags.join(", "),
    wordCount: a.wordCount,
    inLanguage: "en-IN",
    about: { "@id": `${siteUrl}/#arunachala` },
  };
}

/** schema.org FAQPage for an answer-engine block. */
export function faqJsonLd(faqs: ReadonlyArray<{ question: string; answer: string }>): Record<string, unknown> {
  return {
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
