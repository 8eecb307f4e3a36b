import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

export type KeptPicture = { headers: OutgoingHttpHeaders; body: Buffer; expires: number };
export type PictureMemory = {
  get(key: string): KeptPicture | undefined;
  keep(key: string, entry: KeptPicture): void;
  size(): { pictures: number; bytes: number };
  now(): number;
};
export function sharedLifetime(cacheControl: unknown): number;
export function createPictureMemory(maxBytes?: number, now?: () => number): PictureMemory;
export function servePicture(memory: PictureMemory, request: IncomingMessage, response: ServerResponse): boolean;
