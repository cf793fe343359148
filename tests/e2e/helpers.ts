import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const ARTICLE = "/articles/essential-guide-girivalam";

/** Fails on serious or critical axe violations (WCAG 2.1 AA rules). */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Navigates with the app's own router (as a <Link> would), not by loading a new document. */
export async function navigateInApp(page: Page, to: string) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.evaluate((path) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter;
    void router.navigate(path);
  }, to);
}
