import type { ServerResponse } from "node:http";

export type ScriptDeferral = { push(text: string): string; end(): string };

export function defersScripts(url: string | undefined): boolean;
export function scriptLoader(sources: string[], nonce?: string): string;
/** Reads a build stylesheet's text by its address (`stylesheetReader`), or undefined for one to leave linked. */
export type StylesheetReader = (href: string | undefined) => string | undefined;

export function createScriptDeferral(options?: { stylesheet?: StylesheetReader }): ScriptDeferral;
export function deferScriptsOf(response: ServerResponse, options?: { stylesheet?: StylesheetReader }): void;
