import type { IncomingMessage, ServerResponse } from "node:http";

export type StaticAsset = { body: Buffer; gzip: Buffer | null; brotli: Buffer | null; type: string; etag: string };

export function loadStaticAssets(distDir: string): Map<string, StaticAsset>;
export function compressBuild(distDir: string): number;
export function acceptsCoding(header: string | string[] | undefined, coding: string): boolean;
export function acceptsGzip(header: string | string[] | undefined): boolean;
export function serveStaticAsset(
  assets: Map<string, StaticAsset>,
  request: IncomingMessage,
  response: ServerResponse,
): boolean;
