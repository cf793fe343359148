import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { readdirSync } from "node:fs";
import { expectNoSeriousA11yViolations } from "./helpers";

test.describe("sacred calendar page", () => {
  test("starts on today in Tiruvannamalai with the Today label when today has events", async ({ page }) => {
    await page.goto("/spiritual-calendars");
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const panel = page.locator("[aria-live=polite]").filter({ has: page.locator("h2") }).first();
    const heading = await panel.locator("h2").first().textContent();
    if (heading === "A Day of Natural Grace") {
      await expect(panel).toContainText("No specific sacred events on");
    } else {
      await expect(page.getByText("Today's Sacred Events")).toBeVisible();
      await expect(page.locator("article[data-today]").first()).toContainText("Today");
    }
    await expect(page.getByRole("gridcell", { selected: true })).toHaveAttribute("data-day", today);
  });

  test("a linked date opens selected; choosing a day puts it in the URL; months move into 2027", async ({ page }) => {
    await page.goto("/spiritual-calendars?date=2026-11-24");
    await expect(page.getByRole("heading", { name: "Tuesday, November 24, 2026" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Karthigai Deepam \(Maha Deepam\)/ })).toBeVisible();
    await expect(page.locator("[data-calendar-hydrated]")).toBeVisible();

    await page.getByRole("button", { name: /November 23rd, 2026/ }).click();
    await expect(page.getByRole("heading", { name: "A Day of Natural Grace" })).toBeVisible();
    await expect(page.getByText("No specific sacred events on November 23, 2026")).toBeVisible();
    await expect(page).toHaveURL(/\?date=2026-11-23$/);

    // Into 2027 with the next-month button: January 2027 comes from /calendar/2027.json.
    await page.getByRole("button", { name: /next month/i }).click();
    await page.getByRole("button", { name: /next month/i }).click();
    await expect(page.getByRole("grid")).toHaveAccessibleName(/January 2027/);
    const marked = page.getByRole("button", { name: /January \d+(st|nd|rd|th), 2027, sacred events/ });
    await expect(marked.first()).toBeVisible();
    await marked.first().click();
    await expect(page.locator("article").first()).toBeVisible();
    await expect(page).toHaveURL(/\?date=2027-01-\d\d$/);

    // And back to 2026 with the year dropdown.
    await page.getByRole("combobox", { name: /year/i }).selectOption("2026");
    await expect(page.getByRole("grid")).toHaveAccessibleName(/January 2026/);
  });

  test("the type tooltip opens by keyboard and after hovering, and closes on Escape", async ({ page }) => {
    await page.goto("/spiritual-calendars?date=2026-11-24");
    // The calendar is an island that wakes at load (decision 0014).
    await expect(page.locator("[data-calendar-hydrated]")).toBeVisible();
    const badge = page.getByRole("button", { name: /Karthigai Deepam \(Maha Deepam\)/ });
    await badge.focus();
    await expect(page.getByRole("tooltip")).toHaveText("A major festival in the sacred calendar.");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.getByRole("button", { name: /Karthigai Pournami/ }).hover();
    await expect(page.getByRole("tooltip")).toHaveText("Pournami, the full moon: the most auspicious time for Girivalam.");
  });

  test("filters by type", async ({ page }) => {
    await page.goto("/spiritual-calendars?date=2026-11-24");
    await expect(page.locator("[data-calendar-hydrated]")).toBeVisible();
    await page.getByRole("button", { name: "Festival", exact: true }).click();
    await expect(page.getByRole("button", { name: "Festival", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("article")).toHaveCount(1);
    // November 2026's festival days: Deepavali, the Brahmotsavam's flag (with Skanda Shashti), Rishabha vahanam, chariots, Deepam, float festival.
    await expect(page.getByRole("button", { name: /, sacred events/ })).toHaveCount(6);
  });

  test("a festival of the temple's year shows on its day with its badge, its sources and its own calendar file", async ({ page, request }) => {
    await page.goto("/spiritual-calendars?date=2027-01-22");
    await expect(page.locator("[data-calendar-hydrated]")).toBeVisible();
    const badge = page.getByRole("button", { name: "Thai Poosam (Festival)" });
    await expect(badge).toBeVisible();
    const card = page.locator("article").filter({ has: badge });
    await expect(card).toContainText("the Poosam (Pushya) star from");
    await expect(card.getByRole("link", { name: /Om Arunachala/ })).toHaveAttribute("href", /^https:\/\/omarunachala\.com\//);
    await expect(card.getByRole("link", { name: /Add to calendar/ })).toHaveAttribute("href", "/calendar/event/2027-01-22/thai-poosam.ics");
    const ics = await request.get("/calendar/event/2027-01-22/thai-poosam.ics");
    const [vevent] = new ICAL.Component(ICAL.parse(await ics.text())).getAllSubcomponents("vevent");
    expect(vevent!.getFirstPropertyValue("summary")).toBe("Thai Poosam");
    expect(String(vevent!.getFirstPropertyValue("description"))).toContain("Sources: https://omarunachala.com/");
    // Google Calendar: a short link on the page, redirected on the server to Google's form filled in with the event.
    await expect(card.getByRole("link", { name: /Google Calendar/ })).toHaveAttribute("href", "/calendar/event/2027-01-22/thai-poosam/google");
    const google = await request.get("/calendar/event/2027-01-22/thai-poosam/google", { maxRedirects: 0 });
    expect(google.status()).toBe(302);
    const target = new URL(google.headers()["location"]!);
    expect(target.origin + target.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(target.searchParams.get("text")).toBe("Thai Poosam");
    expect(target.searchParams.get("dates")).toBe("20270122/20270123");
    expect(target.searchParams.get("details")).toContain("spiritual-calendars?date=2027-01-22");

    // Sri Ramanasramam's days have their own type and badge.
    await page.goto("/spiritual-calendars?date=2027-12-16");
    await expect(page.getByRole("button", { name: "Sri Ramana Jayanti (Ramanasramam)" })).toBeVisible();
  });

  test("the day panel carries the day's panchang, and it follows the selected day", async ({ page }) => {
    await page.goto("/spiritual-calendars?date=2026-11-24");
    const panchang = page.getByRole("region", { name: "Panchang of the day" });
    await expect(panchang).toContainText("Karthigai 8");
    await expect(panchang).toContainText("Purnima until 8:24 PM");
    await expect(page.locator("[data-calendar-hydrated]")).toBeVisible();
    await page.getByRole("button", { name: /November 23rd, 2026/ }).click();
    await expect(panchang).toContainText("Karthigai 7");
    await expect(panchang).toContainText("Chaturdashi");
    await panchang.getByRole("link", { name: "The whole panchang of this day" }).click();
    await expect(page).toHaveURL(/\/panchang\/2026-11-23$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Monday, November 23, 2026");
  });

  test("passes axe", async ({ page }) => {
    await page.goto("/spiritual-calendars?date=2026-11-24");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("home calendar sections", () => {
  test("the Deepam countdown at a fixed clock, in another time zone", async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: "America/Los_Angeles" });
    const page = await context.newPage();
    // 22 Nov 2026, 4:58:30 PM in Tiruvannamalai (3:28 AM in Los Angeles): 2 days, 1 hour, 1 minute and 30 s to go.
    await page.clock.install({ time: new Date(Date.UTC(2026, 10, 22, 11, 28, 30)) });
    await page.goto("/");
    // Home is an islands page (decision 0014): the countdown and the cards wake without React.
    await expect(page.locator('[data-island="deepam-countdown"]')).toHaveAttribute("data-island-ready", "true");
    const timer = page.getByRole("timer");
    await expect(timer.locator("[data-unit=days]")).toHaveText("2");
    await expect(timer.locator("[data-unit=hours]")).toHaveText("1");
    await expect(timer.locator("[data-unit=minutes]")).toHaveText("1");
    await page.clock.runFor(60_000);
    await expect(timer.locator("[data-unit=minutes]")).toHaveText("0");
    await context.close();
  });

  test("the full-moon cards move on from the build day: the next three that can still be walked are shown", async ({ browser }) => {
    // Home is prerendered, so the cards it carries start at the build day, whatever day that was; read them first.
    const first = await browser.newPage();
    await first.goto("/");
    const carried = await first.getByTestId("full-moon-card").evaluateAll((els) => els.map((e) => ({ night: e.getAttribute("data-date")!, last: e.getAttribute("data-last-night")! })));
    await first.close();
    expect(carried.length).toBeGreaterThanOrEqual(12);

    /** The cards shown on a page whose clock is at noon in Tiruvannamalai on `day`. */
    const shownOn = async (day: string) => {
      const context = await browser.newContext({ timezoneId: "America/Los_Angeles" });
      const page = await context.newPage();
      await page.clock.install({ time: new Date(`${day}T12:00:00+05:30`) });
      await page.goto("/");
      await expect(page.locator('[data-island="full-moons"]')).toHaveAttribute("data-island-ready", "true");
      const shown = await page.getByTestId("full-moon-card").filter({ visible: true }).evaluateAll((els) => els.map((e) => e.getAttribute("data-date")));
      await context.close();
      return shown;
    };
    // A day after the first full moon's last night: it is gone, the next three are shown.
    const dayAfter = new Date(Date.parse(`${carried[0]!.last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await shownOn(dayAfter)).toEqual(carried.slice(1, 4).map((c) => c.night));
    // A full moon in force on two nights is dated by the night that holds more of it, and stays shown until the last.
    // (About three full moons a year are; the page carries a year of them.)
    const twoNights = carried.find((c) => c.last > c.night);
    expect(twoNights).toBeDefined();
    expect((await shownOn(twoNights!.last))[0]).toBe(twoNights!.night);
  });

  test("the countdown holds at zero once the lamp is lit", async ({ page }) => {
    await page.clock.install({ time: new Date(Date.UTC(2026, 10, 24, 12, 28, 30)) });
    await page.goto("/");
    const minutes = page.getByRole("timer").locator("[data-unit=minutes]");
    await expect(minutes).toHaveText("1");
    await page.clock.runFor(5 * 60_000);
    await expect(minutes).toHaveText("0");
    await expect(page.getByRole("timer").locator("[data-unit=days]")).toHaveText("0");
  });

  test("the home calendar selects a day", async ({ page }) => {
    await page.clock.install({ time: new Date(Date.UTC(2026, 10, 22, 6, 0)) });
    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Sacred Calendar", exact: true }) });
    // The calendar is a React island that wakes when it comes near the screen.
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("heading", { name: "Sunday, November 22, 2026" })).toBeVisible();
    await expect(section.locator("[data-calendar-hydrated]")).toBeVisible();
    await section.getByRole("button", { name: /November 24th, 2026/ }).click();
    await expect(section.getByRole("heading", { name: "Tuesday, November 24, 2026" })).toBeVisible();
    await expect(section.locator("article")).toHaveCount(2);
  });
});

test.describe("daily panchang", () => {
  test("a linked date: the day's times, other days by link and by form, clear errors; axe", async ({ page, request }) => {
    await page.goto("/panchang/2026-11-24");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tuesday, November 24, 2026");
    await expect(page.getByText("Karthigai 8", { exact: true })).toBeVisible();
    const limbs = page.getByRole("region", { name: "The five limbs of the day" });
    await expect(limbs).toContainText("Purnima until 8:24 PM");
    await expect(limbs).toContainText("Krittika until 11:24 PM");
    await expect(page.getByRole("region", { name: "Times kept free of new work" })).toContainText("Rahu kalam");
    await expect(page.getByRole("region", { name: "Kept on this day" })).toContainText("Karthigai Deepam (Maha Deepam)");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "Wed, Nov 25" }).click();
    await expect(page).toHaveURL(/\/panchang\/2026-11-25$/);
    await page.getByLabel("Date").fill("2027-01-22");
    await page.getByRole("button", { name: "Show the panchang" }).click();
    await expect(page).toHaveURL(/\/panchang\/2027-01-22$/);
    await expect(page.getByRole("region", { name: "Kept on this day" })).toContainText("Thai Poosam");

    const today = await request.get("/panchang");
    expect(today.status()).toBe(200);
    expect(today.headers()["cache-control"]).toBe("public, max-age=300");
    expect((await request.get("/panchang/2026-11-24")).headers()["cache-control"]).toBe("public, max-age=86400");
    expect((await request.get("/panchang/2027-02-30")).status()).toBe(404);
    expect((await request.get("/panchang/2099-01-01")).status()).toBe(404);
    expect((await request.get("/panchang?date=nonsense")).status()).toBe(400);
    const json = await request.get("/calendar/panchang/2026-11-24.json");
    expect((await json.json()).tamilDate).toBe("Karthigai 8");
    expect((await request.get("/calendar/panchang/2026-13-01.json")).status()).toBe(404);
  });
});

test.describe("calendar pages and feeds", () => {
  test("full-moon list: this year and next, with windows and weekdays; axe", async ({ page }) => {
    const year = new Date(Date.now() + 330 * 60_000).getUTCFullYear();
    await page.goto("/full-moon-events");
    await expect(page.getByRole("heading", { level: 2, name: `Pournami ${year}` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: `Pournami ${year + 1}` })).toBeVisible();
    // Each coming full moon is dated by its night to walk, with the hours.
    const first = page.getByRole("listitem").filter({ hasText: "Night of" }).first();
    await expect(first).toContainText(/Walk on the night of .+: from .+ until .+\.|Pournami is in force on two nights/);
    await expect(page.getByText("The temple administration announces its own start and end times")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("Karthigai Deepam 2025 is a record of what happened, leading to the coming Deepam; no countdown at zero", async ({ page }) => {
    await page.goto("/karthigai-deepam-2025");
    await expect(page.getByText("Wednesday, December 3, 2025").first()).toBeVisible();
    await expect(page.getByRole("timer")).toHaveCount(0);
    await expect(page.getByText(/the Maha Deepam was lit on the summit\s+at 6 PM, in heavy rain/)).toBeVisible();
    await page.getByRole("link", { name: "Its dates, the ten festival days and a countdown" }).click();
    await expect(page).toHaveURL(/\/karthigai-deepam$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("the coming Deepam: its date, a live countdown and the ten days, from the home hero and the menu", async ({ page }) => {
    await page.clock.install({ time: new Date(Date.UTC(2026, 10, 22, 6, 0)) });
    await page.goto("/");
    await page.getByRole("link", { name: "The ten festival days and the Deepam guide" }).click();
    await expect(page).toHaveURL(/\/karthigai-deepam$/);
    const year = await page.getByRole("heading", { level: 1 }).innerText();
    expect(year).toMatch(/^Karthigai Deepam 20\d\d$/);
    // Whatever the year: day 1 nine days before the Deepam, day 5, day 7 three days before it, and the float festival the day after.
    const days = page.getByRole("region", { name: "The ten days" }).getByRole("listitem");
    await expect(days).toHaveCount(5);
    const dates = await days.locator("time").evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute("datetime")!)));
    expect(dates.map((d) => (d - dates[3]!) / 86_400_000)).toEqual([-9, -5, -3, 0, 1]);
    await expect(page.getByRole("timer")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The menu reaches it in every year.
    await page.goto("/about");
    await expect(page.locator('header a[href="/karthigai-deepam"], nav a[href="/karthigai-deepam"]').first()).toBeAttached();
  });

  test("the five festival guides", async ({ page }) => {
    const slugs = readdirSync("content/site/festivals").map((f) => f.replace(/\.md$/, ""));
    expect(slugs).toHaveLength(5);
    for (const slug of slugs) {
      const response = await page.goto(`/festivals/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      expect((await page.locator(".prose-article").innerText()).split(/\s+/).length, slug).toBeGreaterThan(900);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("iCalendar feeds parse back, per year and per type; bad ones are 404", async ({ request }) => {
    const year = await request.get("/calendar/2026.ics");
    expect(year.status()).toBe(200);
    expect(year.headers()["content-type"]).toMatch(/^text\/calendar/);
    const vevents = new ICAL.Component(ICAL.parse(await year.text())).getAllSubcomponents("vevent");
    expect(vevents.length).toBeGreaterThan(80);
    expect(vevents.filter((v) => v.getFirstPropertyValue("categories") === "shivaratri")).toHaveLength(1);

    const moons = await request.get("/calendar/2027/fullMoon.ics");
    const moonEvents = new ICAL.Component(ICAL.parse(await moons.text())).getAllSubcomponents("vevent");
    expect(moonEvents.length).toBeGreaterThanOrEqual(12);
    expect(moonEvents.every((v) => v.getFirstPropertyValue("categories") === "fullMoon")).toBe(true);
    // Each is the Girivalam, a timed event over the Pournami window, not an all-day one.
    for (const v of moonEvents) {
      expect((v.getFirstPropertyValue("dtstart") as ICAL.Time).isDate).toBe(false);
      expect(String(v.getFirstPropertyValue("summary"))).toMatch(/^Girivalam: /);
    }

    // An event by its type (the first of that type on the day) or by its own name.
    const one = await request.get("/calendar/event/2026-11-24/festival.ics");
    expect((await request.get("/calendar/event/2026-11-24/karthigai-deepam.ics")).status()).toBe(200);
    expect((await request.get("/calendar/event/2026-11-24/thai-poosam.ics")).status()).toBe(404);
    expect(one.headers()["content-disposition"]).toContain("attachment");
    expect(new ICAL.Component(ICAL.parse(await one.text())).getAllSubcomponents("vevent")).toHaveLength(1);

    expect((await request.get("/calendar/2026.json")).status()).toBe(200);
    expect((await request.get("/calendar/2019.ics")).status()).toBe(404);
    expect((await request.get("/calendar/2026/birthday.ics")).status()).toBe(404);
    expect((await request.get("/calendar/event/2026-11-23/festival.ics")).status()).toBe(404);
    // "Add to calendar" on a full moon or a monthly Shivaratri: the camel-case file name is lower-cased by the
    // redirect table on the way, and the lower-case one is the event (it was a 404).
    const moon = await request.get("/calendar/event/2026-12-24/fullMoon.ics");
    expect(moon.status()).toBe(200);
    expect(moon.url()).toMatch(/\/calendar\/event\/2026-12-24\/fullmoon\.ics$/);
    expect(await moon.text()).toContain("BEGIN:VEVENT");
    // A full moon's Google Calendar link is the timed walk; an unknown event or a bad date is a 404, never a redirect.
    const walk = await request.get("/calendar/event/2026-12-24/fullmoon/google", { maxRedirects: 0 });
    expect(new URL(walk.headers()["location"]!).searchParams.get("text")).toBe("Girivalam: Margazhi Pournami");
    for (const bad of ["/calendar/event/2026-12-24/thai-poosam/google", "/calendar/event/2027-02-30/fullmoon/google", "/calendar/event/2026-12-24/x%00y/google"]) {
      expect((await request.get(bad, { maxRedirects: 0 })).status(), bad).toBe(404);
    }
  });
});
