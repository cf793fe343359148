/**
 * Writes build/client/sw.js (run by `npm run build` after `react-router build`).
 *
 * Pilgrims open /girivalam-tracker once at home and walk the hill with no
 * signal, so the worker precaches that page's prerendered HTML and everything
 * it needs: the hashed JS/CSS/fonts, the route GeoJSON, the stop narrations,
 * the icons and the web app manifest. Other pages are cached as they are
 * visited (network first), so they open offline too. There is deliberately no
 * navigateFallback: the site is server-rendered, not an app shell.
 *
 * Fails the build if a file the offline tracker needs is not precached.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { generateSW, type ManifestEntry } from "workbox-build";
import { PAGES } from "../app/config/pages.ts";

const CLIENT = "build/client";
const SW_DEST = join(CLIENT, "sw.js");
const TRACKER_PATH = "/girivalam-tracker";
const TRACKER_HTML = "girivalam-tracker/index.html";
/** Precache URL of the tracker page (relative to /sw.js, so "/girivalam-tracker"): the server answers it with TRACKER_HTML. */
const TRACKER_URL = TRACKER_PATH.slice(1);
const DAY = 24 * 60 * 60;

const ICONS = ["favicon.svg", "icon-192.png", "icon-512.png", "icon-maskable-512.png", "apple-touch-icon.png"];
/** Precached when present; their absence is reported, not fatal (they belong to the tracker, which may not have landed). */
/** The stops' narrations (listed in public/audio/narrations.json); the chant recordings beside them are not precached. */
const NARRATIONS = existsSync("public/audio/narrations.json")
  ? Object.keys(JSON.parse(readFileSync("public/audio/narrations.json", "utf8")) as Record<string, string>).map((id) => `audio/${id}.mp3`)
  : [];
const OPTIONAL = ["girivalam-tracker.data", "girivalam/route.geojson", ...NARRATIONS];

/** Stops the build, and removes a worker just written: a build that fails here must not ship one. */
function fail(message: string): never {
  rmSync(SW_DEST, { force: true });
  console.error(`service worker: ${message}`);
  process.exit(1);
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

if (!existsSync(join(CLIENT, "index.html")) || !existsSync(join(CLIENT, "assets"))) {
  fail(`no client build in ${CLIENT}: run \`react-router build\` first`);
}

// The tracker is expected once its route exists; until then the worker is
// still written (the rest of the site benefits) and the gap is reported.
const trackerExpected = existsSync("app/routes/girivalam-tracker.tsx") || PAGES.some((p) => p.path === TRACKER_PATH);

let precached: Array<ManifestEntry & { size: number }> = [];

const { count, size, warnings } = await generateSW({
  globDirectory: CLIENT,
  swDest: SW_DEST,
  globPatterns: [
    TRACKER_HTML,
    // The home page, the installed app's start_url (served for "/" through Workbox's directoryIndex).
    "index.html",
    "assets/**/*.{js,css,woff2}",
    ...ICONS,
    "manifest.webmanifest",
    ...OPTIONAL,
  ],
  // Tamil, Devanagari and Telugu type (100 KiB or more each) is for the pages that show those scripts:
  // kept at runtime by the "fonts" rule below when such a page is read, not pushed to every visitor.
  globIgnores: ["assets/noto-sans-*.woff2"],
  globFollow: false,
  // Every asset name carries its content hash: no revision, no cache-busting parameter.
  dontCacheBustURLsMatching: /^assets\//,
  // The largest file is a few hundred KiB; anything near this is a mistake, and is fatal below.
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  manifestTransforms: [
    (entries) => {
      // The tracker's HTML is precached under the URL the page is visited at.
      const manifest = entries.map((e) => (e.url === TRACKER_HTML ? { ...e, url: TRACKER_URL } : e));
      precached = manifest.map((e) => ({ ...e })); // a copy: Workbox deletes the sizes afterwards
      return { manifest, warnings: [] };
    },
  ],
  mode: "production",
  sourcemap: false,
  inlineWorkboxRuntime: true,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  runtimeCaching: [
    {
      // Pages visited once open offline; the network still wins when it answers within 4 s.
      // Never pages that belong to one person (account, administration, forms, orders).
      urlPattern: ({ request, url }) => request.mode === "navigate" && !/^\/(auth|admin|contact|shop)(\/|$)/.test(url.pathname),
      handler: "NetworkFirst",
      options: {
        cacheName: "pages",
        networkTimeoutSeconds: 4,
        expiration: { maxEntries: 30, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      // The calendar's yearly data and React Router's route data (.data) for in-app navigation.
      urlPattern: ({ url, sameOrigin }) =>
        sameOrigin &&
        (/^\/calendar\/[^/]+\.json$/.test(url.pathname) || (url.pathname.endsWith(".data") && !/^\/(auth|admin|contact|shop)[/.]/.test(url.pathname))),
      handler: "StaleWhileRevalidate",
      options: {
        cacheName: "data",
        expiration: { maxEntries: 60, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === "image",
      handler: "CacheFirst",
      options: {
        cacheName: "images",
        expiration: { maxEntries: 100, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === "font",
      handler: "CacheFirst",
      options: {
        cacheName: "fonts",
        expiration: { maxEntries: 20, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      // Map tiles the tracker's Leaflet map loaded while online.
      urlPattern: /^https:\/\/tile\.openstreetmap\.org\//,
      handler: "CacheFirst",
      options: {
        cacheName: "tiles",
        expiration: { maxEntries: 500, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [0, 200] },
      },
    },
  ],
});

// A pattern that matches nothing is a warning from Workbox; the checks below
// decide whether that matters. Anything else (a file over the size limit) is fatal.
const serious = warnings.filter((w) => !w.startsWith("One of the glob patterns doesn't match any files"));
if (serious.length) fail(`\n  ${serious.join("\n  ")}`);

const urls = new Set(precached.map((e) => e.url));
const problems: string[] = [];
if (urls.has(TRACKER_HTML)) problems.push(`${TRACKER_HTML} is precached under its file name`);
for (const file of [...ICONS, "manifest.webmanifest"]) if (!urls.has(file)) problems.push(`${file} is not precached (missing from ${CLIENT}?)`);
for (const ext of ["js", "css", "woff2"]) {
  if (!precached.some((e) => e.url.startsWith("assets/") && e.url.endsWith(`.${ext}`))) problems.push(`no assets/*.${ext} precached`);
}
if (precached.some((e) => e.url.startsWith("assets/") && e.revision !== null)) problems.push("a hashed asset has a revision");
// Every icon the manifest names must be a precached file.
try {
  const manifest = JSON.parse(readFileSync(join(CLIENT, "manifest.webmanifest"), "utf8")) as { icons?: Array<{ src: string }> };
  for (const { src } of manifest.icons ?? []) if (!urls.has(src.replace(/^\//, ""))) problems.push(`manifest icon ${src} is not precached`);
} catch (error) {
  problems.push(`manifest.webmanifest does not parse: ${String(error)}`);
}

const tracker = precached.find((e) => e.url === TRACKER_URL);
if (!tracker) {
  const message = `the tracker page (${TRACKER_PATH}, from ${CLIENT}/${TRACKER_HTML}) is not precached`;
  if (trackerExpected) problems.push(`${message}: it must be prerendered (prerender: true in app/config/pages.ts)`);
  else console.warn(`service worker: WARNING: ${message}; its route does not exist yet, so it cannot work offline`);
}

if (problems.length) fail(`\n  ${problems.join("\n  ")}`);

const total = (test: (url: string) => boolean) => {
  const matching = precached.filter((e) => test(e.url));
  return { files: matching.length, size: kb(matching.reduce((n, e) => n + e.size, 0)) };
};
const line = (label: string, test: (url: string) => boolean) => {
  const { files, size } = total(test);
  return files ? `  ${label}: ${files} (${size})` : `  ${label}: none`;
};
console.log(
  [
    `service worker: ${SW_DEST} precaches ${count} files, ${kb(size)}:`,
    line(TRACKER_PATH, (u) => u === TRACKER_URL),
    line("girivalam-tracker.data", (u) => u === "girivalam-tracker.data"),
    line("girivalam/route.geojson", (u) => u === "girivalam/route.geojson"),
    line("hashed assets", (u) => u.startsWith("assets/")),
    line("stop narrations", (u) => /^audio\/[^/]+\.mp3$/.test(u)),
    line("icons and manifest", (u) => ICONS.includes(u) || u === "manifest.webmanifest"),
  ].join("\n"),
);
