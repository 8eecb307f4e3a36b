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
  try {
    const bytes = await part.toBuffer();
    return { fileName: part.filename || "catalogue.csv", bytes };
  } catch (error) {
    throw asRefusal(error);
  }
}
