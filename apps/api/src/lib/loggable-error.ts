/** An error as the logs keep it: plain data, safe to write anywhere. */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  cause?: LoggedError;
  [postgresField: string]: unknown;
};

// Fields of a PostgreSQL error that name things, never values: the row (`detail`), the statement (`where`,
// `internalQuery`) and the hint are left out.
const POSTGRES_FIELDS = ["severity", "schema", "table", "column", "dataType", "constraint", "routine"];

/** SQLSTATE class 22, "data exception": its messages quote the offending value (`invalid input syntax …: "x"`). */
const isDataException = (code: unknown) => typeof code === "string" && code.startsWith("22");

/**
 * The message without the values a failed query carried. Drizzle's DrizzleQueryError holds the SQL and its
 * parameters (names, phone numbers, password hashes) in `query` and `params`, and repeats both in its message
 * ("Failed query: <sql>\nparams: <values>"): only the words before the first colon are kept.
 */
function safeMessage(error: Error & { code?: unknown }): string {
  if ("params" in error || "query" in error) return error.message.split(":", 1)[0]!;
  if (isDataException(error.code)) return error.message.replace(/"[^"]*"/g, '"…"');
  return error.message;
}

function describe(error: Error, depth: number): LoggedError {
  const fields = error as Error & Record<string, unknown>;
  const message = safeMessage(fields);
  // The stack repeats the message first: it is rebuilt from the safe message and the frames.
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type: error.constructor.name || error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join("\n"),
  };
  if (typeof fields.code === "string" || typeof fields.code === "number") logged.code = fields.code;
  if (typeof fields.statusCode === "number") logged.statusCode = fields.statusCode;
  for (const key of POSTGRES_FIELDS) if (typeof fields[key] === "string") logged[key] = fields[key];
  if (error.cause instanceof Error && depth < 5) logged.cause = describe(error.cause, depth + 1);
  return logged;
}

/**
 * An error for the logs: name, message, code, stack and cause, without query parameters, SQL or row contents.
 * Used as the logger's `err` serializer and by the error handler; anything that is not an Error passes through.
 */
export function loggableError(error: Error): LoggedError;
export function loggableError(error: unknown): unknown;
export function loggableError(error: unknown): unknown {
  return error instanceof Error ? describe(error, 0) : error;
}
