/**
 * The enhancement module: loaded on every page (a few KB), with or without the
 * React app (decision 0014). Everything here works by event delegation on
 * markup the server rendered, so the same components serve reading pages,
 * which ship no framework JavaScript, and app pages alike:
 * the theme switch, closing a popover menu when one of its links is followed,
 * share and copy-link buttons, the hero picture's fallback, the "Try Again"
 * button, a scrolling chip list that shows its current chip, a form that is
 * sent once, removing tracking parameters from the address bar, and the
 * service worker.
 */
import { registerServiceWorker } from "~/lib/service-worker";
import { applyTheme, parseTheme, THEME_KEY, type Theme } from "~/lib/theme";
import { hasTrackingParams, stripTrackingParams } from "~/lib/tracking";
import { notice } from "./notice";

function initTheme() {
  const stored = (): Theme => {
    try {
      return parseTheme(localStorage.getItem(THEME_KEY));
    } catch {
      return "system";
    }
  };
  let current = stored();
  const show = () => {
    for (const input of document.querySelectorAll<HTMLInputElement>("input[data-theme-choice]")) input.checked = input.value === current;
    for (const button of document.querySelectorAll("[data-theme-switch]")) button.setAttribute("aria-label", `Colour theme: ${current}`);
  };
  show();
  document.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches("input[data-theme-choice]")) return;
    current = parseTheme(input.value);
    try {
      localStorage.setItem(THEME_KEY, current);
    } catch {
      /* private mode: the choice lasts for this page only */
    }
    applyTheme(current);
    show();
  });
  // Follow the system while on "system"; another tab's choice applies here too.
  window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => current === "system" && applyTheme("system"));
  window.addEventListener("storage", (event) => {
    if (event.key !== THEME_KEY) return;
    current = parseTheme(event.newValue);
    applyTheme(current);
    show();
  });
}

/** A link followed from an open popover menu (More, the mobile menu) closes it, also when the app navigates in place. */
function closePopoverOnNavigate(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.("a[href]");
  const popover = link?.closest<HTMLElement>("[popover]");
  if (popover?.matches(":popover-open")) popover.hidePopover();
}

/** Shares the page's clean URL (never with tracking parameters): the phone's share sheet, else the clipboard. */
async function share(button: HTMLElement) {
  const url = new URL(button.dataset.sharePath || location.pathname, location.origin);
  const clean = `${url.origin}${url.pathname}${stripTrackingParams(url.search)}${url.hash}`;
  const title = button.dataset.shareTitle || document.title;
  if (button.dataset.share !== "copy" && navigator.share) {
    try {
      await navigator.share({ title, url: clean });
      return;
    } catch (e) {
      if ((e as Error).name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(clean);
    notice("Link copied", button.dataset.shareCopied || "Paste it anywhere to share this page.");
  } catch {
    notice("Could not copy the link", clean);
  }
}

function onClick(event: MouseEvent) {
  closePopoverOnNavigate(event);
  const target = event.target as Element | null;
  const shareButton = target?.closest?.<HTMLElement>("[data-share]");
  if (shareButton) {
    event.preventDefault();
    void share(shareButton);
    return;
  }
  if (target?.closest?.("[data-reload]")) window.location.reload();
}

/** An image whose picture fails falls back to its data-fallback-* source (spec §3, §8). */
function swapToFallback(img: HTMLImageElement) {
  const src = img.dataset.fallbackSrc;
  if (!src) return;
  const srcset = img.dataset.fallbackSrcset;
  delete img.dataset.fallbackSrc;
  delete img.dataset.fallbackSrcset;
  if (srcset) img.srcset = srcset;
  else {
    img.removeAttribute("srcset");
    img.removeAttribute("sizes");
  }
  img.src = src;
}

function initImageFallbacks() {
  // Errors do not bubble; a capturing listener sees them for every image.
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) swapToFallback(event.target);
    },
    true,
  );
  // An image that failed before this module ran.
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-fallback-src]")) {
    if (img.complete && img.naturalWidth === 0) swapToFallback(img);
  }
}

/** A sideways-scrolling list (the article category chips) brings its current item into view; the page does not move. */
function showCurrentChips() {
  for (const list of document.querySelectorAll<HTMLElement>("[data-scroll-current]")) {
    const active = list.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = active.offsetLeft - list.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    }
  }
}

/**
 * A form marked data-submit-once is sent once: its submit button says what is
 * happening (data-sending) and ignores a second press while the page loads.
 */
function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches("[data-submit-once]") || event.defaultPrevented) return;
  if (form.dataset.submitting) {
    event.preventDefault();
    return;
  }
  form.dataset.submitting = "true";
  const button = event.submitter instanceof HTMLButtonElement ? event.submitter : form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (button) {
    button.setAttribute("aria-disabled", "true");
    if (button.dataset.sending) button.textContent = button.dataset.sending;
  }
  // Back from the next page (bfcache) brings the form back as it was left: ready again.
  window.addEventListener("pageshow", () => {
    delete form.dataset.submitting;
    button?.removeAttribute("aria-disabled");
  }, { once: true });
}

function cleanAddressBar() {
  if (!hasTrackingParams(location.search)) return;
  history.replaceState(history.state, "", `${location.pathname}${stripTrackingParams(location.search)}${location.hash}`);
}

initTheme();
document.addEventListener("click", onClick);
document.addEventListener("submit", onSubmit);
initImageFallbacks();
showCurrentChips();
cleanAddressBar();
registerServiceWorker();
document.documentElement.dataset.enhanced = "true";
