/**
 * Rate limits for forms (rate-limiter-flexible).
 * - On PostgreSQL (DATABASE_URL), the counts live in the database (the
 *   library's PostgreSQL store, a table per limiter), so a limit holds across
 *   every worker and every instance behind a load balancer; if the store
 *   fails, an in-memory limiter stands in rather than letting everyone through.
 * - With the embedded database, one server process counts in its own memory;
 *   with several workers each limiter lives in the primary process and the
 *   workers ask it over IPC (server.js).
 */
import cluster from "node:cluster";
import pg from "pg";
import { RateLimiterCluster, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** RATE_LIMITS=off turns the limits off: for the load test in `npm run bench` only, never in production. */
const OFF = process.env.RATE_LIMITS === "off";

let pool: pg.Pool | undefined;
function limitsPool(url: string): pg.Pool {
  pool ??= new pg.Pool({ connectionString: url, max: 3 });
  return pool;
}

function createLimiter(name: string, points: number, seconds: number): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: name, points, duration: seconds };
  const url = process.env.DATABASE_URL;
  if (!url) return Promise.resolve(cluster.isWorker ? new RateLimiterCluster({ ...options, timeoutMs: 3000 }) : new RateLimiterMemory(options));
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        ...options,
        storeClient: limitsPool(url),
        tableName: `rate_limit_${name.replace(/[^a-z0-9]/g, "_")}`,
        clearExpiredByTimeout: true,
        insuranceLimiter: new RateLimiterMemory(options),
      },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

/**
 * A limiter of `points` per `seconds` per key; `name` must be unique (it names the limiter and its table).
 * Calling it spends a point. `blocked` only looks (for limits that count failures alone, such as
 * wrong passwords for one account), and `reset` forgets a key (after a success).
 */
export function makeLimiter(name: string, points: number, seconds: number) {
  let limiter: Promise<RateLimiterAbstract> | undefined;
  // Created on first use; if creating its table failed (two instances racing to create it), the next call tries again.
  const get = () =>
    (limiter ??= createLimiter(name, points, seconds).catch((error: unknown) => {
      limiter = undefined;
      throw error;
    }));
  const consume = async (key: string): Promise<Verdict> => {
    if (OFF) return { ok: true };
    try {
      await (await get()).consume(key);
      return { ok: true };
    } catch (error) {
      if (error instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) };
      throw error;
    }
  };
  return Object.assign(consume, {
    async blocked(key: string): Promise<Verdict> {
      if (OFF) return { ok: true };
      const res = await (await get()).get(key);
      return res && res.consumedPoints >= points ? { ok: false, retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) } : { ok: true };
    },
    async reset(key: string): Promise<void> {
      if (OFF) return;
      await (await get()).delete(key);
    },
  });
}

/** Contact form: 5 messages per 10 minutes from one address. */
export const contactLimit = makeLimiter("contact", 5, 600);
