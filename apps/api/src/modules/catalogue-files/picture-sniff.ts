/** The picture types a catalogue file may point at, as a server names them in Content-Type. */
const DECLARED: Record<string, string> = {
  "image/jpeg": "image/jpeg",
  "image/jpg": "image/jpeg",
  "image/pjpeg": "image/jpeg",
  "image/png": "image/png",
  "image/webp": "image/webp",
  "image/avif": "image/avif",
  "image/gif": "image/gif",
};

/** The picture type a Content-Type header declares (its parameters ignored), or undefined when it is none of ours. */
export function declaredPictureType(header: string | undefined): string | undefined {
  const type = (header ?? "").split(";", 1)[0]!.trim().toLowerCase();
  return DECLARED[type];
}

/** Bytes enough for every signature below (an AVIF's brands sit in its first box). */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

/**
 * The type the first bytes show, whatever the server said: JPEG, PNG, GIF, WebP (RIFF…WEBP) or AVIF (an ISO-BMFF
 * `ftyp` box naming the `avif` or `avis` brand). Undefined for anything else, an HTML error page named image/png
 * included.
 */
export function sniffPictureType(bytes: Buffer): string | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (["GIF87a", "GIF89a"].includes(ascii(bytes, 0, 6))) return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
    // The major brand (8–12), then the compatible ones from 16 to the end of the box.
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "image/avif";
  }
  return undefined;
}
