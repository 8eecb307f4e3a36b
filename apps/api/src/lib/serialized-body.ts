import { constants, crc32, deflateRawSync, gunzipSync, gzipSync, inflateRawSync } from "node:zlib";

/** How the bodies compressed once and served from memory many times are compressed: product pages (0036). */
export const GZIP = { level: 6 };
/**
 * How an answer computed for a request is compressed (decision 0041): zlib's fastest level, as nginx's default.
 * On drawn listings at 100,000 products, 0.12 ms a body where level 6 took 0.31, for 17 % more bytes (3.9 KB where
 * level 6 gave 3.3, of 26.9 KB of JSON). zlib's largest hash table (`memLevel` 9, 256 KB more per call) makes the
 * same bytes faster: a 39.7 KB listing in 56 µs instead of 69 (7.2 KB either way).
 */
const GZIP_PER_REQUEST = { level: 1, memLevel: 9 };

/**
 * The hit on which an answer made of pieces is compressed whole (see SerializedBody.hit). Compressing a listing whole
 * costs some 0.2 ms (decompressing it, compressing it again), and sending its 5 to 8 KB less saves about a tenth of
 * that each time: worth it for the answers shoppers ask for again and again (a category's first page), not for
 * those a crawler or a few shoppers ask for (decision 0056).
 */
const WHOLE_AFTER_HITS = 8;

/**
 * A response body serialised once and kept gzip-compressed, for the clients that accept it; its JSON bytes, for the
 * others, are decompressed when first asked for. `pieced`: its gzip joins pieces compressed one by one (see
 * `serialize`), until it is compressed whole (`hit`).
 */
export class SerializedBody {
  private plain: Buffer | undefined;
  private hits = 0;

  constructor(
    private compressed: Buffer,
    private pieced = false,
  ) {}

  get gzip(): Buffer {
    return this.compressed;
  }

  get json(): Buffer {
    return (this.plain ??= gunzipSync(this.compressed));
  }

  /**
   * Counts a send of a body read from a cache; a body made of pieces is compressed again as one whole on its
   * `WHOLE_AFTER_HITS`th (decision 0056): a card compressed alone takes about twice its share of a listing compressed
   * whole, which is worth sending to the shoppers who ask for it again, not to a crawler who asks once.
   */
  hit(): void {
    if (!this.pieced || ++this.hits < WHOLE_AFTER_HITS) return;
    this.pieced = false;
    this.compressed = gzipSync(this.plain ?? gunzipSync(this.compressed), GZIP_PER_REQUEST);
  }
}

/** How a piece of JSON compressed once and sent many times is compressed (a product card, a listing's facets). */
const DEFLATE_ONCE = { ...GZIP, finishFlush: constants.Z_SYNC_FLUSH };
/** How a piece of an answer computed for a request is compressed, when it is worth a call to zlib. */
const DEFLATE_PER_REQUEST = { ...GZIP_PER_REQUEST, finishFlush: constants.Z_SYNC_FLUSH };
/**
 * Pieces of an answer up to this size go in deflate's stored blocks, uncompressed (five bytes beside them): a call
 * to zlib costs some 25 µs whatever it compresses, and the pieces between a listing's cards are a comma each.
 */
const STORED_MAX = 1024;

/**
 * JSON compressed once, as deflate blocks that end on a byte boundary (a sync flush, no final block) and refer to
 * nothing before them, with the CRC-32 and length of its bytes (decision 0056): an answer's gzip is its pieces'
 * blocks one after the other, and its CRC-32 theirs combined, so a row of cards kept compressed costs no
 * compression when a listing is answered.
 */
export class DeflatedJson {
  private constructor(
    readonly deflated: Buffer,
    readonly crc: number,
    readonly length: number,
  ) {}

  /**
   * `json`'s bytes compressed, in memory of their own (a pooled buffer would hold a slab shared with others);
   * `fast`: at zlib's fastest level, for a piece computed for a request and kept for a few (a listing's facets).
   */
  static of(json: string | Buffer, { fast = false } = {}): DeflatedJson {
    const bytes = typeof json === "string" ? Buffer.from(json) : json;
    const compressed = deflateRawSync(bytes, fast ? DEFLATE_PER_REQUEST : DEFLATE_ONCE);
    const deflated = Buffer.allocUnsafeSlow(compressed.length);
    compressed.copy(deflated);
    return new DeflatedJson(deflated, crc32(bytes), bytes.length);
  }

  /** A few bytes of JSON (a comma between cards) in a stored block: five bytes beside them, no call to zlib. */
  static stored(json: string): DeflatedJson {
    const bytes = Buffer.from(json);
    return new DeflatedJson(storedBlock(bytes), crc32(bytes), bytes.length);
  }

  /** The JSON's bytes, decompressed. */
  get json(): Buffer {
    return inflateRawSync(this.deflated, { finishFlush: constants.Z_SYNC_FLUSH });
  }
}

/** A piece of JSON already serialised: as a string, as UTF-8 bytes, or compressed once (see DeflatedJson). */
type JsonPiece = string | Buffer | DeflatedJson;

/**
 * JSON already serialised, put as it is into the body that holds it (see `serializeJson`): as a string, or as UTF-8
 * bytes, copied into the body without being decoded and encoded again, or compressed once (product cards kept in
 * memory), its blocks put into the body's gzip as they are; a list of pieces (a row of cards) is joined in order.
 */
export class JsonText {
  constructor(readonly json: JsonPiece | readonly JsonPiece[]) {}
}

/**
 * `JSON.stringify` of a body in which `JsonText` values stand for their JSON, at any depth of plain objects and
 * arrays: pieces serialised once (product cards) are joined, not parsed and serialised again.
 */
export function serializeJson(body: unknown): string {
  return pieces(body)
    .map((part) => (part instanceof DeflatedJson ? part.json.toString() : part.toString()))
    .join("");
}

/** `serializeJson` as UTF-8 bytes: the pieces held as bytes are copied as they are. */
export function serializeBytes(body: unknown): Buffer {
  return joined(pieces(body).map((part) => (part instanceof DeflatedJson ? part.json : part)));
}

/** Strings and bytes as one buffer of UTF-8: the strings next to each other are encoded together. */
function joined(parts: readonly (string | Buffer)[]): Buffer {
  if (parts.length === 1 && typeof parts[0] === "string") return Buffer.from(parts[0]);
  const buffers: Buffer[] = [];
  let text = "";
  for (const part of parts) {
    if (typeof part === "string") text += part;
    else {
      if (text !== "") buffers.push(Buffer.from(text));
      buffers.push(part);
      text = "";
    }
  }
  if (text !== "") buffers.push(Buffer.from(text));
  return buffers.length === 1 ? buffers[0]! : Buffer.concat(buffers);
}

function pieces(body: unknown, out: JsonPiece[] = []): JsonPiece[] {
  if (body instanceof JsonText) {
    const { json } = body;
    if (typeof json === "string" || Buffer.isBuffer(json) || json instanceof DeflatedJson) out.push(json);
    else out.push(...json);
  } else if (body === null || typeof body !== "object" || !holdsJsonText(body)) out.push(JSON.stringify(body));
  else if (Array.isArray(body)) {
    out.push("[");
    body.forEach((item: unknown, i) => {
      if (i > 0) out.push(",");
      pieces(item ?? null, out);
    });
    out.push("]");
  } else {
    let first = true;
    out.push("{");
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined) continue;
      out.push(`${first ? "" : ","}${JSON.stringify(key)}:`);
      first = false;
      pieces(value, out);
    }
    out.push("}");
  }
  return out;
}

function holdsJsonText(body: object): boolean {
  for (const value of Object.values(body)) {
    if (value instanceof JsonText) return true;
    if (value !== null && typeof value === "object" && holdsJsonText(value)) return true;
  }
  return false;
}

/**
 * Serialises a body (see `serializeJson`), unless it is one already, and compresses it in place: kept compressed
 * only, as product pages are, its JSON decompressed for the rare client that does not take gzip (decision 0044).
 * The pieces compressed once are put in as they are; the body's own text between them is compressed once per run,
 * or stored when it is short (decision 0056).
 */
export function serialize(body: unknown): SerializedBody {
  if (body instanceof SerializedBody) return body;
  // The deflate blocks in order: the pieces' own, and each run of the body's text between them, as bytes to store or
  // compressed. Their sizes are known before anything is copied: the gzip is written into one buffer of its size
  // (joining some 50 blocks of a listing with Buffer.concat took a fifth of its serialisation).
  const blocks: (DeflatedJson | { stored: Buffer } | { deflated: Buffer })[] = [];
  let size = GZIP_HEADER.length + TRAILER_BYTES;
  let crc = 0;
  let length = 0;
  let run: (string | Buffer)[] = [];
  let compressedOnce = 0;
  const endRun = () => {
    if (run.length === 0) return;
    const bytes = joined(run);
    run = [];
    if (bytes.length === 0) return;
    if (bytes.length <= STORED_MAX) {
      blocks.push({ stored: bytes });
      size += STORED_HEADER_BYTES + bytes.length;
    } else {
      const deflated = deflateRawSync(bytes, DEFLATE_PER_REQUEST);
      blocks.push({ deflated });
      size += deflated.length;
    }
    crc = crc32(bytes, crc);
    length += bytes.length;
  };
  for (const part of pieces(body)) {
    if (!(part instanceof DeflatedJson)) run.push(part);
    else {
      endRun();
      compressedOnce++;
      blocks.push(part);
      size += part.deflated.length;
      crc = crc32Combine(crc, part.crc, part.length);
      length += part.length;
    }
  }
  endRun();
  const out = Buffer.allocUnsafe(size);
  out.set(GZIP_HEADER, 0);
  let at = GZIP_HEADER.length;
  for (const block of blocks) {
    if ("stored" in block) at = writeStoredBlock(out, at, block.stored);
    else {
      out.set(block.deflated, at);
      at += block.deflated.length;
    }
  }
  // An empty final block (fixed Huffman codes: its header and end-of-block code), then the CRC-32 and length.
  out[at] = 0x03;
  out[at + 1] = 0x00;
  out.writeUInt32LE(crc >>> 0, at + 2);
  out.writeUInt32LE(length >>> 0, at + 6);
  return new SerializedBody(out, compressedOnce > 0);
}

/** A stored block's header (its type, then its length and the length's complement), and a gzip member's trailer. */
const STORED_HEADER_BYTES = 5;
const TRAILER_BYTES = 2 + 8;

/** A gzip member's header: deflate, no name, no time, no extra flags, operating system unknown (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

/** `bytes` (at most 65,535) as one stored, non-final deflate block, which starts and ends on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(STORED_HEADER_BYTES + bytes.length);
  writeStoredBlock(block, 0, bytes);
  return block;
}

/** Writes `bytes` as a stored block (see `storedBlock`) into `out` at `at`; returns where it ends. */
function writeStoredBlock(out: Buffer, at: number, bytes: Buffer): number {
  out[at] = 0x00;
  out.writeUInt16LE(bytes.length, at + 1);
  out.writeUInt16LE(~bytes.length & 0xffff, at + 3);
  out.set(bytes, at + STORED_HEADER_BYTES);
  return at + STORED_HEADER_BYTES + bytes.length;
}

/** The reflected CRC-32 polynomial, as zlib's. */
const CRC_POLY = 0xedb88320 | 0;

/** a(x)·b(x) modulo the CRC-32 polynomial, both reflected (zlib's `multmodp`), on 32-bit integers. */
function multModP(a: number, b: number): number {
  let m = 1 << 31;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLY : b >>> 1;
  }
  return p;
}

/**
 * For k = 0 to 23, the product by x^(8·2^k) modulo the polynomial (the CRC of 2^k zero bytes more), as four tables
 * of 256 entries, one per byte of the CRC: the product is linear, so a CRC times it is four lookups. Made on first
 * use, 1,024 products each: a CRC is carried over n bytes in as many steps as n has bits set, some 20 lookups for a
 * card, where zlib's own `multmodp` loop took over a microsecond in JavaScript.
 */
const BYTE_SHIFTS: Int32Array[] = [];

function byteShift(k: number): Int32Array {
  let table = BYTE_SHIFTS[k];
  if (table) return table;
  let power = 1 << 30; // x^1
  for (let i = 0; i < k + 3; i++) power = multModP(power, power); // x^(2^(k+3)) = x^(8·2^k)
  table = new Int32Array(1024);
  for (let byte = 0; byte < 4; byte++) {
    for (let v = 0; v < 256; v++) table[byte * 256 + v] = multModP(power, v << (8 * byte));
  }
  return (BYTE_SHIFTS[k] = table);
}

/** The CRC-32 `crc` carried over `length` more bytes of zeros' worth of shift: crc(A)·x^(8·length). */
function shiftCrc(crc: number, length: number): number {
  for (let k = 0; length > 0; k++, length = Math.floor(length / 2)) {
    if (length % 2 === 0) continue;
    const t = byteShift(k);
    crc = t[crc & 0xff]! ^ t[256 + ((crc >>> 8) & 0xff)]! ^ t[512 + ((crc >>> 16) & 0xff)]! ^ t[768 + (crc >>> 24)]!;
  }
  return crc;
}

/** The CRC-32 of A then B, from A's CRC-32, B's and B's length (zlib's `crc32_combine`). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (shiftCrc(crcA | 0, lengthB) ^ crcB) >>> 0;
}

/** Whether an Accept-Encoding header accepts gzip (`gzip`, `*`, with any q-value but 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(",")) {
    const [coding = "", ...parameters] = part.trim().toLowerCase().split(";");
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (coding.trim() === "gzip") return !refused;
    if (coding.trim() === "*") star = !refused;
  }
  return star;
}
