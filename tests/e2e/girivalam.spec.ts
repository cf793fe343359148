import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expectNoSeriousA11yViolations } from "./helpers";

const geo = JSON.parse(readFileSync("content/girivalam/route.geojson", "utf8"));
const road: [number, number][] = geo.features[0].geometry.coordinates;
const stops: { properties: { id: string; name: string; along_m: number } }[] = geo.features.slice(1);

/**
 * Points every 20 m along the road from `from` metres to `to`, as the phone
 * would report them. (The tracker rejects moves no walker could make since the
 * last fix, allowing 60 m of slack: steps of 20 m fit, even replayed quickly.)
 */
function stretch(from: number, to: number) {
  const out: { latitude: number; longitude: number }[] = [];
  let along = 0;
  let next = from;
  for (let i = 0; i < road.length - 1 && next <= to; i++) {
    const [lng1, lat1] = road[i]!;
    const [lng2, lat2] = road[i + 1]!;
    const len = Math.hypot((lng2 - lng1) * 108_800, (lat2 - lat1) * 110_600);
    while (next <= along + len && next <= to) {
      const t = (next - along) / len;
      out.push({ latitude: lat1 + t * (lat2 - lat1), longitude: lng1 + t * (lng2 - lng1) });
      next += 20;
    }
    along += len;
  }
  return out;
}

async function walkAlong(context: BrowserContext, page: Page, points: { latitude: number; longitude: number }[]) {
  for (const p of points) {
    await context.setGeolocation({ ...p, accuracy: 8 });
    await page.waitForTimeout(40);
  }
}

const start = { latitude: road[0]![1], longitude: road[0]![0], accuracy: 8 };

test.describe("Girivalam tracker", () => {
  test.use({ geolocation: start, permissions: ["geolocation"], timezoneId: "Asia/Kolkata" });

  test("follows the walker: progress, next stop and arrival notices update", async ({ page, context }) => {
    await page.goto("/girivalam-tracker");
    await expect(page.locator("[data-tracker-hydrated]")).toBeVisible();
    await page.getByRole("button", { name: "Start walk" }).click();
    await expect(page.getByTestId("reached-count")).toHaveText("1 of 41");
    await expect(page.getByTestId("current-stop")).toHaveText(/Raja Gopuram/);
    await expect(page.getByTestId("next-stop")).toHaveText(/^Indra Lingam, in \d+ m$/);

    await walkAlong(context, page, stretch(0, 1200));
    // Indra Lingam and the first kilometre marker lie close together: the notice names the last reached, or both
    // when one fix reaches them together (which depends on how fast the fixes come); the list below has both.
    await expect(page.locator('#main-content p[aria-live="polite"]', { hasText: /^Reached: / })).toHaveText(/^Reached: (Indra Lingam|One kilometre walked)/);
    await expect(page.getByTestId("walked")).toHaveText(/^1\.[12]\d km/);
    await expect(page.getByTestId("next-stop")).toHaveText(/Agni Lingam|Hill view/);
    const percent = Number((await page.getByTestId("percent").textContent())!.replace("%", ""));
    expect(percent).toBeGreaterThan(7);
    expect(percent).toBeLessThan(9);

    // The list marks the stops reached.
    await page.getByRole("button", { name: "List" }).click();
    await expect(page.getByRole("list", { name: "The 41 stops in walking order" }).getByLabel("reached")).toHaveCount(4);
  });

  test("a reload in the middle of a walk restores it", async ({ page, context }) => {
    await page.goto("/girivalam-tracker");
    await expect(page.locator("[data-tracker-hydrated]")).toBeVisible();
    await page.getByRole("button", { name: "Start walk" }).click();
    await walkAlong(context, page, stretch(0, 2100));
    await expect(page.getByTestId("walked")).toHaveText(/^2\.\d\d km/);
    const walked = await page.getByTestId("walked").textContent();
    await page.reload();
    await expect(page.getByText("Your walk was restored")).toBeVisible();
    await expect(page.getByTestId("walked")).toHaveText(walked!);
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
    // And it goes on from there.
    await walkAlong(context, page, stretch(2100, 2600));
    await expect(page.getByTestId("walked")).toHaveText(/^2\.[56]\d km/);
    // Finishing keeps it in the history.
    await page.getByRole("button", { name: "Finish walk" }).click();
    await page.getByRole("button", { name: "Yes, finish" }).click();
    await expect(page.getByRole("heading", { name: "Walk finished" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your walks on this phone" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your walks on this phone" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start walk" })).toBeVisible();
  });

  test("far from the road it says how far and which way the road is", async ({ page, context }) => {
    await page.goto("/girivalam-tracker");
    await expect(page.locator("[data-tracker-hydrated]")).toBeVisible();
    // About 1 km south of the Agni Lingam, where the road runs east-west.
    const agni = stops.find((s) => s.properties.id === "agni-lingam")!;
    const [lng, lat] = (agni as unknown as { geometry: { coordinates: [number, number] } }).geometry.coordinates;
    await context.setGeolocation({ latitude: lat - 0.009, longitude: lng, accuracy: 10 });
    await page.getByRole("button", { name: "Start walk" }).click();
    await expect(page.getByText(/^You are (9\d\d m|1\.0 km) from the Girivalam road$/)).toBeVisible();
    await expect(page.getByText("The nearest point of the road is to the north.")).toBeVisible();
    // Poor accuracy is named too.
    await context.setGeolocation({ latitude: lat, longitude: lng, accuracy: 400 });
    await expect(page.getByText("Weak GPS signal (accuracy 400 m)")).toBeVisible();
  });

  test("the preview replays a walk without GPS", async ({ page }) => {
    await page.goto("/girivalam-tracker");
    await expect(page.locator("[data-tracker-hydrated]")).toBeVisible();
    await page.getByRole("button", { name: "Watch a preview walk" }).click();
    await expect(page.getByText(/^Preview: a simulated walk/)).toBeVisible();
    await expect(page.getByTestId("reached-count")).not.toHaveText(/^[01] of 41$/, { timeout: 10_000 });
    await page.getByRole("button", { name: "Stop preview" }).click();
    await expect(page.getByRole("button", { name: "Start walk" })).toBeVisible();
  });

  test("the start screen names the next Girivalam night by the phone's clock", async ({ page }) => {
    await page.goto("/girivalam-tracker");
    await expect(page.locator("[data-tracker-hydrated]")).toBeVisible();
    const night = page.getByRole("complementary", { name: "Next Girivalam night" });
    await expect(night).toContainText(/^(Next full moon|Tonight is a Girivalam night): \w+ Pournami/);
    await expect(night).toContainText(/Walk on the night of|Pournami is in force on two nights/);
  });

  test("is accessible, in list and map views", async ({ page }) => {
    await page.goto("/girivalam-tracker");
    await expect(page.locator("[data-tracker-hydrated]")).toBeVisible();
    await page.getByRole("button", { name: "Start walk" }).click();
    await expect(page.getByTestId("reached-count")).toHaveText("1 of 41");
    await page.getByRole("button", { name: "List" }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Map" }).click();
    await expect(page.getByRole("region", { name: "Map of the road, the stops and your position" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("works offline after one visit", async ({ page, context }) => {
    await page.goto("/girivalam-tracker");
    await expect(page.locator("[data-tracker-hydrated]")).toBeVisible();
    // Wait until the service worker is installed (its precache filled) and controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Girivalam Tracker", level: 1 })).toBeVisible();
    await expect(page.locator("[data-tracker-hydrated]")).toBeVisible();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole("button", { name: "Start walk" }).click();
    await walkAlong(context, page, stretch(0, 800));
    await expect(page.getByTestId("walked")).toHaveText(/^0\.[78]\d km/);
    await expect(page.getByTestId("reached-count")).toHaveText("3 of 41");
    // The map draws the road and the walker without tiles.
    await page.getByRole("button", { name: "Map" }).click();
    await expect(page.locator(".leaflet-overlay-pane path, .leaflet-overlay-pane canvas").first()).toBeVisible();
    // A narration is there too.
    const audio = await page.evaluate(async () => (await fetch("/audio/indra-lingam.mp3")).status);
    expect(audio).toBe(200);
    await context.setOffline(false);
  });
});

test.describe("Girivalam guide and route data", () => {
  test("the guide shows the coming Pournamis, the map, all 41 stops and the FAQ", async ({ page }) => {
    await page.goto("/girivalam-guide");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Girivalam Guide/);
    const moons = page.getByRole("region", { name: "The coming Pournamis" }).getByRole("listitem");
    await expect(moons).toHaveCount(6);
    await expect(moons.first()).toContainText(/Night of .+(Walk on the night of|Pournami is in force on two nights)/);
    await expect(page.getByRole("img", { name: "Map of the Girivalam road around Arunachala" })).toBeVisible();
    const list = page.locator("ol").filter({ has: page.locator("#stop-raja-gopuram") });
    await expect(list.locator(":scope > li")).toHaveCount(41);
    await page.locator("#stop-idukku-pillaiyar summary").click();
    await expect(page.locator("#stop-idukku-pillaiyar audio")).toHaveAttribute("src", "/audio/idukku-pillaiyar.mp3");
    await expect(page.getByRole("heading", { name: "Questions pilgrims ask" })).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((t) => t.includes('"FAQPage"'))).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test("/girivalam/route.geojson serves the road and the 41 stops", async ({ request }) => {
    const res = await request.get("/girivalam/route.geojson");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/geo+json");
    const body = await res.json();
    expect(body.type).toBe("FeatureCollection");
    expect(body.features[0].geometry.type).toBe("LineString");
    const points = body.features.slice(1);
    expect(points).toHaveLength(41);
    expect(points.map((p: { properties: { order: number } }) => p.properties.order)).toEqual(Array.from({ length: 41 }, (_, i) => i + 1));
    expect(points.every((p: { geometry: { type: string }; properties: { id: string; name: string } }) => p.geometry.type === "Point" && p.properties.id && p.properties.name)).toBe(true);
    const audio = await request.get("/audio/raja-gopuram.mp3");
    expect(audio.status()).toBe(200);
    expect(audio.headers()["content-type"]).toBe("audio/mpeg");
  });

  test("home shows how to walk Girivalam with three featured stops", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "How to walk Girivalam" });
    await expect(section.getByRole("heading", { level: 4 })).toHaveCount(3);
    await expect(section.getByRole("link", { name: "Open the tracker" })).toHaveAttribute("href", "/girivalam-tracker");
    await expect(page.getByRole("link", { name: /Open the Girivalam Tracker/ })).toHaveAttribute("href", "/girivalam-tracker");
  });
});
