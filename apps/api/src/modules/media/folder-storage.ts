import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { assertKey, mediaPath } from "./media-keys.js";
import type { MediaStorage } from "./media-storage.js";

/**
 * The media folder (`MEDIA_DIR`) of this machine, which the API serves at `/media/` (`app.ts`). Enough for one API
 * machine; two need the bucket, or each would answer only the pictures uploaded to it.
 */
export function createFolderStorage(root: string): MediaStorage {
  return {
    kind: "folder",
    async put(key, bytes) {
      assertKey(key);
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      // Through a temporary name: a reader never gets half a picture, a crash never leaves one under its name.
      const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async delete(key) {
      assertKey(key);
      await rm(join(root, key), { force: true });
    },
    url: (key) => mediaPath(key),
  };
}
