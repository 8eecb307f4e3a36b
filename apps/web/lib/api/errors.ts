import { ApiNetworkError, ApiResponseError, pageLocale } from "./client";
import type { ApiErrorBody } from "@shop/domain/contract/common";
import { API_ERROR_TEXTS } from "@/messages/api-error";

function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const { error } = body;
  return typeof error === "object" && error !== null && "message" in error && typeof error.message === "string";
}

/** The API's error (`{ error: { code, message, fields } }`) from a failed call, or a generic one in the page's language. */
export function apiError(error: unknown): ApiErrorBody["error"] {
  if (error instanceof ApiResponseError && isErrorBody(error.body)) return error.body.error;
  const t = API_ERROR_TEXTS[pageLocale()];
  if (error instanceof ApiNetworkError) return { code: "NETWORK_ERROR", message: t.network };
  return { code: "UNKNOWN", message: t.unknown };
}

export const statusOf = (error: unknown): number | undefined => (error instanceof ApiResponseError ? error.status : undefined);
