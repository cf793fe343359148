// The site's process: serves the production build (or, with NODE_ENV=development,
// the Vite dev server), and shuts down cleanly on SIGTERM/SIGINT.
//
// WEB_CONCURRENCY=N (production, with DATABASE_URL) runs N worker processes
// behind one port (node:cluster): the primary applies the migrations once,
// keeps the rate limiters that all workers share, and passes render-cache
// clearing from one worker to the others. See docs/decisions/0012.
import cluster from "node:cluster";
import compression from "compression";
import express from "express";

const DEVELOPMENT = process.env.NODE_ENV === "development";
const HOST = process.env.HOST || "0.0.0.0";
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
/** How long a stopping server keeps answering (with Connection: close) before it stops listening. */
const SHUTDOWN_DRAIN_MS = Math.min(8000, Math.max(0, Number.parseInt(process.env.SHUTDOWN_DRAIN_MS || "1000", 10) || 0));
const WORKERS = Math.max(1, Number.parseInt(process.env.WEB_CONCURRENCY || "1", 10) || 1);
const options = {
  siteUrl: process.env.SITE_URL,
  trustProxy: process.env.TRUST_PROXY,
  development: DEVELOPMENT,
  // RENDER_CACHE=off renders every request (to measure rendering itself).
  renderCache: process.env.RENDER_CACHE !== "off",
};

/** Opens the database (and its DATA_DIR lock) and syncs the catalogue before serving; a second server on the same folder stops here. */
async function openDatabaseOrExit(initSite) {
  try {
    const open = await initSite();
    if (cluster.isPrimary) {
      console.log(`database: ${open.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${process.env.DATA_DIR || "data"}`}, migrations applied`);
    }
  } catch (error) {
    console.error(`database: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

if (WORKERS > 1 && cluster.isPrimary) await runPrimary();
else await runServer();

/** The primary of WEB_CONCURRENCY workers: migrations, shared rate limits, cache relay, restarts. */
async function runPrimary() {
  if (DEVELOPMENT || !process.env.DATABASE_URL) {
    console.error(
      `WEB_CONCURRENCY=${WORKERS} needs the production server and DATABASE_URL: the embedded database (PGlite) can be owned by one process only.`,
    );
    process.exit(1);
  }
  const { initSite, closeDatabase, RENDER_CACHE_CLEAR } = await import("./build/server/index.js");
  await openDatabaseOrExit(initSite);
  await closeDatabase();
  const { RateLimiterClusterMaster } = await import("rate-limiter-flexible");
  new RateLimiterClusterMaster();
  cluster.on("message", (from, message) => {
    if (message?.type !== RENDER_CACHE_CLEAR) return;
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && worker !== from && worker.isConnected()) worker.send(message);
  });

  let closing = false;
  const recentExits = [];
  cluster.on("exit", (worker, code, signal) => {
    if (closing) return;
    // A worker that keeps failing (a database that is down, say) is not restarted for ever.
    const now = Date.now();
    recentExits.push(now);
    while (recentExits.length > 0 && recentExits[0] < now - 60_000) recentExits.shift();
    if (recentExits.length > WORKERS * 3) {
      console.error(`workers keep ending (${recentExits.length} in a minute); stopping`);
      process.exit(1);
    }
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (let i = 0; i < WORKERS; i++) cluster.fork();
  console.log(`Arunachala Guide: ${WORKERS} workers on port ${PORT}`);

  const shutdown = (signal) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: stopping ${WORKERS} workers`);
    const workers = Object.values(cluster.workers ?? {}).filter(Boolean);
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once("exit", () => --left === 0 && process.exit(0));
      worker.process.kill("SIGTERM");
    }
    setTimeout(() => process.exit(0), 12_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** One server process (the only one, or a worker). */
async function runServer() {
  const server = express();
  server.disable("x-powered-by");
  let closing = false;
  // While shutting down, every answer says so: the client closes its kept-alive connection instead of
  // sending the next request into a socket that is about to go.
  server.use((_req, res, next) => {
    if (closing) res.setHeader("Connection", "close");
    next();
  });
  server.use(compression());

  let closeDatabase = async () => {};

  if (DEVELOPMENT) {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    const site = await vite.ssrLoadModule("./server/app.ts");
    await openDatabaseOrExit(site.initSite);
    closeDatabase = site.closeDatabase;
    server.use(vite.middlewares);
    server.use(async (req, res, next) => {
      try {
        const { createApp } = await vite.ssrLoadModule("./server/app.ts");
        return createApp(options)(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    const { createApp, initSite, closeDatabase: close } = await import("./build/server/index.js");
    await openDatabaseOrExit(initSite);
    closeDatabase = close;
    server.use(createApp({ ...options, clientDir: new URL("./build/client", import.meta.url).pathname }));
  }

  const listener = server.listen(PORT, HOST, () => {
    const where = `http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}`;
    console.log(cluster.isWorker ? `worker ${process.pid} listening on ${where}` : `Arunachala Guide listening on ${where}`);
  });

  function shutdown(signal) {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing (finishing requests in flight)`);
    // For a moment keep answering, each answer with Connection: close, so a request already on its way
    // over a kept-alive connection is served rather than reset; then stop listening, close the idle
    // connections, let the busy ones finish, and exit.
    setTimeout(() => {
      listener.close(() => void closeDatabase().finally(() => process.exit(0)));
      listener.closeIdleConnections();
    }, SHUTDOWN_DRAIN_MS);
    setTimeout(() => {
      listener.closeAllConnections();
      void closeDatabase().finally(() => process.exit(0));
    }, 10_000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  // Ctrl-C reaches every process of the group: a worker leaves its stopping to the primary.
  process.on("SIGINT", () => (cluster.isWorker ? undefined : shutdown("SIGINT")));
}
