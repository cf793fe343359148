/**
 * The islands loader (decision 0014), loaded only by "islands" pages. Each
 * [data-island] element wakes on its own: at load, when the browser is idle,
 * or (the default) when it comes within 200 px of the screen. An enhanced
 * island runs its small module; a React island downloads React DOM (once,
 * shared) and hydrates just that element. Notices (sonner) get a root of
 * their own once an island that raises them is awake. An island that wakes at
 * load has its chunks preloaded by the page (app/lib/page-scripts.server.ts).
 *
 * No press is lost: a click on an island that is not awake yet wakes it at
 * once and is passed on to the same element when it is ready (within the
 * browser's user-activation window, so a Play button may still start sound);
 * keyboard focus entering an island wakes it too.
 */
import type { ReactNode } from "react";
import { whenIdle } from "~/lib/idle";
import { ENHANCED_ISLANDS, REACT_ISLANDS, type When } from "./registry";

/** The islands that raise notices (the audio player says "Playing audio" and reports failures). */
const RAISES_NOTICES = new Set<string>(["chant-audio"]);

let notices: Promise<void> | undefined;

/**
 * Mounts sonner's notices area in a root of its own, once; resolves when it
 * listens, so a notice raised by a replayed press is not lost (sonner drops
 * notices raised before its area is mounted).
 */
function mountNotices(): Promise<void> {
  notices ??= (async () => {
    const [{ createRoot }, { createElement, useEffect }, { NoticesToaster }] = await Promise.all([
      import("react-dom/client"),
      import("react"),
      import("~/components/notices-toaster"),
    ]);
    const host = document.createElement("div");
    document.body.append(host);
    await new Promise<void>((resolve) => {
      // A parent's effect runs after its children's: the Toaster is listening by then.
      function Ready() {
        useEffect(() => resolve(), []);
        return createElement(NoticesToaster);
      }
      createRoot(host).render(createElement(Ready));
    });
  })();
  return notices;
}

const waking = new WeakMap<HTMLElement, Promise<void>>();

/** Wakes an island once, however many things ask. */
function wakeOnce(el: HTMLElement): Promise<void> {
  let done = waking.get(el);
  if (!done) waking.set(el, (done = wake(el)));
  return done;
}

/** Holds a press on an island that is still asleep, wakes it, and passes the press on once it is ready. */
function catchEarlyPresses(el: HTMLElement) {
  let pressed: HTMLElement | undefined;
  const onClick = (event: MouseEvent) => {
    // Awake, or failed to wake: presses go through as they are (a link inside still works).
    if (el.dataset.islandReady) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // The press lands on the icon inside a button as often as on the button: pass it to the control.
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>("button, a[href], input, select, textarea, summary, label, [role=button], [tabindex]");
    pressed = control ?? (target instanceof HTMLElement ? target : undefined);
    void wakeOnce(el).then(() => {
      const target = pressed;
      pressed = undefined;
      if (target?.isConnected) target.click();
    });
  };
  el.addEventListener("click", onClick, { capture: true });
  el.addEventListener("focusin", () => void wakeOnce(el), { once: true });
}

async function wake(el: HTMLElement) {
  const name = el.dataset.island ?? "";
  try {
    const props = JSON.parse(el.dataset.props ?? "{}") as object;
    if (name in ENHANCED_ISLANDS) {
      const m = await ENHANCED_ISLANDS[name as keyof typeof ENHANCED_ISLANDS]();
      m.enhance(el, props as never);
    } else if (name in REACT_ISLANDS) {
      if (import.meta.env.DEV) await import("virtual:react-router/inject-hmr-runtime");
      const [{ default: Component }, { hydrateRoot }, { createElement, useEffect }] = await Promise.all([
        REACT_ISLANDS[name as keyof typeof REACT_ISLANDS](),
        import("react-dom/client"),
        import("react"),
      ]);
      if (RAISES_NOTICES.has(name)) await mountNotices();
      // Resolves once hydration has committed (a wrapper that renders no element of its own),
      // so a held press reaches live handlers.
      await new Promise<void>((resolve) => {
        function Awake({ children }: { children: ReactNode }) {
          useEffect(() => resolve(), []);
          return children;
        }
        hydrateRoot(el, createElement(Awake, null, createElement(Component, props)));
      });
    } else {
      console.warn(`islands: no island named "${name}"`);
      el.dataset.islandReady = "failed";
      return;
    }
    el.dataset.islandReady = "true";
  } catch (error) {
    console.error(`islands: "${name}" failed`, error);
    el.dataset.islandReady = "failed";
  }
}

function schedule(el: HTMLElement, when: When, observer: IntersectionObserver | undefined) {
  catchEarlyPresses(el);
  if (when === "load" || !observer) void wakeOnce(el);
  else if (when === "idle") whenIdle(() => void wakeOnce(el));
  else observer.observe(el);
}

const observer =
  typeof IntersectionObserver === "function"
    ? new IntersectionObserver(
        (entries, io) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            io.unobserve(entry.target);
            void wakeOnce(entry.target as HTMLElement);
          }
        },
        { rootMargin: "200px 0px" },
      )
    : undefined;

for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
  schedule(el, (el.dataset.when as When | undefined) ?? "visible", observer);
}
