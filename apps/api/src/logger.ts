import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config.js";
import { loggableError } from "./lib/loggable-error.js";
import { PROXY_SECRET_HEADER } from "./plugins/client-address.js";

/**
 * The API's log settings: credentials are masked wherever headers are logged, and every `err` is written
 * without the values of a failed query (see `loggableError`).
 */
export function loggerOptions(level: Config["LOG_LEVEL"]) {
  return {
    level,
    redact: [
      "req.headers.cookie",
      "req.headers.authorization",
      `req.headers["${PROXY_SECRET_HEADER}"]`,
      'res.headers["set-cookie"]',
    ],
    // An error the error handler has already made loggable passes through unchanged.
    serializers: { err: (error: Error) => loggableError(error) },
  } satisfies FastifyServerOptions["logger"];
}
