/**
 * Content-Security-Policy for the site. Server-rendered responses allow their
 * inline scripts by nonce; prerendered files by the SHA-256 hashes of their
 * inline scripts, computed once when the server starts.
 */
import { createHash, randomBytes } from "node:crypto";
import { EMBED_ORIGIN } from "../app/config/media";

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Hashes of every executable inline <script> in an HTML document, speculation rules included (JSON-LD blocks are data, not code). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? "";
    const body = m[2] ?? "";
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !["module", "text/javascript", "application/javascript", "speculationrules"].includes(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export interface CspOptions {
  https: boolean;
  /** Frame sources; by default exactly the video provider's privacy-enhanced origin (the chant video and catalogue players). */
  frameSrc?: string[];
}

export function contentSecurityPolicy(scriptSources: string[], options: CspOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://tile.openstreetmap.org",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src ${(options.frameSrc ?? [EMBED_ORIGIN]).join(" ") || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
