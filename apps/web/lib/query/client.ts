/**
 * The storefront's query cache: what the pages read from the API, keyed like the calls that read it, shared by
 * every component of the page and kept across client navigations. A small store of our own rather than a client
 * data library (decision 0029): the storefront needs reads with the spec's freshness rules (§4: no refetch on
 * mount, focus or reconnect, no retry; the cart polled every 10 s), writes that replace or invalidate a read,
 * and one paged listing — not a library's worth of code on every page.
 */

export type QueryKey = readonly unknown[];

export type QueryState<T = unknown> = {
  data: T | undefined;
  error: unknown;
  status: "pending" | "success" | "error";
  /** A fetch of the whole query is in flight. */
  isFetching: boolean;
  /** When the data was last written (0: never), and whether it was marked stale since. */
  updatedAt: number;
  invalidated: boolean;
  /** Paged queries: the next page is being fetched, or its last fetch failed. */
  isFetchingNextPage: boolean;
  nextPageError: unknown;
};

export type QueryDefaults = { enabled?: boolean };
export type CacheEvent = { type: "updated"; key: QueryKey; state: QueryState };
type Fetcher = (signal: AbortSignal) => Promise<unknown>;

export const hashKey = (key: QueryKey): string => JSON.stringify(key);

/** `key` starts with `prefix` (invalidating ["states"] reaches ["states", 16, "communes"]). */
function matches(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => hashKey([part]) === hashKey([key[index]]));
}

/** The previous value when the new one has the same content, so a poll that changes nothing renders nothing. */
function shareStructure<T>(previous: unknown, next: T): T {
  if (previous === undefined || next === undefined) return next;
  return JSON.stringify(previous) === JSON.stringify(next) ? (previous as T) : next;
}

const emptyState: QueryState = {
  data: undefined,
  error: null,
  status: "pending",
  isFetching: false,
  updatedAt: 0,
  invalidated: false,
  isFetchingNextPage: false,
  nextPageError: null,
};

class Entry {
  state: QueryState = emptyState;
  readonly listeners = new Set<() => void>();
  /** Mounted readers with the query enabled: only those are refetched on invalidation. */
  activeFetchers = new Map<symbol, Fetcher>();
  inFlight: Promise<unknown> | null = null;
  controller: AbortController | null = null;

  constructor(readonly key: QueryKey) {}
}

export class QueryClient {
  private readonly entries = new Map<string, Entry>();
  private readonly defaults = new Map<string, QueryDefaults>();
  private readonly cacheListeners = new Set<(event: CacheEvent) => void>();

  entry(key: QueryKey): Entry {
    const hash = hashKey(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = new Entry(key);
      this.entries.set(hash, entry);
    }
    return entry;
  }

  getState<T>(key: QueryKey): QueryState<T> {
    return (this.entries.get(hashKey(key))?.state ?? emptyState) as QueryState<T>;
  }

  getQueryData<T>(key: QueryKey): T | undefined {
    return this.getState<T>(key).data;
  }

  setQueryData<T>(key: QueryKey, data: T): void {
    const entry = this.entry(key);
    this.write(entry, { data: shareStructure(entry.state.data, data), status: "success", error: null, updatedAt: Date.now(), invalidated: false });
  }

  /**
   * Defaults for one key, read by its readers at each render (the session hint switches the cart off and on). A key
   * switched off drops the read already on its way too: its answer may describe a state the page has left (the
   * cart read while the order emptied it).
   */
  setQueryDefaults(key: QueryKey, defaults: QueryDefaults): void {
    this.defaults.set(hashKey(key), defaults);
    const entry = this.entries.get(hashKey(key));
    if (!entry) return;
    if (defaults.enabled === false) this.cancel(entry);
    entry.listeners.forEach((listener) => listener());
  }

  getQueryDefaults(key: QueryKey): QueryDefaults | undefined {
    return this.defaults.get(hashKey(key));
  }

  /** Every write of any query (the session hint waits for a user or a cart). */
  subscribe(listener: (event: CacheEvent) => void): () => void {
    this.cacheListeners.add(listener);
    return () => this.cacheListeners.delete(listener);
  }

  isStale(key: QueryKey, staleTime: number): boolean {
    const state = this.getState(key);
    return state.updatedAt === 0 || state.invalidated || Date.now() - state.updatedAt >= staleTime;
  }

  /** Fetches the query once, however many readers ask at the same time. */
  fetch(key: QueryKey, fetcher: Fetcher): Promise<unknown> {
    const entry = this.entry(key);
    if (entry.inFlight) return entry.inFlight;
    const controller = new AbortController();
    entry.controller = controller;
    this.write(entry, { isFetching: true });
    const promise = fetcher(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        this.write(entry, { data: shareStructure(entry.state.data, data), status: "success", error: null, updatedAt: Date.now(), invalidated: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        this.write(entry, { error, status: entry.state.data === undefined ? "error" : entry.state.status });
      },
    );
    const settled = promise.finally(() => {
      if (entry.inFlight !== settled) return;
      entry.inFlight = null;
      entry.controller = null;
      if (entry.state.isFetching) this.write(entry, { isFetching: false });
    });
    entry.inFlight = settled;
    return settled;
  }

  /** A fetch nobody reads any more is dropped (the search box's earlier prefixes). */
  abandon(key: QueryKey): void {
    const entry = this.entries.get(hashKey(key));
    if (entry && entry.listeners.size === 0) this.cancel(entry);
  }

  /** Aborts the entry's fetch in flight, if any: its answer, arriving later, is not written. */
  private cancel(entry: Entry): void {
    if (!entry.controller) return;
    entry.controller.abort();
    entry.inFlight = null;
    entry.controller = null;
    this.write(entry, { isFetching: false });
  }

  /** Marks the matching queries stale and refetches those a mounted, enabled reader shows. */
  async invalidateQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
    const refetches: Promise<unknown>[] = [];
    for (const entry of this.entries.values()) {
      if (!matches(entry.key, queryKey)) continue;
      this.write(entry, { invalidated: true });
      const fetcher = entry.activeFetchers.values().next().value;
      if (fetcher) refetches.push(this.fetch(entry.key, fetcher));
    }
    await Promise.all(refetches);
  }

  /** Refetches the matching queries a mounted, enabled reader shows. */
  async refetchQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
    const refetches: Promise<unknown>[] = [];
    for (const entry of this.entries.values()) {
      const fetcher = entry.activeFetchers.values().next().value;
      if (fetcher && matches(entry.key, queryKey)) refetches.push(this.fetch(entry.key, fetcher));
    }
    await Promise.all(refetches);
  }

  write(entry: Entry, change: Partial<QueryState>): void {
    entry.state = { ...entry.state, ...change };
    entry.listeners.forEach((listener) => listener());
    const event: CacheEvent = { type: "updated", key: entry.key, state: entry.state };
    this.cacheListeners.forEach((listener) => listener(event));
  }
}
