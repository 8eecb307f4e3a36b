import { Readable } from "node:stream";
import { notFound } from "../../lib/errors.js";
import type { MediaStorage } from "./media-storage.js";

/** The names `colour-pictures.ts` gives uploaded pictures, and nothing else (no path, no other extension). */
const PICTURE_FILE = /^\d{1,10}-[0-9a-f]{16}-\d{1,5}x\d{1,5}\.webp$/;

/**
 * An uploaded picture kept in the bucket, read from its public address for `/media/pictures/<file>`: the shop's
 * pages, its image optimizer and its Content-Security-Policy know only the shop's own `/media/` addresses, so every
 * API machine answers them from the one bucket. The picture is passed on as it streams, never held whole.
 */
export async function readBucketPicture(
  storage: MediaStorage,
  file: string,
): Promise<{ body: Readable; length: string | null }> {
  if (!PICTURE_FILE.test(file)) throw notFound();
  const response = await fetch(storage.url(`pictures/${file}`), { signal: AbortSignal.timeout(20_000) });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    // A public bucket answers 403 or 404 for a key it does not hold; anything else is a fault (a 500, logged).
    if (response.status === 403 || response.status === 404) throw notFound();
    throw new Error(`bucket read pictures/${file}: ${response.status}`);
  }
  return { body: Readable.fromWeb(response.body), length: response.headers.get("content-length") };
}
