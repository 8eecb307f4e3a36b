import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readWebEnv } from "./env.mjs";

describe("readWebEnv", () => {
  it("gives every setting its default on an empty environment", () => {
    const settings = readWebEnv({});
    expect(settings).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      TRUSTED_PROXY_HOPS: 0,
      API_URL: "http://127.0.0.1:4000",
      PUBLIC_URL: "http://localhost:3000",
      BRAND_NAME: "Rafale",
    });
    expect(settings.PROXY_SECRET).toBeUndefined();
    expect(settings.GTM_ID).toBeUndefined();
  });

  it("reads the API's address from API_URL, else from API_PORT, without a trailing slash", () => {
    expect(readWebEnv({ API_PORT: "4100" }).API_URL).toBe("http://127.0.0.1:4100");
    expect(readWebEnv({ API_URL: "http://api.internal:8080/", API_PORT: "4100" }).API_URL).toBe("http://api.internal:8080");
  });

  it("takes a blank value as not set", () => {
    const settings = readWebEnv({ BRAND_NAME: "  ", PROXY_SECRET: "", SHOP_PHONE: " ", GTM_ID: " GTM-1 " });
    expect(settings).toMatchObject({ BRAND_NAME: "Rafale", GTM_ID: "GTM-1" });
    expect(settings.PROXY_SECRET ?? settings.SHOP_PHONE).toBeUndefined();
  });

  it("parses the settings again only when one of them changed", () => {
    const env: Record<string, string> = { API_PORT: "4100", GTM_ID: "GTM-1" };
    const first = readWebEnv(env);
    expect(readWebEnv({ ...env })).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    env.API_PORT = "4200";
    expect(readWebEnv(env).API_URL).toBe("http://127.0.0.1:4200");
    delete env.GTM_ID;
    expect(readWebEnv(env).GTM_ID).toBeUndefined();
    env.PROXY_SECRET = "court";
    expect(() => readWebEnv(env)).toThrow("PROXY_SECRET doit faire au moins 32 caractères");
    expect(() => readWebEnv(env)).toThrow("PROXY_SECRET doit faire au moins 32 caractères");
  });

  it("refuses bad values, naming each one", () => {
    const read = () =>
      readWebEnv({ PORT: "http", TRUSTED_PROXY_HOPS: "-1", PUBLIC_URL: "ftp://shop.dz", API_URL: "api", PROXY_SECRET: "court" });
    expect(read).toThrow(/^Configuration invalide :/);
    for (const name of ["PORT", "TRUSTED_PROXY_HOPS", "PUBLIC_URL", "API_URL", "PROXY_SECRET"]) {
      expect(read).toThrow(new RegExp(`\\n  ${name}: `));
    }
    expect(read).toThrow("PROXY_SECRET doit faire au moins 32 caractères");
  });
});

describe("the storefront's server", () => {
  it("stops at start, saying why, when a setting is bad", () => {
    const server = fileURLToPath(new URL("../server.mjs", import.meta.url));
    const result = spawnSync(process.execPath, [server], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", TRUSTED_PROXY_HOPS: "deux", PORT: "0" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("TRUSTED_PROXY_HOPS doit être un entier positif ou nul");
  });
});
