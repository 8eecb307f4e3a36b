import { STAFF_COOKIE } from "@shop/domain/constants";
import type { ImportPreview, ImportStatus } from "@shop/domain/contract/admin-catalogue-files";
import { multipartBody } from "./multipart.js";
import { SHOP_ORIGIN, type TestApp } from "./shopper.js";
import type { StaffClient } from "./staff.js";

export const IMPORTS = "/api/admin/catalogue/imports";

/** The shop's own file as rows of cells (BOM dropped, `;`, no quoted line breaks in the demo's data). */
export function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const cells: string[] = [];
      let cell = "";
      let quoted = false;
      for (let i = 0; i < line.length; i += 1) {
        const char = line[i]!;
        if (quoted) {
          if (char === '"' && line[i + 1] === '"') {
            cell += '"';
            i += 1;
          } else if (char === '"') quoted = false;
          else cell += char;
        } else if (char === '"') quoted = true;
        else if (char === ";") {
          cells.push(cell);
          cell = "";
        } else cell += char;
      }
      cells.push(cell);
      return cells;
    });
}

const quote = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
export const csvText = (rows: string[][]) => `\uFEFF${rows.map((row) => row.map(quote).join(";")).join("\r\n")}\r\n`;

/** Uploads a file as the back office's form does; the reply's status and body. */
export async function uploadCatalogue(
  app: TestApp,
  staff: StaffClient,
  fileName: string,
  data: Buffer | string,
): Promise<{ status: number; body: ImportPreview & { error?: { code: string; message: string } } }> {
  const { body, contentType } = multipartBody([{ name: "file", filename: fileName, contentType: "application/octet-stream", data }]);
  const response = await app.inject({
    method: "POST",
    url: IMPORTS,
    headers: { origin: SHOP_ORIGIN, "content-type": contentType, cookie: `${STAFF_COOKIE}=${staff.cookie}` },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

/** Waits for an import to be done or failed (the job runs in the API's background). */
export async function settledImport(staff: StaffClient, id: number): Promise<ImportStatus> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const reply = await staff.get(`${IMPORTS}/${id}`);
    const status = reply.body as ImportStatus;
    if (status.status === "done" || status.status === "failed") return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} still running`);
}
