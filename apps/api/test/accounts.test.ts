import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { PASSWORD, SESSION_COOKIE, Shopper, errorOf, uniqueEmail } from "./support/shopper.js";

const MAX_FAILURES = 3;
const MAX_ATTEMPTS_PER_IP = 8;
const MAX_SIGN_UPS = 4;
const { app, db } = await createTestApp({
  LOGIN_MAX_FAILURES: MAX_FAILURES,
  LOGIN_MAX_ATTEMPTS_PER_IP: MAX_ATTEMPTS_PER_IP,
  SIGNUP_MAX_PER_IP_PER_HOUR: MAX_SIGN_UPS,
});

// Each shopper comes from its own address, so only the throttling tests use up an address's attempts.
let addressCounter = 0;
const newShopper = () =>
  new Shopper(app, { remoteAddress: `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}` });

const storedUser = async (email: string) => {
  const result = await db.execute<{ password_hash: string; first_name: string; phone_number: string | null }>(
    sql`select password_hash, first_name, phone_number from users where lower(email) = lower(${email})`,
  );
  return result.rows;
};

describe("POST /api/users/sign-up", () => {
  it("creates the account, signs in (201 + session cookie) and GET /api/users/me returns it", async () => {
    const shopper = newShopper();
    const email = uniqueEmail();
    const reply = await shopper.post("/api/users/sign-up", {
      email,
      firstName: "Amina",
      lastName: "Benali",
      password: PASSWORD,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ email, firstName: "Amina", lastName: "Benali", phoneNumber: null });
    expect(reply.setCookies.find((cookie) => cookie.name === SESSION_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
    });
    const me = await shopper.me();
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ email, firstName: "Amina", lastName: "Benali", phoneNumber: null });
    expect(me.headers["cache-control"]).toBe("no-store");
  });

  it("stores the password hashed with scrypt, never in clear", async () => {
    const shopper = newShopper();
    await shopper.signUp();
    const [row] = await storedUser(shopper.email!);
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    expect(row!.password_hash).not.toContain(PASSWORD);
    const other = newShopper();
    await other.signUp();
    const [otherRow] = await storedUser(other.email!);
    expect(otherRow!.password_hash).not.toBe(row!.password_hash); // salted
  });

  it("accepts names with accents or in Arabic script", async () => {
    const shopper = newShopper();
    const reply = await shopper.signUp({ firstName: "Hélène Zoé", lastName: "بن علي" });
    expect(reply.body).toMatchObject({ firstName: "Hélène Zoé", lastName: "بن علي" });
  });

  it("refuses an email already used (whatever its case) with 409 and fields.email, creating nothing", async () => {
    const first = newShopper();
    await first.signUp();
    const second = newShopper();
    const reply = await second.post("/api/users/sign-up", {
      email: first.email!.toUpperCase(),
      firstName: "Karim",
      lastName: "Haddad",
      password: PASSWORD,
    });
    expect(reply.status).toBe(409);
    const error = errorOf(reply);
    expect(error.code).toBe("EMAIL_TAKEN");
    expect(error.fields).toEqual({ email: "Un compte existe déjà avec cet e-mail" });
    expect(second.cookie).toBeUndefined();
    expect(await storedUser(first.email!)).toHaveLength(1);
  });
});

describe("parallel sign-ups", () => {
  it("creates one account when the same email signs up three times at once; the others get 409", async () => {
    const email = uniqueEmail("double");
    const replies = await Promise.all(
      Array.from({ length: 3 }, () =>
        newShopper().post("/api/users/sign-up", {
          email,
          firstName: "Amina",
          lastName: "Benali",
          password: PASSWORD,
        }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409]);
    expect(await storedUser(email)).toHaveLength(1);
  });
});

describe("POST /api/users/login and GET /api/users/me", () => {
  it("answers 401 in the error shape when signed out", async () => {
    const reply = await newShopper().me();
    expect(reply.status).toBe(401);
    expect(errorOf(reply)).toEqual({ code: "UNAUTHORIZED", message: "Vous devez être connecté" });
  });

  it("signs in with the right password (email case and spaces do not matter)", async () => {
    const account = newShopper();
    await account.signUp({ firstName: "Yacine", lastName: "Mansouri" });
    const shopper = newShopper();
    const reply = await shopper.login(`  ${account.email!.toUpperCase()} `, PASSWORD);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      email: account.email,
      firstName: "Yacine",
      lastName: "Mansouri",
      phoneNumber: null,
    });
    expect(shopper.cookie).toBeDefined();
    expect((await shopper.me()).body.email).toBe(account.email);
  });

  it("gives the same status and message for an unknown email and a wrong password, and sets no cookie", async () => {
    const account = newShopper();
    await account.signUp();
    const wrongPassword = await newShopper().login(account.email, "Mauvais-Mot-2025!");
    const unknownEmail = await newShopper().login(uniqueEmail("inconnu"), "Mauvais-Mot-2025!");
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(errorOf(wrongPassword)).toEqual({
      code: "INVALID_CREDENTIALS",
      message: "E-mail ou mot de passe incorrect",
    });
    expect(wrongPassword.setCookies).toEqual([]);
    expect(unknownEmail.setCookies).toEqual([]);
  });

  it(`throttles an address and email after ${MAX_FAILURES} failures (429, French message), even with the right password`, async () => {
    const account = newShopper();
    await account.signUp();
    const remoteAddress = "192.0.2.41";
    const attacker = () => new Shopper(app, { remoteAddress });
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++) {
      expect((await attacker().login(account.email, `Mauvais-${attempt}-2025!`)).status).toBe(401);
    }
    const blocked = await attacker().login(account.email, PASSWORD);
    expect(blocked.status).toBe(429);
    const error = errorOf(blocked);
    expect(error.code).toBe("TOO_MANY_ATTEMPTS");
    expect(error.message).toMatch(/^Trop de tentatives de connexion\. Réessayez dans \d+ minute\(s\)\.$/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.setCookies).toEqual([]);
    // The account's existing session is not affected, and the same address can still sign in to another account.
    expect((await account.me()).status).toBe(200);
    const other = newShopper();
    await other.signUp();
    expect((await attacker().login(other.email, PASSWORD)).status).toBe(200);
  });

  it("never locks a customer out of their account by failures sent from other addresses", async () => {
    const account = newShopper();
    await account.signUp();
    for (let attempt = 0; attempt < MAX_FAILURES * 3; attempt++) {
      expect((await newShopper().login(account.email, `Mauvais-${attempt}-2025!`)).status).toBe(401);
    }
    expect((await newShopper().login(account.email, PASSWORD)).status).toBe(200);
  });

  it("throttles an unknown email the same way as a known one", async () => {
    const email = uniqueEmail("inconnu");
    const fromThere = () => new Shopper(app, { remoteAddress: "192.0.2.42" });
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++) {
      expect((await fromThere().login(email, "Mauvais-Mot-2025!")).status).toBe(401);
    }
    expect((await fromThere().login(email, "Mauvais-Mot-2025!")).status).toBe(429);
  });

  it("forgets an address and email's failures after a successful login", async () => {
    const account = newShopper();
    await account.signUp();
    const fromThere = () => new Shopper(app, { remoteAddress: "192.0.2.43" });
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < MAX_FAILURES - 1; attempt++) {
        expect((await fromThere().login(account.email, "Mauvais-Mot-2025!")).status).toBe(401);
      }
      expect((await fromThere().login(account.email, PASSWORD)).status).toBe(200);
    }
  });

  it(`throttles an address after ${MAX_ATTEMPTS_PER_IP} attempts, whatever the emails`, async () => {
    const account = newShopper();
    await account.signUp();
    const remoteAddress = "192.0.2.77";
    const fromThere = () => new Shopper(app, { remoteAddress });
    for (let attempt = 0; attempt < MAX_ATTEMPTS_PER_IP; attempt++) {
      expect((await fromThere().login(uniqueEmail("robot"), "Mauvais-Mot-2025!")).status).toBe(401);
    }
    const blocked = await fromThere().login(account.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(errorOf(blocked).message).toMatch(/^Trop de tentatives de connexion/);
    // Another address still gets in.
    expect((await newShopper().login(account.email, PASSWORD)).status).toBe(200);
  });
});

const signUpBody = () => ({ email: uniqueEmail(), firstName: "Amina", lastName: "Benali", password: PASSWORD });

describe("sign-up limit", () => {
  it(`refuses more than ${MAX_SIGN_UPS} accounts an hour from one address (429), not from another`, async () => {
    const fromThere = () => new Shopper(app, { remoteAddress: "192.0.2.90" });
    for (let count = 0; count < MAX_SIGN_UPS; count++) {
      expect((await fromThere().post("/api/users/sign-up", signUpBody())).status).toBe(201);
    }
    const refused = await fromThere().post("/api/users/sign-up", signUpBody());
    expect(refused.status).toBe(429);
    expect(errorOf(refused)).toEqual({
      code: "TOO_MANY_SIGN_UPS",
      message: "Trop de comptes créés depuis cette connexion. Réessayez plus tard.",
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await newShopper().post("/api/users/sign-up", signUpBody())).status).toBe(201);
  });
});

describe("PATCH /api/users/edit-user", () => {
  it("updates the profile, phone number included (spaces removed)", async () => {
    const shopper = newShopper();
    await shopper.signUp();
    const email = uniqueEmail("nouveau");
    const reply = await shopper.patch("/api/users/edit-user", {
      email,
      firstName: "Samira",
      lastName: "Ould Ali",
      phoneNumber: "0661 23 45 67",
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      email,
      firstName: "Samira",
      lastName: "Ould Ali",
      phoneNumber: "0661234567",
    });
    expect((await shopper.me()).body).toEqual(reply.body);
    // The new email signs in; the old one no longer does.
    expect((await newShopper().login(email, PASSWORD)).status).toBe(200);
    expect((await newShopper().login(shopper.email, PASSWORD)).status).toBe(401);
  });

  it("keeps the shopper's own email without a conflict", async () => {
    const shopper = newShopper();
    await shopper.signUp();
    const reply = await shopper.patch("/api/users/edit-user", {
      email: shopper.email,
      firstName: "Amina",
      lastName: "Benali",
      phoneNumber: "0770000001",
    });
    expect(reply.status).toBe(200);
  });

  it("refuses another account's email with 409 and fields.email, changing nothing", async () => {
    const taken = newShopper();
    await taken.signUp();
    const shopper = newShopper();
    await shopper.signUp({ firstName: "Nadia" });
    const reply = await shopper.patch("/api/users/edit-user", {
      email: taken.email!.toUpperCase(),
      firstName: "Changé",
      lastName: "Benali",
      phoneNumber: "0770000002",
    });
    expect(reply.status).toBe(409);
    expect(errorOf(reply).fields).toEqual({ email: "Un compte existe déjà avec cet e-mail" });
    expect((await shopper.me()).body).toMatchObject({
      email: shopper.email,
      firstName: "Nadia",
      phoneNumber: null,
    });
  });

  it("answers 401 when signed out", async () => {
    const reply = await newShopper().patch("/api/users/edit-user", {
      email: uniqueEmail(),
      firstName: "Amina",
      lastName: "Benali",
      phoneNumber: "0770000003",
    });
    expect(reply.status).toBe(401);
    expect(errorOf(reply).code).toBe("UNAUTHORIZED");
  });
});

describe("PATCH /api/users/change-password", () => {
  const NEW_PASSWORD = "Nouveau-Secret-99";

  it("refuses a wrong current password (400, fields.oldPassword) and keeps the old one", async () => {
    const shopper = newShopper();
    await shopper.signUp();
    const reply = await shopper.patch("/api/users/change-password", {
      oldPassword: "Pas-Le-Bon-2025!",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toEqual({
      code: "WRONG_PASSWORD",
      message: "Le mot de passe actuel est incorrect",
      fields: { oldPassword: "Le mot de passe actuel est incorrect" },
    });
    expect((await newShopper().login(shopper.email, PASSWORD)).status).toBe(200);
  });

  it("requires a new password different from the old one, and a matching confirmation", async () => {
    const shopper = newShopper();
    await shopper.signUp();
    const same = await shopper.patch("/api/users/change-password", {
      oldPassword: PASSWORD,
      newPassword: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(errorOf(same).fields).toEqual({
      newPassword: "Le nouveau mot de passe ne doit pas être identique à l'ancien",
    });
    const mismatch = await shopper.patch("/api/users/change-password", {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.status).toBe(400);
    expect(errorOf(mismatch).fields).toEqual({
      confirmPassword: "Les mots de passes ne sont pas identiques",
    });
  });

  it("changes the password and ends the account's other sessions, not this one", async () => {
    const first = newShopper();
    await first.signUp();
    const second = newShopper();
    expect((await second.login(first.email, PASSWORD)).status).toBe(200);
    const before = (await storedUser(first.email!))[0]!.password_hash;

    const reply = await first.patch("/api/users/change-password", {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true });

    expect((await second.me()).status).toBe(401);
    expect((await first.me()).status).toBe(200);
    const after = (await storedUser(first.email!))[0]!.password_hash;
    expect(after).not.toBe(before);
    expect(after).toMatch(/^scrypt\$/);
    expect((await newShopper().login(first.email, PASSWORD)).status).toBe(401);
    expect((await newShopper().login(first.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("answers 401 when signed out", async () => {
    const reply = await newShopper().patch("/api/users/change-password", {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reply.status).toBe(401);
  });
});

describe("POST /api/users/logout", () => {
  it("signs out: /me answers 401 afterwards, and logging out again is harmless", async () => {
    const shopper = newShopper();
    await shopper.signUp();
    const cookie = shopper.cookie;
    const reply = await shopper.logout();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true });
    expect((await shopper.me()).status).toBe(401);
    const replay = newShopper();
    replay.cookie = cookie;
    expect((await replay.me()).status).toBe(401);
    expect((await replay.logout()).status).toBe(200);
  });
});
