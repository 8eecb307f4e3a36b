/**
 * A small in-process cache with a time-to-live and a size bound: a count of entries and, with `weigh`, a total
 * weight (bytes). Past the bound the oldest entry is evicted, unless it was read since it was kept or last passed
 * over ("second chance", a clock): then it is kept as if new. A stream of keys read once (a crawler walking
 * listings) thus never pushes out the few read all the time (popular products, common search prefixes), and a
 * hit costs one flag, not a move in the map.
 * Concurrent misses for one key share a single load. Once an entry is older than its time-to-live it is
 * still served while one background reload replaces it (stale-while-revalidate), so after the first load no
 * request waits for the database; a failed reload keeps the old value and is tried again on the next read.
 */
import { EvictionQueue } from "./eviction-queue.js";

type Entry<V> = {
  key: string;
  value: Promise<V>;
  settled?: V;
  expiresAt: number;
  /** The running reload, resolving to the fresh value (or the old one when the reload fails). */
  reloading: Promise<V> | null;
  /** The settled value's weight, counted in the cache's total. */
  weight: number;
  /** Read since it was kept or last passed over by the eviction. */
  used: boolean;
};

type Bound<V> = {
  /** Entries kept at most. */
  maxEntries?: number;
  /** The weight of a loaded value under its key (their bytes, say), and the total weight kept at most. */
  weigh?: (value: V, key: string) => number;
  maxWeight?: number;
};

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** The entries in the order the eviction passes over them (see EvictionQueue), some of them forgotten since. */
  private readonly order = new EvictionQueue<Entry<V>>();
  /** With no time-to-live, the loads under way: nothing is kept, but concurrent readers still share one. */
  private readonly loading = new Map<string, Promise<V>>();
  private readonly maxEntries: number;
  private readonly maxWeight: number;
  private readonly weigh: ((value: V, key: string) => number) | undefined;
  private weight = 0;

  /** `bound`: a count of entries (1,000 by default), or a count and a total weight. */
  constructor(
    private readonly ttlMs: number,
    bound: number | Bound<V> = {},
  ) {
    const { maxEntries = 1_000, maxWeight = Infinity, weigh } = typeof bound === "number" ? { maxEntries: bound } : bound;
    this.maxEntries = maxEntries;
    this.maxWeight = maxWeight;
    this.weigh = weigh;
  }

  /** Total weight of the values kept (0 without `weigh`). */
  get totalWeight(): number {
    return this.weight;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The value of `key`, loaded by `load` when missing. A reload of an expired value passes it to `load`, which may
   * give it back when what it was made of has not changed.
   */
  get(key: string, load: (stale?: V) => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return this.shared(key, load);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      hit.used = true;
      if (hit.expiresAt <= now && !hit.reloading) void this.reload(key, hit, load);
      return hit.value;
    }
    const value = load();
    const entry: Entry<V> = { key, value, expiresAt: now + this.ttlMs, reloading: null, weight: 0, used: false };
    this.entries.set(key, entry);
    this.order.push(entry);
    // Entries forgotten after a failed load stay in the queue until passed over: never more than the entries kept.
    if (this.order.length > 2 * this.entries.size + 64) this.order.retain((kept) => this.entries.get(kept.key) === kept);
    value.then(
      (settled) => {
        if (entry.value === value) this.settle(key, entry, settled);
      },
      () => {
        if (this.entries.get(key) === entry) this.delete(key, entry);
      },
    );
    this.evict(key);
    return value;
  }

  private settle(key: string, entry: Entry<V>, value: V): void {
    entry.settled = value;
    if (!this.weigh || this.entries.get(key) !== entry) return;
    const weight = this.weigh(value, key);
    this.weight += weight - entry.weight;
    entry.weight = weight;
    this.evict(key);
  }

  private delete(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  /**
   * Forgets the oldest entries beyond the bounds, but never `keep`, the one just loaded; an entry read since it was
   * kept is moved to the end instead, its flag cleared. Each entry is passed over at most twice.
   */
  private evict(keep: string): void {
    this.order.evict(
      () => this.entries.size > this.maxEntries || this.weight > this.maxWeight,
      // An entry forgotten since (a failed load) is neither spared nor forgotten again: it leaves the queue.
      (entry) => {
        const spared = this.entries.get(entry.key) === entry && (entry.key === keep || entry.used);
        entry.used = false;
        return spared;
      },
      (entry) => {
        if (this.entries.get(entry.key) === entry) this.delete(entry.key, entry);
      },
    );
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
    if (!entry || entry.expiresAt <= Date.now() || entry.settled === undefined) return undefined;
    entry.used = true;
    return entry.settled;
  }

  /**
   * Like `get`, but an expired value is not served: the caller waits for the reload. For data other cached
   * values are computed from, so that refreshing those never rebuilds them from stale data.
   */
  getFresh(key: string, load: (stale?: V) => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (!hit || this.ttlMs <= 0 || hit.expiresAt > Date.now()) return this.get(key, load);
    return hit.reloading ?? this.reload(key, hit, load);
  }

  private reload(key: string, entry: Entry<V>, load: (stale?: V) => Promise<V>): Promise<V> {
    const old = entry.value;
    entry.reloading = load(entry.settled).then(
      (fresh) => {
        if (this.entries.get(key) === entry) {
          entry.value = Promise.resolve(fresh);
          entry.expiresAt = Date.now() + this.ttlMs;
          this.settle(key, entry, fresh);
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
    this.order.clear();
    this.weight = 0;
  }
}
