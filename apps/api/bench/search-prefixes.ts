// Uncached search by prefix length, French and Arabic, for `bench:api`: one shopper typing (one request at a
// time), against an API whose answer cache is off, so every request finds its products in the index anew.
import { CLIENT_HEADERS } from "./measure.js";

const ARABIC = /\p{Script=Arabic}/u;
/** Prefixes measured per script and length. */
const PER_GROUP = 40;

export type PrefixLatency = { script: "français" | "arabe"; length: number; p50: number; p90: number; count: number };

/** Median and 90th percentile of uncached searches for prefixes of 2 to 8 letters, per script. */
export async function measureSearchPrefixes(url: string, prefixes: string[]): Promise<PrefixLatency[]> {
  const rows: PrefixLatency[] = [];
  for (const script of ["français", "arabe"] as const) {
    for (let length = 2; length <= 8; length++) {
      const all = prefixes.filter((prefix) => prefix.length === length && ARABIC.test(prefix) === (script === "arabe"));
      // Spread over the whole list, not only the words of the first titles.
      const step = Math.max(1, Math.floor(all.length / PER_GROUP));
      const group = all.filter((_, n) => n % step === 0).slice(0, PER_GROUP);
      if (group.length === 0) continue;
      const times: number[] = [];
      for (const [n, prefix] of group.entries()) {
        // Suggestions and full result pages alternate, as in the drawn traffic.
        const path = `/api/products/search?query=${encodeURIComponent(prefix)}${n % 2 === 0 ? "&pageSize=5" : ""}`;
        const started = performance.now();
        const response = await fetch(`${url}${path}`, { headers: CLIENT_HEADERS });
        await response.arrayBuffer();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))]! * 10) / 10;
      rows.push({ script, length, p50: at(0.5), p90: at(0.9), count: times.length });
    }
  }
  return rows;
}

export function printPrefixLatencies(size: number, rows: PrefixLatency[]): void {
  console.log(`\nUncached search by prefix length, one request at a time (${size.toLocaleString("en")} products)`);
  console.log("script".padEnd(10) + "letters".padStart(8) + "p50 ms".padStart(9) + "p90 ms".padStart(9) + "queries".padStart(9));
  for (const row of rows) {
    console.log(
      row.script.padEnd(10) +
        String(row.length).padStart(8) +
        String(row.p50).padStart(9) +
        String(row.p90).padStart(9) +
        String(row.count).padStart(9),
    );
  }
}
