import { randomBytes } from "node:crypto";

export type Part = { name: string; data: Buffer | string; filename?: string; contentType?: string };

/** A `multipart/form-data` body written by hand, as a browser's FormData sends it, and its Content-Type. */
export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----ShopBoundary${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.data === "string" ? Buffer.from(part.data) : part.data);
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
