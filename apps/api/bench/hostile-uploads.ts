// `npm run bench:uploads`: hostile picture uploads over real HTTP to the API on a fresh database, and the API's
// resident memory meanwhile (before, peak, after): what a 200 MB body, a 30,000 × 30,000 PNG, picture bombs and
// files that are not pictures cost it, and the statuses it answered. BENCH_DATABASE_URL or TEST_DATABASE_URL for a
// PostgreSQL server, otherwise the embedded one of bench:api.
import { STAFF_COOKIE } from "@shop/domain/constants";
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import sharp from "sharp";
import { connect } from "../src/db/client.js";
import { applyMigrations } from "../src/db/migrate.js";
import { createStaffUser } from "../src/modules/staff/staff-users.js";
import { seedDemo } from "../src/seed/seed-demo.js";
import { seedGeography } from "../src/seed/seed-geography.js";
import { TEST_CATALOG_SIZE, TEST_SEED } from "../test/catalog-size.js";
import { picture, pngDeclaring } from "../test/support/pictures.js";
import { filler, streamedPost, type StreamedReply } from "../test/support/streamed-upload.js";
import { startBenchServer } from "./bench-database.js";
import type { MemoryReading, UploadsServer } from "./uploads-server.js";

const MB = 1024 * 1024;
/** Rounds of the same uploads (BENCH_PASSES, 2 by default): memory kept for good would grow from one to the next. */
const PASSES = Number(process.env.BENCH_PASSES ?? 2);
const ORIGIN = "http://localhost:3000";
const BOUNDARY = "----bench-hostile-uploads";
const PASSWORD = "Banc-Essai-2025!";

/** A multipart body's pieces around the file: its part's headers, and the closing boundary. */
const partHead = (filename: string, first: Buffer = Buffer.alloc(0)) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`),
    first,
  ]);
const partTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** A small file sent whole, its length announced. */
function* whole(filename: string, file: Buffer): Generator<Buffer> {
  yield partHead(filename, file);
  yield partTail;
}
const wholeLength = (filename: string, file: Buffer) => partHead(filename, file).length + partTail.length;

/** A baseline JPEG whose frame header (SOF0) now declares `width` × `height`. */
async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await picture("jpeg", 16, 16));
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** A valid PNG of `side` × `side` black pixels, compressed to about 100 KB: the largest bomb the limit lets in. */
const blackPng = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: "#000" } }).png({ compressionLevel: 9 }).toBuffer();

/** A JPEG of noise, which compresses as badly as a detailed photo: 4,000 × 3,000 is about 9 MB. */
const noiseJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).jpeg({ quality: 90 }).toBuffer();

type Scenario = {
  name: string;
  /** Requests sent at once. */
  count: number;
  signedIn?: boolean;
  send: (url: string, headers: Record<string, string>) => Promise<StreamedReply>;
};

async function scenarios(): Promise<Scenario[]> {
  const real = await picture("jpeg", 64, 64);
  const bombHeader = pngDeclaring(30_000, 30_000);
  const jpegBomb = await jpegDeclaring(65_000, 65_000);
  const photo = await noiseJpeg(4_000, 3_000);
  const truncated = photo.subarray(0, Math.floor(photo.length * 0.6));
  const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? "" : i};`.repeat(10)}">`).join("")}]><svg xmlns="http://www.w3.org/2000/svg">&lol9;</svg>`;
  const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(200 * 1024)]);
  const accepted = await blackPng(6_000);
  const small = (filename: string, file: Buffer) => (url: string, headers: Record<string, string>) =>
    streamedPost(url, headers, whole(filename, file), wholeLength(filename, file));
  return [
    {
      name: "200 Mo sans session",
      count: 4,
      signedIn: false,
      send: (url, headers) => streamedPost(url, headers, filler(partHead("a.jpg"), 200 * MB, partTail), 200 * MB + 200),
    },
    {
      name: "200 Mo annoncés (Content-Length)",
      count: 4,
      send: (url, headers) => streamedPost(url, headers, filler(partHead("a.jpg"), 200 * MB, partTail), 200 * MB + 200),
    },
    {
      name: "200 Mo chunked derrière un vrai début de JPEG",
      count: 4,
      send: (url, headers) => streamedPost(url, headers, filler(partHead("a.jpg", real), 200 * MB, partTail)),
    },
    { name: "PNG déclarant 30 000 × 30 000 px", count: 8, send: small("bombe.png", bombHeader) },
    {
      name: "PNG déclarant 30 000 × 30 000 px suivi de 14 Mo",
      count: 4,
      send: (url, headers) => streamedPost(url, headers, filler(partHead("bombe.png", bombHeader), 14 * MB, partTail)),
    },
    { name: "JPEG déclarant 65 000 × 65 000 px", count: 8, send: small("bombe.jpg", jpegBomb) },
    {
      name: "texte de 14 Mo nommé .jpg",
      count: 4,
      send: (url, headers) => streamedPost(url, headers, filler(partHead("photo.jpg", Buffer.from("Bonjour")), 14 * MB, partTail)),
    },
    { name: "SVG « billion laughs »", count: 4, send: small("photo.svg", Buffer.from(laughs)) },
    { name: "PDF de 200 Ko nommé .png", count: 4, send: small("photo.png", pdf) },
    { name: "JPEG 4 000 × 3 000 tronqué à 60 %", count: 4, send: small("coupee.jpg", truncated) },
    { name: "PNG noir 6 000 × 6 000 (36 Mpx, accepté)", count: 1, send: small("noir.png", accepted) },
    { name: `JPEG 4 000 × 3 000 de ${(photo.length / MB).toFixed(1)} Mo (accepté)`, count: 1, send: small("photo.jpg", photo) },
  ];
}

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} Mo`;

async function main(): Promise<void> {
  const { serverUrl, stop } = await startBenchServer();
  const name = `shop_uploads_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const mediaDir = mkdtempSync(join(tmpdir(), "shop-uploads-"));
  const database = connect(databaseUrl.toString(), 4);
  try {
    console.log(`Base ${name} : migrations et catalogue de ${TEST_CATALOG_SIZE} produits…`);
    await applyMigrations(database.db);
    await seedGeography(database.db);
    await seedDemo(database.db, { products: TEST_CATALOG_SIZE, seed: TEST_SEED, images: false, mediaDir, log: () => {} });
    const email = `banc-${randomBytes(4).toString("hex")}@exemple.dz`;
    await createStaffUser(database.db, { email, name: "Banc d’essai", role: "catalogue", password: PASSWORD });
    // One colour of its own per kind of upload: an accepted one moves its product's revision.
    const { rows: colours } = await database.pool.query<{ id: number; revision: number }>(
      `select distinct on (v.product_id) v.id, p.revision from variations v join products p on p.id = v.product_id
        order by v.product_id, v.id limit 100`,
    );

    const child = fork(fileURLToPath(new URL("./uploads-server.ts", import.meta.url)), [databaseUrl.toString(), mediaDir], {
      execArgv: ["--import", "tsx", "--expose-gc"],
      // As `npm start` runs the API (scripts/start.mjs).
      env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" },
    });
    const [{ url: base }] = (await once(child, "message")) as [UploadsServer];
    const ask = async (message: "mark" | "read" | "settle") => {
      child.send(message);
      return ((await once(child, "message")) as [MemoryReading])[0];
    };
    try {
      const login = await fetch(`${base}/api/admin/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const cookie = login.headers.getSetCookie().find((line) => line.startsWith(`${STAFF_COOKIE}=`))?.split(";")[0];
      if (!cookie) throw new Error(`connexion refusée : ${login.status}`);
      const list = await scenarios();

      const before = await ask("mark");
      console.log(`\nMémoire résidente de l’API au départ : ${megabytes(before.rss)}`);
      let peak = before.rss;
      const afterPasses: number[] = [];
      // Twice the same uploads: memory the first pass kept for good (a leak) would show as the second pass's growth.
      for (let pass = 1; pass <= PASSES; pass++) {
        console.log(`\nPasse ${pass}\n${"envoi".padEnd(52)} ${"statuts".padEnd(10)} ${"envoyé".padEnd(11)} ${"durée".padEnd(8)} pic RSS`);
        for (const [index, scenario] of list.entries()) {
          const colour = colours[(pass - 1) * list.length + index]!;
          const url = `${base}/api/admin/colours/${colour.id}/pictures?revision=${colour.revision}`;
          const headers: Record<string, string> = {
            origin: ORIGIN,
            "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
            ...(scenario.signedIn === false ? {} : { cookie }),
          };
          await ask("mark");
          const started = performance.now();
          const replies = await Promise.all(Array.from({ length: scenario.count }, () => scenario.send(url, headers)));
          const elapsed = performance.now() - started;
          const reading = await ask("read");
          peak = Math.max(peak, reading.peak);
          const statuses = new Map<string, number>();
          for (const reply of replies) statuses.set(String(reply.status), (statuses.get(String(reply.status)) ?? 0) + 1);
          const shown = [...statuses].map(([status, n]) => `${status}×${n}`).join(" ");
          const sent = Math.max(...replies.map((reply) => reply.sent));
          const sentText = sent >= MB ? `${(sent / MB).toFixed(1)} Mo` : `${Math.ceil(sent / 1024)} Ko`;
          console.log(
            `${`${scenario.name} (×${scenario.count})`.padEnd(52)} ${shown.padEnd(10)} ${sentText.padEnd(11)} ${`${Math.round(elapsed)} ms`.padEnd(8)} ${megabytes(reading.peak)}`,
          );
          for (const reply of replies.filter((one) => typeof one.status !== "number" || one.status >= 500))
            console.log(`  ! ${reply.status} ${reply.body.slice(0, 200)}`);
        }
        const settled = await ask("settle");
        afterPasses.push(settled.rss);
        console.log(
          `Après la passe ${pass} : ${megabytes(settled.rss)} résidents, dont tas JavaScript ${megabytes(settled.heap ?? 0)} et tampons ${megabytes(settled.buffers ?? 0)}`,
        );
      }
      console.log(
        `\nMémoire résidente de l’API (MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? "2"}) : au départ ${megabytes(before.rss)}, ` +
          `pic ${megabytes(peak)}, après chaque passe ${afterPasses.map(megabytes).join(", ")}`,
      );
    } finally {
      child.send("stop");
      await once(child, "exit");
    }
  } finally {
    await database.pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(mediaDir, { recursive: true, force: true });
    await stop();
  }
}

await main();
