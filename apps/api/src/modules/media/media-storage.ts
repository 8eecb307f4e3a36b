import { resolve } from "node:path";
import type { Config } from "../../config.js";
import { repoRoot } from "../../lib/paths.js";
import { createBucketStorage } from "./bucket-storage.js";
import { createFolderStorage } from "./folder-storage.js";

/**
 * Where the pictures the back office uploads are kept (decision 0064): the media folder of this machine, or an
 * S3-compatible bucket that every API machine writes to and reads from. A key is a path below the store's root
 * (`pictures/…webp`); the catalogue stores the shop's own address of it, `/media/<key>`, whichever store holds it.
 */
export type MediaStorage = {
  readonly kind: "folder" | "bucket";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Forgets a key; one already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Where the store makes the file readable: `/media/<key>` on the API for the folder, the bucket's public address. */
  url(key: string): string;
};

declare module "fastify" {
  interface FastifyInstance {
    media: MediaStorage;
  }
}

/** The bucket when its settings are given (the configuration takes all of them or none), else the media folder. */
export function createMediaStorage(config: Config): MediaStorage {
  const {
    MEDIA_S3_BUCKET: bucket,
    MEDIA_S3_ENDPOINT: endpoint,
    MEDIA_S3_REGION: region,
    MEDIA_S3_ACCESS_KEY_ID: accessKeyId,
    MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey,
    MEDIA_PUBLIC_URL: publicUrl,
  } = config;
  if (bucket && endpoint && region && accessKeyId && secretAccessKey && publicUrl)
    return createBucketStorage({ bucket, endpoint, region, accessKeyId, secretAccessKey, publicUrl });
  return createFolderStorage(resolve(repoRoot, config.MEDIA_DIR));
}
