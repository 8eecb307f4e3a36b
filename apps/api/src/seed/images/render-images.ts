import { access, mkdir, rename, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import type { SilhouetteKey } from "../article-kind.js";
import { productImageFile, VIEWS, type ImageSet } from "./image-files.js";
import { articleSvg, backdropSvg, type View } from "./product-shot.js";
import { DRAWINGS } from "./silhouettes.js";

/** Shots rendered at once: sharp renders each on one thread, so one per core (and at least two). */
const CONCURRENCY = Math.max(2, availableParallelism());

export const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

const loadSharp = async () => (await import("sharp")).default;

/** Writes through a temporary name, so a crash never leaves half a file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** Renders an SVG document to a WebP file of its own size. */
export async function writeWebp(svg: string, file: string): Promise<void> {
  const sharp = await loadSharp();
  await writeAtomically(file, await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer());
}

/**
 * Backdrops (background and shadows) depend only on the silhouette and the view: each is rendered once per
 * run and reused for every colourway, which saves the drop-shadow blur, the dearest part of a shot. Kept as
 * PNG to stay small in memory.
 */
function createBackdropCache() {
  const cache = new Map<string, Promise<Buffer>>();
  return (silhouette: SilhouetteKey, view: View) => {
    const key = `${silhouette}-${view}`;
    let backdrop = cache.get(key);
    if (!backdrop) {
      backdrop = loadSharp().then((sharp) =>
        sharp(Buffer.from(backdropSvg(DRAWINGS[silhouette], view)))
          .png({ compressionLevel: 1 })
          .toBuffer(),
      );
      cache.set(key, backdrop);
    }
    return backdrop;
  };
}

/** Runs `task` over `items`, `CONCURRENCY` at a time. */
export async function inPool<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/**
 * Writes the three 800 × 800 WebP views of every image set under `<mediaDir>/catalog/`, skipping files that
 * already exist. Returns how many files it wrote.
 */
export async function renderProductImages(
  sets: readonly ImageSet[],
  mediaDir: string,
  log: (line: string) => void,
): Promise<number> {
  const directory = join(mediaDir, "catalog");
  await mkdir(directory, { recursive: true });
  const jobs = sets
    .flatMap((set) =>
      VIEWS.map((view) => ({ set, view, file: join(directory, productImageFile(set, view)) })),
    )
    .sort((a, b) => a.set.silhouette.localeCompare(b.set.silhouette) || a.view - b.view);
  const backdrop = createBackdropCache();
  const sharp = await loadSharp();
  let done = 0;
  let written = 0;
  await inPool(jobs, async ({ set, view, file }) => {
    if (!(await exists(file))) {
      const article = Buffer.from(articleSvg(DRAWINGS[set.silhouette], set.hex, set.accent, view));
      const image = sharp(await backdrop(set.silhouette, view)).composite([{ input: article }]);
      await writeAtomically(file, await image.webp({ quality: 80, effort: 2 }).toBuffer());
      written++;
    }
    done++;
    if (done % 300 === 0 || done === jobs.length) {
      log(`Images : ${done} / ${jobs.length} (${written} nouvelles)`);
    }
  });
  return written;
}
