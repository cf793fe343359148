import { expect, test } from "@playwright/test";
import { readdirSync } from "node:fs";
import { ARTICLE, expectNoSeriousA11yViolations } from "./helpers";

const SITE_URL = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const articleSlugs = readdirSync("content/articles").map((f) => f.replace(/\.md$/, ""));

const PAGES: Array<[string, RegExp]> = [
  ["/", /Arunachala, the Hill of Light/],
  ["/articles", /Sacred Wisdom Articles/],
  ["/about", /About Arunachala Guide/],
  ["/content-strategy", /Our Editorial Principles/],
];

test.describe("every page answers 200 with its h1", () => {
  for (const [path, h1] of PAGES) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveText(h1);
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }

  test("all 34 article pages", async ({ request }) => {
    expect(articleSlugs).toHaveLength(34);
    for (const slug of articleSlugs) {
      const res = await request.get(`/articles/${slug}`);
      expect(res.status(), slug).toBe(200);
      const html = await res.text();
      expect(html, slug).toMatch(/<h1[^>]*>/);
      expect(html, slug).toContain(`<link rel="canonical" href="${SITE_URL}/articles/${slug}"/>`);
    }
  });
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("This Path Does Not Lead Here");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("an unknown article answers 404", async ({ page }) => {
  const response = await page.goto("/articles/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("This Path Does Not Lead Here");
});

test("/server-error shows the server-error page", async ({ page }) => {
  const response = await page.goto("/server-error");
  expect(response?.status()).toBe(500);
  await expect(page.locator("h1")).toHaveText("The Server Could Not Answer");
});

test("the article page has its parts and metadata", async ({ page }) => {
  await page.goto(ARTICLE);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Articles");
  await expect(page.getByText(/min read/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
  const img = page.locator("article img").first();
  await expect(img).toHaveAttribute("width", "1200");
  await expect(img).toHaveAttribute("height", "750");
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = ld.flatMap((t) => {
    const j = JSON.parse(t);
    return (j["@graph"] ?? [j]).map((n: { "@type": string | string[] }) => n["@type"]);
  });
  expect(types).toEqual(expect.arrayContaining(["WebSite", "Organization", "Article", "BreadcrumbList"]));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
});

test("home shows the Sacred Wisdom section with three cards from different categories", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Sacred Wisdom", exact: true }) });
  const cards = section.locator("article");
  await expect(cards).toHaveCount(3);
  const badges = await cards.locator("[data-badge]").allTextContents();
  expect(new Set(badges).size).toBe(3);
  await expect(section.getByText("Explore Wisdom").first()).toBeVisible();
  await section.getByRole("link", { name: "Discover All Wisdom" }).click();
  await expect(page).toHaveURL(/\/articles$/);
});

test("a hero that fails to load falls back to the featuredImage", async ({ page }) => {
  await page.route("**/uploads/heroes/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/articles");
  const img = page.locator("article img").first();
  await expect(img).toHaveAttribute("src", /\/uploads\/categories\/.+\.webp$/);
});

test.describe("accessibility: no serious or critical axe violations", () => {
  for (const path of ["/", "/articles", ARTICLE, "/about", "/no/such/page", "/articles?search=zzzz"]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    });
  }
  test("dark theme", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.goto(ARTICLE);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("pages load and come alive with no console errors", () => {
  for (const path of ["/", "/articles", ARTICLE, "/about", "/content-strategy", "/articles?search=ramana", "/girivalam-guide", "/arunachala-chanting"]) {
    test(path, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(path);
      // Reading pages have no React to hydrate (decision 0014): the enhancement module marks the page instead.
      await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
      // Every island that can be seen wakes when scrolled to, without an error (a hydration mismatch would log one).
      // One inside a closed <details> wakes when it is opened.
      for (const island of await page.locator("[data-island]").all()) {
        if (!(await island.isVisible())) continue;
        await island.scrollIntoViewIfNeeded();
        await expect(island).toHaveAttribute("data-island-ready", "true");
      }
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    });
  }
});

test("an article with questions shows the answer-engine block with FAQPage data", async ({ page }) => {
  await page.goto(ARTICLE);
  await expect(page.getByRole("heading", { name: "Questions pilgrims ask" })).toBeVisible();
  await page.getByText("How long does Girivalam take?").click();
  await expect(page.getByText(/Most walkers take 3 to 5 hours/)).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((t) => JSON.parse(t)["@type"] === "FAQPage")).toBe(true);
});
