import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { AppError } from "../lib/errors.js";
import { loggableError } from "../lib/loggable-error.js";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const messagesByFastifyCode: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "INVALID_JSON", message: "Le corps de la requête n’est pas un JSON valide" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "INVALID_JSON", message: "Le corps de la requête est vide" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Type de contenu non pris en charge" },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", message: "La requête est trop volumineuse" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: "BAD_REQUEST", message: "Longueur de contenu invalide" },
  FST_ERR_BAD_URL: { code: "BAD_URL", message: "L’adresse de la requête est mal encodée" },
  FST_ERR_MAX_PARAM_LENGTH: { code: "URI_TOO_LONG", message: "L’adresse de la requête est trop longue" },
};

const messagesByStatus: Record<number, { code: string; message: string }> = {
  400: { code: "BAD_REQUEST", message: "Requête invalide" },
  401: { code: "UNAUTHORIZED", message: "Vous devez être connecté" },
  403: { code: "FORBIDDEN", message: "Action non autorisée" },
  404: { code: "NOT_FOUND", message: "Ressource introuvable" },
  405: { code: "METHOD_NOT_ALLOWED", message: "Méthode non autorisée" },
  408: { code: "REQUEST_TIMEOUT", message: "La requête a mis trop de temps à arriver" },
  413: { code: "PAYLOAD_TOO_LARGE", message: "La requête est trop volumineuse" },
  414: { code: "URI_TOO_LONG", message: "L’adresse de la requête est trop longue" },
  415: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Type de contenu non pris en charge" },
  429: { code: "TOO_MANY_REQUESTS", message: "Trop de tentatives. Veuillez réessayer dans quelques minutes." },
  431: { code: "HEADERS_TOO_LARGE", message: "Les en-têtes de la requête sont trop volumineux" },
};

const JSON_TYPE = "application/json; charset=utf-8";

/** Turns a validation failure into one French message per field, keyed by the dotted path. */
function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
    fields[path] ??= issue.message ?? "Valeur invalide";
  }
  return fields;
}

export function toErrorBody(error: FastifyError | AppError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message } };
    if (error.fields) body.error.fields = error.fields;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const fields = validationFields(error);
    const first = Object.values(fields)[0];
    const message = Object.keys(fields).length === 1 && first ? first : "Certains champs sont invalides";
    return { status: 400, body: { error: { code: "VALIDATION_ERROR", message, fields } } };
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    return {
      status,
      body: { error: { code: "INTERNAL_ERROR", message: "Une erreur interne est survenue. Veuillez réessayer." } },
    };
  }
  const known = messagesByFastifyCode[error.code] ?? messagesByStatus[status] ?? messagesByStatus[400]!;
  return { status, body: { error: { ...known } } };
}

/** The one place errors become responses: every error has the shape `{ error: { code, message, fields? } }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorBody(error);
    // Never the error itself: a failed query carries its parameters (names, phones, password hashes).
    if (status >= 500) request.log.error({ err: loggableError(error) }, "request failed");
    else request.log.info({ code: body.error.code, status }, "request refused");
    const headers = (error as { headers?: Record<string, string> }).headers;
    if (status === 429 && headers) void reply.headers(headers);
    return reply.code(status).type(JSON_TYPE).send(body);
  });
  app.setNotFoundHandler((_request, reply) => {
    const body: ErrorBody = { error: { code: "NOT_FOUND", message: "Cette adresse de l’API n’existe pas" } };
    return reply.code(404).type("application/json; charset=utf-8").send(body);
  });
}

/**
 * Fastify's errors raised before a route is found (a bad % escape in the path, a path parameter over
 * `maxParamLength`): the `frameworkErrors` server option, answering in the one error shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toErrorBody(error);
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
