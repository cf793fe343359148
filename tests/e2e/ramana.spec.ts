import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";

/** Issue 13: the Ramana section on the content collections. */
const PAGES: Array<[string, RegExp]> = [
  ["/ramana", /Sri Ramana Maharshi and Arunachala/],
  ["/ramana/hymns", /hymns to Arunachala/],
  ["/ramana/philosophy", /works of teaching/],
  ["/ramana/songs", /songs/],
  ["/ramana/hymns/stuti-panchakam", /Arunachala Stuti Panchakam/],
  ["/ramana/hymns/aksharamanamalai", /Aksharamanamalai/],
  ["/ramana/hymns/arunachala-ashtakam", /Arunachala Ashtakam/],
  ["/ramana/hymns/arunachala-pancharatnam", /Arunachala Pancharatnam/],
  ["/ramana/hymns/arunachala-patikam", /Arunachala Patikam/],
  ["/ramana/philosophy/ulladu-narpadu", /Ulladu Narpadu/],
  ["/ramana/philosophy/upadesa-saram", /Upadesa Saram/],
  ["/ramana/philosophy/ekatma-panchakam", /Ekatma Panchakam/],
  ["/ramana/songs/atma-vidya-kirtanam", /Atma Vidya Kirtanam/],
  ["/ramana-hymns-arunachala", /hymns to Arunachala/],
  ["/teachings", /teachings/],
];

test.describe("the Ramana section", () => {
  test("every page answers 200 with its heading", async ({ request }) => {
    for (const [path, heading] of PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
      expect(h1, path).toMatch(heading);
    }
  });

  test("a work page shows its verses, each with its anchor, and the original in its script", async ({ page }) => {
    await page.goto("/ramana/philosophy/upadesa-saram#v12");
    await expect(page.locator("article[data-verse]")).toHaveCount(30);
    await expect(page.locator("#v12")).toBeInViewport();
    await expect(page.locator("#v1 [lang=sa]")).toContainText("कर्तुराज्ञया");
    await expect(page.locator("#v1 [lang=sa-Latn]")).toContainText("karturājñayā");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expectNoSeriousA11yViolations(page);
  });

  test("reading mode: one verse at a time, by keyboard", async ({ page }) => {
    await page.goto("/ramana/philosophy/ulladu-narpadu");
    await expect(page.locator('[data-island="reading-mode"]')).toHaveAttribute("data-island-ready", "true");
    const open = page.getByRole("button", { name: "Reading mode" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /Ulladu Narpadu/ });
    await expect(dialog).toBeVisible();
    const counter = dialog.locator("[data-reader-counter]");
    await expect(counter).toHaveText("Invocation 1 · 1 of 42");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("Verse 1 · 3 of 42");
    await expect(dialog.locator(".reader-rendering")).toContainText(/\w/);
    await page.keyboard.press("End");
    await expect(counter).toHaveText("Verse 40 · 42 of 42");
    await expect(dialog.getByRole("button", { name: /Next/ })).toBeDisabled();
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("Verse 39 · 41 of 42");
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#v39$/);
    await expect(page.locator("#v39")).toBeFocused();
  });

  test("a verse is copied with a link to it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/ramana/hymns/arunachala-pancharatnam");
    await expect(page.locator('[data-island="reading-mode"]')).toHaveAttribute("data-island-ready", "true");
    await page.getByRole("button", { name: "Copy verse 2" }).click();
    await expect(page.getByRole("status")).toContainText("Verse copied");
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain("Arunachala Pancharatnam, Verse 2");
    expect(text).toMatch(/\/ramana\/hymns\/arunachala-pancharatnam#v2$/);
  });

  test("the Five Hymns page carries the Navamanimalai and leads to the other four", async ({ page }) => {
    await page.goto("/ramana/hymns/stuti-panchakam");
    const contents = page.locator("section", { has: page.getByRole("heading", { name: "The five hymns" }) });
    for (const title of ["Arunachala Aksharamanamalai", "Arunachala Patikam", "Arunachala Ashtakam", "Arunachala Pancharatnam"]) {
      await expect(contents.getByRole("link", { name: title })).toHaveAttribute("href", /^\/ramana\/hymns\//);
    }
    await expect(page.locator("article[data-verse]")).toHaveCount(9);
    await expectNoSeriousA11yViolations(page);
  });

  test("the hub, its timeline and the teachings page", async ({ page }) => {
    await page.goto("/ramana");
    await expect(page.locator("time[datetime='1879-12-30']")).toHaveText("30 December 1879");
    await expect(page.locator("time[datetime='1950-04-14']")).toBeVisible();
    await expect(page.getByRole("link", { name: "Arunachala Aksharamanamalai" }).first()).toHaveAttribute("href", "/ramana/hymns/aksharamanamalai");
    await expectNoSeriousA11yViolations(page);
    await page.goto("/teachings");
    await expect(page.getByRole("heading", { name: "Who am I?" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the navigation links to the three works now that they exist", async ({ page }) => {
    await page.goto("/about");
    const footer = page.locator("footer");
    for (const name of ["Aksharamanamalai", "Ulladu Narpadu", "Upadesa Saram"]) await expect(footer.getByRole("link", { name })).toBeVisible();
  });

  test("an article that a work names links back to it", async ({ page }) => {
    await page.goto("/articles/virupaksha-cave-and-skandashram");
    await expect(page.getByRole("link", { name: "Arunachala Aksharamanamalai" })).toHaveAttribute("href", "/ramana/hymns/aksharamanamalai");
  });

  test("search finds a hymn by a word of our rendering", async ({ page }) => {
    await page.goto("/articles?search=lotus+sun");
    const first = page.getByRole("list", { name: "Search results" }).getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveAttribute("href", "/ramana/hymns/arunachala-patikam");
    await expect(first).toContainText("Ramana's works");
  });

  test("a work page opens offline after one visit", async ({ page, context }) => {
    await page.goto("/ramana/philosophy/ekatma-panchakam");
    // The worker installs after the first visit, and then keeps the page that installed it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.waitForFunction(async () => Boolean(await caches.match(location.pathname)), undefined, { timeout: 30_000 });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ekatma Panchakam");
    await expect(page.locator("article[data-verse]")).toHaveCount(5);
    await context.setOffline(false);
  });
});
