/** Size runs, as printed on the label (`printSizeFr`), in the order the size picker shows them. */
export type SizeRun = readonly string[];

export const SHOE_SIZES_MEN: SizeRun = [
  "39",
  "40",
  "40.5",
  "41",
  "42",
  "42.5",
  "43",
  "44",
  "44.5",
  "45",
  "46",
  "47",
];
export const SHOE_SIZES_WOMEN: SizeRun = ["36", "37", "37.5", "38", "38.5", "39", "40", "40.5", "41", "42"];
export const SHOE_SIZES_UNISEX: SizeRun = ["36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46"];
export const SHOE_SIZES_KIDS: SizeRun = ["28", "29", "30", "31", "32", "33", "34", "35", "36", "37", "38"];

export const APPAREL_SIZES: SizeRun = ["XS", "S", "M", "L", "XL", "XXL"];
export const APPAREL_SIZES_KIDS: SizeRun = ["6 ans", "8 ans", "10 ans", "12 ans", "14 ans"];

export const SOCK_SIZES: SizeRun = ["35-38", "39-42", "43-46"];
export const SOCK_SIZES_KIDS: SizeRun = ["27-30", "31-34", "35-38"];
export const ONE_SIZE: SizeRun = ["Taille unique"];
export const BALL_SIZES: SizeRun = ["Taille 4", "Taille 5"];
export const BALL_SIZES_BASKETBALL: SizeRun = ["Taille 5", "Taille 6", "Taille 7"];
