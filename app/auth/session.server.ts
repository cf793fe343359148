/**
 * The site's auth instance and the checks every protected loader and action
 * makes on the server: a visitor without a session is sent to sign in (and
 * back afterwards); a signed-in visitor who is not an admin gets 403.
 */
import { data, redirect } from "react-router";
import { resolveSiteUrl } from "~/config/site-url";
import { db } from "~/db/database.server";
import { authSecret, createAuth, type Auth } from "./auth.server";

let instance: Promise<Auth> | null = null;

export function auth(): Promise<Auth> {
  instance ??= authSecret(db()).then((secret) => createAuth(db(), { secret, baseURL: resolveSiteUrl(process.env.SITE_URL) }));
  return instance;
}

/** Forgets the instance (tests, and a server that reopens its database). */
export function resetAuth() {
  instance = null;
}

export interface SignedIn {
  id: string;
  name: string;
  email: string;
  role: "user" | "admin";
}

export async function currentUser(request: Request): Promise<SignedIn | null> {
  const result = await (await auth()).api.getSession({ headers: request.headers });
  if (!result) return null;
  const u = result.user as typeof result.user & { role?: string };
  return { id: u.id, name: u.name, email: u.email, role: u.role === "admin" ? "admin" : "user" };
}

export function signInPath(request: Request): string {
  const url = new URL(request.url);
  return `/auth?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

export async function requireUser(request: Request): Promise<SignedIn> {
  const u = await currentUser(request);
  if (!u) throw redirect(signInPath(request));
  return u;
}

export async function requireAdmin(request: Request): Promise<SignedIn> {
  const u = await requireUser(request);
  if (u.role !== "admin") throw data("This page is for the site's administrators.", { status: 403 });
  return u;
}

/**
 * The headers passed to the auth API from our own actions: the cookie and the
 * client's identity, not its Origin (the server has already refused cross-site
 * posts, and the public origin may differ from the address the request came in on).
 */
export function authHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of ["cookie", "user-agent", "x-forwarded-for"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** Copies the auth API's Set-Cookie headers onto a redirect. */
export function withCookies(from: Response): Headers {
  const headers = new Headers();
  for (const cookie of from.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
