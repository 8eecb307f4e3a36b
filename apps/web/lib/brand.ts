/**
 * The brand name, read from the environment on the server at request time (never a NEXT_PUBLIC_ variable,
 * which would be frozen into the build).
 */
export function getBrandName(): string {
  return process.env.BRAND_NAME?.trim() || "Rafale";
}

/** The shop's public address, for absolute links in metadata. */
export function getPublicUrl(): URL {
  return new URL(process.env.PUBLIC_URL ?? "http://localhost:3000");
}
