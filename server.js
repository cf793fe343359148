// The site's process: serves the production build (or, with NODE_ENV=development,
// the Vite dev server), and shuts down cleanly on SIGTERM/SIGINT.
import compression from "compression";
import express from "express";

const DEVELOPMENT = process.env.NODE_ENV === "development";
const HOST = process.env.HOST || "0.0.0.0";
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
const options = {
  siteUrl: process.env.SITE_URL,
  trustProxy: process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true",
  development: DEVELOPMENT,
  // RENDER_CACHE=off renders every request (to measure rendering itself).
  renderCache: process.env.RENDER_CACHE !== "off",
};

const server = express();
server.disable("x-powered-by");
server.use(compression());

/** Opens the database (and its DATA_DIR lock) before serving; a second server on the same folder stops here. */
async function openDatabaseOrExit(initDatabase) {
  try {
    const open = await initDatabase();
    console.log(`database: ${open.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${process.env.DATA_DIR || "data"}`}, migrations applied`);
  } catch (error) {
    console.error(`database: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

let closeDatabase = async () => {};

if (DEVELOPMENT) {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  const database = await vite.ssrLoadModule("./app/db/database.server.ts");
  await openDatabaseOrExit(database.initDatabase);
  closeDatabase = database.closeDatabase;
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
  const { createApp, initDatabase, closeDatabase: close } = await import("./build/server/index.js");
  await openDatabaseOrExit(initDatabase);
  closeDatabase = close;
  server.use(createApp({ ...options, clientDir: new URL("./build/client", import.meta.url).pathname }));
}

const listener = server.listen(PORT, HOST, () => {
  console.log(`Arunachala Guide listening on http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}`);
});

let closing = false;
function shutdown(signal) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing (finishing requests in flight)`);
  listener.close(() => void closeDatabase().finally(() => process.exit(0)));
  listener.closeIdleConnections();
  setTimeout(() => {
    listener.closeAllConnections();
    void closeDatabase().finally(() => process.exit(0));
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
