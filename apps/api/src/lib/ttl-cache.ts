/**
 * A small in-process cache with a time-to-live and a size bound: a count of entries and, with `weigh`, a total
 * weight (bytes). Past the bound the oldest entry is evicted, unless it was read since it was kept or last passed
 * over ("second chance", a clock): then it is kept as if new. A stream of keys read once (a crawler walking
 * listings) thus never pushes out the few read all the time (popular products, common search prefixes), and a
 * hit costs one flag, not a move in the map.
 * Concurrent misses for one key share a single load. Once an entry is older than its time-to-live it is
 * still served while one background reload replaces it (stale-while-revalidate), so after the first load no
 * request waits for the database; a failed reload keeps the old value and is tried again on the next read.
 * `expire()` is for a change known to have happened (PostgreSQL's notification): what was loaded before it is
 * never served again without a reload, and the readers wait for that reload.
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
  /** The cache's `epoch` when the value held was asked for, and when the running reload was. */
  epoch: number;
  reloadEpoch: number;
};

type Bound<V> = {
  /** Entries kept at most. */
  maxEntries?: number;
  /** The weight of a loaded value under its key (their bytes, say), and the total weight kept at most. */
  weigh?: (value: V, key: string) => number;
  maxWeight?: number;
  /**
   * Whether a load's error is an answer rather than a failure (a 404: the thing is gone): the value kept is then
   * forgotten and the error given to every reader, where a failure keeps the old value served.
   */
  isAnswer?: (error: unknown) => boolean;
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
  private readonly isAnswer: (error: unknown) => boolean;
  private weight = 0;
  /** Moves at each `expire()`: an entry loaded in an earlier epoch may predate a change. */
  private epoch = 0;

  /** `bound`: a count of entries (1,000 by default), or a count and a total weight. */
  constructor(
    private readonly ttlMs: number,
    bound: number | Bound<V> = {},
  ) {
    const { maxEntries = 1_000, maxWeight = Infinity, weigh, isAnswer = () => false } =
      typeof bound === "number" ? { maxEntries: bound } : bound;
    this.maxEntries = maxEntries;
    this.maxWeight = maxWeight;
    this.weigh = weigh;
    this.isAnswer = isAnswer;
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
      // Loaded before `expire()`: it may be what a change replaced, so it is not served before a reload.
      if (hit.epoch !== this.epoch) return this.reloaded(key, hit, load);
      // A reload in the background that finds the thing gone forgets it: the next reader is told.
      if (hit.expiresAt <= now && !hit.reloading) this.reload(key, hit, load).catch(() => undefined);
      return hit.value;
    }
    const value = load();
    const epoch = this.epoch;
    const entry: Entry<V> = {
      key,
      value,
      expiresAt: now + this.ttlMs,
      reloading: null,
      weight: 0,
      used: false,
      epoch,
      reloadEpoch: epoch,
    };
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
    if (!entry || entry.epoch !== this.epoch || entry.expiresAt <= Date.now() || entry.settled === undefined) {
      return undefined;
    }
    entry.used = true;
    return entry.settled;
  }

  /**
   * Like `get`, but an expired value is not served: the caller waits for the reload. For data other cached
   * values are computed from, so that refreshing those never rebuilds them from stale data.
   */
  getFresh(key: string, load: (stale?: V) => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (!hit || this.ttlMs <= 0 || (hit.expiresAt > Date.now() && hit.epoch === this.epoch)) return this.get(key, load);
    return this.reloaded(key, hit, load);
  }

  /**
   * The entry's value read again since the last `expire()`: the reload under way when it started after it, else a
   * new one. A reload started before may have read what the change replaced: it is waited for, then one more is
   * started, so a stream of changes runs reloads one after another instead of piling them up (an index that takes
   * seconds to load is never loaded twice at once).
   */
  private reloaded(key: string, entry: Entry<V>, load: (stale?: V) => Promise<V>): Promise<V> {
    if (!entry.reloading) return this.reload(key, entry, load);
    if (entry.reloadEpoch === this.epoch) return entry.reloading;
    // Failed with an answer, that reload forgot the entry: this reader loads afresh.
    return entry.reloading.then(
      () => this.reloaded(key, entry, load),
      () => this.get(key, load),
    );
  }

  private reload(key: string, entry: Entry<V>, load: (stale?: V) => Promise<V>): Promise<V> {
    const old = entry.value;
    const epoch = this.epoch;
    const reloading: Promise<V> = load(entry.settled).then(
      (fresh) => {
        // A value loaded before the last `expire()` is kept (it is all there is) but stays due for a reload.
        if (this.entries.get(key) === entry && epoch >= entry.epoch) {
          entry.value = Promise.resolve(fresh);
          entry.expiresAt = Date.now() + this.ttlMs;
          entry.epoch = epoch;
          this.settle(key, entry, fresh);
        }
        if (entry.reloading === reloading) entry.reloading = null;
        return fresh;
      },
      (error: unknown) => {
        if (entry.reloading === reloading) entry.reloading = null;
        if (!this.isAnswer(error)) return old;
        if (this.entries.get(key) === entry) this.delete(key, entry);
        throw error;
      },
    );
    entry.reloading = reloading;
    entry.reloadEpoch = epoch;
    return reloading;
  }

  /**
   * Every value kept may predate a change: none is served again before it is read again, and the readers wait for
   * that read (`get` as `getFresh` does), so that nothing made from the old value is made after the change is
   * known. The values stay until then, for `load` to compare with (an answer whose sources did not move is kept).
   */
  expire(): void {
    this.epoch++;
  }

  clear(): void {
    this.entries.clear();
    this.order.clear();
    this.weight = 0;
  }
}
