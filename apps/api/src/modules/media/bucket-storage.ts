import { AwsClient } from "aws4fetch";
import { createHash } from "node:crypto";
import { assertKey } from "./media-keys.js";
import type { MediaStorage } from "./media-storage.js";

export type BucketSettings = {
  bucket: string;
  /** The S3 API's address (`https://s3.fr-par.scw.cloud`, `https://<account>.r2.cloudflarestorage.com`, a MinIO…). */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are read without credentials (the bucket's public address or a CDN in front of it). */
  publicUrl: string;
};

/** A write the bucket refused or did not answer in time: the upload fails (503) and nothing is saved. */
export class BucketError extends Error {
  constructor(
    readonly operation: "put" | "delete",
    readonly key: string,
    readonly status: number | undefined,
    cause?: unknown,
  ) {
    super(`bucket ${operation} ${key}: ${status ?? "no answer"}`, { cause });
    this.name = "BucketError";
  }
}

const TIMEOUT_MS = 30_000;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
/** Names never change with their content (a new upload is a new key), so a reader may keep them for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * An S3-compatible bucket, written with requests signed by AWS Signature V4 (`aws4fetch`, decision 0064): path-style
 * addresses (`<endpoint>/<bucket>/<key>`), which AWS, R2, Scaleway, OVH and MinIO all take. The body's SHA-256 is
 * signed too, so a picture altered on the way is refused by the bucket. Reads go to the public address.
 */
export function createBucketStorage(settings: BucketSettings): MediaStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: "s3",
    region: settings.region,
    // aws4fetch retries 5xx and 429 ten times by default: twice is enough for a merchant waiting on an upload.
    retries: 2,
  });
  const endpoint = settings.endpoint.replace(/\/+$/, "");
  const publicUrl = settings.publicUrl.replace(/\/+$/, "");
  const objectUrl = (key: string) => `${endpoint}/${encodeURIComponent(settings.bucket)}/${key}`;

  /** One signed request; its payload's hash is signed too, even an empty one's (aws4fetch would send UNSIGNED-PAYLOAD). */
  const send = async (
    operation: "put" | "delete",
    key: string,
    body: Buffer,
    headers: Record<string, string> = {},
  ): Promise<void> => {
    assertKey(key);
    let response: Response;
    try {
      response = await client.fetch(objectUrl(key), {
        method: operation === "put" ? "PUT" : "DELETE",
        body: operation === "put" ? body : undefined,
        headers: { ...headers, "x-amz-content-sha256": sha256(body) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new BucketError(operation, key, undefined, error);
    }
    // The body is read either way, so the connection goes back to the pool.
    await response.arrayBuffer().catch(() => undefined);
    // Deleting a key that is not there answers 204 on S3 (404 on some others): gone either way.
    if (!response.ok && !(operation === "delete" && response.status === 404))
      throw new BucketError(operation, key, response.status);
  };

  return {
    kind: "bucket",
    put: (key, bytes, contentType) => send("put", key, bytes, { "content-type": contentType, "cache-control": IMMUTABLE }),
    delete: (key) => send("delete", key, Buffer.alloc(0)),
    url: (key) => `${publicUrl}/${key}`,
  };
}
