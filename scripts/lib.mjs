// Small process helpers shared by the start and test scripts (Node built-ins only: they run before `npm ci`).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const root = new URL("..", import.meta.url).pathname;

export function step(message) {
  console.log(`\n▸ ${message}`);
}

/** Runs a command to completion, inheriting the terminal; stops the script if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`✗ ${command} ${args.join(" ")} a échoué (code ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Installs the dependencies when they are missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(root, "node_modules", ".package-lock.json");
  const lock = join(root, "package-lock.json");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  step("Installation des dépendances (npm ci)…");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

/** Newest modification time under the given folders (skipping build output and dependencies). */
export function newestMtime(paths) {
  let newest = 0;
  const skip = new Set(["node_modules", ".next", "dist", ".data", "e2e", "test-results", "playwright-report"]);
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      // `.next`, `.next-e2e`, …: build folders of the storefront.
      for (const entry of readdirSync(path)) if (!skip.has(entry) && !entry.startsWith(".next")) walk(join(path, entry));
    } else if (!/(next-env\.d\.ts|\.tsbuildinfo)$/.test(path)) newest = Math.max(newest, stats.mtimeMs);
  };
  paths.forEach((path) => walk(join(root, path)));
  return newest;
}

/** Starts a long-running child whose output is prefixed with its name. */
export function startChild(name, command, args, env) {
  // Its own process group, so stopping it also stops whatever it started (npx → next-server).
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const prefix = (stream, out) => {
    let buffer = "";
    stream.on("data", (chunk) => {
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) out.write(line.startsWith(`[${name}]`) ? `${line}\n` : `[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Waits until an HTTP address answers 200, or fails after the time limit. */
export async function waitForHttp(url, { timeoutMs = 180_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`le processus s’est arrêté avant d’être prêt (${url})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} ne répond pas après ${timeoutMs / 1000} s`);
}

/** Sends a signal to a child and waits for it to exit (SIGKILL after the grace period). */
export function stopChild(child, signal = "SIGINT", graceMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killGroup = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {
        child.kill(sig);
      }
    };
    const timer = setTimeout(() => killGroup("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    killGroup(signal);
  });
}

/** The storefront's server (Next.js behind the client-address guard), run with this Node.js. */
export const webServer = join(root, "apps", "web", "server.mjs");

/**
 * The secret the storefront shows the API to vouch for the client address it forwards: PROXY_SECRET, else one
 * generated on first use and kept in `.data/proxy-secret` (readable by this user only).
 */
export function proxySecret() {
  if (process.env.PROXY_SECRET) return process.env.PROXY_SECRET;
  const file = join(root, ".data", "proxy-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(join(root, ".data"), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
