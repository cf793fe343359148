import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { expectNoSeriousA11yViolations } from "./helpers";

const VIDEOS = parse(readFileSync("content/videos.yaml", "utf8")) as { id: string; category: string; tags: string[] }[];

const EMBED = "https://www.youtube-nocookie.com";

/** Answers the video provider locally (no network here) and records every request that leaves the site. */
async function watchThirdParty(page: Page) {
  const outside: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && !url.protocol.startsWith("data")) outside.push(r.url());
  });
  await page.route(`${EMBED}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>player</title><script>window.commands=[];addEventListener('message',e=>commands.push(String(e.data)))</script>",
    }),
  );
  return outside;
}

test.describe("home chant video", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("makes no request to the provider until 'Play Chant' is pressed, then exactly one frame with the spec's parameters", async ({ page }) => {
    const outside = await watchThirdParty(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    await page.waitForTimeout(1200);
    expect(outside).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await page.getByRole("button", { name: "Play Chant" }).click();
    const frame = page.locator(`iframe[src^="${EMBED}/embed/"]`);
    await expect(frame).toHaveCount(1);
    const src = new URL((await frame.getAttribute("src"))!);
    expect(Object.fromEntries(src.searchParams)).toEqual({ rel: "0", modestbranding: "1", autoplay: "1", mute: "0", playsinline: "1", enablejsapi: "1" });
    await page.waitForTimeout(800);
    await expect(page.locator("iframe")).toHaveCount(1);
    expect(outside.filter((u) => u.startsWith(`${EMBED}/embed/`))).toHaveLength(1);
    expect(outside.every((u) => u.startsWith(EMBED))).toBe(true);

    // The mute button sends the player its command.
    const section = page.getByRole("region", { name: "Darshan and chant" });
    await section.getByRole("button", { name: "Mute" }).click();
    const player = page.frames().find((f) => f.url().startsWith(`${EMBED}/embed/`))!;
    await expect.poll(() => player.evaluate(() => (window as unknown as { commands: string[] }).commands)).toContainEqual(JSON.stringify({ event: "command", func: "mute", args: [] }));
    await section.getByRole("button", { name: "Unmute" }).click();
    await expect.poll(() => player.evaluate(() => (window as unknown as { commands: string[] }).commands.length)).toBe(2);
  });

  test("loads by itself, muted, once the section has been half visible for 500 ms, and not for a glance", async ({ page }) => {
    const outside = await watchThirdParty(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    const section = page.locator("[data-chant-video]");
    // A glance: scrolled past in under 500 ms.
    await section.scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(900);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(outside).toEqual([]);
    // Seen: it loads, muted, with autoplay.
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute("data-chant-video", "loaded", { timeout: 3000 });
    const src = new URL((await page.locator("iframe").getAttribute("src"))!);
    expect(src.origin).toBe(EMBED);
    expect(src.searchParams.get("mute")).toBe("1");
    expect(src.searchParams.get("autoplay")).toBe("1");
    await page.evaluate(() => window.scrollTo(0, 0));
    await section.scrollIntoViewIfNeeded();
    await page.waitForTimeout(700);
    await expect(page.locator("iframe")).toHaveCount(1);
    expect(outside.filter((u) => u.startsWith(`${EMBED}/embed/`))).toHaveLength(1);
  });

  test("the Content-Security-Policy allows exactly that frame", async ({ request }) => {
    for (const path of ["/", "/arunachala-videos", "/spiritual-calendars"]) {
      const csp = (await request.get(path)).headers()["content-security-policy"]!;
      expect(csp.split("; ").find((d) => d.startsWith("frame-src"))).toBe(`frame-src ${EMBED}`);
    }
  });
});

test.describe("video catalogue", () => {
  test("filters by category, tag and search, and loads a player only when asked", async ({ page }) => {
    const outside = await watchThirdParty(page);
    await page.goto("/arunachala-videos");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const cards = page.getByRole("main").locator("ul.grid > li");
    const total = VIDEOS.length;
    await expect(cards).toHaveCount(total);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(`${total} videos`);

    await page.getByRole("group", { name: "Category" }).getByRole("button", { name: "Teachings & Talks" }).click();
    await expect(page).toHaveURL(/category=Teachings/);
    await expect(cards).toHaveCount(VIDEOS.filter((v) => v.category === "Teachings & Talks").length);
    for (const c of await cards.all()) await expect(c).toContainText("Teachings & Talks");

    await page.getByRole("group", { name: "Category" }).getByRole("button", { name: "All" }).click();
    await expect(cards).toHaveCount(total);
    await page.getByLabel("Tag", { exact: true }).selectOption("deepam");
    await expect(cards).toHaveCount(VIDEOS.filter((v) => v.tags.includes("deepam")).length);
    for (const c of await cards.all()) await expect(c.getByRole("list", { name: "Tags" })).toContainText("deepam");

    await page.getByLabel("Tag", { exact: true }).selectOption("");
    await page.getByLabel("Search videos").fill("godman");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Who Am I?");
    await page.getByLabel("Search videos").fill("no such video anywhere");
    await expect(page.getByText("No video matches.")).toBeVisible();
    await page.getByRole("button", { name: "Show all videos" }).click();
    await expect(cards).toHaveCount(total);

    expect(outside).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);
    await cards.first().getByRole("button", { name: /^Play video: / }).click();
    await expect(page.locator(`iframe[src^="${EMBED}/embed/"]`)).toHaveCount(1);
    await expect.poll(() => outside.length).toBe(1);
  });

  test("a filtered address renders filtered, with VideoObject data and links to the related articles", async ({ page }) => {
    await page.goto("/arunachala-videos?category=Girivalam+%26+Pilgrimage");
    const cards = page.getByRole("main").locator("ul.grid > li");
    for (const c of await cards.all()) await expect(c).toContainText("Girivalam & Pilgrimage");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const ld = JSON.parse(blocks.find((b) => b.includes("VideoObject"))!);
    expect(ld.itemListElement.length).toBeGreaterThanOrEqual(5);
    expect(ld.itemListElement[0].item.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    const link = cards.first().getByRole("link").first();
    const res = await page.request.get((await link.getAttribute("href"))!);
    expect(res.status()).toBe(200);
  });

  test("is accessible", async ({ page }) => {
    await page.goto("/arunachala-videos");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("chanting page and audio", () => {
  test("has a player per chant; playing one says so", async ({ page }) => {
    await page.goto("/arunachala-chanting");
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Chanting");
    await expect(page.getByRole("group", { name: /audio$/ })).toHaveCount(3);
    await expect(page.getByText(/These recordings are synthesised/)).toBeVisible();
    await page.getByRole("button", { name: "Play Om Namah Shivaya" }).click();
    await expect(page.getByText("Playing audio")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pause Om Namah Shivaya" })).toBeVisible();
    const volume = page.getByRole("slider", { name: "Volume" }).first();
    await expect(volume).toHaveAttribute("aria-valuenow", "0.75");
    await volume.focus();
    await page.keyboard.press("ArrowUp");
    await expect(volume).toHaveAttribute("aria-valuenow", "0.76");
    await page.keyboard.press("PageDown");
    await expect(volume).toHaveAttribute("aria-valuenow", "0.66");
  });

  test("a file that cannot play gives the error notice", async ({ page }) => {
    await page.route("**/audio/arunachala-shiva.mp3", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/arunachala-chanting");
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
    // Pressed before its island is awake: the press wakes it and still counts.
    await page.getByRole("button", { name: /^Play Arunachala Shiva/ }).click();
    await expect(page.getByText("Unable to play audio. Please try again.")).toBeVisible();
  });

  test("the chant files are served, the bundled one from the app's assets", async ({ page, request }) => {
    for (const path of ["/audio/om-namah-shivaya.mp3", "/audio/arunachala-shiva.mp3"]) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("audio/mpeg");
    }
    await page.goto("/");
    const src = await page.locator('section[aria-labelledby="home-chant"] audio').getAttribute("src");
    expect(src).toMatch(/^\/assets\/om-arunachala-shiva-[\w-]+\.mp3$/);
    expect((await request.get(src!)).status()).toBe(200);
  });

  test("is accessible", async ({ page }) => {
    await page.goto("/arunachala-chanting");
    await expectNoSeriousA11yViolations(page);
  });
});
