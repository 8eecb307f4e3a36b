import type { ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import { sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client.js";
import { badRequest } from "../../lib/errors.js";
import { withTransactionRetry } from "../../lib/transaction-retry.js";
import { readColour } from "./colour-rows.js";
import { commitProductChange, lockProductOfColour, type Actor } from "./product-revision.js";
import { getProductEditor } from "./product-editor.js";

/** « Veste Sprint · Noir », for the history. */
async function linkNames(db: Queryable, colourIds: readonly number[]): Promise<string | null> {
  if (colourIds.length === 0) return null;
  const result = await db.execute<{ name: string }>(sql`
    select p.title_fr || ' · ' || v.color_name as name from variations v join products p on p.id = v.product_id
     where v.id = any(${sql.param([...colourIds])}::int[]) order by v.id`);
  return result.rows.map((row) => row.name).join(", ");
}

/**
 * Sets the « Ensemble » links of a colour: the colours sold with it. Stored both ways, as the seed stores them, so
 * that each side's page shows the other. A colour linked to itself or an unknown colour is refused (400 on
 * `colourIds`). The colour's product moves to its next revision with a line of history; the other side's product
 * does not (its form does not hold its links). Returns the product as the editor loads it.
 */
export async function setColourLinks(
  db: Db,
  colourId: number,
  body: { colourIds: number[]; revision: number },
  actor: Actor,
): Promise<ProductEditor> {
  const wanted = [...new Set(body.colourIds)].sort((a, b) => a - b);
  if (wanted.includes(colourId)) throw badRequest(M.linkSelf, { colourIds: M.linkSelf });
  const saved = await withTransactionRetry(db, async (tx) => {
    const product = await lockProductOfColour(tx, colourId, body.revision);
    const colour = await readColour(tx, colourId);
    const known = await tx.execute<{ id: number }>(sql`select id from variations where id = any(${sql.param(wanted)}::int[])`);
    if (known.rows.length !== wanted.length) throw badRequest(M.linkUnknown, { colourIds: M.linkUnknown });
    const current = await tx.execute<{ id: number }>(sql`
      select linked_variation_id as id from variation_links where variation_id = ${colourId} order by linked_variation_id`);
    const before = current.rows.map((row) => row.id);
    if (before.join() === wanted.join()) return { productId: product.id, revision: product.revision };
    await tx.execute(sql`delete from variation_links where variation_id = ${colourId} or linked_variation_id = ${colourId}`);
    if (wanted.length > 0) {
      await tx.execute(sql`
        insert into variation_links (variation_id, linked_variation_id)
        select ${colourId}, id from unnest(${sql.param(wanted)}::int[]) as t(id)
        union all
        select id, ${colourId} from unnest(${sql.param(wanted)}::int[]) as t(id)`);
    }
    const next = await commitProductChange(tx, product, actor, [
      { field: `colour.${colour.colorNo}.links`, before: await linkNames(tx, before), after: await linkNames(tx, wanted) },
    ]);
    return { productId: product.id, revision: next };
  });
  return getProductEditor(db, saved.productId);
}
