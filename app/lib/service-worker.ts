/**
 * Registers the service worker (build/client/sw.js, written by
 * scripts/service-worker.ts) that keeps the Girivalam tracker and visited pages
 * working offline. Production builds only, after the page has loaded and the
 * browser is idle, so it never competes with the first render.
 */
import { whenIdle } from "./idle";

const SCRIPT = "/sw.js";

/** Starts registration; the returned function cancels it if it has not begun yet. */
export function registerServiceWorker(): () => void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return () => {};
  if (!import.meta.env.PROD) {
    // A worker left by a production server on the same origin would answer the
    // dev server's requests from its caches: remove it.
    void removeServiceWorker();
    return () => {};
  }

  let cancelIdle: (() => void) | undefined;
  const start = () => {
    cancelIdle = whenIdle(() => void register());
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    cancelIdle?.();
  };
}

async function register() {
  try {
    const controlled = navigator.serviceWorker.controller !== null;
    await navigator.serviceWorker.register(SCRIPT, { scope: "/" });
    if (!controlled) await keepFirstPage();
  } catch (error) {
    console.warn("Service worker registration failed:", error);
  }
}

/** Pages the worker keeps for offline reading (the rule in scripts/service-worker.ts): not forms, accounts or orders. */
export function isKeptOffline(pathname: string): boolean {
  return !/^\/(auth|admin|contact|shop)(\/|$)/.test(pathname);
}

/**
 * The page that installed the worker loaded before the worker could see it,
 * so it would not open offline on the next visit: put it, and the script
 * fonts it used, into the worker's caches now. A reader who opened a hymn
 * once on the hill can read it again without a connection.
 */
async function keepFirstPage() {
  if (!("caches" in window) || !isKeptOffline(location.pathname)) return;
  await navigator.serviceWorker.ready;
  const fonts = performance
    .getEntriesByType("resource")
    .map((e) => e.name)
    .filter((url) => url.startsWith(location.origin) && url.endsWith(".woff2"));
  await Promise.all([
    caches.open("pages").then((cache) => cache.add(location.pathname + location.search)),
    fonts.length ? caches.open("fonts").then((cache) => cache.addAll(fonts)) : undefined,
  ]);
}

async function removeServiceWorker() {
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(
      registrations.filter((r) => r.active?.scriptURL.endsWith(SCRIPT)).map((r) => r.unregister()),
    );
  } catch (error) {
    console.warn("Service worker removal failed:", error);
  }
}
