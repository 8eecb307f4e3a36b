// The API `bench:uploads` sends hostile uploads to, in a process of its own so that its resident memory is the API's
// alone: sampled every 5 ms, the peak since the last "mark" sent back when asked. Forked with --expose-gc.
import type { AddressInfo } from "node:net";
import { buildApp } from "../src/build-app.js";
import { connect } from "../src/db/client.js";
import { benchConfig } from "./bench-database.js";

export type UploadsServer = { url: string };
/**
 * Resident memory in bytes: now (after a garbage collection when asked with "mark" or "settle") and the peak since the
 * mark; after "settle", also the JavaScript heap and the buffers, to tell memory JavaScript holds from native memory.
 */
export type MemoryReading = { rss: number; peak: number; heap?: number; buffers?: number };

const [databaseUrl, mediaDir] = process.argv.slice(2);
if (!databaseUrl || !mediaDir || !process.send) throw new Error("usage: forked by bench/hostile-uploads.ts");
const send = (message: unknown) => process.send!(message);
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

const database = connect(databaseUrl, 10);
const app = await buildApp({ config: benchConfig(databaseUrl, { MEDIA_DIR: mediaDir }), database });
await app.listen({ port: 0, host: "127.0.0.1" });

let peak = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 5);

process.on("message", (message) => {
  if (message === "mark") {
    collect();
    peak = process.memoryUsage.rss();
    send({ rss: peak, peak } satisfies MemoryReading);
  }
  if (message === "read") {
    const rss = process.memoryUsage.rss();
    send({ rss, peak: Math.max(peak, rss) } satisfies MemoryReading);
  }
  if (message === "settle") {
    collect();
    const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
    send({ rss, peak, heap: heapUsed, buffers: arrayBuffers } satisfies MemoryReading);
  }
  if (message === "stop") {
    clearInterval(sampler);
    void app.close().then(() => database.pool.end()).then(() => process.exit(0));
  }
});
send({ url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` } satisfies UploadsServer);
