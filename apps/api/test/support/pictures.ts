import sharp from "sharp";
import { crc32, deflateSync } from "node:zlib";

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid PNG header declaring `width` × `height` RGB pixels, followed by a few bytes of compressed zeros: a picture
 * bomb (decoded, 30,000 × 30,000 would be 2.7 GB), made without ever holding its pixels.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A flat picture of the given size and format, with a bar at its top so that a rotation shows. */
export async function picture(
  format: "jpeg" | "png" | "webp" | "avif",
  width: number,
  height: number,
): Promise<Buffer> {
  const bar = await sharp({ create: { width, height: Math.max(1, Math.round(height / 5)), channels: 3, background: "#111111" } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: "#e4572e" } }).composite([
    { input: bar, top: 0, left: 0 },
  ]);
  return image[format]().toBuffer();
}
