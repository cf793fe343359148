/**
 * What the server accepts before it reads a request body (issue 19): the
 * methods the site answers, and a body size per route, checked against the
 * declared Content-Length so that an oversize body is refused with 413 before
 * a byte of it is read (a 300 MB post to /contact once froze the server for
 * 12 s and took it to 4 GB). A body without a declared length is refused with
 * 411: browsers always declare it for forms and uploads.
 */
import { MAX_IMPORT_BYTES } from "../app/lib/import-limits";

/** Every form of the site, with room for 5,000 characters of Tamil percent-encoded (9 bytes each). */
export const FORM_BODY_LIMIT = 128 * 1024;
/** The bulk import's file and its multipart framing. */
export const IMPORT_BODY_LIMIT = MAX_IMPORT_BYTES + 64 * 1024;

export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

export function bodyLimit(path: string): number {
  return path === "/admin/bulk-import" || path === "/admin/bulk-import.data" ? IMPORT_BODY_LIMIT : FORM_BODY_LIMIT;
}

export interface Refusal {
  status: 405 | 411 | 413;
  message: string;
  headers?: Record<string, string>;
}

export function refuseRequest(method: string, path: string, headers: { "content-length"?: string; "transfer-encoding"?: string }): Refusal | null {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return { status: 405, message: `${method} is not supported here.`, headers: { Allow: ALLOWED_METHODS.join(", ") } };
  }
  if (method !== "POST") return null;
  const declared = headers["content-length"];
  if (declared === undefined) {
    return headers["transfer-encoding"] ? { status: 411, message: "Send the request with a Content-Length." } : null;
  }
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length < 0) return { status: 411, message: "The Content-Length is not a number." };
  const limit = bodyLimit(path);
  if (length > limit) return { status: 413, message: `The request is too large: at most ${Math.round(limit / 1024)} KB here.` };
  return null;
}

/**
 * TRUST_PROXY as Express's "trust proxy" hop count: the number of proxies in
 * front of the server, each appending to X-Forwarded-For. The client's
 * address is then the one that many hops from the right, which the client
 * cannot choose; trusting every hop (the old `true`) took the left-most
 * address, which the client writes itself. "true" means one proxy.
 */
export function trustedProxyHops(value: string | undefined): number {
  if (!value || value === "0" || value === "false") return 0;
  if (value === "true") return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`TRUST_PROXY must be the number of proxies in front of the server (0 to 10), not "${value}".`);
  return hops;
}
