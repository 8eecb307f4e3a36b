import { ean13 } from "./ean.js";

/**
 * Shopper-visible codes derived from row ids. Each is an affine permutation `(id × a + b) mod m` with `a`
 * coprime to `m`, so distinct ids always give distinct codes; `b` comes from the seed, so another seed gives
 * other codes.
 */
function permute(id: number, multiplier: number, offset: number, modulus: number): number {
  if (!Number.isSafeInteger(id * multiplier + offset) || id < 0 || id >= modulus) {
    throw new RangeError(`Id ${id} is out of range for a code space of ${modulus}`);
  }
  return (id * multiplier + offset) % modulus;
}

const offsetFor = (seed: number, salt: number, modulus: number) =>
  Math.abs(Math.imul(seed ^ salt, 2654435761)) % modulus;

/** Globally unique 7-digit colour number of a variation (« Numéro de style »). */
export function colorNoFor(variationId: number, seed: number): string {
  const space = 9_000_000; // 1000000..9999999; 7654321 is coprime to 2⁶·3²·5⁶
  return String(1_000_000 + permute(variationId, 7_654_321, offsetFor(seed, 0x5eed, space), space));
}

/** 6-digit style code of a product, shared by its variations. */
export function styleCodeFor(productId: number, seed: number): string {
  const space = 900_000; // 100000..999999; 7919 is prime and coprime to 2⁵·3²·5⁵
  return String(100_000 + permute(productId, 7_919, offsetFor(seed, 0x57e1, space), space));
}

/**
 * EAN-13 of a SKU: prefix 200 (GS1 « restricted circulation », for numbers a company assigns internally, so
 * demo codes never collide with real products' GTINs), 9 digits counting up from a seed-derived start, then
 * the check digit. Sequential like a brand's real numbering, which also keeps the unique index cheap to fill.
 */
export function eanFor(skuId: number, seed: number): string {
  const space = 1_000_000_000;
  const item = permute(skuId, 1, offsetFor(seed, 0xea4, space), space);
  return ean13(`200${String(item).padStart(9, "0")}`);
}
