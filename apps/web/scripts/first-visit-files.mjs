#!/usr/bin/env node
/**
 * What a first visit's files cost the storefront's server: the scripts and stylesheets a page links to, asked
 * with `Accept-Encoding: gzip` six at a time (as a browser over HTTP/1.1), for many visitors at once. Prints the
 * time of one visit's files (p50, p99), the bytes sent, and the server's CPU time a visit (from /proc, with
 * `--pid` the storefront's process). With `--pictures`, the page's pictures too, each at the width a phone asks
 * for (the 384 px candidate of its srcset) with a browser's Accept. It prints and never fails on its figures.
 *
 *   node apps/web/scripts/first-visit-files.mjs --base http://127.0.0.1:3000 --pid 1234 [--pictures] /categorie/homme
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    pid: { type: "string" },
    visits: { type: "string", default: "200" },
    visitors: { type: "string", default: "8" },
    pictures: { type: "boolean", default: false },
  },
});
const path = positionals[0] ?? "/";
const visits = Number(values.visits);
const visitors = Number(values.visitors);

/** User and system CPU time of a process, in ms (clock ticks of 10 ms). */
function cpuMs(pid) {
  if (!pid) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const page = await (await fetch(new URL(path, values.base))).text();
const files = [...new Set(page.match(/\/_next\/static\/[^"'\s]+\.(?:js|css)/g) ?? [])];
if (values.pictures) {
  const pictures = page.match(/\/_next\/image\?url=[^"'\s]+?&amp;w=384&amp;q=\d+/g) ?? [];
  files.push(...new Set(pictures.map((picture) => picture.replaceAll("&amp;", "&"))));
}
const ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

async function visit() {
  const queue = [...files];
  let bytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const response = await fetch(new URL(file, values.base), { headers: { "accept-encoding": "gzip", accept: ACCEPT } });
        const body = await response.arrayBuffer();
        bytes += body.byteLength;
      }
    }),
  );
  return { ms: performance.now() - started, bytes };
}

await visit(); // the server's first answers (reading, compressing) are not a visitor's
const cpuBefore = cpuMs(values.pid);
const times = [];
let bytes = 0;
let left = visits;
const started = performance.now();
await Promise.all(
  Array.from({ length: visitors }, async () => {
    while (left-- > 0) {
      const result = await visit();
      times.push(result.ms);
      bytes = result.bytes;
    }
  }),
);
const wall = performance.now() - started;
const cpu = cpuMs(values.pid) - cpuBefore;
times.sort((a, b) => a - b);
const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(1);
console.log(
  `${path}: ${files.length} files, ${(bytes / 1024).toFixed(1)} KiB a visit (as decoded by fetch); ${visits} visits, ` +
    `${visitors} visitors at once: ${(visits / (wall / 1000)).toFixed(0)} visits/s, one visit's files p50 ${at(0.5)} ms, ` +
    `p99 ${at(0.99)} ms` +
    (values.pid ? `; server CPU ${(cpu / visits).toFixed(2)} ms a visit` : ""),
);
