/**
 * Rate limits for forms (rate-limiter-flexible, in this process's memory: with
 * several server instances, each counts its own; put the limiter on the shared
 * PostgreSQL if that matters).
 */
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** RATE_LIMITS=off turns the limits off: for the load test in `npm run bench` only, never in production. */
const OFF = process.env.RATE_LIMITS === "off";

export function makeLimiter(points: number, seconds: number) {
  const limiter = new RateLimiterMemory({ points, duration: seconds });
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
export const contactLimit = makeLimiter(5, 600);
