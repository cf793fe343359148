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
    await navigator.serviceWorker.register(SCRIPT, { scope: "/" });
  } catch (error) {
    console.warn("Service worker registration failed:", error);
  }
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
