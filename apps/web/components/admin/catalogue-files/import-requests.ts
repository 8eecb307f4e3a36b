import type { ImportPreview, ImportStatus } from "@shop/domain/contract/admin-catalogue-files";
import { ApiNetworkError, ApiResponseError, api } from "@/lib/api/client";

export const IMPORTS = "/api/admin/catalogue/imports";

/** Sends the file as the API takes it: one multipart field `file` (the browser writes the boundary). */
export async function sendCatalogueFile(file: File): Promise<ImportPreview> {
  const body = new FormData();
  body.append("file", file, file.name);
  let response: Response;
  try {
    response = await fetch(IMPORTS, { method: "POST", credentials: "same-origin", headers: { accept: "application/json" }, body });
  } catch (cause) {
    throw new ApiNetworkError("Network Error", { cause });
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiResponseError(response.status, data);
  return data as ImportPreview;
}

export const confirmImport = async (id: number) => (await api.post<{ id: number; status: "running" }>(`${IMPORTS}/${id}/confirm`)).data;
export const readImport = async (id: number) => (await api.get<ImportStatus>(`${IMPORTS}/${id}`)).data;
