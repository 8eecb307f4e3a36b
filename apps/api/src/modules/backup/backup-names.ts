import type { Counts } from "./backup-file.js";

/** `shop-2026-12-07-030012.tar.gz`: sorted by name, they are sorted by date (UTC). */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace("T", "-").replaceAll(":", "");
  return `shop-${stamp}.tar.gz`;
}

export const BACKUP_FILE = /^shop-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/;

export function describeCounts(counts: Counts): string {
  return `${counts.orders} commandes, ${counts.customers} clients, ${counts.products} produits, ${counts.pictures} images`;
}
