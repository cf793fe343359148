import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { expectNoSeriousA11yViolations } from "./helpers";

/** Issue 16: the practical guides, the pilgrimage planner and the quiz. Several axe runs a test: generous time on a loaded machine. */
test.describe.configure({ timeout: 90_000 });

const PAGES: Array<[string, RegExp]> = [
  ["/practical-guide", /Practical Guide/i],
  ["/travel-guide", /Tiruvannamalai/],
  ["/temple-guide", /Temple/],
  ["/ritual-guide", /Ritual|Rites|Worship/i],
  ["/pilgrimage-planner", /Pilgrimage planner/],
  ["/quiz", /Arunachala quiz/],
];

test.describe("practical guides", () => {
  test("every page answers 200 with its heading, and says when its facts were checked", async ({ request }) => {
    for (const [path, heading] of PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, ""), path).toMatch(heading);
      if (path.endsWith("-guide")) expect(html, path).toContain("last checked");
    }
  });

  test("the hub's categories each lead to a page, or a section, that exists; axe", async ({ page, request }) => {
    await page.goto("/practical-guide");
    const links = page.getByRole("navigation", { name: "Practical guides" }).getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(12);
    for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")!))) {
      const [path, fragment] = href.startsWith("#") ? ["/practical-guide", href.slice(1)] : href.split("#");
      const response = await request.get(path!);
      expect(response.status(), href).toBe(200);
      if (fragment) expect(await response.text(), href).toContain(`id="${fragment}"`);
    }
    await expectNoSeriousA11yViolations(page);
    // The menu and the footer reach the hub now that it exists.
    await expect(page.locator('footer a[href="/practical-guide"]')).toBeVisible();
  });

  test("the temple guide's plan is a named image with a text key; the travel guide's wide table scrolls in its own box; axe", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/temple-guide");
    await expect(page.getByRole("img", { name: /Schematic plan of the Arunachaleswarar temple/ })).toBeVisible();
    await expect(page.locator("figure ol li").first()).toContainText("Raja Gopuram");
    await expectNoSeriousA11yViolations(page);
    await page.goto("/travel-guide");
    const box = page.getByRole("region", { name: "Table (scrolls sideways)" }).first();
    await expect(box).toBeVisible();
    // The page itself does not scroll sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("pilgrimage planner", () => {
  test("without JavaScript: the form is answered by the server, the plan's link reproduces it, its calendar file parses", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/pilgrimage-planner");
    await page.getByLabel("Arriving on").fill("2026-12-22");
    await page.getByLabel("Leaving on").fill("2026-12-25");
    await page.getByLabel("Elderly pilgrims, or anyone who cannot walk far").check();
    await page.getByRole("button", { name: "Make my plan" }).click();
    await expect(page).toHaveURL(/from=2026-12-22&to=2026-12-25&elderly=1/);
    await expect(page.getByRole("heading", { name: "Your plan" })).toBeVisible();
    await expect(page.getByText("4 days: Tuesday, December 22 to Friday, December 25, 2026")).toBeVisible();
    const night = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Day 2/ }) });
    await expect(night).toContainText("Girivalam on the full-moon night (Margazhi Pournami)");
    await expect(night).toContainText("Walk on the night of Wed, Dec 23");
    await expect(page.getByText(/go round by autorickshaw or car/).first()).toBeVisible();
    // Without JavaScript the link and the calendar file work; printing leaves the form off the paper.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Make my plan" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Your plan" })).toBeVisible();
    await page.emulateMedia({ media: "screen" });
    const share = await page.getByRole("link", { name: "Link to this plan" }).getAttribute("href");
    expect(share).toBe("/pilgrimage-planner?from=2026-12-22&to=2026-12-25&elderly=1");
    await context.close();

    const again = await request.get(share!);
    expect(await again.text()).toContain("Girivalam on the full-moon night (Margazhi Pournami)");
    const ics = await request.get("/pilgrimage-planner/plan.ics?from=2026-12-22&to=2026-12-25&elderly=1");
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    const vevents = new ICAL.Component(ICAL.parse(await ics.text())).getAllSubcomponents("vevent");
    expect(vevents).toHaveLength(5);
    expect(vevents.map((v) => String(v.getFirstPropertyValue("summary")))).toContain("Girivalam on the full-moon night (Margazhi Pournami)");
  });

  test("Deepam's warning, the quick choices, and clear errors; axe", async ({ page, request }) => {
    await page.goto("/pilgrimage-planner?from=2026-11-22&to=2026-11-25");
    await expect(page.getByText("Karthigai Deepam on Tuesday, November 24, 2026")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "My next free weekend" }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByText(/^2 days: Saturday, .+ to Sunday, /)).toBeVisible();

    await page.goto("/pilgrimage-planner");
    await page.getByRole("button", { name: "The next full-moon night" }).click();
    await expect(page.getByText(/Girivalam on the full-moon night/).first()).toBeVisible();

    const bad = await page.goto("/pilgrimage-planner?from=2026-12-25&to=2026-12-22");
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("The day you leave comes before the day you arrive.");
    await expect(page.getByLabel("Leaving on")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page);
    for (const q of ["from=2026-12-01&to=2026-12-31", "from=nonsense&to=2026-12-02", "from=2026-12-01&to=2026-12-02&i=shopping", "when=tomorrow"]) {
      expect((await request.get(`/pilgrimage-planner?${q}`)).status(), q).toBe(400);
    }
    expect((await request.get("/pilgrimage-planner/plan.ics?from=2026-12-25&to=2026-12-22")).status()).toBe(400);
  });
});

test.describe("quiz", () => {
  test("a whole round by keyboard, marked with explanations; the last score is kept in this browser; axe", async ({ page }) => {
    await page.goto("/quiz?round=12345");
    const groups = page.getByRole("group");
    await expect(groups).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);
    // Answer each question with the keyboard: Tab into the group, an arrow key to choose.
    await groups.first().getByRole("radio").first().focus();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("ArrowDown");
      await expect(groups.nth(i).getByRole("radio").nth(1)).toBeChecked();
      await page.keyboard.press("Tab");
    }
    await expect(page.getByRole("button", { name: "Check my answers" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: /^You scored \d+ of 10$/ })).toBeVisible();
    const items = page.getByRole("listitem").filter({ hasText: "The answer:" });
    await expect(items).toHaveCount(10);
    const scored = Number(/You scored (\d+)/.exec(await page.getByRole("heading", { name: /^You scored/ }).innerText())![1]);
    expect(await page.locator('[data-right="true"]').count()).toBe(scored);
    await expectNoSeriousA11yViolations(page);

    // The score is kept in this browser (a cookie only the quiz reads), and shown on the next round.
    await page.getByRole("link", { name: "Another round" }).click();
    await expect(page.getByText(`Your last score in this browser: ${scored} of 10`)).toBeVisible();
  });

  test("a round's number always draws the same questions; bad answers are a clear 400", async ({ request }) => {
    const a = await (await request.get("/quiz?round=777")).text();
    const b = await (await request.get("/quiz?round=777")).text();
    const ids = (html: string) => [...html.matchAll(/name="(q-[a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(new Set(ids(a)).size).toBe(10);
    expect(ids(a)).toEqual(ids(b));
    for (const q of ["round=abc", "round=777&check=1&q-no-such-question=1", "check=1"]) {
      expect((await request.get(`/quiz?${q}`)).status(), q).toBe(400);
    }
  });
});
