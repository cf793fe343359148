/** Order cookies and UPI settings (server only). */
import { VPA } from "./shop";

const COOKIE = "ag_orders";

/** The buyer's order tokens (this browser's orders), from the HTTP-only cookie. */
export function orderTokens(request: Request): string[] {
  const header = request.headers.get("cookie") ?? "";
  const match = header.split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`));
  if (!match) return [];
  let value: string;
  try {
    value = decodeURIComponent(match.slice(COOKIE.length + 1));
  } catch {
    // A cookie the browser (or someone) mangled holds no tokens; it must never fail an order already placed.
    return [];
  }
  return value.split(".").filter((t) => /^[A-Za-z0-9_-]{20,64}$/.test(t));
}

/** Adds an order's token to the cookie (the last 10 orders), HTTP-only, SameSite=Lax, Secure on https. */
export function orderCookie(request: Request, token: string): string {
  const tokens = [token, ...orderTokens(request)].slice(0, 10);
  const secure = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  return `${COOKIE}=${encodeURIComponent(tokens.join("."))}; Path=/shop; HttpOnly; SameSite=Lax; Max-Age=${60 * 60 * 24 * 180}${secure ? "; Secure" : ""}`;
}

/** UPI is offered only when the shop's UPI id is configured (UPI_VPA, e.g. shopname@bank; UPI_PAYEE the name shown). */
export function upiConfig(env: Record<string, string | undefined> = process.env): { vpa: string; payee: string } | null {
  const vpa = env.UPI_VPA?.trim();
  if (!vpa || !VPA.test(vpa)) return null;
  return { vpa, payee: env.UPI_PAYEE?.trim() || "Arunachala Guide" };
}
