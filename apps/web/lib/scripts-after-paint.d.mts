import type { ServerResponse } from "node:http";

export type ScriptDeferral = { push(text: string): string; end(): string };

export function defersScripts(url: string | undefined): boolean;
export function scriptLoader(sources: string[], nonce?: string): string;
export function createScriptDeferral(): ScriptDeferral;
export function deferScriptsOf(response: ServerResponse): void;
