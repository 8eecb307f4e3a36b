import {
  CONTENT_TYPES,
  corrupted,
  decodeText,
  encodeText,
  hostileHeader,
  hostileJson,
  hostileRawBody,
  hostileSegment,
  hostileString,
} from "./hostile-values.js";
import type { Operation } from "./operations.js";
import { Random } from "./random.js";
import { validValue, type Fixtures } from "./valid-values.js";

/** One request of a run: `route` names the documented operation it was built from. */
export type FuzzRequest = {
  route: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
};

/** A request being built: path and query values are kept encoded, so a mutation may put raw bytes there. */
type Draft = {
  operation: Operation;
  method: string;
  path: string;
  pathValues: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Paths to every value inside a JSON body, nested objects included. */
function leavesOf(value: unknown, prefix: string[] = []): string[][] {
  if (!isObject(value)) return prefix.length ? [prefix] : [];
  const inner = Object.entries(value).flatMap(([key, child]) => leavesOf(child, [...prefix, key]));
  return prefix.length ? [prefix, ...inner] : inner;
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  const parent = path
    .slice(0, -1)
    .reduce<Record<string, unknown>>((object, key) => object[key] as Record<string, unknown>, target);
  parent[path.at(-1)!] = value;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const EXTRA_KEYS = ["price", "id", "userId", "isAdmin", "total", "__proto__x", "constructor", ""];

/** Each mutation changes one part of the draft, or answers false when the draft has no such part. */
const MUTATIONS: ((draft: Draft, random: Random) => boolean)[] = [
  function pathValue(draft, random) {
    const names = Object.keys(draft.pathValues);
    if (!names.length) return false;
    const name = random.pick(names);
    const valid = decodeText(draft.pathValues[name]!);
    draft.pathValues[name] = random.chance(0.5)
      ? encodeText(corrupted(valid, random))
      : hostileSegment(random);
    return true;
  },
  function queryValue(draft, random) {
    const names = draft.operation.parameters.filter((p) => p.in === "query").map((p) => p.name);
    const name =
      names.length && random.chance(0.8)
        ? random.pick(names)
        : random.pick(["x", "price", "query[]", "__proto__"]);
    const valid = draft.query.find(([key]) => key === name)?.[1];
    const value = random.chance(0.5)
      ? encodeText(corrupted(decodeText(valid ?? "texte"), random))
      : random.pick([encodeText(hostileString(random)), hostileSegment(random)]);
    if (random.chance(0.3)) draft.query.push([encodeURIComponent(name), value]);
    else draft.query = [...draft.query.filter(([key]) => key !== name), [encodeURIComponent(name), value]];
    return true;
  },
  function bodyValue(draft, random) {
    const leaves = leavesOf(draft.body);
    if (!isObject(draft.body) || !leaves.length) return false;
    const leaf = random.pick(leaves);
    const valid = leaf.reduce<unknown>((object, key) => (object as Record<string, unknown>)[key], draft.body);
    setAt(
      draft.body,
      leaf,
      random.chance(0.5) && typeof valid !== "object" ? corrupted(valid, random) : hostileJson(random),
    );
    return true;
  },
  function bodyShape(draft, random) {
    if (!isObject(draft.body)) return false;
    const keys = Object.keys(draft.body);
    if (keys.length && random.chance(0.4)) delete draft.body[random.pick(keys)];
    else draft.body[random.pick(EXTRA_KEYS)] = hostileJson(random);
    return true;
  },
  function rawBody(draft, random) {
    draft.rawBody = hostileRawBody(random);
    return true;
  },
  function contentType(draft, random) {
    draft.contentType = random.pick(CONTENT_TYPES);
    if (draft.body === undefined && draft.rawBody === undefined) draft.rawBody = "{}";
    return true;
  },
  function header(draft, random) {
    const name = random.pick([
      "idempotency-key",
      "x-request-id",
      "accept-encoding",
      "cookie",
      "origin",
      "accept",
      "x-forwarded-for",
    ]);
    draft.headers[name] = hostileHeader(random);
    return true;
  },
  function method(draft, random) {
    draft.method = random.pick(METHODS.filter((other) => other !== draft.method));
    return true;
  },
  function path(draft, random) {
    draft.path = random.pick([
      `${draft.path}/${hostileSegment(random)}`,
      `${draft.path}/`,
      draft.path.replace("/api/", "/api//"),
      `/api/${hostileSegment(random)}`,
      `/${hostileSegment(random)}`,
      // Routes outside the document: media files, and the documentation page with its assets.
      `/media/${hostileSegment(random)}`,
      `/api/docs/${hostileSegment(random)}`,
      `/api/docs/static/${hostileSegment(random)}`,
    ]);
    return true;
  },
];

/** Values are where validation and queries meet: their mutations come four times as often as the others. */
const WEIGHTED_MUTATIONS = MUTATIONS.flatMap((mutation) =>
  ["pathValue", "queryValue", "bodyValue"].includes(mutation.name)
    ? [mutation, mutation, mutation, mutation]
    : [mutation],
);

/** The documented request with valid values, as the shop's own pages would send it. */
function draftOf(operation: Operation, fixtures: Fixtures, random: Random): Draft {
  const draft: Draft = {
    operation,
    method: operation.method,
    path: operation.path,
    pathValues: {},
    query: [],
    headers: {},
  };
  for (const parameter of operation.parameters) {
    if (!parameter.required && random.chance(0.5)) continue;
    const value = validValue(parameter.schema ?? {}, parameter.name, operation.path, fixtures, random);
    const text = Array.isArray(value) ? String(value[0]) : String(value);
    if (parameter.in === "path") draft.pathValues[parameter.name] = encodeURIComponent(text);
    else if (parameter.in === "query") draft.query.push([parameter.name, encodeURIComponent(text)]);
    else if (parameter.in === "header") draft.headers[parameter.name] = text;
  }
  if (operation.body) draft.body = validValue(operation.body, "", operation.path, fixtures, random);
  return draft;
}

/** Session and origin as a browser, a script or a forged page would send them. */
function addCaller(draft: Draft, fixtures: Fixtures, random: Random): void {
  const cookie = random.next();
  // The customer's session is never sent to logout, or the rest of the run would be anonymous.
  if (cookie < 0.5 && !draft.path.endsWith("/logout")) draft.headers.cookie ??= fixtures.sessionCookie;
  else if (cookie < 0.7)
    draft.headers.cookie ??= `sid=${random.pick([encodeText(hostileString(random)), "%E0%A4%A", random.hex(43)])}`;
  const origin = random.next();
  if (origin < 0.6) draft.headers.origin ??= fixtures.origin;
  else if (origin < 0.8) draft.headers.origin ??= "https://evil.example";
}

function requestOf(draft: Draft): FuzzRequest {
  const path = draft.path.replace(/\{(\w+)\}/g, (_match, name: string) => draft.pathValues[name] ?? "");
  const query = draft.query.map(([key, value]) => `${key}=${value}`).join("&");
  const headers = { ...draft.headers };
  const body = draft.rawBody ?? (draft.body === undefined ? undefined : JSON.stringify(draft.body));
  if (body !== undefined) headers["content-type"] = draft.contentType ?? "application/json";
  return {
    route: `${draft.operation.method} ${draft.operation.path}`,
    method: draft.method,
    url: query ? `${path}?${query}` : path,
    headers,
    body,
  };
}

/**
 * `count` malformed requests spread evenly over the operations: each starts as a valid request and gets one to
 * three mutations (a few are left valid, so success paths run too). The same seed gives the same requests.
 */
export function generateRequests(
  operations: Operation[],
  fixtures: Fixtures,
  seed: number,
  count: number,
): FuzzRequest[] {
  const random = new Random(seed);
  const requests: FuzzRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const draft = draftOf(operations[i % operations.length]!, fixtures, random);
    if (random.chance(0.95)) {
      let applied = 0;
      const wanted = random.pick([1, 1, 1, 2, 2, 3]);
      for (let tries = 0; applied < wanted && tries < 20; tries += 1) {
        if (random.pick(WEIGHTED_MUTATIONS)(draft, random)) applied += 1;
      }
    }
    addCaller(draft, fixtures, random);
    requests.push(requestOf(draft));
  }
  return requests;
}
