import type { Rng } from "./random.js";

/** Prices in whole dinars, as shops print them: ending in 90 or 00. */
export type PriceRange = readonly [min: number, max: number];

/** A price in [min, max] on a 500 DA grid, mostly « …990 »/« …490 » and sometimes « …000 »/« …500 ». */
export function drawPrice(rng: Rng, [min, max]: PriceRange): number {
  const step = 500;
  const low = Math.ceil((min + 10) / step);
  const high = Math.floor((max + 10) / step);
  const round = rng.int(low, high) * step;
  const price = rng.chance(0.75) ? round - 10 : round;
  return Math.min(max, Math.max(min, price));
}

/** A promotional price 15–50 % below `price` (from 990 DA up), ending in 90, so always strictly lower. */
export function drawPromoPrice(rng: Rng, price: number): number {
  const discount = rng.pick([0.15, 0.2, 0.25, 0.3, 0.3, 0.35, 0.4, 0.5]);
  // The highest « …90 » at or under the discounted price, or the next one up if that went past -50 %.
  const promo = Math.floor((price * (1 - discount) + 10) / 100) * 100 - 10;
  return promo < price / 2 ? promo + 100 : promo;
}
