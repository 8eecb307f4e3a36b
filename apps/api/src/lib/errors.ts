import { API_MESSAGES as M } from "@shop/domain/api-messages";

/** An error the API reports to its caller: a stable code, a French message, an HTTP status. */
export class AppError extends Error {
  /** Headers the reply carries with the error (Retry-After on a 429). */
  headers?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message: string = M.notFound) => new AppError(404, "NOT_FOUND", message);

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, "VALIDATION_ERROR", message, fields);

export const conflict = (code: string, message: string, fields?: Record<string, string>) =>
  new AppError(409, code, message, fields);

export const unauthorized = (message: string = M.unauthorized) => new AppError(401, "UNAUTHORIZED", message);

export const forbidden = (message: string = M.forbidden) => new AppError(403, "FORBIDDEN", message);
