// The build's own files (`/_next/static/…`: scripts, stylesheets, the font), read once when the server starts and
// compressed once at gzip's highest level (the build wrote their Brotli copies), then answered from memory ahead
// of Next.js. Next.js would read and compress each of them again for every visitor (a 72 KB script costs the
// server 5–13 ms each time), on the same thread that renders the pages: a first visit's dozen files queued behind
// that work and behind one another.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

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

/** Brotli's copy of a build file, written beside it by `compressBuild` (`<file>.br`). */
const BROTLI_SUFFIX = ".br";

/**
 * Writes a Brotli copy (highest quality) beside each of the build's files that gzip would compress, once, after
 * `next build` (`npm run build`): 14 % fewer bytes than gzip's highest level on the scripts and the stylesheet a
 * page needs (164 → 141 KiB on a category), at a cost (about 3 s for the whole build) no server start should pay.
 * Returns how many files it wrote.
 */
export function compressBuild(distDir) {
  let written = 0;
  for (const file of filesUnder(join(distDir, "static"))) {
    if (!TYPES[extname(file)] || KEEP_AS_IS.has(extname(file))) continue;
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    if (brotli.length >= body.length) continue;
    writeFileSync(file + BROTLI_SUFFIX, brotli);
    written += 1;
  }
  return written;
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
    const brotli = !KEEP_AS_IS.has(extname(file)) && existsSync(file + BROTLI_SUFFIX) ? readFileSync(file + BROTLI_SUFFIX) : null;
    assets.set(PREFIX + relative(root, file).split(sep).join("/"), {
      body,
      gzip: gzip && gzip.length < body.length ? gzip : null,
      brotli: brotli && brotli.length < body.length ? brotli : null,
      type,
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    });
  }
  return assets;
}

/** Whether the client takes `coding` (gzip, br): named (or `*`) in Accept-Encoding without `q=0`. */
export function acceptsCoding(header, coding) {
  if (!header) return false;
  let verdict = false;
  for (const part of String(header).toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((value) => value.trim());
    if (name !== coding && name !== "*") continue;
    const quality = params.find((param) => param.startsWith("q="));
    const accepted = !quality || Number(quality.slice(2)) > 0;
    if (name === coding) return accepted;
    verdict = accepted;
  }
  return verdict;
}

/** Whether the client takes gzip. */
export const acceptsGzip = (header) => acceptsCoding(header, "gzip");

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
  const accepted = request.headers["accept-encoding"];
  const coding = asset.brotli && acceptsCoding(accepted, "br") ? "br" : asset.gzip && acceptsGzip(accepted) ? "gzip" : null;
  const body = coding === "br" ? asset.brotli : coding === "gzip" ? asset.gzip : asset.body;
  if (coding) headers["Content-Encoding"] = coding;
  headers["Content-Length"] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === "HEAD" ? undefined : body);
  return true;
}
