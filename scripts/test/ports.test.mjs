import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, takenPorts } from "../ports.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Another program's page, answering on a port of its own. */
async function anotherProgram(host = "127.0.0.1") {
  const server = createServer((_, response) => response.end("<h1>Un autre programme</h1>"));
  servers.push(server);
  await new Promise((resolve) => server.listen({ port: 0, host }, resolve));
  return server.address().port;
}

describe("the journeys' ports", () => {
  it("names the ports another program holds, on 127.0.0.1 or on every address", async () => {
    const loopback = await anotherProgram();
    const everywhere = await anotherProgram("0.0.0.0");
    const free = await freePort();
    expect(await takenPorts([free, loopback, everywhere])).toEqual([loopback, everywhere]);
  });

  it("stops `npm test -- e2e` before building when the storefront's port answers another program's page", async () => {
    const busy = await anotherProgram();
    const apiPort = await freePort();
    const child = spawn(process.execPath, ["scripts/test.mjs", "e2e"], {
      cwd: root,
      env: { ...process.env, E2E_WEB_PORT: String(busy), E2E_API_PORT: String(apiPort) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain(`déjà pris par un autre programme : ${busy}.`);
    expect(output).toContain("E2E_WEB_PORT et E2E_API_PORT");
    expect(output).not.toContain("Construction pour les tests de navigateur");
  });
});
