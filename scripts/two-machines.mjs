// `npm run test:two-machines`: the shop as it runs on several machines, on this one. Two API processes on one
// PostgreSQL, two storefronts, Debian's nginx in front (the build's static files served from disk with a year's
// caching and compression, the shoppers' addresses forwarded, each upstream's requests moved to the other when one
// dies). Shoppers, each from an address of its own (127.0.0.x), fill carts and place orders through nginx while one
// API and one storefront are killed with SIGKILL. Then: every order the shop acknowledged is in the database, the
// stock is conserved (units sold + units left = units at the start), and no shopper got past the order limit.
// Then a shopper's journey in Chromium (e2e/production-shape.spec.ts) goes through nginx on what is left standing.
// Prints the figures; exits 1 on any loss or a failed journey. `npm test` runs it after the journeys, on their build.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { root, startChild, step, stopChild, waitForHttp, webServer } from "./lib.mjs";
import { freePort } from "./ports.mjs";

const pg = createRequire(join(root, "apps", "api", "package.json"))("pg");
const distDir = process.env.NEXT_DIST_DIR ?? ".next-e2e";
const SHOPPERS = Number(process.env.TWO_MACHINES_SHOPPERS ?? 16);
const SECONDS = Number(process.env.TWO_MACHINES_SECONDS ?? 24);
const ORDER_LIMIT = 6;
const STOCK_EACH = 30;

const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
if (!nginx) {
  console.error("✗ nginx est introuvable : installez le paquet Debian (apt-get install nginx).");
  process.exit(1);
}
if (
  !existsSync(join(root, "apps", "web", distDir, "BUILD_ID")) ||
  !existsSync(join(root, "apps", "api", "dist", "server.js"))
) {
  console.error(
    `✗ Pas de build dans apps/web/${distDir} : lancez « NEXT_DIST_DIR=${distDir} npm run build » d’abord.`,
  );
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), "shop-two-machines-"));
const ports = {
  public: await freePort(),
  apis: await freePort(),
  api1: await freePort(),
  api2: await freePort(),
  web1: await freePort(),
  web2: await freePort(),
  pg: await freePort(),
};
const children = {};
let database;
let dropDatabase = async () => {};
let status = 1;

function nginxConfig() {
  const stat = join(root, "apps", "web", distDir, "static");
  return `
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  types { text/html html; text/css css; application/javascript js; font/woff2 woff2; image/svg+xml svg; application/json json; }
  gzip on; gzip_comp_level 5; gzip_min_length 512;
  gzip_types text/css application/javascript application/json image/svg+xml;
  # The storefronts: a request whose storefront died moves to the other (a POST too: checkouts carry an
  # idempotency key, so one taken twice is one order).
  upstream storefronts { server 127.0.0.1:${ports.web1} max_fails=1 fail_timeout=5s; server 127.0.0.1:${ports.web2} max_fails=1 fail_timeout=5s; keepalive 16; }
  upstream apis { server 127.0.0.1:${ports.api1} max_fails=1 fail_timeout=5s; server 127.0.0.1:${ports.api2} max_fails=1 fail_timeout=5s; keepalive 16; }
  server {
    listen 127.0.0.1:${ports.public};
    # The build's files are named by their content: served from disk, compressed, kept a year.
    location /_next/static/ {
      alias ${stat}/;
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
    location / {
      proxy_pass http://storefronts;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 non_idempotent;
      proxy_connect_timeout 2s;
    }
  }
  # The storefronts reach the APIs through this one (loopback only): a dead API's share goes to the other.
  server {
    listen 127.0.0.1:${ports.apis};
    location / {
      proxy_pass http://apis;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_next_upstream error timeout non_idempotent;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

/** One HTTP exchange from a given loopback address, with a cookie jar. */
function send(shopper, method, path, body, headers = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: ports.public,
        method,
        path,
        localAddress: shopper.address,
        headers: {
          ...(payload
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {}),
          ...(method !== "GET" ? { origin: `http://127.0.0.1:${ports.public}` } : {}),
          ...(shopper.cookies.size
            ? { cookie: [...shopper.cookies].map(([name, value]) => `${name}=${value}`).join("; ") }
            : {}),
          ...headers,
        },
        timeout: 15_000,
      },
      (response) => {
        for (const line of response.headers["set-cookie"] ?? []) {
          const [pair] = line.split(";");
          const at = pair.indexOf("=");
          shopper.cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode, json });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0 }));
    req.end(payload);
  });
}

/** A call tried again while the shop answers 0 (connection lost) or 5xx, as a phone on a bad network would. */
async function sendRetrying(shopper, method, path, body, headers) {
  for (let attempt = 0; ; attempt++) {
    const reply = await send(shopper, method, path, body, headers);
    if ((reply.status !== 0 && reply.status < 500) || attempt >= 6) return reply;
    shopper.retries++;
    await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)));
  }
}

async function shopperLoop(shopper, skus, communeId, until) {
  while (Date.now() < until) {
    const sku = skus[Math.floor(Math.random() * skus.length)];
    await sendRetrying(shopper, "GET", "/");
    const added = await sendRetrying(shopper, "PATCH", "/api/cart/update", {
      colorNo: sku.colorNo,
      size: sku.size,
      quantity: 1,
      mode: "set",
    });
    if (added.status !== 200) continue;
    const key = randomUUID();
    const reply = await sendRetrying(
      shopper,
      "POST",
      "/api/guest-order/create",
      {
        acceptPolicy: true,
        // A street of its own for each order: the per-address fake-order rule is another limit than the one tried.
        address: `${shopper.index} rue Didouche Mourad, appartement ${shopper.placed.length + shopper.limited + 1}`,
        address2: null,
        country: "Algeria",
        deliveryMethodOptions: { type: "home-delivery" },
        email: null,
        firstName: "Amina",
        lastName: "Benali",
        paymentMethodOptions: { type: "on-delivery" },
        phoneNumber: `0550${String(shopper.index).padStart(2, "0")}${String(shopper.placed.length).padStart(4, "0")}`,
        postalCode: "16000",
        state: 16,
        stateCommuneId: communeId,
      },
      { "idempotency-key": key },
    );
    if (reply.status === 201) shopper.placed.push(reply.json.id);
    else if (reply.status === 429 && reply.json?.error?.code === "TOO_MANY_ORDERS") shopper.limited++;
    else shopper.refused.push(`${reply.status}${reply.json?.error?.code ? ` ${reply.json.error.code}` : ""}`);
  }
}

async function main() {
  const env = {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    PROXY_SECRET: randomBytes(32).toString("hex"),
    PAYMENTS: "test",
    SEED_PRODUCTS: "60",
    SEED_ORDERS: "0",
    MEDIA_DIR: join(work, "media"),
    NEXT_DIST_DIR: distDir,
    ORDER_MAX_PER_IP_PER_HOUR: String(ORDER_LIMIT),
    BACKUP_DAILY: "false",
    METRICS_PORT: "off",
    TRUSTED_PROXY_HOPS: "1",
    PUBLIC_URL: `http://127.0.0.1:${ports.public}`,
    API_URL: `http://127.0.0.1:${ports.apis}`,
  };
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL);
    const name = `shop_two_${process.pid}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    env.EMBEDDED_PG_DIR = join(work, "postgres");
    env.EMBEDDED_PG_PORT = String(ports.pg);
  }
  step("Deux API sur une base PostgreSQL…");
  children.api1 = startChild("api-1", process.execPath, ["apps/api/dist/server.js"], {
    ...env,
    API_PORT: String(ports.api1),
  });
  await waitForHttp(`http://127.0.0.1:${ports.api1}/api/health/ready`, {
    child: children.api1,
    timeoutMs: 5 * 60_000,
  });
  const databaseUrl =
    env.DATABASE_URL ??
    `postgres://postgres:${encodeURIComponent(readFileSync(`${env.EMBEDDED_PG_DIR}.password`, "utf8").trim())}@127.0.0.1:${ports.pg}/shop`;
  children.api2 = startChild("api-2", process.execPath, ["apps/api/dist/server.js"], {
    ...env,
    DATABASE_URL: databaseUrl,
    SEED_ON_START: "false",
    API_PORT: String(ports.api2),
  });
  await waitForHttp(`http://127.0.0.1:${ports.api2}/api/health/ready`, { child: children.api2 });

  step("nginx devant deux storefronts…");
  writeFileSync(join(work, "nginx.conf"), nginxConfig());
  children.nginx = spawn(nginx, ["-p", work, "-c", join(work, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  await waitForHttp(`http://127.0.0.1:${ports.apis}/api/health/ready`, { child: children.nginx });
  children.web1 = startChild("web-1", process.execPath, [webServer], { ...env, PORT: String(ports.web1) });
  children.web2 = startChild("web-2", process.execPath, [webServer], { ...env, PORT: String(ports.web2) });
  await waitForHttp(`http://127.0.0.1:${ports.web1}/`, { child: children.web1 });
  await waitForHttp(`http://127.0.0.1:${ports.web2}/`, { child: children.web2 });
  await waitForHttp(`http://127.0.0.1:${ports.public}/`);

  database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  // Ten sizes, thirty units each: what the shoppers buy, counted before and after.
  const { rows: skus } = await database.query(
    `select s.id, v.color_no as "colorNo", s.size from skus s join variations v on v.id = s.variation_id
      join products p on p.id = v.product_id
     where s.is_active and p.status = 'published' and s.stock > 0 order by s.id limit 10`,
  );
  await database.query("update skus set stock = $1 where id = any($2::int[])", [
    STOCK_EACH,
    skus.map((sku) => sku.id),
  ]);
  const startStock = STOCK_EACH * skus.length;
  const page = await send({ address: "127.0.0.2", cookies: new Map() }, "GET", "/");
  const asset = /\/_next\/static\/[^"]+\.js/.exec(
    await new Promise((resolve) => {
      httpRequest({ host: "127.0.0.1", port: ports.public, path: "/" }, (response) => {
        let html = "";
        response.on("data", (chunk) => (html += chunk));
        response.on("end", () => resolve(html));
      }).end();
    }),
  )?.[0];
  const communes = await database.query("select id from communes where state_id = 16 order by id limit 1");
  const communeId = communes.rows[0].id;

  step(`${SHOPPERS} clients pendant ${SECONDS} s ; une API puis un storefront tués (SIGKILL) en route…`);
  const shoppers = Array.from({ length: SHOPPERS }, (_, index) => ({
    index: index + 1,
    address: `127.0.0.${index + 2}`,
    cookies: new Map(),
    placed: [],
    refused: [],
    limited: 0,
    retries: 0,
  }));
  const until = Date.now() + SECONDS * 1000;
  const kills = [
    // The second API (the first may hold the embedded PostgreSQL), and its whole process group.
    setTimeout(() => process.kill(-children.api2.pid, "SIGKILL"), (SECONDS * 1000) / 4),
    setTimeout(() => process.kill(-children.web1.pid, "SIGKILL"), (SECONDS * 1000) / 2),
  ];
  await Promise.all(shoppers.map((shopper) => shopperLoop(shopper, skus, communeId, until)));
  kills.forEach(clearTimeout);

  const acknowledged = shoppers.flatMap((shopper) => shopper.placed);
  const found = await database.query("select count(*)::int as n from orders where id = any($1::uuid[])", [
    acknowledged,
  ]);
  const lost = acknowledged.length - found.rows[0].n;
  const sold = await database.query(
    `select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.id = l.order_id
      where l.sku_id = any($1::int[]) and o.status <> 'cancelled'`,
    [skus.map((sku) => sku.id)],
  );
  const left = await database.query(
    "select coalesce(sum(stock), 0)::int as n from skus where id = any($1::int[])",
    [skus.map((sku) => sku.id)],
  );
  const conserved = sold.rows[0].n + left.rows[0].n === startStock;
  const mostByOne = Math.max(0, ...shoppers.map((shopper) => shopper.placed.length));
  const reached = shoppers.filter((shopper) => shopper.placed.length === ORDER_LIMIT).length;
  const limitHeld = mostByOne <= ORDER_LIMIT && reached > 0;
  const cacheControl = asset ? await headOf(asset) : undefined;

  console.log(`
Page d’accueil par nginx : ${page.status}${asset ? ` ; ${asset} : ${cacheControl}` : ""}
Commandes acceptées (201) : ${acknowledged.length} ; retrouvées en base : ${found.rows[0].n}
Perdues : ${lost}
Stock : ${startStock} au départ = ${sold.rows[0].n} vendus + ${left.rows[0].n} restants → ${conserved ? "conservé" : "NON CONSERVÉ"}
Limite de ${ORDER_LIMIT} commandes par client et par heure : au plus ${mostByOne} acceptées pour un client (${reached} clients sur ${SHOPPERS} l’ont atteinte), ${shoppers.reduce((sum, shopper) => sum + shopper.limited, 0)} refus 429 → ${limitHeld ? "tenue" : "NON TENUE"} sur les deux API
Autres refus : ${shoppers.flatMap((shopper) => shopper.refused).join(", ") || "aucun"} ; requêtes reprises après une coupure : ${shoppers.reduce((sum, shopper) => sum + shopper.retries, 0)}`);
  const counted = lost === 0 && conserved && limitHeld && acknowledged.length > 0;

  // A shopper's journey in Chromium through nginx, on the API and the storefront left standing.
  step("Un parcours dans Chromium par nginx, sur l’API et le storefront restants…");
  // Not spawnSync: the servers' output is read by this process's event loop, which must keep turning.
  const journey = await new Promise((resolve) => {
    const child = spawn("npx", ["playwright", "test"], {
      cwd: join(root, "apps", "web"),
      stdio: "inherit",
      env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${ports.public}`, E2E_PRODUCTION_SHAPE: "1" },
    });
    child.on("exit", (code) => resolve(code));
  });
  console.log(`Parcours par nginx : ${journey === 0 ? "réussi" : "ÉCHOUÉ"}`);
  status = counted && journey === 0 ? 0 : 1;
}

function headOf(path) {
  return new Promise((resolve) => {
    httpRequest(
      { host: "127.0.0.1", port: ports.public, path, method: "GET", headers: { "accept-encoding": "gzip" } },
      (response) => {
        response.resume();
        resolve(
          `${response.headers["cache-control"]}, ${response.headers["content-encoding"] ?? "non compressé"}`,
        );
      },
    ).end();
  });
}

try {
  await main();
} catch (error) {
  console.error(`✗ ${error.stack ?? error}`);
} finally {
  await database?.end().catch(() => undefined);
  await Promise.all([stopChild(children.web1, "SIGTERM"), stopChild(children.web2, "SIGTERM")]);
  if (children.nginx && children.nginx.exitCode === null) {
    spawnSync(nginx, ["-p", work, "-c", join(work, "nginx.conf"), "-s", "stop"]);
    await stopChild(children.nginx, "SIGTERM", 5_000);
  }
  await stopChild(children.api2, "SIGINT");
  await stopChild(children.api1, "SIGINT", 30_000);
  await dropDatabase().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
