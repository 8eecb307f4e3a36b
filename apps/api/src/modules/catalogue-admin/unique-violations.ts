import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import { conflict } from "../../lib/errors.js";

type PgError = { code?: string; constraint?: string; detail?: string; cause?: PgError };

/**
 * The unique index a write ran into (PostgreSQL 23505) and the value it held, read from the error's detail
 * (« Key (ean)=(2000000000017) already exists. »). The editor checks these values before writing; this catches two
 * saves racing for the same one, which must be a 409 with its field, never a 500.
 */
export function uniqueViolationOf(error: unknown): { constraint: string; value: string | undefined } | undefined {
  const pg = (error as PgError).code === "23505" ? (error as PgError) : (error as PgError).cause;
  if (pg?.code !== "23505" || !pg.constraint) return undefined;
  const value = /\)=\((.*)\) already exists/.exec(pg.detail ?? "")?.[1];
  return { constraint: pg.constraint, value };
}

export const handleTaken = () => conflict("HANDLE_TAKEN", M.handleTaken, { handle: M.handleTaken });
export const colorNoTaken = () => conflict("COLOR_NO_TAKEN", M.colorNoTaken, { colorNo: M.colorNoTaken });

/** A product's or a colour's unique values as a 409 with its field; anything else as it was. */
export function asConflict(error: unknown): unknown {
  const violation = uniqueViolationOf(error);
  if (violation?.constraint === "products_handle_key") return handleTaken();
  if (violation?.constraint === "variations_color_no_key") return colorNoTaken();
  if (violation?.constraint === "skus_ean_key") return conflict("EAN_TAKEN", M.eanTaken, { skus: M.eanTaken });
  if (violation?.constraint === "skus_sku_key") return conflict("SKU_TAKEN", M.skuTaken, { skus: M.skuTaken });
  return error;
}

/** Runs a write, its unique violations turned into 409s (`asConflict`). */
export async function mappingConflicts<T>(write: () => Promise<T>, map: (error: unknown) => unknown = asConflict): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw map(error);
  }
}

