import { IMPORT_LIMITS, IMPORT_MESSAGES as M } from "@shop/domain/contract/admin-catalogue-files";
import yauzl from "yauzl";
import { CsvSyntaxError, readCsvRecords } from "../../lib/csv.js";
import { AppError } from "../../lib/errors.js";
import { say } from "./foreign/messages.js";
import type { ParsedFile } from "./foreign/index.js";

/** An uploaded catalogue file once read: its CSV, and the pictures of its ZIP by lower-cased file name. */
export type UploadedCatalogue = { fileName: string; csv: ParsedFile; pictures: Map<string, Buffer> };

export const refusedFile = (message: string) => new AppError(422, "IMPORT_FILE_REFUSED", message);

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} Mo`;

/** The line of the first byte that is not UTF-8 (counted in the part that decodes), or undefined when all is. */
function firstBadLine(bytes: Buffer): number | undefined {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return undefined;
  } catch {
    const text = new TextDecoder("utf-8").decode(bytes);
    const bad = text.indexOf("\uFFFD");
    return text.slice(0, Math.max(bad, 0)).split("\n").length;
  }
}

/** A CSV's bytes as header and records: UTF-8 only (a BOM or none), every quote closed, 100,000 rows at most. */
export function readCsvBytes(bytes: Buffer): ParsedFile {
  const badLine = firstBadLine(bytes);
  if (badLine !== undefined) throw refusedFile(say(M.notUtf8, { line: badLine }));
  let records;
  try {
    records = readCsvRecords(bytes.toString("utf8"));
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw refusedFile(say(M.unclosedQuote, { line: error.line }));
    throw error;
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw refusedFile(M.empty);
  if (rows.length > IMPORT_LIMITS.rows) throw refusedFile(say(M.tooManyRows, { max: IMPORT_LIMITS.rows.toLocaleString("fr-FR") }));
  return { header: header.cells.map((cell) => cell.trim()), records: rows };
}

/** A name that stays inside the archive's folder: no absolute path, no drive, no `..` part. */
function isSafeEntryName(name: string): boolean {
  if (name.startsWith("/") || name.startsWith("\\") || /^[A-Za-z]:/.test(name)) return false;
  return !name.split(/[\\/]/).some((part) => part === "..");
}

const baseName = (name: string) => name.split(/[\\/]/).pop() ?? name;

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, cap: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        // The real size is counted as it comes: a header that lies about it is stopped at what it declared.
        if (size > cap) {
          stream.destroy();
          reject(refusedFile(say(M.zipBomb, { name: entry.fileName })));
          return;
        }
        chunks.push(chunk);
      });
      stream.on("error", reject);
      stream.on("end", () => resolve(Buffer.concat(chunks, size)));
    });
  });
}

/**
 * A ZIP's CSV and pictures, read from memory entry by entry. Refused before anything is unpacked: an entry whose
 * name leaves the folder (`..`, an absolute path), more than 5,000 entries, declared sizes over 200 Mo in all, or an
 * entry that claims to grow more than a hundredfold; while unpacking, an entry growing past what it declared. Exactly
 * one `.csv` (folders and macOS's `__MACOSX` copies aside).
 */
export async function readZip(bytes: Buffer): Promise<{ csv: Buffer; pictures: Map<string, Buffer> }> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true });
  } catch {
    throw refusedFile(M.zipUnreadable);
  }
  const entries: yauzl.Entry[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("entry", (entry: yauzl.Entry) => {
        entries.push(entry);
        if (entries.length > IMPORT_LIMITS.entries)
          return reject(refusedFile(say(M.zipTooManyEntries, { max: IMPORT_LIMITS.entries })));
        zip.readEntry();
      });
      zip.on("end", resolve);
      zip.on("error", (error: Error) => {
        // yauzl refuses unsafe names itself (« invalid relative path: ../x », « absolute path: /x »).
        const unsafe = /^(?:invalid relative path|absolute path): (.*)$/.exec(error.message);
        reject(refusedFile(unsafe ? say(M.zipUnsafePath, { name: unsafe[1]! }) : M.zipUnreadable));
      });
      zip.readEntry();
    });
    const files = entries.filter((entry) => !entry.fileName.endsWith("/") && !entry.fileName.startsWith("__MACOSX/"));
    const unsafe = files.find((entry) => !isSafeEntryName(entry.fileName));
    if (unsafe) throw refusedFile(say(M.zipUnsafePath, { name: unsafe.fileName }));
    let declared = 0;
    for (const entry of files) {
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize > 1024 * 1024 && ratio > IMPORT_LIMITS.compressionRatio)
        throw refusedFile(say(M.zipBomb, { name: entry.fileName }));
    }
    if (declared > IMPORT_LIMITS.unzippedBytes) throw refusedFile(say(M.zipTooBig, { max: megabytes(IMPORT_LIMITS.unzippedBytes) }));
    const csvs = files.filter((entry) => /\.csv$/i.test(entry.fileName));
    if (csvs.length === 0) throw refusedFile(M.zipNoCsv);
    if (csvs.length > 1) throw refusedFile(M.zipTwoCsv);
    let csv: Buffer | undefined;
    const pictures = new Map<string, Buffer>();
    let total = 0;
    for (const entry of files) {
      const content = await readEntry(zip, entry, entry.uncompressedSize);
      total += content.length;
      if (total > IMPORT_LIMITS.unzippedBytes) throw refusedFile(say(M.zipTooBig, { max: megabytes(IMPORT_LIMITS.unzippedBytes) }));
      if (entry === csvs[0]) csv = content;
      else pictures.set(baseName(entry.fileName).toLowerCase(), content);
    }
    return { csv: csv!, pictures };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refusedFile(M.zipUnreadable);
  } finally {
    zip.close();
  }
}

/** An upload as a catalogue: a `.csv` read as it is, a `.zip` unpacked (by its name, else by its first bytes). */
export async function readUploadedCatalogue(fileName: string, bytes: Buffer): Promise<UploadedCatalogue> {
  const isZip = /\.zip$/i.test(fileName) || bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (isZip) {
    const { csv, pictures } = await readZip(bytes);
    return { fileName, csv: readCsvBytes(csv), pictures };
  }
  if (!/\.(csv|txt)$/i.test(fileName)) throw refusedFile(M.fileType);
  return { fileName, csv: readCsvBytes(bytes), pictures: new Map() };
}
