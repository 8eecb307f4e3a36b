import { CATALOGUE_LIMITS as L, type PICTURE_TYPES } from "@shop/domain/catalogue";
import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import { formatMessage } from "@shop/domain/api-messages";
import sharp, { type Metadata } from "sharp";
import { AppError } from "../../lib/errors.js";

type PictureType = (typeof PICTURE_TYPES)[number];

/** The longest side of a stored picture: twice the widest the storefront shows (a product page on a large screen). */
export const PICTURE_MAX_SIDE = 2000;
/** What the storefront's image optimizer starts from: visually lossless at the sizes it then makes. */
const WEBP_QUALITY = 82;

/**
 * Pictures decoded at once by this process: one can hold some 160 MB while it is made (40 megapixels), so more wait
 * their turn rather than add up. Uploads come from the back office, one file after the other: two is no queue for it.
 */
const DECODING_AT_ONCE = 2;
let decoding = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (decoding < DECODING_AT_ONCE) decoding += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The turn passes straight to the next in line, so a newcomer cannot slip in between.
    const next = waiting.shift();
    if (next) next();
    else decoding -= 1;
  }
}

// libvips keeps recent operations and their pixels to serve them again; every upload is a new picture, never asked
// twice, so the cache would only hold memory.
sharp.cache(false);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** ISO-BMFF brands of an AVIF still picture or sequence (a HEIC, brand `heic`, is not one). */
const AVIF_BRANDS = new Set(["avif", "avis"]);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString("latin1", start, end);

/** The brands of an ISO-BMFF file's leading `ftyp` box: the major one, then the compatible ones. */
function ftypBrands(bytes: Buffer): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

/**
 * What a file is, by its first bytes (the name and the type the browser sent are the sender's word): JPEG, PNG,
 * WebP or AVIF, else undefined.
 */
export function sniffPictureType(bytes: Buffer): PictureType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (ftypBrands(bytes).some((brand) => AVIF_BRANDS.has(brand))) return "image/avif";
  return undefined;
}

/** What sharp's header reader calls each type (an AVIF is a HEIF whose pictures are AV1). */
const SHARP_FORMATS: Record<PictureType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "heif",
};

const notAPicture = () => new AppError(415, "PICTURE_NOT_A_PICTURE", M.pictureNotAPicture);
const unreadable = () => new AppError(422, "PICTURE_UNREADABLE", M.pictureUnreadable);
const groupDigits = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
const tooManyPixels = (width: number, height: number) =>
  new AppError(
    422,
    "PICTURE_TOO_MANY_PIXELS",
    formatMessage(M.pictureTooManyPixels, { width: groupDigits(width), height: groupDigits(height) }),
  );

/** The header's size, from the file's first bytes alone (sharp reads headers without decoding a pixel). */
async function declaredSize(bytes: Buffer): Promise<Metadata | undefined> {
  return sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
}

/**
 * The refusals the first bytes of an upload are enough for, while the rest is still on its way: not a picture, or a
 * header declaring more than 40 megapixels. A head too short for sharp to read a size passes: `preparePicture`
 * checks the whole file again.
 */
export async function checkPictureHead(head: Buffer): Promise<void> {
  if (!sniffPictureType(head)) throw notAPicture();
  const header = await declaredSize(head);
  if (header?.width && header.height && header.width * header.height > L.picturePixels)
    throw tooManyPixels(header.width, header.height);
}

export type PreparedPicture = { bytes: Buffer; width: number; height: number };

/**
 * A picture as the shop keeps it, or the refusal the merchant reads. What a file costs is known before it is paid:
 *
 * 1. its type from its first bytes (415 for anything but a JPEG, PNG, WebP or AVIF);
 * 2. its size from its header alone, no pixel decoded: over 40 megapixels (what 160 MB of memory holds once
 *    decoded), refused with the size found. A picture bomb (a few bytes of PNG declaring 30,000 × 30,000 pixels) ends
 *    here. The header is read without sharp's pixel limit so that the refusal can name the size;
 * 3. only then decoded, with the pixel limit again and `failOn: "error"` (a truncated or corrupt file is a 422, not
 *    half a picture), turned upright by its EXIF orientation, fitted within 2,000 px, written as WebP. sharp keeps no
 *    metadata unless asked (`withMetadata` is never called): no EXIF, no GPS position, no camera serial.
 */
export async function preparePicture(file: Buffer): Promise<PreparedPicture> {
  const type = sniffPictureType(file);
  if (!type) throw notAPicture();
  const header = await declaredSize(file);
  if (!header) throw unreadable();
  // A HEIC named .avif has AVIF's box structure but HEVC pictures, which this shop does not take.
  if (header.format !== SHARP_FORMATS[type] || (type === "image/avif" && header.compression !== "av1"))
    throw notAPicture();
  const { width = 0, height = 0 } = header;
  if (width * height > L.picturePixels) throw tooManyPixels(width, height);
  if (width === 0 || height === 0) throw unreadable();
  try {
    const { data, info } = await inTurn(() =>
      sharp(file, { limitInputPixels: L.picturePixels, failOn: "error" })
        .rotate()
        .resize({ width: PICTURE_MAX_SIDE, height: PICTURE_MAX_SIDE, fit: "inside", withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true }),
    );
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}
