/**
 * A small in-process cache with a time-to-live and a size bound (oldest entry evicted first).
 * Concurrent misses for one key share a single load. Once an entry is older than its time-to-live it is
 * still served while one background reload replaces it (stale-while-revalidate), so after the first load no
 * request waits for the database; a failed reload keeps the old value and is tried again on the next read.
 */
type Entry<V> = {
  value: Promise<V>;
  settled?: V;
  expiresAt: number;
  /** The running reload, resolving to the fresh value (or the old one when the reload fails). */
  reloading: Promise<V> | null;
};

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** With no time-to-live, the loads under way: nothing is kept, but concurrent readers still share one. */
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return this.shared(key, load);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.expiresAt <= now && !hit.reloading) void this.reload(key, hit, load);
      return hit.value;
    }
    const value = load();
    const entry: Entry<V> = { value, expiresAt: now + this.ttlMs, reloading: null };
    this.entries.set(key, entry);
    value.then(
      (settled) => {
        if (entry.value === value) entry.settled = settled;
      },
      () => this.entries.delete(key),
    );
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  private shared(key: string, load: () => Promise<V>): Promise<V> {
    const running = this.loading.get(key);
    if (running) return running;
    const value = load().finally(() => this.loading.delete(key));
    this.loading.set(key, value);
    return value;
  }

  /** The loaded value of a key while it is fresh; undefined when missing, still loading or due for a reload. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.settled : undefined;
  }

  /**
   * Like `get`, but an expired value is not served: the caller waits for the reload. For data other cached
   * values are computed from, so that refreshing those never rebuilds them from stale data.
   */
  getFresh(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (!hit || this.ttlMs <= 0 || hit.expiresAt > Date.now()) return this.get(key, load);
    return hit.reloading ?? this.reload(key, hit, load);
  }

  private reload(key: string, entry: Entry<V>, load: () => Promise<V>): Promise<V> {
    const old = entry.value;
    entry.reloading = load().then(
      (fresh) => {
        if (this.entries.get(key) === entry) {
          entry.value = Promise.resolve(fresh);
          entry.settled = fresh;
          entry.expiresAt = Date.now() + this.ttlMs;
        }
        entry.reloading = null;
        return fresh;
      },
      () => {
        entry.reloading = null;
        return old;
      },
    );
    return entry.reloading;
  }

  clear(): void {
    this.entries.clear();
  }
}
