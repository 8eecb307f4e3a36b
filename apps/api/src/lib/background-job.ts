/**
 * A job run in the background, at most one run at a time: asked again while it runs, it runs once more afterwards,
 * with the latest argument (the asks in between are merged), so the last ask is always served. A failed run is
 * reported to `failed` and does not stop the next.
 */
export function backgroundJob<T>(run: (argument: T) => Promise<unknown>, failed: (error: unknown) => void) {
  let next: { argument: T } | undefined;
  let running: Promise<void> | undefined;
  const drain = async () => {
    while (next) {
      const { argument } = next;
      next = undefined;
      await run(argument).catch(failed);
    }
    running = undefined;
  };
  return {
    ask(argument: T): void {
      next = { argument };
      running ??= drain();
    },
    /** Resolves once no run is under way or asked for. */
    settled: (): Promise<void> => running ?? Promise.resolve(),
  };
}
