import { IMPORT_MESSAGES as M } from "@shop/domain/contract/admin-catalogue-files";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.js";

export const uploadTooHeavy = () => new AppError(413, "IMPORT_FILE_TOO_HEAVY", M.fileTooHeavy);
const fileMissing = (status: number) => new AppError(status, "IMPORT_FILE_MISSING", M.fileMissing);

function asRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return uploadTooHeavy();
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return fileMissing(415);
  return fileMissing(400);
}

/**
 * The uploaded catalogue file (multipart field `file`), read within the parser's 50 MB limit: over it a 413 as soon
 * as the limit is crossed, not multipart a 415, without the field a 400.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw asRefusal(error);
  }
  if (!part || part.fieldname !== "file") throw fileMissing(400);
  return { fileName: part.filename || "catalogue.csv", bytes: await readFile(part) };
}

/**
 * The file's bytes, refused as soon as the parser's limit is crossed: the stream is destroyed then, so a body sent
 * without its length is not read to its end (what the client still sends is dropped, then the connection closed:
 * `dropUnreadBody`).
 */
function readFile(part: MultipartFile): Promise<Buffer> {
  const stream = part.file;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      chunks.length = 0;
      stream.destroy();
      reject(asRefusal(error));
    };
    stream.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
    });
    stream.on("limit", () => fail(uploadTooHeavy()));
    stream.on("error", fail);
    stream.on("end", () => {
      if (settled) return;
      if (stream.truncated) return fail(uploadTooHeavy());
      settled = true;
      resolve(Buffer.concat(chunks, size));
    });
  });
}
