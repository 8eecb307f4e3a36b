/**
 * The shape a translation of a French section must have: the same keys, arrays and functions (same parameters),
 * with any text in place of the French literals. Typing `ar-*.ts` with it makes a missing or an extra key a type
 * error, and lets the sections' accessors return either locale under one type.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Translation<Result>
    : { readonly [Key in keyof T]: Translation<T[Key]> };
