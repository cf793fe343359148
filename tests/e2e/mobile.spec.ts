import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";

test.use({ viewport: { width: 375, height: 740 } });

test("the mobile menu opens with its close button focused, closes on Escape and navigates", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const button = page.getByRole("button", { name: "Open menu" });
  await expect(button).toBeVisible();
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close menu" })).toBeFocused();
  await expect(dialog.getByRole("link", { name: "Articles" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await dialog.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(dialog).toBeHidden();
  await expect(page.locator("h1")).toHaveText("About Arunachala Guide");

  // The close button closes it too; the menu needs no script at all (decision 0014).
  await button.click();
  await dialog.getByRole("button", { name: "Close menu" }).click();
  await expect(dialog).toBeHidden();
});

test("the mobile menu works with JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto("/articles");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "About" }).click();
  await expect(page.locator("h1")).toHaveText("About Arunachala Guide");
  await context.close();
});

test("pages fit a 375 px screen without sideways scrolling", async ({ page }) => {
  for (const path of ["/", "/articles", "/articles/essential-guide-girivalam", "/about"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("no serious axe violations on a phone", async ({ page }) => {
  await page.goto("/articles/essential-guide-girivalam");
  await expectNoSeriousA11yViolations(page);
});

test("the category chips scroll sideways and show the chosen one", async ({ page }) => {
  await page.goto("/articles?category=mystical-experiences");
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  const chip = page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Mystical Experiences" });
  await expect(chip).toHaveAttribute("aria-current", "page");
  await expect(chip).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator("main article").first()).toBeInViewport();
});
