/**
 * Keys name files in the media store (`pictures/…webp`); the catalogue stores their `/media/<key>` address, the
 * shop's own, whichever store holds them (decision 0064).
 */

/** Lower-case words, digits, dots, dashes and underscores in slash-separated segments, none of them `.` or `..`. */
const KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

/** Keys are made by the API, never by a caller; one that could leave the store's root is a programming error. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`media key refused: ${JSON.stringify(key)}`);
}

export const MEDIA_PREFIX = "/media/";

/** The address the catalogue stores and the storefront shows (through its `/media/*` proxy and image optimizer). */
export const mediaPath = (key: string) => `${MEDIA_PREFIX}${key}`;

/** The key of a `/media/…` address, or undefined for any other value. */
export const keyOfMediaPath = (path: string) => (path.startsWith(MEDIA_PREFIX) ? path.slice(MEDIA_PREFIX.length) : undefined);
