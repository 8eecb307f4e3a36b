/**
 * The seeded random source of the demo catalogue: mulberry32, a tiny 32-bit PRNG. The same seed always
 * gives the same sequence, so the same catalogue, ids and EANs. Never use Math.random in the seed.
 */
export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[value, weight], …]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
};

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const at = <T>(items: readonly T[], index: number): T => {
    const item = items[index];
    if (item === undefined) throw new RangeError(`No item at ${index} of ${items.length}`);
    return item;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => at(items, Math.floor(next() * items.length)),
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return at(entries, entries.length - 1)[0];
    },
    sample(items, count) {
      const pool = [...items];
      const chosen = [];
      while (chosen.length < count && pool.length > 0) {
        const [item] = pool.splice(Math.floor(next() * pool.length), 1);
        if (item !== undefined) chosen.push(item);
      }
      return chosen;
    },
  };
}
