import type { StylesheetReader } from "./scripts-after-paint.mjs";

export const HOLD_FIRST_FRAME: string;
export function stylesheetReader(assets: Map<string, { body: Buffer }>): StylesheetReader;
export function inlineStylesheets(head: string, read: StylesheetReader): string;
export function withoutStylesheetPreloads(header: string | string[] | number | undefined, read: StylesheetReader): string | null | undefined;
