/**
 * The scripts of decision 0014 that React does not render: the enhancement
 * module on every page, the islands loader on islands pages, and speculation
 * rules on pages without the app. entry.server.tsx puts them before </body>.
 * They are added to the HTML rather than rendered by the root, because the
 * client bundle cannot know its own entries' hashed names; React 19's
 * hydration passes over them.
 */
import clientEntries from "virtual:client-entries";
import { islandsAtLoad, SPECULATION_RULES, type Delivery } from "./delivery";

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export function pageScriptsHtml(delivery: Delivery, nonce: string | undefined, page = ""): string {
  const nonceAttr = nonce ? ` nonce="${escapeAttr(nonce)}"` : "";
  const entries = delivery === "islands" ? [clientEntries.enhance, clientEntries.islands] : [clientEntries.enhance];
  // An island that wakes at load has its chunks preloaded with the page, not found one import at a time.
  const atLoad = delivery === "islands" ? islandsAtLoad(page).flatMap((name) => clientEntries.islandChunks[name] ?? []) : [];
  const preloads = [...new Set([...entries.flatMap((e) => e.imports), ...atLoad])];
  let html = preloads.map((href) => `<link rel="modulepreload" href="${escapeAttr(href)}"/>`).join("");
  // In development Vite's client defines the build-time constants (__SITE_URL__) before any module of ours runs.
  if (import.meta.env.DEV) html += `<script type="module" src="/@vite/client"${nonceAttr}></script>`;
  html += entries.map((e) => `<script type="module" src="${escapeAttr(e.file)}"${nonceAttr}></script>`).join("");
  if (delivery !== "app") html += `<script type="speculationrules"${nonceAttr}>${JSON.stringify(SPECULATION_RULES)}</script>`;
  return html;
}

/** Inserts the page's scripts just before the closing body tag. */
export function withPageScripts(html: Buffer<ArrayBuffer>, delivery: Delivery, nonce: string | undefined): Buffer<ArrayBuffer> {
  const marker = Buffer.from("</body>");
  const at = html.lastIndexOf(marker);
  if (at < 0) return html;
  return Buffer.concat([html.subarray(0, at), Buffer.from(pageScriptsHtml(delivery, nonce, html.toString("utf8"))), html.subarray(at)]);
}
