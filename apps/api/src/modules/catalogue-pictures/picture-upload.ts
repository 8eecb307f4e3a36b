import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { IncomingMessage } from "node:http";
import { AppError } from "../../lib/errors.js";
import { checkPictureHead } from "./picture-file.js";

export const pictureTooHeavy = () => new AppError(413, "PICTURE_TOO_HEAVY", M.pictureTooHeavy);
const pictureMissing = (status: number) => new AppError(status, "PICTURE_MISSING", M.pictureMissing);

/** Enough of a file for its type and, for most pictures, its size (a JPEG's EXIF block comes before its size). */
const HEAD_BYTES = 64 * 1_024;

/** A parser's error as the merchant's answer: over the limit (413), not multipart (415), malformed or cut short (400). */
function asRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return pictureTooHeavy();
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return pictureMissing(415);
  return pictureMissing(400);
}

/**
 * Reads the file as it arrives and stops at the first reason to refuse it: its first 64 KB are looked at as soon as
 * they are in (not a picture, or a header declaring too many pixels), and the parser's limit ends it at 15 MB. Either
 * way the rest of the body is not kept (see `dropUnreadBody`), so a 200 MB upload or 14 MB of anything but a picture
 * costs at most what was read when it was found out.
 */
function readFile(part: MultipartFile): Promise<Buffer> {
  const stream = part.file;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let checked: Promise<void> | undefined;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Let go of what was read now: the request (and so this reader) may live on while its connection lingers.
      chunks.length = 0;
      stream.destroy();
      reject(asRefusal(error));
    };
    const check = (head: Buffer) => {
      stream.pause();
      checked = checkPictureHead(head).then(() => void stream.resume(), fail);
    };
    stream.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (!checked && size >= HEAD_BYTES) check(Buffer.concat(chunks, size));
    });
    stream.on("limit", () => fail(pictureTooHeavy()));
    stream.on("error", fail);
    stream.on("end", () => {
      if (stream.truncated) return fail(pictureTooHeavy());
      const file = Buffer.concat(chunks, size);
      if (!checked) check(file);
      void checked!.then(() => {
        if (settled) return;
        settled = true;
        resolve(file);
      });
    });
  });
}

/**
 * The uploaded file of a multipart request (field `file`), read within the parser's limits: a file over 15 MB is a
 * 413, a request that is not multipart a 415, one without the field or cut short a 400, and a file whose first bytes
 * are not a picture's, or whose header declares too many pixels, is refused as soon as they are read. Whatever the
 * parser throws becomes one of these answers, never a 500.
 */
export async function readUploadedPicture(request: FastifyRequest): Promise<Buffer> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw asRefusal(error);
  }
  if (!part || part.fieldname !== "file") throw pictureMissing(400);
  return readFile(part);
}

/** How long, and how much, the rest of a refused body is read and dropped before its connection is closed. */
const LINGER_MS = 5_000;
const LINGER_BYTES = 16 * 1_024 * 1_024;

/**
 * After a refusal answered before the whole body came (a length over the limit, a file found out by its first
 * bytes), what the client still sends is read and dropped for a moment, then the connection is closed, as nginx's
 * lingering close does: closed at once, the connection would be reset under a client still sending, and the answer
 * it had not read yet lost with it; read to the end, a 200 MB body would cost its bandwidth and time.
 */
export function dropUnreadBody(raw: IncomingMessage): void {
  if (raw.complete !== false) return;
  let dropped = 0;
  const close = () => raw.socket?.destroy();
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  raw.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  });
  raw.once("close", () => clearTimeout(timer));
  raw.resume();
}
