/**
 * A short notice for the enhancement module (the page has no React, so no
 * sonner): a status region at the bottom of the screen, read by screen
 * readers, gone after four seconds or on Escape.
 */
import { NOTICES } from "~/config/site";

let region: HTMLElement | undefined;

export function notice(title: string, description: string) {
  if (!region) {
    region = document.createElement("div");
    region.setAttribute("role", "status");
    region.setAttribute("aria-label", NOTICES.label);
    region.className = "enhance-notices";
    document.body.append(region);
    document.addEventListener("keydown", (e) => e.key === "Escape" && region?.replaceChildren());
  }
  const item = document.createElement("div");
  item.className = "enhance-notice";
  const heading = document.createElement("p");
  heading.className = "font-semibold";
  heading.textContent = title;
  const body = document.createElement("p");
  body.className = "text-sm break-all opacity-90";
  body.textContent = description;
  item.append(heading, body);
  region.replaceChildren(item);
  window.setTimeout(() => item.remove(), NOTICES.duration);
}
