import { CATALOGUE_LIMITS as L, algiersLocalToIso } from "@shop/domain/catalogue";
import { UpdateColourSchema, type SkuRowInput } from "@shop/domain/contract/admin-catalogue";
import { IMPORT_MESSAGES as M, type ImportError } from "@shop/domain/contract/admin-catalogue-files";
import { say } from "./foreign/messages.js";
import { fold } from "./foreign/text.js";
import type { PlannedColour, PlannedPicture, PlannedSku } from "./import-plan-types.js";
import {
  addressFileName,
  COLOUR_COLUMNS,
  COLOUR_PATHS,
  issuesAsErrors,
  pictureRefusal,
  priceCell,
  readActive,
  sameJson,
  SKU_PATHS,
  splitList,
  type Row,
} from "./import-rows.js";
import { pictureName, type StoredRow } from "./stored-rows.js";

/** A new colour's swatch when the file gives none. */
export const DEFAULT_HEX = "#9e9e9e";

/** The lookups one product's colours are matched with, and where their errors go. */
export type Matching = {
  handle: string;
  storedRows: readonly StoredRow[];
  colourOwners: ReadonlyMap<string, string>;
  byEan: ReadonlyMap<string, StoredRow>;
  byRef: ReadonlyMap<string, StoredRow>;
  byKey: ReadonlyMap<string, StoredRow>;
  firstEan: Map<string, number>;
  firstRef: Map<string, number>;
  zipPictures: ReadonlyMap<string, Buffer>;
  errors: ImportError[];
};

/**
 * One colour of a product: its rows checked with the grid's rules (`UpdateColourSchema`), each matched to a stored
 * size (EAN, then reference, then handle + colour number + size), its pictures resolved (kept, from the ZIP, or an
 * address to fetch) and compared with what is stored. Undefined when the rules refuse it (its errors pushed).
 */
export async function planColour(matching: Matching, colorNo: string, colourRows: readonly Row[]): Promise<PlannedColour | undefined> {
  const { handle, storedRows, colourOwners, byEan, byRef, byKey, firstEan, firstRef, zipPictures, errors } = matching;
  const push = (line: number, column: string, message: string) => errors.push({ line, column, message });
    const head = colourRows[0]!;
    for (const row of colourRows.slice(1))
      for (const column of COLOUR_COLUMNS)
        if (row.get(column) !== "" && row.get(column) !== head.get(column))
          push(row.line, column, say(M.differsFromFirstOfColour, { column, line: head.line }));
    const storedColour = storedRows.find((row) => row.colorNo === colorNo);
    const owner = colourOwners.get(colorNo);
    if (owner !== undefined && owner !== handle) push(head.line, "color_no", say(M.colourOfOther, { value: colorNo, handle: owner }));
    const nameFr = head.get("color_fr") || storedColour?.colourFr || "";
    const matches: (StoredRow | undefined)[] = [];
    const skuInputs: SkuRowInput[] = [];
    for (const row of colourRows) {
      const ean = row.get("ean");
      const ref = row.get("sku");
      if (ean !== "") {
        const earlier = firstEan.get(ean);
        if (earlier !== undefined) push(row.line, "ean", say(M.eanTwiceInFile, { value: ean, line: earlier }));
        else firstEan.set(ean, row.line);
      }
      if (ref !== "") {
        const earlier = firstRef.get(ref);
        if (earlier !== undefined) push(row.line, "sku", say(M.skuTwiceInFile, { value: ref, line: earlier }));
        else firstRef.set(ref, row.line);
      }
      const match =
        (ean !== "" ? byEan.get(ean) : undefined) ??
        (ref !== "" ? byRef.get(ref) : undefined) ??
        byKey.get(`${handle}\u0000${colorNo}\u0000${fold(row.get("size"))}`);
      if (match && match.handle !== handle) {
        const column = ean !== "" && byEan.get(ean) === match ? "ean" : "sku";
        push(row.line, column, say(column === "ean" ? M.eanOfOther : M.skuOfOther, { value: column === "ean" ? ean : ref, handle: match.handle }));
      } else if (match && match.colorNo !== colorNo) {
        push(row.line, "color_no", say(M.sizeOfOtherColour, { value: match.colorNo }));
      } else {
        const otherByEan = ean !== "" ? byEan.get(ean) : undefined;
        if (match && otherByEan && otherByEan !== match)
          push(row.line, "ean", say(M.eanOfOther, { value: ean, handle: otherByEan.handle }));
        const otherByRef = ref !== "" ? byRef.get(ref) : undefined;
        if (match && otherByRef && otherByRef !== match)
          push(row.line, "sku", say(M.skuOfOther, { value: ref, handle: otherByRef.handle }));
      }
      matches.push(match?.handle === handle && match.colorNo === colorNo ? match : undefined);
      const active = readActive(row.get("active"));
      if (active === undefined) push(row.line, "active", say(M.activeInvalid, { value: row.get("active") }));
      const stockCell = row.get("stock");
      skuInputs.push({
        size: row.get("size"),
        ean,
        sku: ref,
        price: priceCell(row.get("price")),
        promoPrice: row.get("promo_price") === "" ? null : priceCell(row.get("promo_price")),
        promoStart: row.get("promo_start") || null,
        promoEnd: row.get("promo_end") || null,
        stock: stockCell === "" ? (match?.stock ?? 0) : stockCell,
        active: active ?? true,
      });
    }
    const colour = UpdateColourSchema.safeParse({
      colorNo,
      nameFr,
      nameAr: head.get("color_ar") || storedColour?.colourAr || "",
      hex: head.get("color_hex") || storedColour?.hex || DEFAULT_HEX,
      searchColor: storedColour?.searchColor ?? nameFr,
      skus: skuInputs,
      revision: 1,
    });
    if (!colour.success) {
      errors.push(
        ...issuesAsErrors(colour.error.issues, (path) =>
          path[0] === "skus" && typeof path[1] === "number"
            ? { line: colourRows[path[1]]!.line, column: SKU_PATHS[String(path[2])] ?? String(path[2]) }
            : { line: head.line, column: COLOUR_PATHS[String(path[0])] ?? String(path[0]) },
        ),
      );
      return undefined;
    }

    // Its pictures: the first `images` cell of its rows; blank leaves a stored colour's as they are.
    const imagesRow = colourRows.find((row) => row.get("images") !== "");
    let pictures: PlannedPicture[] | null = null;
    if (imagesRow) {
      const names = splitList(imagesRow.get("images"));
      const storedNames = storedColour?.images ?? [];
      if (names.length > L.picturesPerColour) push(imagesRow.line, "images", `Au plus ${L.picturesPerColour} photos par couleur`);
      if (!sameJson(names, storedNames.map(pictureName))) {
        pictures = [];
        for (const name of names) {
          const kept = storedNames.find((url) => pictureName(url) === name);
          if (kept) pictures.push({ name, source: "kept", url: kept });
          else if (zipPictures.has(name.toLowerCase())) pictures.push({ name, source: "zip", file: name.toLowerCase() });
          else if (/^https?:\/\//i.test(name)) {
            // Another shop's export names its pictures by address: the ZIP beside it may hold them by file name.
            const file = addressFileName(name);
            pictures.push(file && zipPictures.has(file) ? { name, source: "zip", file } : { name, source: "url" });
          }
          else push(imagesRow.line, "images", say(M.pictureNotFound, { value: name }));
        }
      }
    }

    // The ZIP's pictures are checked now as an upload's first bytes are (a picture, not too many pixels).
    for (const picture of pictures ?? []) {
      if (picture.source !== "zip") continue;
      const refusal = await pictureRefusal(zipPictures.get(picture.file)!);
      if (refusal) push(imagesRow!.line, "images", `${picture.name} : ${refusal}`);
    }
    const data = colour.data;
    const colourChanged =
      !!storedColour &&
      (storedColour.colourFr !== data.nameFr || storedColour.colourAr !== data.nameAr || storedColour.hex !== data.hex || pictures !== null);
    const skus: PlannedSku[] = data.skus.map((sku, index) => {
      const match = matches[index];
      const promoStart = sku.promoStart === null ? null : algiersLocalToIso(sku.promoStart)!;
      const promoEnd = sku.promoEnd === null ? null : algiersLocalToIso(sku.promoEnd)!;
      const changed =
        !!match &&
        (match.size !== sku.size ||
          (sku.ean !== "" && match.ean !== sku.ean) ||
          match.sku !== sku.sku ||
          match.price !== sku.price ||
          match.plannedPromoPrice !== sku.promoPrice ||
          (match.promoStart ?? null) !== (sku.promoStart?.replace("T", " ") ?? null) ||
          (match.promoEnd ?? null) !== (sku.promoEnd?.replace("T", " ") ?? null) ||
          match.stock !== sku.stock ||
          match.active !== sku.active);
      return {
        skuId: match?.skuId ?? null,
        line: colourRows[index]!.line,
        size: sku.size,
        ean: sku.ean === "" ? (match?.ean ?? "") : sku.ean,
        sku: sku.sku,
        price: sku.price,
        promoPrice: sku.promoPrice,
        promoStart,
        promoEnd,
        stock: sku.stock,
        active: sku.active,
        changed,
      };
    });
  return {
      colourId: storedColour?.colourId ?? null,
      line: head.line,
      colorNo,
      nameFr: data.nameFr,
      nameAr: data.nameAr,
      hex: data.hex,
      searchColor: data.searchColor,
      pictures,
      changed: colourChanged,
      skus,
  };
}
