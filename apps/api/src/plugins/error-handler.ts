import { API_MESSAGES as M } from "@shop/domain/api-messages";
import type { Locale } from "@shop/domain/constants";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { AppError } from "../lib/errors.js";
import { loggableError } from "../lib/loggable-error.js";
import { localizeIssue, requestLocale, translateBody, varyOnLanguage, type ErrorBody } from "./error-language.js";


const messagesByFastifyCode: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "INVALID_JSON", message: M.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "INVALID_JSON", message: M.emptyJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "UNSUPPORTED_MEDIA_TYPE", message: M.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", message: M.payloadTooLarge },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: "BAD_REQUEST", message: M.invalidContentLength },
  FST_ERR_BAD_URL: { code: "BAD_URL", message: M.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { code: "URI_TOO_LONG", message: M.uriTooLong },
};

const messagesByStatus: Record<number, { code: string; message: string }> = {
  400: { code: "BAD_REQUEST", message: M.badRequest },
  401: { code: "UNAUTHORIZED", message: M.unauthorized },
  403: { code: "FORBIDDEN", message: M.forbidden },
  404: { code: "NOT_FOUND", message: M.notFound },
  405: { code: "METHOD_NOT_ALLOWED", message: M.methodNotAllowed },
  408: { code: "REQUEST_TIMEOUT", message: M.requestTimeout },
  413: { code: "PAYLOAD_TOO_LARGE", message: M.payloadTooLarge },
  414: { code: "URI_TOO_LONG", message: M.uriTooLong },
  415: { code: "UNSUPPORTED_MEDIA_TYPE", message: M.unsupportedMediaType },
  429: { code: "TOO_MANY_REQUESTS", message: M.tooManyRequests },
  431: { code: "HEADERS_TOO_LARGE", message: M.headersTooLarge },
};

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Turns a validation failure into one message per field, keyed by the dotted path: French, or Arabic when the
 * request asks for it (a message zod wrote by itself is written again by zod's Arabic locale).
 */
function validationFields(error: FastifyError, locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
    fields[path] ??= localizeIssue(issue, M.invalidValue, locale);
  }
  return fields;
}

/** The error's status and body, its messages in the request's language (French unless it asks for Arabic). */
export function toErrorBody(
  error: FastifyError | AppError,
  locale: Locale = "fr",
): { status: number; body: ErrorBody } {
  const { status, body } = errorBody(error, locale);
  return { status, body: translateBody(body, locale) };
}

function errorBody(error: FastifyError | AppError, locale: Locale): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message } };
    if (error.fields) body.error.fields = error.fields;
    if (error.redirect) body.error.redirect = error.redirect;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const fields = validationFields(error, locale);
    const first = Object.values(fields)[0];
    const message = Object.keys(fields).length === 1 && first ? first : M.invalidFields;
    return { status: 400, body: { error: { code: "VALIDATION_ERROR", message, fields } } };
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    return {
      status,
      body: { error: { code: "INTERNAL_ERROR", message: M.internalError } },
    };
  }
  const known = messagesByFastifyCode[error.code] ?? messagesByStatus[status] ?? messagesByStatus[400]!;
  return { status, body: { error: { ...known } } };
}

/** The one place errors become responses: every error has the shape `{ error: { code, message, fields? } }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorBody(error, requestLocale(request));
    // Never the error itself: a failed query carries its parameters (names, phones, password hashes).
    if (status >= 500) request.log.error({ err: loggableError(error) }, "request failed");
    else request.log.info({ code: body.error.code, status }, "request refused");
    const headers = (error as { headers?: Record<string, string> }).headers;
    if (status === 429 && headers) void reply.headers(headers);
    varyOnLanguage(reply);
    return reply.code(status).type(JSON_TYPE).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body = translateBody({ error: { code: "NOT_FOUND", message: M.unknownRoute } }, requestLocale(request));
    varyOnLanguage(reply);
    return reply.code(404).type("application/json; charset=utf-8").send(body);
  });
}

/**
 * Fastify's errors raised before a route is found (a bad % escape in the path, a path parameter over
 * `maxParamLength`): the `frameworkErrors` server option, answering in the one error shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toErrorBody(error, requestLocale(request));
  request.log.info({ code: body.error.code, status }, "request refused");
  void reply.code(status).type(JSON_TYPE).send(body);
}

const clientErrorStatus: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, malformed request lines):
 * the `clientErrorHandler` server option, writing the one error shape on the raw socket, then closing it.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status = clientErrorStatus[error.code ?? ""] ?? 400;
  const body = JSON.stringify({ error: messagesByStatus[status] });
  // The parser's error carries the raw bytes read so far (cookies included): only its code is logged.
  this.log.info({ code: error.code, status }, "client error");
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${JSON_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
