// `npm test`: every test. Types and lint, unit and API tests (Vitest on a real PostgreSQL), then the browser
// journeys (Playwright in Debian's Chromium) against a freshly built shop on its own database.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { demoShopSettings } from "./demo-shop.mjs";
import { ensureInstalled, root, run, startChild, step, stopChild, waitForHttp, webServer } from "./lib.mjs";
import { freePort, takenPorts } from "./ports.mjs";

const only = process.argv[2]; // optional: "unit" or "e2e"
const playwrightArgs = process.argv.slice(3); // after "e2e": Playwright's own (a spec file, --project …)
const webPort = process.env.E2E_WEB_PORT ?? "3100";
const apiPort = process.env.E2E_API_PORT ?? "4100";
const apiUrl = `http://127.0.0.1:${apiPort}`;
// The SMTP server the journeys' e-mails go to (the second API takes the next port up from the first).
const smtpPort = process.env.E2E_SMTP_PORT ?? String(Number(apiPort) + 2);

ensureInstalled();

if (only !== "e2e") {
  step("Vérification des types…");
  run("npm", ["run", "typecheck"]);
  step("Lint…");
  run("npm", ["run", "lint"]);
  step("Cycles d’imports entre dossiers de l’API et du storefront…");
  run(process.execPath, ["scripts/check-import-cycles.mjs", "--workspace", "apps/api"]);
  run(process.execPath, ["scripts/check-import-cycles.mjs", "--workspace", "apps/web"]);
  step("Tests unitaires et tests de l’API (Vitest, PostgreSQL réel)…");
  run("npx", ["vitest", "run"]);
}
if (only === "unit") process.exit(0);

// The journeys' servers listen on these ports (each with a second process on the next one): a program already
// answering there would receive every journey, so the run stops before building, naming the port and the way out.
// The APIs' metrics are on their port + 1,000 (METRICS_PORT's default).
const journeyPorts = [
  webPort,
  Number(webPort) + 1,
  apiPort,
  Number(apiPort) + 1,
  Number(apiPort) + 1000,
  Number(apiPort) + 1001,
];
const taken = await takenPorts(journeyPorts);
if (taken.length > 0) {
  console.error(
    `✗ Port${taken.length > 1 ? "s" : ""} déjà pris par un autre programme : ${taken.join(", ")}. ` +
      "Arrêtez-le, ou choisissez d’autres ports avec E2E_WEB_PORT et E2E_API_PORT " +
      `(les parcours prennent chacun le port donné et le suivant, et les mesures de l’API son port + 1000 ; ici ${journeyPorts.join(", ")}).`,
  );
  process.exit(1);
}

// The browser tests build the storefront into a folder of their own: Next.js keeps its data and image caches
// in the build folder, and those of the test catalogue must never reach what `npm start` serves.
const webDistDir = ".next-e2e";
step("Construction pour les tests de navigateur…");
run("npm", ["run", "build"], { env: { ...process.env, NEXT_DIST_DIR: webDistDir } });

const e2eDatabase = `shop_e2e_${process.pid}`;
const backupDir = join(".data", `e2e-backups-${process.pid}`);
const orderLimit = "50";
const dbEnv = {};
let embeddedDir;
if (process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  const admin = url.toString();
  psql(admin, `create database ${e2eDatabase}`);
  url.pathname = `/${e2eDatabase}`;
  dbEnv.DATABASE_URL = url.toString();
} else {
  embeddedDir = join(".data", `e2e-postgres-${process.pid}`);
  dbEnv.EMBEDDED_PG_DIR = embeddedDir;
  dbEnv.EMBEDDED_PG_PORT = String(await freePort());
}

// The consent-gated tags are configured, so the journeys run under the policy that names their hosts; the
// browser tests answer the vendors' scripts with stubs (there is no network) and read these ids too.
const tagIds = { GTM_ID: "GTM-TEST123", META_PIXEL_ID: "1234567890123456", CLARITY_ID: "testclarity1" };
// The demo's phone and links, so the journeys see a shop that has them (the footer spec reads them too).
const shopSettings = demoShopSettings();
// The back office's first owner, created by the API at start; the journeys sign in with it and add operators.
const staff = { STAFF_EMAIL: "gerant@boutique.test", STAFF_PASSWORD: "Gestion-2026!e2e" };
// Every e-mail goes to a real SMTP server of the run's own, which writes what it receives where the journeys read it.
const mailFile = join(root, ".data", `e2e-mail-${process.pid}.jsonl`);
mkdirSync(join(root, ".data"), { recursive: true });
rmSync(mailFile, { force: true });
const smtp = startChild("smtp", process.execPath, ["scripts/smtp-catcher.mjs", smtpPort, mailFile], {});
const env = {
  NODE_ENV: "production",
  API_PORT: apiPort,
  API_URL: apiUrl,
  PUBLIC_URL: `http://127.0.0.1:${webPort}`,
  SEED_PRODUCTS: "160",
  MEDIA_DIR: ".data/media",
  LOG_LEVEL: "warn",
  NEXT_DIST_DIR: webDistDir,
  PORT: webPort,
  PROXY_SECRET: randomBytes(32).toString("hex"),
  PAYMENTS: "test",
  // The journeys create many accounts and place a few dozen orders, all from this machine's address;
  // e2e/limits.spec.ts checks the order limit at the value given here (E2E_ORDER_LIMIT).
  SIGNUP_MAX_PER_IP_PER_HOUR: "1000",
  // Every back-office journey signs staff in from that one address too (about twenty sign-ins a project); the
  // shoppers' login limit per address stays as shipped (e2e/limits.spec.ts), and so does the lock after failed
  // attempts per address and e-mail (LOGIN_MAX_FAILURES).
  STAFF_LOGIN_MAX_ATTEMPTS_PER_IP: "1000",
  // No daily backup of the journeys' database into the repository's .data/backups.
  BACKUP_DAILY: "false",
  // Those taken on demand (e2e/admin-backups.desktop.spec.ts) go to a folder of the run's own, removed after it.
  BACKUP_DIR: backupDir,
  ORDER_MAX_PER_IP_PER_HOUR: orderLimit,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: "Rafale <commandes@boutique.test>",
  MAIL_SEND_SECONDS: "1",
  ...tagIds,
  ...shopSettings,
  ...staff,
  ...dbEnv,
};
const api = startChild("api", process.execPath, ["apps/api/dist/server.js"], env);
let web;
let secondApi;
let secondWeb;
let status = 1;
try {
  await waitForFile(mailFile, smtp);
  await waitForHttp(`${apiUrl}/api/health`, { child: api, timeoutMs: 10 * 60_000 });
  web = startChild("web", process.execPath, [webServer], env);
  await waitForHttp(`http://127.0.0.1:${webPort}/`, { child: web });
  // A second API process on the same database behind a second storefront: limits and jobs live in PostgreSQL,
  // so they must hold across both (e2e/limits.spec.ts).
  const second = {
    ...env,
    API_PORT: String(Number(apiPort) + 1),
    API_URL: `http://127.0.0.1:${Number(apiPort) + 1}`,
    PORT: String(Number(webPort) + 1),
    DATABASE_URL: dbEnv.DATABASE_URL ?? embeddedDatabaseUrl(),
    SEED_ON_START: "false",
  };
  secondApi = startChild("api-2", process.execPath, ["apps/api/dist/server.js"], second);
  await waitForHttp(`${second.API_URL}/api/health`, { child: secondApi });
  secondWeb = startChild("web-2", process.execPath, [webServer], second);
  await waitForHttp(`http://127.0.0.1:${second.PORT}/`, { child: secondWeb });
  step("Parcours dans Chromium (Playwright)…");
  const result = spawnSync("npx", ["playwright", "test", ...playwrightArgs], {
    cwd: join(root, "apps/web"),
    stdio: "inherit",
    env: {
      ...process.env,
      ...tagIds,
      ...shopSettings,
      E2E_BASE_URL: `http://127.0.0.1:${webPort}`,
      E2E_SECOND_BASE_URL: `http://127.0.0.1:${Number(webPort) + 1}`,
      E2E_METRICS_URL: `http://127.0.0.1:${Number(apiPort) + 1000}/metrics`,
      E2E_ORDER_LIMIT: orderLimit,
      E2E_STAFF_EMAIL: staff.STAFF_EMAIL,
      E2E_STAFF_PASSWORD: staff.STAFF_PASSWORD,
      E2E_MAIL_FILE: mailFile,
    },
  });
  status = result.status ?? 1;
  // The shape of several machines on this one, on the journeys' build: two APIs and two storefronts behind nginx,
  // one of each killed while shoppers order (scripts/two-machines.mjs prints what it counted).
  if (status === 0 && playwrightArgs.length === 0) {
    step("Deux API et deux storefronts derrière nginx, une de chaque tuée en route…");
    const twoMachines = spawnSync(process.execPath, ["scripts/two-machines.mjs"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NEXT_DIST_DIR: webDistDir },
    });
    status = twoMachines.status ?? 1;
  }
} catch (error) {
  console.error(`✗ ${error.message}`);
} finally {
  await Promise.all([
    stopChild(web, "SIGTERM"),
    stopChild(secondWeb, "SIGTERM"),
    stopChild(secondApi, "SIGINT"),
  ]);
  await stopChild(api, "SIGINT", 30_000);
  await stopChild(smtp, "SIGTERM");
  rmSync(mailFile, { force: true });
  rmSync(join(root, backupDir), { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL)
    psql(process.env.TEST_DATABASE_URL, `drop database if exists ${e2eDatabase} with (force)`);
  if (embeddedDir) {
    rmSync(join(root, embeddedDir), { recursive: true, force: true });
    rmSync(join(root, `${embeddedDir}.password`), { force: true });
  }
}
process.exit(status);

/** The embedded server the first API started (its password is kept beside its data folder). */
function embeddedDatabaseUrl() {
  const password = readFileSync(join(root, `${embeddedDir}.password`), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${dbEnv.EMBEDDED_PG_PORT}/shop`;
}

function psql(connectionString, statement) {
  const script = `const pg=require("pg");const c=new pg.Client({connectionString:process.argv[1]});c.connect().then(()=>c.query(process.argv[2])).then(()=>c.end(),e=>{console.error(e.message);process.exit(1)})`;
  run(process.execPath, ["-e", script, connectionString, statement]);
}

/** Waits until the SMTP catcher listens (it creates its file then). */
async function waitForFile(file, child) {
  for (let i = 0; i < 100; i += 1) {
    if (existsSync(file)) return;
    if (child.exitCode !== null) throw new Error("le serveur SMTP des tests s’est arrêté au démarrage");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("le serveur SMTP des tests ne répond pas");
}
