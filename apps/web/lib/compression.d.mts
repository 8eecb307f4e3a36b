import type { IncomingMessage, ServerResponse } from "node:http";

export const BROTLI_QUALITY: number;
export function compressAnswers(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
