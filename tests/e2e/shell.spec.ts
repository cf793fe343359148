import { expect, test } from "@playwright/test";
import { ARTICLE, navigateInApp } from "./helpers";

test("the skip link is first and moves focus to the main content", async ({ page }) => {
  await page.goto(ARTICLE);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});

test("the theme choice survives a reload, applied before first paint", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByTestId("theme-switch").click();
  await page.getByRole("radio", { name: "Dark" }).check();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  // Record the class at the moment the body is first parsed: it must already be dark.
  await page.addInitScript(() => {
    new MutationObserver((_, obs) => {
      if (document.body) {
        (window as unknown as { firstPaintDark: boolean }).firstPaintDark = document.documentElement.classList.contains("dark");
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { firstPaintDark: boolean }).firstPaintDark)).toBe(true);
  await expect(page.locator("html")).toHaveClass(/dark/);

  await page.getByTestId("theme-switch").click();
  await page.getByRole("radio", { name: "System" }).check();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
});

test("the theme menu works by keyboard and closes on Escape", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  await page.getByTestId("theme-switch").focus();
  await page.keyboard.press("Enter");
  const light = page.getByRole("radio", { name: "Light" });
  await expect(light).toBeVisible();
  await page.keyboard.press("Tab"); // into the popover: the checked choice, System
  await expect(page.getByRole("radio", { name: "System" })).toBeFocused();
  await page.keyboard.press("ArrowDown"); // radios wrap: System -> Light
  await expect(light).toBeChecked();
  await page.keyboard.press("ArrowDown"); // Light -> Dark
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.keyboard.press("Escape");
  await expect(light).toBeHidden();
});

test("Share copies the clean link and says so in a notice", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/articles/essential-guide-girivalam?utm_source=x");
  // A reading page: the enhancement module does the sharing (decision 0014).
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("status", { name: "Notifications" })).toContainText("Link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/articles\/essential-guide-girivalam$/);
});

test("the system theme follows the OS by default", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("a rendering failure in the browser shows the error screen and logs the error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/arunachala-videos");
  await navigateInApp(page, "/__e2e/fault");
  await expect(page.locator("h1")).toHaveText("Something Went Wrong");
  await expect(page.getByText("The Sacred Path Encountered an Obstacle")).toBeVisible();
  expect(errors.join("\n")).toContain("Deliberate rendering failure");
});

test("a rendering failure on the server shows the error screen; Try Again reloads", async ({ page }) => {
  const response = await page.goto("/__e2e/fault");
  expect(response?.status()).toBe(500);
  await expect(page.locator("h1")).toHaveText("Something Went Wrong");
  await expect(page.getByText("The Sacred Path Encountered an Obstacle")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const reload = page.waitForEvent("load");
  await page.getByRole("button", { name: "Try Again" }).click();
  await reload;
  await expect(page.locator("h1")).toHaveText("Something Went Wrong");
});

test("tracking parameters leave the address bar without a reload", async ({ page }) => {
  await page.goto("/articles?category=mythology&utm_source=newsletter&fbclid=abc&gclid=1");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await expect(page).toHaveURL(/\/articles\?category=mythology$/);
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).not.toMatch(/utm_|fbclid|gclid/);
});

test("in-app navigation shows the loading text, starts at the top, and back restores the position", async ({ page }) => {
  // From an app page (reading pages navigate by ordinary page loads, decision 0014).
  await page.goto("/arunachala-videos");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.route("**/*.data*", async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  const link = page.getByRole("main").locator('a[href^="/articles/"]').last();
  await link.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(1000);
  await link.click();
  await expect(page.getByText("Loading sacred content...")).toBeVisible();
  await expect(page.getByText("Loading sacred content...")).toBeHidden({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/articles\//);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.locator("h1")).toHaveText(/Videos/);
  await page.waitForFunction((target) => Math.abs(window.scrollY - target) < 50, y);
});

test("an old path followed inside the app lands on its target", async ({ page }) => {
  await page.goto("/arunachala-videos");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await navigateInApp(page, "/ARTICLES/");
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.locator("h1")).toHaveText("Sacred Wisdom Articles");
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(7); // no reload
});

test.describe("site search", () => {
  test("searches title, excerpt and text from the search parameter", async ({ page }) => {
    const res = await page.goto("/articles?search=Kannappa");
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId("result-summary")).toContainText("for “Kannappa”");
    await expect(page.getByRole("heading", { level: 2 }).first()).toContainText(/Kannappa/);
  });

  test("finds guides and festival pages too, with the kind and the words marked", async ({ page }) => {
    await page.goto("/articles?search=ghee+lamp");
    const results = page.getByRole("list", { name: "Search results" }).getByRole("listitem");
    await expect(results.first()).toContainText("Festival guide");
    await expect(results.first().getByRole("heading")).toContainText(/ghee/i);
    await expect(results.first().locator("mark").first()).toHaveText(/ghee|lamp/i);
    await results.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/festivals\/ghee-lamp-preparation$/);
  });

  test("the search form works and a miss shows a clear empty result", async ({ page }) => {
    await page.goto("/articles");
    await page.getByRole("searchbox", { name: "Search the site" }).fill("zzqxv");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/search=zzqxv/);
    await expect(page.getByRole("heading", { name: "Nothing found" })).toBeVisible();
    await page.getByRole("link", { name: "Clear the search" }).click();
    await expect(page.getByTestId("result-summary")).toHaveText("34 articles");
  });

  test("the category filter has All first and narrows the list", async ({ page }) => {
    await page.goto("/articles");
    const filters = page.getByRole("navigation", { name: "Categories" }).getByRole("link");
    await expect(filters.first()).toHaveText("All");
    await expect(filters).toHaveCount(10);
    await filters.filter({ hasText: "Sacred Sites" }).click();
    await expect(page).toHaveURL(/category=sacred-sites/);
    await expect(page.getByTestId("result-summary")).toContainText("in Sacred Sites");
    const badges = await page.locator("main article [data-badge]").allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.every((b) => b === "Sacred Sites")).toBe(true);
  });
});
