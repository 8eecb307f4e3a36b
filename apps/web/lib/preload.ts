/**
 * Starts downloading a chunk before it is needed (pointer on a button, focus in a box). A failure is left to
 * the use itself, which imports the chunk again and shows its own error there: a preload has no one to tell, and
 * the spec allows the browser's console no message but the unknown-announcement warning (§8).
 */
export function preload(load: () => Promise<unknown>): void {
  load().then(ignore, ignore);
}

function ignore(): void {}
