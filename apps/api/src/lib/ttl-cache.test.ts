import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache.js";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("TtlCache", () => {
  it("loads once for concurrent readers", async () => {
    const cache = new TtlCache<number>(1_000);
    let loads = 0;
    const load = async () => ++loads;
    const values = await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
    expect(values).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it("keeps nothing without a time-to-live, but concurrent readers still share one load", async () => {
    const cache = new TtlCache<number>(0);
    let loads = 0;
    const load = async () => (await tick(), ++loads);
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual([1, 1]);
    expect(await cache.get("k", load)).toBe(2);
    expect(cache.peek("k")).toBeUndefined();
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", load)).toBe(3);
  });

  it("serves the stale value once expired while one reload replaces it", async () => {
    const cache = new TtlCache<number>(200);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    await sleep(250);
    const [first, second] = [cache.get("k", load), cache.get("k", load)];
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    await tick();
    expect(await cache.get("k", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("keeps the old value when a reload fails, and forgets a first load that fails", async () => {
    const cache = new TtlCache<number>(10);
    expect(await cache.get("k", async () => 1)).toBe(1);
    await sleep(20);
    expect(await cache.get("k", () => Promise.reject(new Error("down")))).toBe(1);
    await tick();
    expect(await cache.get("k", async () => 3)).toBe(1);
    await expect(cache.get("other", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("other", async () => 4)).toBe(4);
  });

  it("peeks only at a loaded value that is still fresh", async () => {
    const cache = new TtlCache<number>(100);
    const loading = cache.get("k", async () => 1);
    expect(cache.peek("k")).toBeUndefined();
    await loading;
    expect(cache.peek("k")).toBe(1);
    expect(cache.peek("other")).toBeUndefined();
    await sleep(120);
    expect(cache.peek("k")).toBeUndefined();
  });

  it("makes a reader of fresh data wait for the reload of an expired value", async () => {
    const cache = new TtlCache<number>(50);
    let loads = 0;
    const load = async () => {
      await sleep(20);
      return ++loads;
    };
    expect(await cache.getFresh("k", load)).toBe(1);
    expect(await cache.getFresh("k", load)).toBe(1);
    await sleep(60);
    const [first, second] = await Promise.all([cache.getFresh("k", load), cache.getFresh("k", load)]);
    expect([first, second]).toEqual([2, 2]);
    expect(loads).toBe(2);
  });

  it("serves nothing loaded before expire() without reading it again, the readers waiting for that read", async () => {
    const cache = new TtlCache<string>(60_000);
    let source = "old";
    const load = async (stale?: string) => {
      await sleep(10);
      return stale === source ? stale : source;
    };
    expect(await cache.get("k", load)).toBe("old");
    source = "new";
    // Within its time-to-live, nothing is read again: the change is not known yet.
    expect(await cache.get("k", load)).toBe("old");
    cache.expire();
    expect(cache.peek("k")).toBeUndefined();
    const [byGet, byFresh] = await Promise.all([cache.get("k", load), cache.getFresh("k", load)]);
    expect([byGet, byFresh]).toEqual(["new", "new"]);
    expect(cache.peek("k")).toBe("new");
  });

  it("reads again after a read that started before expire(), one read at a time", async () => {
    const cache = new TtlCache<number>(60_000);
    let version = 1;
    let running = 0;
    let most = 0;
    const load = async () => {
      const read = version;
      most = Math.max(most, ++running);
      await sleep(30);
      running--;
      return read;
    };
    expect(await cache.get("k", load)).toBe(1);
    cache.expire();
    const before = cache.get("k", load);
    await sleep(5);
    // The change commits and is told while that read is under way: the readers after it wait for one more.
    version = 2;
    cache.expire();
    const after = cache.get("k", load);
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(most).toBe(1);
    expect(await cache.get("k", load)).toBe(2);
  });

  it("forgets a value whose reload answers that it is gone, and tells every reader", async () => {
    class Gone extends Error {}
    const cache = new TtlCache<number>(10, { isAnswer: (error) => error instanceof Gone });
    expect(await cache.get("k", async () => 1)).toBe(1);
    await sleep(20);
    // Past its lifetime, the stale value is served once while the reload finds the thing gone…
    const gone = async () => {
      await sleep(5);
      throw new Gone();
    };
    expect(await cache.get("k", gone)).toBe(1);
    await sleep(20);
    // …then nothing stale is: the next reader reads again.
    await expect(cache.get("k", gone)).rejects.toThrow(Gone);
    // After expire(), the readers waiting for the reload get the answer, not the value it replaced.
    expect(await cache.get("k", async () => 2)).toBe(2);
    cache.expire();
    await expect(Promise.all([cache.get("k", gone), cache.getFresh("k", gone)])).rejects.toThrow(Gone);
    expect(cache.size).toBe(0);
  });

  it("does not cache when the time-to-live is 0", async () => {
    const cache = new TtlCache<number>(0);
    let loads = 0;
    await cache.get("k", async () => ++loads);
    await cache.get("k", async () => ++loads);
    expect(loads).toBe(2);
  });

  it("keeps past its bound the entries read since they were kept, and forgets those read once", async () => {
    const cache = new TtlCache<string>(60_000, 100);
    for (let i = 0; i < 10; i++) await cache.get(`hot ${i}`, async () => "hot");
    // A crawler's stream of keys read once, ten times the bound, while the hot keys are read again now and then.
    for (let i = 0; i < 1_000; i++) {
      await cache.get(`cold ${i}`, async () => "cold");
      if (i % 50 === 0) for (let j = 0; j < 10; j++) expect(cache.peek(`hot ${j}`)).toBe("hot");
    }
    expect(cache.size).toBe(100);
    for (let i = 0; i < 10; i++) expect(cache.peek(`hot ${i}`)).toBe("hot");
    expect(cache.peek("cold 0")).toBeUndefined();
    expect(cache.peek("cold 999")).toBe("cold");
  });

  it("forgets an entry not read again once the bound has passed over it twice", async () => {
    const cache = new TtlCache<number>(60_000, 2);
    await cache.get("a", async () => 1);
    expect(cache.peek("a")).toBe(1);
    await cache.get("b", async () => 2);
    await cache.get("c", async () => 3); // "a" read: kept, moved behind "c"; "b" forgotten
    expect([cache.peek("b"), cache.peek("c")]).toEqual([undefined, 3]);
    await cache.get("d", async () => 4); // "a" not read since: forgotten; "c" read: kept
    expect([cache.peek("a"), cache.peek("c"), cache.peek("d")]).toEqual([undefined, 3, 4]);
  });

  it("bounds the total weight of the values kept, the value just loaded always kept", async () => {
    const cache = new TtlCache<string>(60_000, { maxEntries: 1_000, weigh: (value) => value.length, maxWeight: 10 });
    await cache.get("a", async () => "aaaa");
    await cache.get("b", async () => "bbbb");
    expect(cache.totalWeight).toBe(8);
    await cache.get("c", async () => "cccc");
    expect([cache.peek("a"), cache.peek("b"), cache.peek("c")]).toEqual([undefined, "bbbb", "cccc"]);
    expect(cache.totalWeight).toBe(8);
    await cache.get("huge", async () => "x".repeat(50));
    expect(cache.peek("huge")).toBe("x".repeat(50));
    expect([cache.size, cache.totalWeight]).toEqual([1, 50]);
    // The next key pushes it out; a load that fails is not kept, and weighs nothing.
    await expect(cache.get("failed", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect([cache.size, cache.totalWeight]).toEqual([0, 0]);
    await cache.get("a", async () => "aaaa");
    cache.clear();
    expect([cache.size, cache.totalWeight]).toEqual([0, 0]);
  });

  it("weighs a value with its key: long keys count against the bound too", async () => {
    const cache = new TtlCache<string>(60_000, { weigh: (value, key) => value.length + key.length, maxWeight: 100 });
    await cache.get("k".repeat(60), async () => "v");
    expect(cache.totalWeight).toBe(61);
    await cache.get("l".repeat(60), async () => "v");
    expect([cache.size, cache.totalWeight]).toEqual([1, 61]);
  });

  it("weighs a value reloaded after its lifetime by its new weight", async () => {
    const cache = new TtlCache<string>(20, { weigh: (value) => value.length, maxWeight: 100 });
    await cache.get("k", async () => "short");
    await sleep(30);
    await cache.getFresh("k", async () => "much longer");
    expect(cache.totalWeight).toBe("much longer".length);
  });
});
