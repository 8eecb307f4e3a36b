/** EAN-13 codes: a 12-digit body followed by its GS1 check digit. */
export function ean13(body12: string): string {
  if (!/^[0-9]{12}$/.test(body12)) throw new RangeError(`An EAN-13 body has 12 digits, got "${body12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    // From the left, odd positions weigh 1 and even positions weigh 3.
    sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  }
  return body12 + String((10 - (sum % 10)) % 10);
}

/** True when `code` is 13 digits with a correct check digit. */
export function isValidEan13(code: string): boolean {
  return /^[0-9]{13}$/.test(code) && ean13(code.slice(0, 12)) === code;
}
