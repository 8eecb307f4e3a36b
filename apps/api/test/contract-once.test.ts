import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { app as shopApi } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { createTestDatabase } from "./database.js";

/**
 * The API contract is written once, in `packages/domain/src/contract`: every schema a route validates with or
 * documents its answers with is one of that folder's exports, and the API writes no object schema of its own.
 */
const contractFolder = fileURLToPath(new URL("../../../packages/domain/src/contract", import.meta.url));
const apiSource = fileURLToPath(new URL("../src", import.meta.url));

/** Every value the contract modules export, named `<module>.<export>`. */
async function contractExports(): Promise<Map<unknown, string>> {
  const names = new Map<unknown, string>();
  for (const file of readdirSync(contractFolder).filter((name) => name.endsWith(".ts"))) {
    const module = file.replace(/\.ts$/, "");
    const exported = (await import(`@shop/domain/contract/${module}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) names.set(value, `${module}.${name}`);
  }
  return names;
}

type Documented = { route: string; part: string; schema: unknown };

/** The request and response schemas of every route of the API, with payments on (all its routes exist). */
async function routeSchemas(): Promise<Documented[]> {
  const { url, database } = await createTestDatabase();
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent" },
    { DATABASE_URL: url, PAYMENTS: "test" },
  );
  const fastify = Fastify();
  const found: Documented[] = [];
  fastify.addHook("onRoute", (route: RouteOptions) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema || schema.hide) return;
    const name = `${String(route.method)} ${route.url}`;
    for (const part of ["body", "querystring", "params", "headers"]) {
      if (schema[part] !== undefined) found.push({ route: name, part, schema: schema[part] });
    }
    const responses = (schema.response ?? {}) as Record<string, unknown>;
    for (const [status, answer] of Object.entries(responses))
      found.push({ route: name, part: status, schema: answer });
  });
  await fastify.register(shopApi, { config, database });
  await fastify.ready();
  afterAll(() => fastify.close());
  return found;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

// The payment provider's own messages (Chargily's checkout and webhook event) are read with schemas of theirs:
// they are not shapes of this API, and no route documents them.
const PROVIDER_SCHEMAS = new Set([
  "modules/payments/chargily-client.ts",
  "modules/payments/webhook-event.ts",
]);

let contract: Map<unknown, string>;
let documented: Documented[];

beforeAll(async () => {
  [contract, documented] = await Promise.all([contractExports(), routeSchemas()]);
});

describe("the API contract", () => {
  it("is the one source of every schema the routes validate or answer with", () => {
    const routes = new Set(documented.map(({ route }) => route));
    expect(routes.size).toBeGreaterThan(30);
    const foreign = documented
      .filter(({ schema }) => !contract.has(schema))
      .map(({ route, part }) => `${route} (${part})`);
    expect(foreign).toEqual([]);
  });

  it("documents the answers and requests of every resource from its own module", () => {
    const modules = new Set(documented.map(({ schema }) => contract.get(schema)?.split(".")[0]));
    for (const module of [
      "catalog",
      "cart",
      "wishlist",
      "accounts",
      "addresses",
      "orders",
      "payments",
      "geography",
      "shop",
      "common",
    ]) {
      expect(modules, module).toContain(module);
    }
  });

  it("is not written again in the API: no route or module builds an object schema", () => {
    const builders = /\bz\s*\.\s*(object|strictObject|looseObject)\s*\(/;
    const offenders = ["routes", "modules"]
      .flatMap((folder) => sourceFiles(join(apiSource, folder)))
      .map((file) => relative(apiSource, file))
      .filter(
        (file) => !PROVIDER_SCHEMAS.has(file) && builders.test(readFileSync(join(apiSource, file), "utf8")),
      );
    expect(offenders).toEqual([]);
  });

  it("is reached by each route file on its own: no route imports another", () => {
    const routes = join(apiSource, "routes");
    const imports = sourceFiles(routes).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/from\s+"(\.\/[^"]+)"/g)].map(
        (match) => `${relative(routes, file)} → ${match[1]}`,
      ),
    );
    expect(imports).toEqual([]);
  });
});
