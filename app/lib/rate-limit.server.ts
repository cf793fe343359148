/**
 * Rate limits for forms (rate-limiter-flexible). One server process counts
 * in its own memory; with several worker processes (WEB_CONCURRENCY, see
 * server.js) each limiter lives in the primary process and the workers ask
 * it over IPC, so a limit holds for the whole server, not per worker.
 */
import cluster from "node:cluster";
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** RATE_LIMITS=off turns the limits off: for the load test in `npm run bench` only, never in production. */
const OFF = process.env.RATE_LIMITS === "off";

/** A limiter of `points` per `seconds` per key; `name` must be unique (it names the limiter in the primary process). */
export function makeLimiter(name: string, points: number, seconds: number) {
  const options = { keyPrefix: name, points, duration: seconds };
  const limiter = cluster.isWorker ? new RateLimiterCluster({ ...options, timeoutMs: 3000 }) : new RateLimiterMemory(options);
  return async (key: string): Promise<Verdict> => {
    if (OFF) return { ok: true };
    try {
      await limiter.consume(key);
      return { ok: true };
    } catch (error) {
      if (error instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) };
      throw error;
    }
  };
}

/** Contact form: 5 messages per 10 minutes from one address. */
export const contactLimit = makeLimiter("contact", 5, 600);
