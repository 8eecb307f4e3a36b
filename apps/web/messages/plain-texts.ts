/** A message section without its functions: what a server component can hand a client component as props. */
export type PlainTexts<T> = {
  readonly [Key in keyof T as T[Key] extends (...args: never[]) => unknown ? never : Key]: T[Key] extends string
    ? T[Key]
    : T[Key] extends readonly unknown[]
      ? T[Key]
      : T[Key] extends object
        ? PlainTexts<T[Key]>
        : T[Key];
};

/** A section's texts without its functions, at any depth. */
export function plainTexts<T extends object>(entries: T): PlainTexts<T> {
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entries)) {
    if (typeof value === "function") continue;
    plain[key] = typeof value === "object" && value !== null && !Array.isArray(value) ? plainTexts(value as object) : value;
  }
  return plain as PlainTexts<T>;
}
