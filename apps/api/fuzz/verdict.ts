import { decodeText } from "./hostile-values.js";
import type { FuzzRequest } from "./requests.js";

/** What came back, its body decompressed. */
export type Answer = { status: number; contentType: string | undefined; body: string };

/** Traces of the server's insides no body may show: stack frames, source paths, SQL and database errors. */
const LEAKS: [string, RegExp][] = [
  ["a stack frame", /\bat (?:async )?\S+ \(?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+/],
  [
    "a source path",
    /\/(?:home|work|usr|opt|srv|app|var|tmp|root)\/\S+\.(?:ts|js|mjs|cjs)\b|node_modules|file:\/\//,
  ],
  ["SQL", /\bselect\s[^"]{0,200}?\sfrom\s|\binsert into\b|\bdelete from\b|\bupdate \w+ set\b/i],
  [
    "a database error",
    /syntax error|invalid input syntax|violates [\w -]{0,20}constraint|relation "\w+"|DrizzleQueryError|Failed query/i,
  ],
];

/** True when the body is exactly `{ error: { code, message, fields? } }` with string messages. */
function isErrorShape(body: unknown): boolean {
  if (typeof body !== "object" || body === null || Object.keys(body).length !== 1) return false;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== "object" || error === null) return false;
  const { code, message, fields, ...rest } = error as Record<string, unknown>;
  if (typeof code !== "string" || typeof message !== "string" || message === "" || Object.keys(rest).length) {
    return false;
  }
  return (
    fields === undefined ||
    (typeof fields === "object" &&
      fields !== null &&
      Object.values(fields).every((text) => typeof text === "string"))
  );
}

/** Everything wrong with an answer: a 5xx, a 4xx outside the error shape, or a leak the request did not put there. */
export function problemsWith(request: FuzzRequest, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (answer.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      body = undefined;
    }
    if (!answer.contentType?.startsWith("application/json") || !isErrorShape(body)) {
      problems.push(`${answer.status} outside the error shape`);
    }
  }
  // A validation message may quote what it refuses (an unknown key): only text the request did not send counts.
  const sent = [decodeText(request.url), request.body ?? "", ...Object.values(request.headers)]
    .join("\n")
    .toLowerCase();
  for (const [name, pattern] of LEAKS) {
    const match = pattern.exec(answer.body)?.[0];
    if (match && !sent.includes(match.toLowerCase()))
      problems.push(`body shows ${name}: ${match.slice(0, 80)}`);
  }
  return problems;
}
