import type { SortKey } from "@shop/domain/facets";
import { orderByListedPrice } from "./listed-price.js";
import { wordsFor, type Bits } from "./product-bits.js";
import {
  COLUMN_FACETS,
  HIDDEN,
  relevanceOrder,
  SIZE_SEPARATOR,
  type IndexedProduct,
  type ProductIndex,
} from "./product-index.js";
import { patchSearchWords } from "./search-words-patch.js";

/**
 * `previous`, built from `oldRows`, with the products at `changed` (positions, ascending) replaced by `rows[p]`, the
 * same products at the same positions: a new index sharing what did not change with the old one, which requests under way keep reading
 * unchanged. Built by copying runs of typed arrays and patching the changed products' values, bitsets and search
 * words, where `buildProductIndex` encodes every product again (3–4 s at 100,000 products, most of it spent on the
 * products' facet values and search words, decision 0067). The values keep their codes; new ones come after.
 * `byCategory` and `placed` are the caller's, as are `version`, `stockVersion` and `source`.
 */
export function patchProductIndex(
  previous: ProductIndex,
  oldRows: IndexedProduct[],
  rows: IndexedProduct[],
  changed: number[],
): ProductIndex {
  const { size, keys, sizeKey } = previous;
  const width = keys.length;
  const colourKey = keys.indexOf("searchColor");
  let values = previous.values;
  let keyOf = previous.keyOf;
  const codeOf = previous.codeOf.slice();
  const copiedKeys = new Set<number>();
  const added: { value: string; k: number }[] = [];
  const codeFor = (k: number, value: string): number => {
    const code = codeOf[k]!.get(value);
    if (code !== undefined) return code;
    // A new value: the maps and lists are the old index's until copied.
    if (!copiedKeys.has(k)) {
      copiedKeys.add(k);
      codeOf[k] = new Map(codeOf[k]);
    }
    const fresh = previous.values.length + added.length;
    codeOf[k]!.set(value, fresh);
    added.push({ value, k });
    return fresh;
  };

  // Each changed product encoded as buildProductIndex encodes it.
  type Encoded = {
    codes: number[];
    visible: number[];
    ends: number[];
    colours: number[];
    prices: number[];
    salePrice: number;
    inStock: number;
  };
  const encoded = new Map<number, Encoded>();
  for (const p of changed) {
    const row = rows[p]!;
    const codes: number[] = [];
    const visible: number[] = [];
    const ends: number[] = [];
    for (let k = 0; k < width; k++) {
      const key = keys[k]!;
      if (k === colourKey) {
        for (const value of new Set(row.colours)) {
          const code = codeFor(k, value);
          codes.push(code);
          visible.push(code);
        }
      } else if (k === sizeKey) {
        const available = row.sizes?.split(SIZE_SEPARATOR) ?? [];
        for (const value of new Set((row.allSizes ?? row.sizes)?.split(SIZE_SEPARATOR))) {
          const code = codeFor(k, value);
          codes.push(code);
          visible.push(available.includes(value) ? code : HIDDEN);
        }
      } else {
        const column = COLUMN_FACETS[key];
        const value = column === undefined ? row.attributes[key] : (row[column as keyof IndexedProduct] as string);
        if (value !== undefined && value !== null) {
          const code = codeFor(k, value);
          codes.push(code);
          visible.push(code);
        }
      }
      ends.push(codes.length);
    }
    const colours: number[] = [];
    const prices: number[] = [];
    let lowest = Number.POSITIVE_INFINITY;
    row.colours?.forEach((family, n) => {
      const price = row.colourPrices![n]!;
      colours.push(codeOf[colourKey]!.get(family)!);
      prices.push(price);
      if (price < lowest) lowest = price;
    });
    const salePrice = Number.isFinite(lowest) ? lowest : row.salePrice;
    encoded.set(p, { codes, visible, ends, colours, prices, salePrice, inStock: row.sizes ? 1 : 0 });
  }
  if (added.length > 0) {
    values = [...values, ...added.map(({ value }) => value)];
    keyOf = Int32Array.from([...keyOf, ...added.map(({ k }) => k)]);
  }

  // The facet values: runs of unchanged products copied, their offsets moved by what the changed ones grew.
  const grownBy = (p: number) => {
    const e = encoded.get(p)!;
    return e.codes.length - (previous.start[(p + 1) * width]! - previous.start[p * width]!);
  };
  const coloursGrownBy = (p: number) =>
    encoded.get(p)!.colours.length - (previous.colourStart[p + 1]! - previous.colourStart[p]!);
  if (changed.every((p) => grownBy(p) === 0 && coloursGrownBy(p) === 0)) {
    // Each changed product holds as many values and colours as before (a title, a price edited): the offsets are
    // the same, the arrays copied whole and written over at the changed products (a copy each, no walk).
    return finish(previous.start, previous.allCodes.slice(), previous.codes.slice(), previous.colourStart,
      previous.colourCodes.slice(), previous.colourPrices.slice(), (p, e, at, colourAt, arrays) => {
        arrays.allCodes.set(e.codes, at);
        arrays.codes.set(e.visible, at);
        arrays.colourCodes.set(e.colours, colourAt);
        arrays.colourPrices.set(e.prices, colourAt);
      });
  }
  const total = previous.allCodes.length + changed.reduce((sum, p) => sum + grownBy(p), 0);
  const colourTotal = previous.colourCodes.length + changed.reduce((sum, p) => sum + coloursGrownBy(p), 0);
  const start = new Int32Array(size * width + 1);
  const allCodes = new Int32Array(total);
  const codes = new Int32Array(total);
  const colourStart = new Int32Array(size + 1);
  const colourCodes = new Int32Array(colourTotal);
  const colourPrices = new Float64Array(colourTotal);
  let delta = 0;
  let colourDelta = 0;
  let from = 0;
  const copyRun = (upTo: number) => {
    for (let i = from * width; i < upTo * width; i++) start[i] = previous.start[i]! + delta;
    const a = previous.start[from * width]!;
    const b = previous.start[upTo * width]!;
    allCodes.set(previous.allCodes.subarray(a, b), a + delta);
    codes.set(previous.codes.subarray(a, b), a + delta);
    for (let q = from; q < upTo; q++) colourStart[q] = previous.colourStart[q]! + colourDelta;
    const c = previous.colourStart[from]!;
    const d = previous.colourStart[upTo]!;
    colourCodes.set(previous.colourCodes.subarray(c, d), c + colourDelta);
    colourPrices.set(previous.colourPrices.subarray(c, d), c + colourDelta);
  };
  for (const p of changed) {
    copyRun(p);
    const e = encoded.get(p)!;
    const at = previous.start[p * width]! + delta;
    for (let k = 0; k < width; k++) start[p * width + k] = at + (k === 0 ? 0 : e.ends[k - 1]!);
    allCodes.set(e.codes, at);
    codes.set(e.visible, at);
    delta += grownBy(p);
    const colourAt = previous.colourStart[p]! + colourDelta;
    colourStart[p] = colourAt;
    colourCodes.set(e.colours, colourAt);
    colourPrices.set(e.prices, colourAt);
    colourDelta += coloursGrownBy(p);
    from = p + 1;
  }
  copyRun(size);
  start[size * width] = total;
  colourStart[size] = colourTotal;
  return finish(start, allCodes, codes, colourStart, colourCodes, colourPrices, () => {});

  function finish(
    start: Int32Array,
    allCodes: Int32Array,
    codes: Int32Array,
    colourStart: Int32Array,
    colourCodes: Int32Array,
    colourPrices: Float64Array,
    write: (
      p: number,
      e: Encoded,
      at: number,
      colourAt: number,
      arrays: { allCodes: Int32Array; codes: Int32Array; colourCodes: Int32Array; colourPrices: Float64Array },
    ) => void,
  ): ProductIndex {
    for (const p of changed) {
      write(p, encoded.get(p)!, start[p * width]!, colourStart[p]!, { allCodes, codes, colourCodes, colourPrices });
    }

  // The bitsets of the values a changed product left or took, copied before they change.
  const valueBits: Bits[] = previous.valueBits.slice();
  for (let n = 0; n < added.length; n++) valueBits.push(new Int32Array(wordsFor(size)));
  const copied = new Set<number>();
  const setBit = (code: number, p: number, held: boolean) => {
    if (code === HIDDEN) return;
    if (!copied.has(code) && code < previous.valueBits.length) {
      copied.add(code);
      valueBits[code] = valueBits[code]!.slice();
    }
    if (held) valueBits[code]![p >>> 5]! |= 1 << (p & 31);
    else valueBits[code]![p >>> 5]! &= ~(1 << (p & 31));
  };
  const salePrices = previous.salePrices.slice();
  const inStock = previous.inStock.slice();
  for (const p of changed) {
    for (let i = previous.start[p * width]!, end = previous.start[(p + 1) * width]!; i < end; i++) {
      setBit(previous.codes[i]!, p, false);
    }
    const e = encoded.get(p)!;
    for (const code of e.visible) setBit(code, p, true);
    salePrices[p] = e.salePrice;
    inStock[p] = e.inStock;
  }

  const facetCodes =
    added.length === 0
      ? previous.facetCodes
      : keys.map((_, k) => Int32Array.from(Array.from(keyOf).flatMap((key, code) => (key === k ? [code] : []))));
  // The average values held per product, moved by what the changed products hold now.
  const facetLoad = previous.facetLoad.slice();
  for (const p of changed) {
    for (let k = 0; k < width; k++) {
      const held = start[p * width + k + 1]! - start[p * width + k]!;
      const held0 = previous.start[p * width + k + 1]! - previous.start[p * width + k]!;
      facetLoad[k]! += (held - held0) / Math.max(size, 1);
    }
  }

  // The newest order sorted again only when a changed product's age changed (about 100 ms at 100,000 products).
  let newest = previous.orders.newest;
  if (changed.some((p) => oldRows[p]!.createdAt !== rows[p]!.createdAt)) {
    const createdAt = Float64Array.from(rows, (row) => row.createdAt);
    const { ids } = previous;
    newest = Int32Array.from(ids.keys()).sort((a, b) => createdAt[b]! - createdAt[a]! || ids[b]! - ids[a]!);
  }
  // The price orders moved only for the products whose price changed (a whole sort takes some 60 ms each).
  const isChanged = new Set(changed);
  const repriced = changed.some((p) => salePrices[p] !== previous.salePrices[p]);
  const reorder = (descending: boolean) => {
    const order = previous.orders[descending ? "price-desc" : "price-asc"];
    if (!repriced) return order;
    // The key orderByListedPrice sorts by: the changed products taken out and merged back in at their new place.
    const factor = 2 ** Math.ceil(Math.log2(size + 1));
    const key = (p: number) => (descending ? -salePrices[p]! : salePrices[p]!) * factor + (factor - 1 - p);
    const moved = orderByListedPrice(size, changed.length, (take) => changed.forEach((p) => take(p, salePrices[p]!)), descending);
    const merged = new Int32Array(size);
    let n = 0;
    let m = 0;
    for (let i = 0; i < order.length; i++) {
      const p = order[i]!;
      if (isChanged.has(p)) continue;
      while (m < moved.length && key(moved[m]!) < key(p)) merged[n++] = moved[m++]!;
      merged[n++] = p;
    }
    while (m < moved.length) merged[n++] = moved[m++]!;
    return merged;
  };
  const orders: Record<SortKey, Int32Array> = {
    relevance: relevanceOrder(newest, inStock),
    newest,
    "price-asc": reorder(false),
    "price-desc": reorder(true),
  };

  return {
    ...previous,
    salePrices,
    colourStart,
    colourCodes,
    colourPrices,
    inStock,
    values,
    keyOf,
    codeOf,
    start,
    codes,
    allCodes,
    valueBits,
    facetCodes,
    facetLoad,
    orders,
    words: patchSearchWords(previous.words, changed, (p) => oldRows[p]!.searchText, (p) => rows[p]!.searchText),
    source: undefined,
    changedSince: undefined,
  };
  }
}
