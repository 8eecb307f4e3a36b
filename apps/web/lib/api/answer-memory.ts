/**
 * The API's answers a page reads, kept parsed in this process for as long as the read allows (decision 0048).
 * Next.js's data cache kept their bytes: every render asked for each of them again (a cache key hashed, the
 * bytes decoded, a Response built, the JSON parsed, the names put in the page's language), some 5 ms of a
 * category's 55 ms of CPU. Here a page reads the object itself.
 *
 * Like Next.js's `revalidate`: an answer older than its lifetime is still served while one fresh read replaces it
 * in the background; one read at a time per address, shared by the renders that wait for it; an answer that
 * fails is never kept, and the answer already kept stays served until a read succeeds; one read as not to be
 * kept (a product no longer there) forgets the answer kept before. Each process keeps its
 * own; nothing here outlives a restart. The least recently read answers are forgotten first past `maxBytes`
 * (counted as the JSON's length). An answer kept is frozen, every object and array in it: the pages share it, and
 * one that changed it in place would throw instead of changing the next shopper's page.
 */
/** An answer read, with its JSON's length; `bytes` null for one that must not be kept (a resource not found). */
export type Loaded<T> = { value: T; bytes: number | null };

type Entry = { value: unknown; bytes: number; expires: number };

function freeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) freeze(inner);
    Object.freeze(value);
  }
  return value;
}

export function createAnswerMemory(maxBytes: number, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const reading = new Map<string, Promise<unknown>>();
  let bytes = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const keep = (key: string, entry: Entry) => {
    forget(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  function read<T>(key: string, lifetimeMs: number, load: () => Promise<Loaded<T>>): Promise<T> {
    const started = now();
    const loading = load()
      .then(({ value, bytes: size }) => {
        if (size === null) forget(key);
        else keep(key, { value: freeze(value), bytes: size, expires: started + lifetimeMs });
        return value;
      })
      .finally(() => reading.delete(key));
    reading.set(key, loading);
    return loading;
  }

  return {
    /** The answer kept under `key`, else the one `load` reads (kept `lifetimeMs`, then read again). */
    get<T>(key: string, lifetimeMs: number, load: () => Promise<Loaded<T>>): Promise<T> {
      const entry = entries.get(key);
      if (!entry) return (reading.get(key) as Promise<T> | undefined) ?? read(key, lifetimeMs, load);
      // Read last: forgotten last.
      entries.delete(key);
      entries.set(key, entry);
      if (entry.expires <= now() && !reading.has(key)) {
        // A failed refresh leaves the kept answer in place; the next read past its lifetime tries again.
        read(key, lifetimeMs, load).catch(() => undefined);
      }
      return Promise.resolve(entry.value as T);
    },
    /**
     * The answer kept under `key`, at once, or undefined when none is: for a part that renders in the page's
     * first bytes when the answer is at hand and streams in after them otherwise. Past its lifetime it is still
     * given while `get` reads it again, as `get` would give it.
     */
    peek<T>(key: string): T | undefined {
      return entries.get(key)?.value as T | undefined;
    },
    /** How many answers are kept, and their JSON's length. */
    size: () => ({ answers: entries.size, bytes }),
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
}

export type AnswerMemory = ReturnType<typeof createAnswerMemory>;
