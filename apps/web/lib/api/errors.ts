import { isAxiosError } from "axios";
import type { ApiErrorBody } from "./commerce-types";

/** The API's error (`{ error: { code, message, fields } }`) from a failed call, or a generic French one. */
export function apiError(error: unknown): ApiErrorBody["error"] {
  if (isAxiosError<ApiErrorBody>(error) && error.response?.data?.error) return error.response.data.error;
  if (isAxiosError(error) && !error.response) {
    return { code: "NETWORK_ERROR", message: "Connexion impossible. Vérifiez votre réseau et réessayez." };
  }
  return { code: "UNKNOWN", message: "Une erreur est survenue. Veuillez réessayer." };
}

export const statusOf = (error: unknown): number | undefined =>
  isAxiosError(error) ? error.response?.status : undefined;
