import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl, articleJsonLd, buildMeta, documentTitle, faqJsonLd, htmlLang } from "./meta";

const SITE_URL = "https://www.example.org";
const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as { content: string; href: string } | undefined;

describe("buildMeta", () => {
  const long = "Walk the fourteen kilometres around the holy hill ".repeat(8);
  const meta = buildMeta(
    {
      title: "Girivalam Guide",
      description: long,
      path: "/articles/essential-guide-girivalam?utm_source=x",
      keywords: ["girivalam", "arunachala"],
      image: { src: "/uploads/og/x.jpg", alt: "The hill", width: 1200, height: 630 },
      type: "article",
      article: { published: "2026-11-22", author: "Editors", section: "Pilgrimage Guide", tags: ["girivalam", "pournami"] },
    },
    SITE_URL,
  );

  it("sets the title with the site name", () => expect(meta[0]).toEqual({ title: "Girivalam Guide | Arunachala Guide" }));

  it("cuts the description at 160 and the social description at 200", () => {
    expect(find(meta, "name", "description")!.content.length).toBeLessThanOrEqual(160);
    expect(find(meta, "property", "og:description")!.content.length).toBeLessThanOrEqual(200);
    expect(find(meta, "property", "og:description")!.content.length).toBeGreaterThan(160);
  });

  it("has a canonical URL on the site without tracking parameters", () => {
    expect(find(meta, "rel", "canonical")?.href).toBe("https://www.example.org/articles/essential-guide-girivalam");
    expect(find(meta, "property", "og:url")?.content).toBe("https://www.example.org/articles/essential-guide-girivalam");
  });

  it("has Open Graph, Twitter, keywords and article info", () => {
    expect(find(meta, "property", "og:type")?.content).toBe("article");
    expect(find(meta, "property", "og:image")?.content).toBe("https://www.example.org/uploads/og/x.jpg");
    expect(find(meta, "property", "og:image:alt")?.content).toBe("The hill");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "keywords")?.content).toBe("girivalam, arunachala");
    expect(find(meta, "property", "article:section")?.content).toBe("Pilgrimage Guide");
    expect(meta.filter((m) => (m as Record<string, string>).property === "article:tag")).toHaveLength(2);
  });

  it("has no hreflang links without a counterpart", () => {
    expect(meta.some((m) => (m as Record<string, string>).hrefLang)).toBe(false);
  });

  it("declares the site graph: WebSite with SearchAction, Organization and the place", () => {
    const ld = meta.find((m) => "script:ld+json" in m) as { "script:ld+json": { "@graph": Array<Record<string, any>> } };
    const graph = ld["script:ld+json"]["@graph"];
    const site = graph.find((n) => n["@type"] === "WebSite")!;
    expect(site.potentialAction.target.urlTemplate).toBe("https://www.example.org/articles?search={query}");
    expect(graph.find((n) => n["@type"] === "Organization")).toBeTruthy();
    const place = graph.find((n) => Array.isArray(n["@type"]) && n["@type"].includes("TouristAttraction"))!;
    expect(place.geo).toEqual({ "@type": "GeoCoordinates", latitude: 12.2253, longitude: 79.0747 });
    expect(place.containedInPlace.address.addressRegion).toBe("IN-TN");
    expect(place.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 1247, bestRating: 5 });
  });
});

describe("buildMeta with a Telugu counterpart", () => {
  it("adds en, te and x-default alternates", () => {
    const meta = buildMeta(
      { title: "గిరివలం", description: "తెలుగు", path: "/te/girivalam-guide", language: "te", alternate: { language: "en", path: "/girivalam-guide" } },
      SITE_URL,
    );
    const alternates = meta.filter((m) => (m as Record<string, string>).rel === "alternate") as Array<Record<string, string>>;
    expect(alternates.map((a) => [a.hrefLang, a.href])).toEqual([
      ["te", "https://www.example.org/te/girivalam-guide"],
      ["en", "https://www.example.org/girivalam-guide"],
      ["x-default", "https://www.example.org/girivalam-guide"],
    ]);
    expect(find(meta, "property", "og:locale")?.content).toBe("te_IN");
  });
});

describe("helpers", () => {
  it("absoluteUrl removes a trailing slash but keeps the root", () => {
    expect(absoluteUrl(SITE_URL, "/about/")).toBe("https://www.example.org/about");
    expect(absoluteUrl(SITE_URL, "/")).toBe("https://www.example.org/");
    expect(absoluteUrl(SITE_URL, "/articles?search=x&fbclid=1")).toBe("https://www.example.org/articles?search=x");
  });
  it("htmlLang is te only under /te", () => {
    expect(htmlLang("/te/girivalam-guide")).toBe("te");
    expect(htmlLang("/telugu-topics")).toBe("en-IN");
    expect(htmlLang("/")).toBe("en-IN");
  });
  it("documentTitle strips emoji and does not repeat the site name", () => {
    expect(documentTitle("🔥 Deepam")).toBe("Deepam | Arunachala Guide");
    expect(documentTitle("Arunachala Guide")).toBe("Arunachala Guide");
  });
  it("articleJsonLd and faqJsonLd", () => {
    const a = articleJsonLd(SITE_URL, {
      title: "T",
      description: "D",
      path: "/articles/t",
      image: { src: "/i.webp", alt: "", width: 1200, height: 750 },
      info: { published: "2026-11-22", author: "E", section: "Mythology", tags: ["a"] },
      wordCount: 1000,
    });
    expect(a).toMatchObject({ "@type": "Article", headline: "T", dateModified: "2026-11-22", wordCount: 1000 });
    expect(faqJsonLd([{ question: "Q?", answer: "A." }])).toEqual({
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });
});
