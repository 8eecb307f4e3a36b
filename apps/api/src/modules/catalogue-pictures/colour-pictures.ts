import { CATALOGUE_LIMITS as L } from "@shop/domain/catalogue";
import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import type { ColourPictures, Picture } from "@shop/domain/contract/admin-catalogue";
import { eq, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Db, Queryable, Tx } from "../../db/client.js";
import { variations } from "../../db/schema.js";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors.js";
import { commitProductChange, lockProductOfColour, type Actor } from "../catalogue-admin/product-revision.js";
import { BucketError } from "../media/bucket-storage.js";
import { keyOfMediaPath, mediaPath } from "../media/media-keys.js";
import type { MediaStorage } from "../media/media-storage.js";
import { preparePicture } from "./picture-file.js";

type Alt = { fr: string; ar: string };
type ColourRow = { id: number; productId: number; colorNo: string; nameFr: string; images: string[]; alts: Alt[] };
type Warn = (error: unknown, message: string) => void;

/** Uploaded pictures live under this folder of the store; the demo's (`catalog/`) are shared and never deleted. */
const UPLOADS = "pictures/";
/** « pictures/123-9f86d081884c7d65-1500x2000.webp »: the colour, 64 random bits, the size. */
const SIZE_IN_NAME = /-(\d{1,5})x(\d{1,5})\.webp$/;

const tooMany = () => conflict("PICTURES_TOO_MANY", M.picturesTooMany);
const storageDown = () => new AppError(503, "PICTURE_STORAGE_DOWN", M.pictureStorageDown);

async function readColour(db: Queryable, colourId: number): Promise<ColourRow | undefined> {
  const result = await db.execute<ColourRow>(sql`
    select v.id, v.product_id as "productId", v.color_no as "colorNo", v.color_name as "nameFr", v.images,
           v.image_alts as alts
      from variations v where v.id = ${colourId}`);
  return result.rows[0];
}

/**
 * A colour's pictures as the editor shows them, from its `images` and `image_alts` (aligned, the first the card's):
 * an uploaded picture's size is read from its name, the demo's have none.
 */
export function picturesOf(images: string[], alts: Alt[]): Picture[] {
  return images.map((url, index) => {
    const size = SIZE_IN_NAME.exec(url);
    return {
      url,
      altFr: alts[index]?.fr ?? "",
      altAr: alts[index]?.ar ?? "",
      width: size ? Number(size[1]) : null,
      height: size ? Number(size[2]) : null,
    };
  });
}

/** The pictures as the product's history shows them: « Noir (BQ4422-001) : 1. …webp « Vue de face », 2. … ». */
function historyText(colour: ColourRow, pictures: Picture[]): string {
  const name = `${colour.nameFr} (${colour.colorNo})`;
  if (pictures.length === 0) return `${name} : aucune photo`;
  const listed = pictures.map((picture, index) => {
    const alts = [picture.altFr, picture.altAr].filter(Boolean).map((alt) => `« ${alt} »`);
    return [`${index + 1}. ${picture.url.split("/").pop()}`, ...alts].join(" ");
  });
  return `${name} : ${listed.join(", ")}`;
}

/** Writes the colour's pictures (alt texts aligned with them) and moves the product to its next revision. */
async function savePictures(
  tx: Tx,
  colour: ColourRow,
  product: Awaited<ReturnType<typeof lockProductOfColour>>,
  pictures: Picture[],
  actor: Actor,
): Promise<ColourPictures> {
  const before = picturesOf(colour.images, colour.alts);
  const images = pictures.map((picture) => picture.url);
  const alts = pictures.map((picture) => ({ fr: picture.altFr, ar: picture.altAr }));
  await tx.update(variations).set({ images, imageAlts: alts }).where(eq(variations.id, colour.id));
  const revision = await commitProductChange(tx, product, actor, [
    { field: "pictures", before: historyText(colour, before), after: historyText(colour, pictures) },
  ]);
  return { revision, pictures };
}

export type PictureUpload = {
  colourId: number;
  revision: number;
  actor: Actor;
  /** Reads the uploaded file (bounded by the parser's limits), called once the cheap checks have passed. */
  readFile: () => Promise<Buffer>;
};

/**
 * Adds one picture at the end of a colour's pictures. The checks that cost nothing (the colour, the revision, the
 * room left) come before the file is read and decoded; the picture is then made (`preparePicture`), stored, and
 * written in one transaction that checks them again under the product's lock. A refusal at any step leaves
 * nothing: the stored file is deleted when the transaction does not commit.
 */
export async function addColourPicture(db: Db, storage: MediaStorage, upload: PictureUpload): Promise<ColourPictures> {
  const known = await readColour(db, upload.colourId);
  if (!known) throw notFound(M.colourNotFound);
  await db.transaction(async (tx) => {
    await lockProductOfColour(tx, upload.colourId, upload.revision);
    if (known.images.length >= L.picturesPerColour) throw tooMany();
  });
  const picture = await preparePicture(await upload.readFile());
  const key = `${UPLOADS}${upload.colourId}-${randomBytes(8).toString("hex")}-${picture.width}x${picture.height}.webp`;
  try {
    await storage.put(key, picture.bytes, "image/webp");
  } catch (error) {
    if (error instanceof BucketError) throw storageDown();
    throw error;
  }
  try {
    return await db.transaction(async (tx) => {
      const product = await lockProductOfColour(tx, upload.colourId, upload.revision);
      const colour = await readColour(tx, upload.colourId);
      if (!colour) throw notFound(M.colourNotFound);
      if (colour.images.length >= L.picturesPerColour) throw tooMany();
      const pictures = picturesOf(colour.images, colour.alts);
      pictures.push({ url: mediaPath(key), altFr: "", altAr: "", width: picture.width, height: picture.height });
      return savePictures(tx, colour, product, pictures, upload.actor);
    });
  } catch (error) {
    // The refusal is what the merchant must read; a file left behind if even this fails is only unused.
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export type PicturesUpdate = {
  pictures: { url: string; altFr: string; altAr: string }[];
  revision: number;
};

/**
 * The colour's pictures in a new order, with their alt texts; those left out are removed, and their files deleted
 * once the change is committed (when no colour shows them any more: a duplicated product shares its files). A
 * picture that is not the colour's is refused (400), as is one listed twice. Nothing changed: nothing written.
 */
export async function updateColourPictures(
  db: Db,
  storage: MediaStorage,
  colourId: number,
  update: PicturesUpdate,
  actor: Actor,
  warn: Warn,
): Promise<ColourPictures> {
  let removed: string[] = [];
  const saved = await db.transaction(async (tx) => {
    const product = await lockProductOfColour(tx, colourId, update.revision);
    const colour = await readColour(tx, colourId);
    if (!colour) throw notFound(M.colourNotFound);
    const current = picturesOf(colour.images, colour.alts);
    const byUrl = new Map(current.map((picture) => [picture.url, picture]));
    const seen = new Set<string>();
    const pictures = update.pictures.map(({ url, altFr, altAr }, index) => {
      const picture = byUrl.get(url);
      const field = `pictures.${index}.url`;
      if (!picture) throw badRequest(M.pictureUnknown, { [field]: M.pictureUnknown });
      if (seen.has(url)) throw badRequest(M.pictureTwice, { [field]: M.pictureTwice });
      seen.add(url);
      return { ...picture, altFr, altAr };
    });
    if (JSON.stringify(pictures) === JSON.stringify(current)) return { revision: product.revision, pictures };
    removed = colour.images.filter((url) => !seen.has(url));
    return savePictures(tx, colour, product, pictures, actor);
  });
  await deleteUnusedPictures(db, storage, removed, warn);
  return saved;
}

/**
 * Deletes the uploaded files of these addresses that no colour shows any more. Called after the change that let
 * them go has committed: a failure leaves an unused file behind (logged), never a colour without its picture.
 */
export async function deleteUnusedPictures(db: Db, storage: MediaStorage, urls: string[], warn: Warn): Promise<void> {
  for (const url of urls) {
    const key = keyOfMediaPath(url);
    if (!key?.startsWith(UPLOADS)) continue;
    const used = await db.execute(sql`select 1 from variations where images @> array[${url}]::text[] limit 1`);
    if (used.rows.length > 0) continue;
    await storage.delete(key).catch((error: unknown) => warn(error, `unused picture not deleted: ${key}`));
  }
}
