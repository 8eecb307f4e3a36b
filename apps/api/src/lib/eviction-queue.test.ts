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
});
