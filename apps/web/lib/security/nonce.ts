import { headers } from "next/headers";
import { NONCE_HEADER } from "./headers";

/** This request's CSP nonce, set by `proxy.ts`, for the inline scripts we render ourselves. */
export async function getNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
