/**
 * Makes the site's images at build (and before dev): every article's hero,
 * every category image (480/800/1200 px WebP), Open Graph JPEGs, and the
 * icons. Skips the work when nothing that draws them has changed.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { CATEGORY_ART, HERO_ART, HERO_WIDTHS, type Art } from "../app/content/hero-art";
import { CATEGORIES, categorySlug } from "../app/content/categories";
import { parse } from "yaml";
import type { Time } from "../app/content/hero-art";
import { iconSvg, sceneSvg } from "./art";

const OUT = "public/uploads";
const STAMP = join(OUT, ".stamp");

function hashInputs(): string {
  const h = createHash("sha256");
  for (const f of ["scripts/art.ts", "scripts/images.ts", "app/content/hero-art.ts", "app/content/categories.ts", "content/videos.yaml"]) h.update(readFileSync(f));
  h.update(readdirSync("content/articles").sort().join(","));
  return h.digest("hex");
}

async function writeScene(art: Art, seed: string, base: string) {
  const svg = Buffer.from(sceneSvg(art, seed, 1200, 750));
  await Promise.all(
    HERO_WIDTHS.map((w) =>
      sharp(svg)
        .resize(w, Math.round((w * 750) / 1200))
        .webp({ quality: w >= 1200 ? 72 : 70, effort: 4 })
        .toFile(`${base}-${w}.webp`),
    ),
  );
  await sharp(svg).resize(1200, 750).webp({ quality: 72, effort: 4 }).toFile(`${base}.webp`);
}

async function writeOg(art: Art, seed: string, file: string) {
  await sharp(Buffer.from(sceneSvg(art, seed, 1200, 630))).jpeg({ quality: 78, mozjpeg: true }).toFile(file);
}

async function main() {
  const hash = hashInputs();
  if (existsSync(STAMP) && readFileSync(STAMP, "utf8") === hash) {
    console.log("images: up to date");
    return;
  }
  for (const d of ["heroes", "categories", "og", "videos"]) mkdirSync(join(OUT, d), { recursive: true });
  const slugs = readdirSync("content/articles").filter((f) => f.endsWith(".md")).map((f) => f.replace(/\.md$/, ""));
  const missing = slugs.filter((s) => !HERO_ART[s]);
  if (missing.length) console.warn(`images: no hero art for ${missing.join(", ")} (their cards use the category image)`);

  const jobs: Array<() => Promise<unknown>> = [];
  for (const [slug, art] of Object.entries(HERO_ART)) {
    jobs.push(() => writeScene(art, slug, join(OUT, "heroes", slug)));
    jobs.push(() => writeOg(art, slug, join(OUT, "og", `${slug}.jpg`)));
  }
  for (const category of CATEGORIES) {
    const slug = categorySlug(category);
    jobs.push(() => writeScene(CATEGORY_ART[category], slug, join(OUT, "categories", slug)));
  }
  // Video posters (16:9): our own drawing, never a frame fetched from the provider.
  const times: Time[] = ["dawn", "dusk", "night", "day"];
  const videos = parse(readFileSync("content/videos.yaml", "utf8")) as { id: string; category: string }[];
  videos.forEach((v, i) => {
    const art: Art = { time: times[i % times.length]!, features: v.category.startsWith("Girivalam") ? ["path", "pilgrims", "moon"] : ["lamp", "stars"], alt: "" };
    jobs.push(() => sharp(Buffer.from(sceneSvg(art, v.id, 1200, 675))).resize(640, 360).webp({ quality: 70, effort: 4 }).toFile(join(OUT, "videos", `${v.id}.webp`)));
  });
  const site: Art = { time: "dawn", features: ["sun", "deepam", "birds"], alt: "" };
  jobs.push(() => writeOg(site, "site", join(OUT, "og", "site.jpg")));
  jobs.push(() => sharp(Buffer.from(iconSvg(512))).png().toFile("public/icon-512.png"));
  jobs.push(() => sharp(Buffer.from(iconSvg(192))).png().toFile("public/icon-192.png"));
  jobs.push(() => sharp(Buffer.from(iconSvg(180))).png().toFile("public/apple-touch-icon.png"));
  jobs.push(async () => writeFileSync("public/favicon.svg", iconSvg(64)));

  // Two at a time: this machine has two cores.
  for (let i = 0; i < jobs.length; i += 2) await Promise.all(jobs.slice(i, i + 2).map((j) => j()));
  writeFileSync(STAMP, hash);
  console.log(`images: wrote ${Object.keys(HERO_ART).length} heroes, ${CATEGORIES.length} category images, OG images and icons`);
}

await main();
