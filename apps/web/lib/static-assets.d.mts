import type { IncomingMessage, ServerResponse } from "node:http";

export type StaticAsset = { body: Buffer; gzip: Buffer | null; type: string; etag: string };

export function loadStaticAssets(distDir: string): Map<string, StaticAsset>;
export function acceptsGzip(header: string | string[] | undefined): boolean;
export function serveStaticAsset(
  assets: Map<string, StaticAsset>,
  request: IncomingMessage,
  response: ServerResponse,
): boolean;
