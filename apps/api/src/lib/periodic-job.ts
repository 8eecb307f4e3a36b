type Schedule = {
  everyMs: number;
  /** Delay of the first run; by default a little after start (within a minute). */
  firstAfterMs?: number;
  onError: (error: unknown) => void;
};

export type PeriodicJob = { stop: () => Promise<void> };

/**
 * Runs `run` a little after start, then `everyMs` after each run ends (runs never overlap). The timer never keeps
 * the process alive; `stop` clears it and waits for a run under way, so the pool can be ended after it. What the
 * job works on lives in the database, so a restart loses nothing: the next run finds it.
 */
export function schedulePeriodic(run: () => Promise<unknown>, { everyMs, firstAfterMs, onError }: Schedule): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const plan = (delayMs: number) => {
    timer = setTimeout(() => {
      running = run()
        .then(() => undefined, onError)
        .finally(() => {
          if (!stopped) plan(everyMs);
        });
    }, delayMs);
    timer.unref();
  };
  plan(firstAfterMs ?? Math.min(everyMs, 60_000));
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
