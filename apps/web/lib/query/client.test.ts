import { describe, expect, it } from "vitest";
import { QueryClient, type CacheEvent } from "./client";

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe("QueryClient", () => {
  it("asks the API once however many readers fetch the same key at the same time", async () => {
    const client = new QueryClient();
    let calls = 0;
    const fetcher = async () => ({ count: ++calls });
    await Promise.all([client.fetch(["cart"], fetcher), client.fetch(["cart"], fetcher), client.fetch(["cart"], fetcher)]);
    expect(calls).toBe(1);
    expect(client.getQueryData(["cart"])).toEqual({ count: 1 });
    expect(client.getState(["cart"])).toMatchObject({ status: "success", isFetching: false });
  });

  it("keeps the same object when a poll answers the same content, and a new one when it changed", async () => {
    const client = new QueryClient();
    client.setQueryData(["cart"], { items: [{ colorNo: "1", quantity: 1 }] });
    const first = client.getQueryData(["cart"]);
    await client.fetch(["cart"], async () => ({ items: [{ colorNo: "1", quantity: 1 }] }));
    expect(client.getQueryData(["cart"])).toBe(first);
    await client.fetch(["cart"], async () => ({ items: [{ colorNo: "1", quantity: 2 }] }));
    expect(client.getQueryData(["cart"])).not.toBe(first);
    expect(client.getQueryData(["cart"])).toEqual({ items: [{ colorNo: "1", quantity: 2 }] });
  });

  it("keeps the data it has when a refetch fails, and reports the error", async () => {
    const client = new QueryClient();
    client.setQueryData(["wishlist"], { count: 2 });
    await client.fetch(["wishlist"], async () => {
      throw new Error("réseau");
    });
    expect(client.getState(["wishlist"])).toMatchObject({ status: "success", data: { count: 2 } });
    expect(String(client.getState(["wishlist"]).error)).toContain("réseau");

    await client.fetch(["user"], async () => {
      throw new Error("réseau");
    });
    expect(client.getState(["user"]).status).toBe("error");
  });

  it("invalidates by key prefix and refetches only what a mounted reader shows", async () => {
    const client = new QueryClient();
    client.setQueryData(["states", 16, "communes"], ["Alger-Centre"]);
    client.setQueryData(["states", 31, "communes"], ["Oran"]);
    client.setQueryData(["offers"], []);
    let refetched = 0;
    client.entry(["states", 16, "communes"]).activeFetchers.set(Symbol("reader"), async () => {
      refetched++;
      return ["Alger-Centre", "Bab El Oued"];
    });
    await client.invalidateQueries({ queryKey: ["states"] });
    expect(refetched).toBe(1);
    expect(client.getQueryData(["states", 16, "communes"])).toEqual(["Alger-Centre", "Bab El Oued"]);
    expect(client.isStale(["states", 16, "communes"], Infinity)).toBe(false);
    // Not shown: marked stale, read again by its next reader.
    expect(client.isStale(["states", 31, "communes"], Infinity)).toBe(true);
    expect(client.isStale(["offers"], Infinity)).toBe(false);
  });

  it("drops a fetch nobody reads any more, and its late answer is not written", async () => {
    const client = new QueryClient();
    const answer = deferred<string[]>();
    let signal: AbortSignal | undefined;
    void client.fetch(["search-suggestions", "ch"], (s) => {
      signal = s;
      return answer.promise;
    });
    expect(client.getState(["search-suggestions", "ch"]).isFetching).toBe(true);
    client.abandon(["search-suggestions", "ch"]);
    expect(signal?.aborted).toBe(true);
    answer.resolve(["chaussure"]);
    await answer.promise;
    await Promise.resolve();
    expect(client.getState(["search-suggestions", "ch"])).toMatchObject({ isFetching: false, data: undefined, status: "pending" });
  });

  it("tells its subscribers of every write, and per-key defaults reach the key's readers", () => {
    const client = new QueryClient();
    const events: CacheEvent[] = [];
    const stop = client.subscribe((event) => events.push(event));
    client.setQueryData(["user"], { email: "amina@example.dz" });
    stop();
    client.setQueryData(["user"], null);
    expect(events.map((event) => [event.key, event.state.data])).toEqual([[["user"], { email: "amina@example.dz" }]]);

    let notified = 0;
    client.entry(["cart"]).listeners.add(() => notified++);
    client.setQueryDefaults(["cart"], { enabled: false });
    expect(client.getQueryDefaults(["cart"])).toEqual({ enabled: false });
    expect(notified).toBe(1);
  });

  it("drops the read on its way when a key is switched off: its late answer does not replace what is shown", async () => {
    const client = new QueryClient();
    client.setQueryData(["cart"], { items: [{ colorNo: "1", quantity: 1 }] });
    const answer = deferred<{ items: unknown[] }>();
    let signal: AbortSignal | undefined;
    void client.fetch(["cart"], (s) => {
      signal = s;
      return answer.promise;
    });
    // A reader is on screen (the header's badge): switching the key off still drops the read in flight.
    client.entry(["cart"]).listeners.add(() => undefined);
    client.setQueryDefaults(["cart"], { enabled: false });
    expect(signal?.aborted).toBe(true);
    answer.resolve({ items: [] });
    await answer.promise;
    await Promise.resolve();
    expect(client.getState(["cart"])).toMatchObject({ isFetching: false, data: { items: [{ colorNo: "1", quantity: 1 }] } });

    // Switched back on, the key is read again and the new answer lands.
    client.setQueryDefaults(["cart"], { enabled: true });
    await client.fetch(["cart"], async () => ({ items: [] }));
    expect(client.getQueryData(["cart"])).toEqual({ items: [] });
  });
});
