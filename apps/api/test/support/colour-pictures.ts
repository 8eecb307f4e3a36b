import { STAFF_COOKIE } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.js";
import { multipartBody } from "./multipart.js";
import { SHOP_ORIGIN, type TestApp } from "./shopper.js";
import type { StaffClient } from "./staff.js";

export type Colour = {
  colourId: number;
  productId: number;
  colorNo: string;
  revision: number;
  images: string[];
};
export type Picture = {
  url: string;
  altFr: string;
  altAr: string;
  width: number | null;
  height: number | null;
};
export type PictureReply = {
  status: number;
  body: { error?: { code: string; message: string }; revision: number; pictures: Picture[] };
};

/**
 * The steps of the pictures' tests on one API and its database: a colour no other test of the file took, a colour's
 * row as stored, and an upload as the back office sends it (one multipart request, field `file`, the revision in the
 * query).
 */
export function colourPictures(app: TestApp, db: Db) {
  const takenProducts = new Set<number>();

  /** A colour of a published demo product no other test took, with the product's revision. */
  async function takeColour(database: Db = db): Promise<Colour> {
    const result = await database.execute<Colour>(sql`
      select v.id as "colourId", v.product_id as "productId", v.color_no as "colorNo", p.revision, v.images
        from variations v join products p on p.id = v.product_id
       where p.status = 'published' order by v.id limit 100`);
    const colour = result.rows.find((row) => !takenProducts.has(row.productId));
    if (!colour) throw new Error("no colour left");
    takenProducts.add(colour.productId);
    return colour;
  }

  async function colourRow(colourId: number, database: Db = db) {
    const result = await database.execute<{
      images: string[];
      alts: { fr: string; ar: string }[];
      revision: number;
    }>(sql`
      select v.images, v.image_alts as alts, p.revision
        from variations v join products p on p.id = v.product_id where v.id = ${colourId}`);
    return result.rows[0]!;
  }

  async function upload(
    staff: StaffClient | undefined,
    colourId: number,
    revision: number,
    file: Buffer,
    options: { filename?: string; type?: string; headers?: Record<string, string>; on?: TestApp } = {},
  ): Promise<PictureReply> {
    const { body, contentType } = multipartBody([
      {
        name: "file",
        filename: options.filename ?? "photo.jpg",
        contentType: options.type ?? "image/jpeg",
        data: file,
      },
    ]);
    const response = await (options.on ?? app).inject({
      method: "POST",
      url: `/api/admin/colours/${colourId}/pictures?revision=${revision}`,
      headers: {
        origin: SHOP_ORIGIN,
        "content-type": contentType,
        ...(staff?.cookie ? { cookie: `${STAFF_COOKIE}=${staff.cookie}` } : {}),
        ...options.headers,
      },
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  }

  return { takeColour, colourRow, upload };
}
