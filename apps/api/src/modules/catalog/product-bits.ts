/**
 * Sets of product positions as bitsets: bit `p % 32` of word `p >>> 5` is set when position `p` is in the set.
 * A listing's filter is a few ANDs and ORs of them, and a facet value's count the population of an AND, instead
 * of a walk over every product of a category.
 */
// Int32Array rather than Uint32Array: a word with its top bit set stays a small integer for the engine, where
// an unsigned one would be read as a double and every bitwise operation on it would convert it.
export type Bits = Int32Array;

export const wordsFor = (size: number) => (size + 31) >>> 5;

export function bitsOf(positions: ArrayLike<number>, size: number): Bits {
  const bits = new Int32Array(wordsFor(size));
  for (let i = 0; i < positions.length; i++) bits[positions[i]! >>> 5]! |= 1 << (positions[i]! & 31);
  return bits;
}

export function everyPosition(size: number): Bits {
  const bits = new Int32Array(wordsFor(size)).fill(-1);
  if (size % 32 !== 0) bits[bits.length - 1] = (2 ** (size % 32) - 1) | 0;
  return bits;
}

export const has = (bits: Bits, p: number) => (bits[p >>> 5]! >>> (p & 31)) & 1;

export function andInto(target: Bits, other: Bits): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

export function orInto(target: Bits, other: Bits): void {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
}

function popcount32(x: number): number {
  x = (x - ((x >>> 1) & 0x55555555)) | 0;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function count(bits: Bits): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) total += popcount32(bits[i]!);
  return total;
}

/** How many positions `a` and `b` share. */
export function countBoth(a: Bits, b: Bits): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]! & b[i]!;
    if (x !== 0) total += popcount32(x);
  }
  return total;
}

/** Calls `visit` with each position of `bits`, ascending. */
export function forEachPosition(bits: Bits, visit: (p: number) => void): void {
  for (let i = 0; i < bits.length; i++) {
    for (let x = bits[i]!; x !== 0; x &= x - 1) visit((i << 5) | (31 - Math.clz32(x & -x)));
  }
}

/**
 * The bitset of every value code (`valueCount` of them) over `size` products, from the codes product `p` holds,
 * `codes[start[p * width] .. start[(p + 1) * width])`. Code 0 (a size out of stock) gets none.
 */
export function buildValueBits(size: number, width: number, start: Int32Array, codes: Int32Array, valueCount: number): Bits[] {
  const words = wordsFor(size);
  const bits = Array.from({ length: valueCount }, (_, code) => new Int32Array(code === 0 ? 0 : words));
  for (let p = 0; p < size; p++) {
    for (let i = start[p * width]!, end = start[(p + 1) * width]!; i < end; i++) {
      if (codes[i] !== 0) bits[codes[i]!]![p >>> 5]! |= 1 << (p & 31);
    }
  }
  return bits;
}
