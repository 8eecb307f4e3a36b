// After `next build`: a Brotli copy beside each of the build's scripts and stylesheets, which the storefront's
// server then answers from memory to browsers that take it (lib/static-assets.mjs).
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compressBuild } from "../lib/static-assets.mjs";

const web = fileURLToPath(new URL("..", import.meta.url));
const started = performance.now();
const written = compressBuild(join(web, process.env.NEXT_DIST_DIR ?? ".next"));
console.log(`✓ ${written} fichiers du build compressés en Brotli en ${Math.round(performance.now() - started)} ms`);
