// The build's own files (`/_next/static/…`: scripts, stylesheets, the font), read once when the server starts and
// compressed once at gzip's highest level, then answered from memory ahead of Next.js. Next.js would read and
// compress each of them again for every visitor (a 72 KB script costs the server 5–13 ms each time), on the same
// thread that renders the pages: a first visit's dozen files queued behind that work and behind one another.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { constants, gzipSync } from "node:zlib";

const PREFIX = "/_next/static/";

/** The types Next.js gives these files; a file of another kind is left to Next.js. */
const TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".json": "application/json; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".webp": "image/webp",
  ".txt": "text/plain; charset=UTF-8",
};
/** Already compressed formats gain nothing from gzip. */
const KEEP_AS_IS = new Set([".woff2", ".woff", ".png", ".webp"]);

function* filesUnder(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Every file of `<distDir>/static` by its address. Only these addresses are ever answered: a request's path is
 * looked up, never joined to a folder, so no address can reach another file.
 */
export function loadStaticAssets(distDir) {
  const root = join(distDir, "static");
  const assets = new Map();
  let files;
  try {
    files = [...filesUnder(root)];
  } catch {
    return assets;
  }
  for (const file of files) {
    const type = TYPES[extname(file)];
    if (!type) continue;
    const body = readFileSync(file);
    const gzip = KEEP_AS_IS.has(extname(file)) ? null : gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    assets.set(PREFIX + relative(root, file).split(sep).join("/"), {
      body,
      gzip: gzip && gzip.length < body.length ? gzip : null,
      type,
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    });
  }
  return assets;
}

/** Whether the client takes gzip: named (or `*`) in Accept-Encoding without `q=0`. */
export function acceptsGzip(header) {
  if (!header) return false;
  let verdict = false;
  for (const part of String(header).toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((value) => value.trim());
    if (name !== "gzip" && name !== "*") continue;
    const quality = params.find((param) => param.startsWith("q="));
    const accepted = !quality || Number(quality.slice(2)) > 0;
    if (name === "gzip") return accepted;
    verdict = accepted;
  }
  return verdict;
}

/**
 * Answers a GET or HEAD for one of the build's files and returns true; returns false for another path or a file
 * the build does not have, which Next.js then answers as before. Another method under `/_next/` (the build's files,
 * the picture optimizer), where nothing takes one, is answered 405: Next.js answered it 500.
 */
export function serveStaticAsset(assets, request, response) {
  const url = request.url ?? "";
  if (!url.startsWith("/_next/")) return false;
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=UTF-8" });
    response.end("Méthode non autorisée");
    return true;
  }
  if (!url.startsWith(PREFIX)) return false;
  const query = url.indexOf("?");
  const asset = assets.get(query === -1 ? url : url.slice(0, query));
  if (!asset) return false;
  const headers = {
    "Content-Type": asset.type,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: asset.etag,
    Vary: "Accept-Encoding",
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers["if-none-match"] === asset.etag) {
    response.writeHead(304, headers);
    response.end();
    return true;
  }
  const gzip = asset.gzip && acceptsGzip(request.headers["accept-encoding"]);
  const body = gzip ? asset.gzip : asset.body;
  if (gzip) headers["Content-Encoding"] = "gzip";
  headers["Content-Length"] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === "HEAD" ? undefined : body);
  return true;
}
