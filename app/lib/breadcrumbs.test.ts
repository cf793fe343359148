import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, buildBreadcrumbs, segmentLabel } from "./breadcrumbs";

describe("buildBreadcrumbs", () => {
  it("is empty on the home page", () => expect(buildBreadcrumbs("/")).toEqual([]));

  it("builds Home > Articles > title", () => {
    expect(buildBreadcrumbs("/articles/essential-guide-girivalam", "Girivalam: The Essential Guide")).toEqual([
      { label: "Home", href: "/", current: false },
      { label: "Articles", href: "/articles", current: false },
      { label: "Girivalam: The Essential Guide", href: "/articles/essential-guide-girivalam", current: true },
    ]);
  });

  it.each([
    ["/gurus-of-arunachala", "Gurus of Arunachala"],
    ["/temple-guide", "Temple Guide"],
    ["/travel-guide", "Travel Guide"],
    ["/pilgrimage-planner", "Pilgrimage Planner"],
    ["/karthigai-deepam-2025", "Karthigai Deepam 2025"],
    ["/teachings", "Teachings"],
    ["/ritual-guide", "Ritual Guide"],
    ["/quiz", "Spiritual Quiz"],
  ])("labels %s as %s", (path, label) => {
    const items = buildBreadcrumbs(path);
    expect(items.at(-1)).toEqual({ label, href: path, current: true });
  });

  it("gives Telugu pages a te crumb that leads to the Telugu hub", () => {
    const items = buildBreadcrumbs("/te/girivalam-guide", "గిరివలం");
    expect(items[1]).toEqual({ label: "తెలుగు", href: "/telugu-topics", current: false });
    expect(items[2]).toEqual({ label: "గిరివలం", href: "/te/girivalam-guide", current: true });
  });

  it("names the admin hub once, and leads back to it from other admin pages", () => {
    expect(buildBreadcrumbs("/admin/earth-grace", "Administration").map((c) => [c.label, c.href, c.current])).toEqual([
      ["Home", "/", false],
      ["Administration", "/admin/earth-grace", true],
    ]);
    expect(buildBreadcrumbs("/admin/bulk-import", "Bulk import").map((c) => [c.label, c.href])).toEqual([
      ["Home", "/"],
      ["Administration", "/admin/earth-grace"],
      ["Bulk import", "/admin/bulk-import"],
    ]);
  });

  it("title-cases unknown segments", () => expect(segmentLabel("ramana-hymns-arunachala")).toBe("Ramana Hymns Arunachala"));
});

describe("breadcrumbJsonLd", () => {
  it("numbers the items with absolute URLs", () => {
    const ld = breadcrumbJsonLd(buildBreadcrumbs("/about", "About"), "https://www.example.org");
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.org/" },
      { "@type": "ListItem", position: 2, name: "About", item: "https://www.example.org/about" },
    ]);
  });
});
