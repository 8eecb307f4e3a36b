import { describe, expect, it } from "vitest";
import { loadConfig, loadDatabaseSettings, loadSeedSettings } from "./config.js";

describe("the API's settings", () => {
  it("find the database from DATABASE_URL, else the embedded server's port and folder", () => {
    expect(loadDatabaseSettings({})).toEqual({ databaseUrl: undefined, embeddedPort: 54329, dataDir: ".data/postgres" });
    expect(loadDatabaseSettings({ DATABASE_URL: " ", EMBEDDED_PG_PORT: "55000", EMBEDDED_PG_DIR: "/tmp/pg" })).toEqual({
      databaseUrl: undefined,
      embeddedPort: 55000,
      dataDir: "/tmp/pg",
    });
    expect(loadDatabaseSettings({ DATABASE_URL: "postgres://shop@db:5432/shop" }).databaseUrl).toBe("postgres://shop@db:5432/shop");
  });

  it("seed an empty database on the first start by default, with 400 products of draw 42", () => {
    expect(loadSeedSettings({})).toEqual({ onStart: true, products: 400, seed: 42 });
    expect(loadSeedSettings({ SEED_ON_START: "false", SEED_PRODUCTS: "160", SEED: "7" })).toEqual({
      onStart: false,
      products: 160,
      seed: 7,
    });
  });

  it("refuse a bad value with a message naming it, before anything starts", () => {
    expect(() => loadDatabaseSettings({ EMBEDDED_PG_PORT: "cinq" })).toThrow(/Configuration invalide :\n {2}EMBEDDED_PG_PORT: /);
    expect(() => loadDatabaseSettings({ DATABASE_URL: "shop" })).toThrow("DATABASE_URL doit être une URL postgres://");
    expect(() => loadSeedSettings({ SEED_ON_START: "non" })).toThrow("SEED_ON_START : true ou false");
    expect(() => loadSeedSettings({ SEED_PRODUCTS: "0" })).toThrow(/SEED_PRODUCTS: /);
    expect(() => loadConfig({ PAYMENTS: "live" }, { DATABASE_URL: "postgres://db/shop" })).toThrow("PAYMENTS : off ou test");
  });

  it("fetch the pictures of an import from no private address, unless a test server's host:port is allowed", () => {
    const database = { DATABASE_URL: "postgres://db/shop" };
    expect(loadConfig({}, database).IMPORT_FETCH_ALLOW_HOSTS).toEqual([]);
    expect(loadConfig({ IMPORT_FETCH_ALLOW_HOSTS: " 127.0.0.2:8080 , Pictures.Test:443,[::1]:9000," }, database).IMPORT_FETCH_ALLOW_HOSTS).toEqual([
      "127.0.0.2:8080",
      "pictures.test:443",
      "[::1]:9000",
    ]);
    expect(() => loadConfig({ IMPORT_FETCH_ALLOW_HOSTS: "127.0.0.2" }, database)).toThrow(
      "IMPORT_FETCH_ALLOW_HOSTS : des hôtes:ports séparés par des virgules (par exemple 127.0.0.1:8080)",
    );
    expect(() => loadConfig({ IMPORT_FETCH_ALLOW_HOSTS: "http://127.0.0.2:8080" }, database)).toThrow(/IMPORT_FETCH_ALLOW_HOSTS/);
  });

  it("send mail only with an smtp(s):// SMTP_URL, from a MAIL_FROM without line breaks", async () => {
    const database = { DATABASE_URL: "postgres://db/shop" };
    expect(loadConfig({}, database).SMTP_URL).toBeUndefined();
    expect(loadConfig({ SMTP_URL: "smtps://shop:secret@mail.example.dz:465" }, database).SMTP_URL).toBe("smtps://shop:secret@mail.example.dz:465");
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.dz" }, database)).toThrow("SMTP_URL doit être une adresse smtp:// ou smtps://");
    expect(loadConfig({ MAIL_FROM: "Rafale <commandes@rafale.dz>" }, database).MAIL_FROM).toBe("Rafale <commandes@rafale.dz>");
    expect(() => loadConfig({ MAIL_FROM: "Rafale <commandes@rafale.dz>\r\nBcc: x@y.dz" }, database)).toThrow(
      "MAIL_FROM ne doit pas contenir de saut de ligne",
    );
    expect(() => loadConfig({ MAIL_FROM: "Rafale" }, database)).toThrow(/MAIL_FROM : une adresse e-mail/);
    const { mailFrom } = await import("./modules/mail/mail-settings.js");
    expect(mailFrom({ MAIL_FROM: undefined, PUBLIC_URL: "https://www.rafale.dz", BRAND_NAME: "Rafale" })).toBe(
      '"Rafale" <ne-pas-repondre@www.rafale.dz>',
    );
  });
});
