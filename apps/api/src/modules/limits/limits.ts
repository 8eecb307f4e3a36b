import { lt } from "drizzle-orm";
import { RateLimiterDrizzle } from "rate-limiter-flexible";
import type { Db } from "../../db/client.js";
import { rateLimits } from "../../db/schema.js";
import type { AppError } from "../../lib/errors.js";

/**
 * A request limit whose counters live in PostgreSQL (`rate_limits`, through rate-limiter-flexible's Drizzle
 * store): they hold across restarts and are shared by every API process on the database. At most `points`
 * counted events per key within `seconds`.
 */
export class Limit {
  private readonly limiter: RateLimiterDrizzle;

  constructor(
    db: Db,
    readonly name: string,
    readonly points: number,
    readonly seconds: number,
  ) {
    this.limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points,
      duration: seconds,
      // Expired counters are deleted by `deleteExpiredLimits`, run by the API's housekeeping.
      clearExpiredByTimeout: false,
    });
  }

  /** Seconds to wait when the key has used up its window, otherwise 0. */
  async retryAfter(key: string): Promise<number> {
    const state = await this.limiter.get(key);
    if (!state || state.consumedPoints < this.points) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  /** Counts one event for the key (atomic across processes). */
  async hit(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  /** Counts one event, or refuses with a 429 (and Retry-After) when the key has used up its window. */
  async take(key: string, refusal: () => AppError): Promise<void> {
    const state = await this.limiter.penalty(key, 1);
    if (state.consumedPoints > this.points) throw withRetryAfter(refusal(), state.msBeforeNext);
  }

  /** Refuses with a 429 when the key has used up its window, without counting. */
  async check(key: string, refusal: () => AppError): Promise<void> {
    const wait = await this.retryAfter(key);
    if (wait > 0) throw withRetryAfter(refusal(), wait * 1000);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

function withRetryAfter(error: AppError, milliseconds: number): AppError {
  error.headers = { "retry-after": String(Math.max(1, Math.ceil(milliseconds / 1000))) };
  return error;
}

/** Deletes the counters whose window ended (they no longer count for anything). */
export async function deleteExpiredLimits(db: Db): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.expire, new Date())).returning({ key: rateLimits.key });
  return deleted.length;
}
