/**
 * Express to React Router, with the shared render cache in between.
 *
 * The request and response conversion follows @react-router/express (7.18),
 * whose handler gives no place for a cache: the express request becomes a
 * web Request, React Router answers with a web Response, and that is written
 * back. A public page's answer is also kept in the RenderCache and served
 * from there until it expires (see render-cache.ts).
 */
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { sharedCacheSeconds, type CachedResponse, type RenderCache } from "./render-cache";

export interface HandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  cache?: RenderCache;
  /** After a state-changing request succeeded (by default, empties `cache`). */
  afterStateChange?: () => void;
  /** Called before a response is sent from the cache (or just after it went in). */
  onCached: (req: ExpressRequest, res: ExpressResponse, cached: CachedResponse) => void;
}

function webHeaders(requestHeaders: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

function webRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find((p) => Number.isSafeInteger(p));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: webHeaders(req.headers), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

function closed(res: ExpressResponse): boolean {
  return res.destroyed || res.writableEnded;
}

/** Sends a kept page; X-Cache says whether it was kept before (HIT) or has just been rendered and kept (MISS). */
function sendCached(req: ExpressRequest, res: ExpressResponse, entry: CachedResponse, hit: boolean): void {
  res.status(entry.status);
  for (const [name, value] of entry.headers) res.append(name, value);
  res.setHeader("ETag", entry.etag);
  res.setHeader("Age", String(hit ? Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000)) : 0));
  res.setHeader("X-Cache", hit ? "HIT" : "MISS");
  if (req.headers["if-none-match"] === entry.etag) return void res.status(304).end();
  res.end(entry.body);
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (closed(res)) return void (await response.body?.cancel());
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!closed(res)) throw error;
  }
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function createCachingRequestHandler(options: HandlerOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  const { cache } = options;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const cacheable = cache !== undefined && req.method === "GET";
      if (cacheable) {
        const hit = cache.get(req.originalUrl);
        if (hit) {
          options.onCached(req, res, hit);
          return sendCached(req, res, hit, true);
        }
      }
      if (cache && STATE_CHANGING.has(req.method)) {
        // Whatever it changed may be on a kept page: forget them all once it has succeeded.
        const changed = options.afterStateChange ?? (() => cache.clear());
        res.on("finish", () => res.statusCode < 400 && changed());
      }
      const generation = cache?.generation ?? 0;
      const response = await handle(webRequest(req, res), options.getLoadContext(req, res));
      if (cacheable && sharedCacheSeconds(response.status, response.headers) > 0 && !closed(res)) {
        const body = Buffer.from(await response.arrayBuffer());
        const entry = cache.store(req.originalUrl, response.status, response.headers, body, generation);
        if (entry) {
          options.onCached(req, res, entry);
          return sendCached(req, res, entry, false);
        }
        return void (await send(res, new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })));
      }
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}
