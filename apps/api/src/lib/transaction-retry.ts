import type { Db, Tx } from "../db/client.js";

const RETRYABLE = new Set(["40001", "40P01"]); // serialization failure, deadlock detected

const codeOf = (error: unknown) =>
  (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;

/** Runs a transaction, retrying it (a few times, with a short random pause) when PostgreSQL asks to. */
export async function withTransactionRetry<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(codeOf(error) ?? "")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
