/**
 * The production request pipeline (bundled with the app by Vite; see
 * server.js for the process around it):
 *
 *   security headers -> static files -> redirects -> prerendered HTML
 *     -> shared render cache -> React Router SSR
 */
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import cluster from "node:cluster";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { resolveSiteUrl } from "../app/config/site-url";
import { resolveRedirect } from "../app/lib/redirects";
import { stripTrackingParams } from "../app/lib/tracking";
import { nonceRouterContext } from "../app/lib/nonce";
import { clientIpContext } from "../app/lib/request-context";
import { contentSecurityPolicy, inlineScriptHashes, newNonce } from "./csp";
import { refuseRequest, trustedProxyHops } from "./request-limits";
import { initDatabase } from "../app/db/database.server";
import { syncProducts } from "../app/db/shop.server";
import { allProducts } from "../app/content/shop.server";
import { RenderCache, type CachedResponse } from "./render-cache";
import { createCachingRequestHandler } from "./request-handler";

export { closeDatabase, DataDirLockedError } from "../app/db/database.server";

/**
 * Opens the database (migrating it) and brings the shop's products in line
 * with content/shop/products.yaml, before the server takes a request: a
 * checkout on a fresh database finds its products, and a changed name or
 * price reaches the database with the deploy, not with the first shop view.
 */
export async function initSite(env: Record<string, string | undefined> = process.env) {
  const open = await initDatabase(env);
  await syncProducts(open.db, allProducts());
  return open;
}

/** Sent by a worker whose form post changed data; the primary (server.js) passes it to the other workers. */
export const RENDER_CACHE_CLEAR = "arunachala:render-cache-clear";

export interface AppOptions {
  /** build/client: hashed assets, public files and prerendered pages. Absent in development. */
  clientDir?: string;
  siteUrl?: string;
  /**
   * How many proxies (CDN, load balancer) stand in front and append to X-Forwarded-*:
   * the client's address and https are read that many hops from the right (0: none).
   * A string is the TRUST_PROXY setting as written.
   */
  trustProxy?: number | string;
  development?: boolean;
  /** The shared render cache for public pages (on unless false; never in development). */
  renderCache?: boolean;
}

interface Prerendered {
  body: Buffer;
  etag: string;
  scriptHashes: string[];
}

const HTML_CACHE = "public, max-age=0, s-maxage=600, stale-while-revalidate=86400";

/** Every prerendered page under clientDir, keyed by its URL path (no trailing slash). */
function loadPrerendered(clientDir: string): Map<string, Prerendered> {
  const pages = new Map<string, Prerendered>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (name === "assets" && dir === clientDir) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        const body = readFileSync(full);
        const html = body.toString("utf8");
        pages.set(rel ? `/${rel}` : "/", {
          body,
          etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
          scriptHashes: inlineScriptHashes(html),
        });
      }
    }
  };
  walk(clientDir);
  return pages;
}

/**
 * Whether a request comes from another site (by its Origin header, else the
 * browser's Sec-Fetch-Site). `host` is the site's host as the browser sees it:
 * behind a trusted proxy that rewrites Host, the forwarded one.
 */
export function isCrossSite(req: Pick<Request, "headers">, host = req.headers.host): boolean {
  const origin = req.headers.origin;
  if (origin) {
    try {
      return new URL(origin).host !== host;
    } catch {
      return true; // "null" and other opaque origins
    }
  }
  return req.headers["sec-fetch-site"] === "cross-site";
}

function isHttps(req: Request): boolean {
  return req.secure;
}

export function createApp(options: AppOptions) {
  const siteUrl = resolveSiteUrl(options.siteUrl);
  const app = express();
  app.disable("x-powered-by");
  const proxyHops = typeof options.trustProxy === "number" ? options.trustProxy : trustedProxyHops(options.trustProxy);
  if (proxyHops) app.set("trust proxy", proxyHops);

  // Security headers on every response. CSP and HSTS are set per response below.
  app.use(
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
    }),
  );
  app.use((req, res, next) => {
    res.setHeader("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), browsing-topics=()");
    if (isHttps(req)) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  });

  const clientDir = options.clientDir;
  const prerendered = clientDir ? loadPrerendered(clientDir) : new Map<string, Prerendered>();

  if (clientDir) {
    // Fingerprinted build assets never change; a missing one is a plain 404 (an old deploy's file), never a page.
    app.use("/assets", express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }));
    app.use("/assets", (_req, res) => void res.status(404).type("text/plain").send("Not found"));
    // Other public files: images and icons for a week; sitemap, robots.txt and
    // the feed change with each deploy, so for an hour; the web app manifest
    // for a day; the service worker is revalidated on every fetch, so a deploy
    // reaches installed workers at once. Prerendered pages and their .data
    // files are not served from here: see below.
    const serviceWorker = resolve(clientDir, "sw.js");
    const webManifest = resolve(clientDir, "manifest.webmanifest");
    const files = express.static(clientDir, {
      maxAge: "7d",
      index: false,
      redirect: false,
      dotfiles: "ignore",
      setHeaders: (res, path) => {
        if (path === serviceWorker) res.setHeader("Cache-Control", "no-cache");
        else if (path === webManifest) {
          res.setHeader("Content-Type", "application/manifest+json; charset=utf-8");
          res.setHeader("Cache-Control", "public, max-age=86400");
        } else if (/\.(xml|txt|ics|json)$/.test(path)) res.setHeader("Cache-Control", "public, max-age=3600");
      },
    });
    // Every public file has an extension; a page path never does, so it skips the file lookup.
    const isPublicFile = (path: string) => /\.[^/]+$/.test(path) && !path.endsWith(".data") && !path.endsWith(".html");
    app.use((req, res, next) => (isPublicFile(req.path) ? files(req, res, next) : next()));
  }

  // Methods the site does not answer, and bodies too large or of unknown length, are refused before the body is read.
  app.use((req, res, next) => {
    const refusal = refuseRequest(req.method, req.path, req.headers);
    if (!refusal) return next();
    for (const [name, value] of Object.entries(refusal.headers ?? {})) res.setHeader(name, value);
    // The unread body is not drained: the connection closes after the answer.
    res.setHeader("Connection", "close");
    res.status(refusal.status).type("text/plain").send(refusal.message);
  });

  // Cross-site form posts are refused: a state-changing request must come from a page of this site.
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    // Express reads X-Forwarded-Host only from a trusted proxy (req.host); otherwise the Host header.
    if (isCrossSite(req, proxyHops ? req.host : req.headers.host)) return void res.status(403).type("text/plain").send("Cross-site requests are refused.");
    next();
  });

  // Redirects (spec §2): one 301 to the final URL, including the canonical host.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path.endsWith(".data") || req.path.startsWith("/__manifest")) return next();
    const url = new URL(req.originalUrl, "http://local.invalid");
    const target = resolveRedirect({ pathname: url.pathname, search: url.search, host: req.headers.host }, { siteUrl });
    if (!target) return next();
    res.setHeader("Cache-Control", target.status === 301 ? "public, max-age=86400" : "no-store");
    res.redirect(target.status, target.location);
  });

  // Prerendered pages: served as built, when the query carries nothing but tracking parameters.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = prerendered.get(req.path);
    if (!page) return next();
    const search = new URL(req.originalUrl, "http://local.invalid").search;
    if (stripTrackingParams(search) !== "") return next();
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(page.scriptHashes, { https: isHttps(req) }));
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", HTML_CACHE);
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === page.etag) return void res.status(304).end();
    res.status(200).send(page.body);
  });

  // Everything else is rendered per request, its inline scripts allowed by a
  // fresh nonce; public pages are kept for a minute in the shared render
  // cache, and served from it with their inline scripts' hashes instead.
  // In production the build is loaded once and handed over as an object, so
  // React Router derives its route tables once; given a function, it would
  // flatten and rank every route again on each request (which only hot
  // reload in development needs).
  const cache = options.development || options.renderCache === false ? undefined : new RenderCache();
  // With several workers (server.js, WEB_CONCURRENCY) a change empties every worker's cache, not only this one's.
  const afterStateChange = () => {
    cache?.clear();
    if (cluster.isWorker) process.send?.({ type: RENDER_CACHE_CLEAR });
  };
  if (cache && cluster.isWorker) {
    process.on("message", (message: { type?: string } | null) => {
      if (message?.type === RENDER_CACHE_CLEAR) cache.clear();
    });
  }
  const hashesOf = new WeakMap<CachedResponse, string[]>();
  const handlerFor = (build: ServerBuild | (() => Promise<ServerBuild>)) =>
    createCachingRequestHandler({
      build,
      mode: options.development ? "development" : "production",
      cache,
      afterStateChange,
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        context.set(nonceRouterContext, res.locals.nonce as string);
        context.set(clientIpContext, req.ip ?? "unknown");
        return context;
      },
      // A page served from the cache carries the nonce of the render that
      // made it: its inline scripts are allowed by their hashes instead.
      onCached: (req, res, cached) => {
        if (options.development) return;
        let hashes = hashesOf.get(cached);
        if (!hashes) hashesOf.set(cached, (hashes = inlineScriptHashes(cached.body.toString("utf8"))));
        res.setHeader("Content-Security-Policy", contentSecurityPolicy(hashes, { https: isHttps(req) }));
      },
    });
  const loadBuild = () => import("virtual:react-router/server-build");
  const handler = options.development ? Promise.resolve(handlerFor(loadBuild)) : loadBuild().then((build) => handlerFor(build));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const nonce = newNonce();
    res.locals.nonce = nonce;
    if (!options.development) {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], { https: isHttps(req) }));
    }
    handler.then((handle) => handle(req, res, next), next);
  });

  return app;
}
