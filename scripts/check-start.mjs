// Starts the shop as `npm start` does, checks that a shopper can use it through the storefront's origin (a page,
// then a cart update through `/api/*`), and stops it with Ctrl-C. CI runs it before and after `npm test`, as a
// newcomer would: start, stop, test, start (and once more on another API port, which must not rebuild).
//
//   node scripts/check-start.mjs [--expect-up-to-date]
//
// Ports come from the environment as for `npm start` (PORT, API_PORT, …).
import { spawn } from "node:child_process";
import { root } from "./lib.mjs";

const expectUpToDate = process.argv.includes("--expect-up-to-date");
const webPort = process.env.PORT ?? "3000";
const origin = `http://127.0.0.1:${webPort}`;
// The API takes state-changing calls only from the shop's public origin, as the browser sends it.
const publicOrigin = new URL(process.env.PUBLIC_URL ?? `http://localhost:${webPort}`).origin;
const startTimeoutMs = 20 * 60_000;

const child = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: process.env,
  stdio: ["ignore", "pipe", "inherit"],
  detached: true,
});
let output = "";
child.stdout.on("data", (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});
const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal)));

function fail(message) {
  console.error(`✗ check-start : ${message}`);
  process.exitCode = 1;
}

async function waitForOpenShop() {
  const deadline = Date.now() + startTimeoutMs;
  while (!output.includes("La boutique est ouverte")) {
    if (child.exitCode !== null) throw new Error(`npm start s’est arrêté (code ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error("la boutique ne s’est pas ouverte à temps");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** An in-stock size of some product, found through the storefront's origin as the browser would. */
async function findInStockSku() {
  const { products } = await getJson("/api/products/filter?pageSize=24");
  for (const { id } of products) {
    const detail = await getJson(`/api/products/find/id/${id}`);
    const { stock } = await getJson(`/api/products/stock/${id}`);
    for (const variation of detail.variations)
      for (const size of variation.sizes)
        if ((stock[size.ean] ?? 0) > 0) return { colorNo: variation.colorNo, size: size.size };
  }
  throw new Error("aucune taille en stock dans le catalogue de démonstration");
}

async function getJson(path) {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`GET ${path} → ${response.status} ${await response.text()}`);
  return response.json();
}

try {
  await waitForOpenShop();
  if (expectUpToDate && !output.includes("Construction à jour.")) fail("la construction a été refaite");
  const home = await fetch(`${origin}/`);
  if (home.status !== 200) fail(`GET / → ${home.status}`);
  const sku = await findInStockSku();
  const update = await fetch(`${origin}/api/cart/update`, {
    method: "PATCH",
    headers: { "content-type": "application/json", origin: publicOrigin },
    body: JSON.stringify({ ...sku, quantity: 1 }),
  });
  const body = await update.text();
  if (update.status !== 200) fail(`PATCH /api/cart/update → ${update.status} ${body}`);
  else console.log(`✓ check-start : page d’accueil et mise à jour du panier (200) par ${origin}`);
} catch (error) {
  fail(error.message);
} finally {
  process.kill(-child.pid, "SIGINT");
  const code = await exited;
  if (code !== 0) fail(`npm start s’est arrêté avec le code ${code} après Ctrl-C`);
}
