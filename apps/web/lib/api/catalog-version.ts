/**
 * The catalogue's version as this storefront process follows it (decision 0065): read from the API at most once per
 * `intervalMs`, by the first page read that comes after it, the reads meanwhile sharing that one small read. When
 * the version moved, `moved` forgets the answers the process keeps, so that a change made in the back office is on
 * the pages within a second or two, whatever the answers' lifetimes.
 *
 * Several API processes are told of a change within milliseconds of each other, not at once: an answer read from
 * one not yet told, just after the move was seen through another, could be the old one. So a move is followed by a
 * second forgetting at the next check, a second later. A failed read changes nothing: the answers keep their
 * lifetimes, as before anyone followed the version.
 */
export function createVersionFollower({
  read,
  moved,
  intervalMs = 1_000,
  now = Date.now,
}: {
  /** The API's catalogue version. */
  read: () => Promise<number>;
  /** Called when the version moved, and once more at the check after. */
  moved: () => void;
  intervalMs?: number;
  now?: () => number;
}) {
  let known: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;
  let settling = false;

  const compare = (version: number) => {
    if (settling) {
      settling = false;
      moved();
    }
    if (known !== undefined && version !== known) {
      moved();
      settling = true;
    }
    known = version;
  };

  return {
    /**
     * Resolves once the version was checked within the last `intervalMs` (at once when it was): awaited before a
     * kept answer is given, it costs a page one small read at most once a second. Never rejects.
     */
    check(): Promise<void> {
      if (checking) return checking;
      if (now() - checkedAt < intervalMs) return Promise.resolve();
      checkedAt = now();
      checking = read()
        .then(compare, (error: unknown) => {
          console.warn(`[web] version du catalogue illisible : ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => (checking = undefined));
      return checking;
    },
    /** The version last read, undefined before the first read. */
    known: () => known,
  };
}

export type VersionFollower = ReturnType<typeof createVersionFollower>;
