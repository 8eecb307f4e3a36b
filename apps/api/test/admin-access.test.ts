import { STAFF_COOKIE } from "@shop/domain/constants";
import { describe, expect, it } from "vitest";
import { bootstrapOwner } from "../src/modules/staff/staff-users.js";
import { createTestApp } from "./database.js";
import { errorOf, PASSWORD, Shopper, uniqueEmail } from "./support/shopper.js";
import { signedInStaff, StaffClient } from "./support/staff.js";

const MAX_FAILURES = 3;
const { app, db } = await createTestApp({ LOGIN_MAX_FAILURES: MAX_FAILURES });

type Document = { paths: Record<string, Record<string, { security?: unknown }>> };

/**
 * Every `/api/admin/*` operation the API registered, read from its own OpenAPI document (built from its routes),
 * but signing in and the forgotten password, which a member of staff calls before having a session.
 */
async function adminOperations(): Promise<{ method: string; url: string }[]> {
  const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json() as Document;
  return Object.entries(document.paths)
    .filter(
      ([path]) => path.startsWith("/api/admin/") && !/^\/api\/admin\/auth\/(login|password-reset)/.test(path),
    )
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        // Path parameters get values of the right form, so the refusal cannot come from validation.
        url: path
          .replace("{id}", "4b0c3d7e-8f1a-4c2b-9d3e-5f6a7b8c9d0e")
          .replace("{skuId}", "1")
          .replace("{colourId}", "1")
          .replace("{phone}", "0550000000"),
      })),
    );
}

describe("who may call the back office's API", () => {
  it("refuses anonymous callers and shopper sessions on every /api/admin/* route (401, error shape)", async () => {
    const operations = await adminOperations();
    expect(operations.length).toBeGreaterThanOrEqual(6);
    const shopper = new Shopper(app);
    await shopper.signUp();
    for (const { method, url } of operations) {
      const anonymous = await new Shopper(app).request(
        method as "GET",
        url,
        method === "GET" ? {} : { body: {} },
      );
      expect(anonymous.status, `${method} ${url} anonymous`).toBe(401);
      expect(errorOf(anonymous).code).toBe("UNAUTHORIZED");
      const asShopper = await shopper.request(method as "GET", url, method === "GET" ? {} : { body: {} });
      expect(asShopper.status, `${method} ${url} shopper`).toBe(401);
    }
  });

  it("refuses operators on the owner's staff management (403) and lets owners in", async () => {
    const operator = await signedInStaff(app, db, "operator");
    const owner = await signedInStaff(app, db, "owner");
    const ownerOnly = [
      ["GET", "/api/admin/staff"],
      ["POST", "/api/admin/staff"],
      ["PATCH", "/api/admin/staff/4b0c3d7e-8f1a-4c2b-9d3e-5f6a7b8c9d0e"],
      ["POST", "/api/admin/staff/4b0c3d7e-8f1a-4c2b-9d3e-5f6a7b8c9d0e/password"],
    ] as const;
    for (const [method, url] of ownerOnly) {
      const reply = await operator.request(method, url, method === "GET" ? undefined : {});
      expect(reply.status, `${method} ${url}`).toBe(403);
      expect(errorOf(reply).message).toBe("Réservé au gérant de la boutique");
    }
    expect((await owner.get("/api/admin/staff")).status).toBe(200);
    expect((await operator.get("/api/admin/auth/me")).body.role).toBe("operator");
  });
});

describe("staff sign-in", () => {
  it("sets its own HttpOnly, SameSite=Strict cookie, apart from the shopper's, and signs out", async () => {
    const owner = await signedInStaff(app, db, "owner", "Karim Haddad");
    const me = await owner.get("/api/admin/auth/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: "Karim Haddad", role: "owner", disabled: false });
    expect(me.body.passwordHash).toBeUndefined();

    const again = new StaffClient(app, owner.email);
    const login = await again.login();
    const cookie = login.setCookies.find((c) => c.name === STAFF_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(login.setCookies.some((c) => c.name === "sid")).toBe(false);

    expect((await again.post("/api/admin/auth/logout")).status).toBe(200);
    expect((await again.get("/api/admin/auth/me")).status).toBe(401);
    expect((await owner.get("/api/admin/auth/me")).status).toBe(200);
  });

  it("does not let a shopper's account sign in to the back office", async () => {
    const shopper = new Shopper(app);
    await shopper.signUp();
    const reply = await new StaffClient(app, shopper.email!).login();
    expect(reply.status).toBe(401);
    expect(errorOf(reply).message).toBe("E-mail ou mot de passe incorrect");
  });

  it(`throttles an address and e-mail after ${MAX_FAILURES} failures (429), even with the right password`, async () => {
    const owner = await signedInStaff(app, db, "owner");
    const wrong = new StaffClient(app, owner.email, "Mauvais-Mot-2025!");
    for (let i = 0; i < MAX_FAILURES; i += 1) expect((await wrong.login()).status).toBe(401);
    const blocked = await new StaffClient(app, owner.email).login();
    expect(blocked.status).toBe(429);
    expect(errorOf(blocked).message).toMatch(
      /^Trop de tentatives de connexion\. Réessayez dans \d+ minute\(s\)\.$/,
    );
    expect(blocked.headers["retry-after"]).toBeDefined();
  });
});

describe("staff management", () => {
  it("lets an owner add an operator, reset their password and disable them (their session ends)", async () => {
    const owner = await signedInStaff(app, db, "owner");
    const email = uniqueEmail("operateur");
    const added = await owner.post("/api/admin/staff", {
      email,
      name: "Yacine Amrani",
      role: "operator",
      password: PASSWORD,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ email, role: "operator", disabled: false });
    expect(
      (
        await owner.post("/api/admin/staff", {
          email,
          name: "Yacine Amrani",
          role: "operator",
          password: PASSWORD,
        })
      ).status,
    ).toBe(409);

    const operator = new StaffClient(app, email);
    expect((await operator.login()).status).toBe(200);
    const reset = await owner.post(`/api/admin/staff/${added.body.id}/password`, {
      password: "Nouveau-Mot-2026!",
    });
    expect(reset.status).toBe(200);
    expect((await operator.get("/api/admin/auth/me")).status).toBe(401);
    const renewed = new StaffClient(app, email, "Nouveau-Mot-2026!");
    expect((await renewed.login()).status).toBe(200);

    const disabled = await owner.patch(`/api/admin/staff/${added.body.id}`, { disabled: true });
    expect(disabled.body.disabled).toBe(true);
    expect((await renewed.get("/api/admin/auth/me")).status).toBe(401);
    expect((await renewed.login()).status).toBe(401);
    const list = await owner.get("/api/admin/staff");
    expect(list.body.staff.find((member: { email: string }) => member.email === email).disabled).toBe(true);
  });

  it("refuses a weak password with the shop's French rule, and an owner disabling themselves", async () => {
    const owner = await signedInStaff(app, db, "owner");
    const weak = await owner.post("/api/admin/staff", {
      email: uniqueEmail(),
      name: "Nadia Saidi",
      role: "operator",
      password: "court",
    });
    expect(weak.status).toBe(400);
    expect(errorOf(weak).fields?.password).toBe("Le mot de passe doit faire au moins 10 caractères");
    const me = await owner.get("/api/admin/auth/me");
    const self = await owner.patch(`/api/admin/staff/${me.body.id}`, { disabled: true });
    expect(self.status).toBe(409);
  });
});

describe("the first owner", () => {
  it("is created at start from STAFF_EMAIL and STAFF_PASSWORD when the shop has no staff", async () => {
    const fresh = await createTestApp({
      STAFF_EMAIL: "patron@boutique.dz",
      STAFF_PASSWORD: "Patron-Boutique-1!",
    });
    await fresh.app.ready();
    const owner = new StaffClient(fresh.app, "patron@boutique.dz", "Patron-Boutique-1!");
    const login = await owner.login();
    expect(login.status).toBe(200);
    expect(login.body.role).toBe("owner");
  });

  it("is not created when staff already exists", async () => {
    await signedInStaff(app, db, "owner");
    const created = await bootstrapOwner(db, {
      email: "autre@boutique.dz",
      password: "Patron-Boutique-1!",
      name: "Autre",
    });
    expect(created).toBe(false);
    expect((await new StaffClient(app, "autre@boutique.dz", "Patron-Boutique-1!").login()).status).toBe(401);
  });
});
