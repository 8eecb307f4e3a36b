import { describe, expect, it } from "vitest";
import { EvictionQueue } from "./eviction-queue.js";

describe("EvictionQueue", () => {
  it("gives its items back first in first out, across the compaction of its array", () => {
    const queue = new EvictionQueue<number>();
    const out: number[] = [];
    for (let i = 0; i < 5_000; i++) {
      queue.push(i);
      if (i % 3 === 2) out.push(queue.shift()!, queue.shift()!);
    }
    while (queue.length > 0) out.push(queue.shift()!);
    expect(out).toEqual(Array.from({ length: 5_000 }, (_, i) => i));
    expect(queue.shift()).toBeUndefined();
  });

  it("keeps the items still live, in their order", () => {
    const queue = new EvictionQueue<number>();
    for (let i = 0; i < 10; i++) queue.push(i);
    queue.shift();
    queue.retain((i) => i % 2 === 0);
    expect(queue.length).toBe(4);
    expect([queue.shift(), queue.shift(), queue.shift(), queue.shift()]).toEqual([2, 4, 6, 8]);
  });

  it("evicts as a clock: the oldest not spared first, a spared one back to the end, each passed over twice at most", () => {
    const queue = new EvictionQueue<{ id: number; used: boolean }>();
    const items = [0, 1, 2, 3].map((id) => ({ id, used: id === 0 || id === 2 }));
    items.forEach((item) => queue.push(item));
    const forgotten: number[] = [];
    const spare = (item: { used: boolean }) => {
      const spared = item.used;
      item.used = false;
      return spared;
    };
    queue.evict(() => forgotten.length < 2, spare, (item) => forgotten.push(item.id));
    expect(forgotten).toEqual([1, 3]);
    // Both left were passed over once, their flags cleared: next, the oldest of them goes.
    queue.evict(() => forgotten.length < 3, spare, (item) => forgotten.push(item.id));
    expect(forgotten).toEqual([1, 3, 0]);
    // Never satisfied: every item is passed over at most twice, then the hand stops.
    queue.push({ id: 4, used: true });
    queue.evict(() => true, () => true, (item) => forgotten.push(item.id));
    expect(queue.length).toBe(2);
  });
});
