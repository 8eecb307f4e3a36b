/**
 * A small in-process cache with a time-to-live and a size bound (oldest entry evicted first).
 * Concurrent misses for one key share a single load. Once an entry is older than its time-to-live it is
 * still served while one background reload replaces it (stale-while-revalidate), so after the first load no
 * request waits for the database; a failed reload keeps the old value and is tried again on the next read.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expiresAt: number; reloading: boolean }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.expiresAt <= now && !hit.reloading) this.reload(key, hit, load);
      return hit.value;
    }
    const value = load();
    this.entries.set(key, { value, expiresAt: now + this.ttlMs, reloading: false });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  private reload(key: string, entry: { value: Promise<V>; expiresAt: number; reloading: boolean }, load: () => Promise<V>) {
    entry.reloading = true;
    load().then(
      (fresh) => {
        if (this.entries.get(key) === entry) {
          entry.value = Promise.resolve(fresh);
          entry.expiresAt = Date.now() + this.ttlMs;
        }
        entry.reloading = false;
      },
      () => {
        entry.reloading = false;
      },
    );
  }

  clear(): void {
    this.entries.clear();
  }
}
