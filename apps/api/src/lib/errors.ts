import { API_MESSAGES as M } from "@shop/domain/api-messages";

/**
 * An error the API reports to its caller: a stable code, a French message, an HTTP status. It is an answer, not a
 * fault: it is built without a stack trace (capturing one cost more than the rest of a 404), so a flood of refused
 * requests (unknown ids, carts of visitors without a session, bad input) costs what the answer does.
 */
export class AppError extends Error {
  /** Headers the reply carries with the error (Retry-After on a 429). */
  headers?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Where the resource now lives, for one gone for good (an archived product's category page). */
    readonly redirect?: string,
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
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
