import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createStaffUser } from "../src/modules/staff/staff-users.js";
import { createTestApp } from "./database.js";
import { SmtpCatcher } from "./support/smtp-catcher.js";
import { errorOf, PASSWORD, SESSION_COOKIE, Shopper, uniqueEmail } from "./support/shopper.js";
import { StaffClient } from "./support/staff.js";

const catcher = await new SmtpCatcher(2546).start();
afterAll(() => catcher.stop());
const { app, db } = await createTestApp({
  SMTP_URL: catcher.url,
  MAIL_SEND_SECONDS: 1,
  PUBLIC_URL: "https://boutique.example.dz",
  ALLOWED_ORIGINS: "http://localhost:3000",
  PASSWORD_RESET_MAX_PER_EMAIL_PER_HOUR: 3,
  PASSWORD_RESET_MAX_PER_IP_PER_HOUR: 1_000,
});
await app.ready();

const NEW_PASSWORD = "Nouveau-Secret-2026!";

async function mailTo(address: string, count = 1) {
  for (let i = 0; i < 200 && catcher.to(address).length < count; i += 1)
    await new Promise((r) => setTimeout(r, 100));
  const mails = catcher.to(address);
  if (mails.length < count) throw new Error(`no e-mail for ${address}`);
  return mails[count - 1]!;
}

const tokenOf = (text: string) => {
  const match = /[?&]token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no link in ${text}`);
  return match[1]!;
};

const outboxCount = async (recipient: string) =>
  (
    await db.execute<{ count: number }>(
      sql`select count(*)::int as count from mail_outbox where recipient = ${recipient}`,
    )
  ).rows[0]!.count;

async function customer() {
  const shopper = new Shopper(app);
  await shopper.signUp({ firstName: "Yasmine" });
  return shopper;
}

const confirm = (tab: Shopper, token: string, password = NEW_PASSWORD) =>
  tab.post("/api/users/password-reset/confirm", { token, newPassword: password, confirmPassword: password });

describe("a shopper's forgotten password", () => {
  it("e-mails a single-use link, sets the new password, ends the other sessions and signs the customer in", async () => {
    const laptop = await customer();
    const email = laptop.email!;
    const phone = new Shopper(app);
    expect((await phone.login(email, PASSWORD)).status).toBe(200);

    const asker = new Shopper(app);
    const asked = await asker.post("/api/users/password-reset", { email: email.toUpperCase() });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ success: true });

    const mail = await mailTo(email);
    expect(mail.subject).toBe("Rafale : réinitialiser votre mot de passe");
    expect(mail.text).toContain("Bonjour Yasmine,");
    expect(mail.text).toContain("https://boutique.example.dz/account/reset-password?token=");
    expect(mail.html).toContain('href="https://boutique.example.dz/account/reset-password?token=');
    const token = tokenOf(mail.text);
    // Only its hash is stored.
    const stored = await db.execute(sql`select 1 from password_reset_tokens where id = ${token}`);
    expect(stored.rows).toHaveLength(0);

    expect((await asker.post("/api/users/password-reset/check", { token })).status).toBe(200);
    const done = await confirm(asker, token);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ email, firstName: "Yasmine" });
    const cookie = done.setCookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect((await asker.me()).status).toBe(200);

    // Every other session ended; the old password is refused, the new one opens the account.
    expect((await laptop.me()).status).toBe(401);
    expect((await phone.me()).status).toBe(401);
    expect((await new Shopper(app).login(email, PASSWORD)).status).toBe(401);
    expect((await new Shopper(app).login(email, NEW_PASSWORD)).status).toBe(200);

    // Twice: refused, with a clear reason, nobody signed in.
    const again = new Shopper(app);
    const second = await confirm(again, token, "Encore-Autre-2026!");
    expect(second.status).toBe(400);
    expect(errorOf(second)).toMatchObject({
      code: "RESET_LINK_USED",
      message: expect.stringContaining("déjà servi"),
    });
    expect(again.cookie).toBeUndefined();
    expect(errorOf(await again.post("/api/users/password-reset/check", { token })).code).toBe(
      "RESET_LINK_USED",
    );
  });

  it("answers the same for an address without an account, and sends nothing", async () => {
    const nobody = uniqueEmail("inconnu");
    const reply = await new Shopper(app).post("/api/users/password-reset", { email: nobody });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true });
    expect(await outboxCount(nobody)).toBe(0);
  });

  it("refuses a tampered or expired link with its reason, in French or Arabic", async () => {
    const shopper = await customer();
    await new Shopper(app).post(
      "/api/users/password-reset",
      { email: shopper.email },
      { headers: { "accept-language": "ar" } },
    );
    const mail = await mailTo(shopper.email!);
    // Asked from an Arabic page: the e-mail is Arabic, right to left, its link on the Arabic page.
    expect(mail.subject).toBe("إعادة تعيين كلمة المرور — Rafale");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain("https://boutique.example.dz/ar/account/reset-password?token=");
    const token = tokenOf(mail.text);

    const tampered = await confirm(new Shopper(app), `${token.slice(0, -2)}xy`);
    expect(errorOf(tampered)).toMatchObject({ code: "RESET_LINK_INVALID", message: M_INVALID });
    const arabic = await new Shopper(app).post(
      "/api/users/password-reset/check",
      { token: "faux" },
      { headers: { "accept-language": "ar" } },
    );
    expect(errorOf(arabic).message).toBe("رابط إعادة التعيين هذا غير صالح. اطلب رابطًا جديدًا.");

    await db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`);
    const tab = new Shopper(app);
    const expired = await confirm(tab, token);
    expect(errorOf(expired)).toMatchObject({
      code: "RESET_LINK_EXPIRED",
      message: expect.stringContaining("30 minutes"),
    });
    expect(tab.cookie).toBeUndefined();
    expect((await new Shopper(app).login(shopper.email, PASSWORD)).status).toBe(200);
  });

  it("keeps the spec's password rules", async () => {
    const reply = await new Shopper(app).post("/api/users/password-reset/confirm", {
      token: "x",
      newPassword: "court",
      confirmPassword: "autre",
    });
    expect(reply.status).toBe(400);
    expect(errorOf(reply).fields).toMatchObject({
      newPassword: "Le mot de passe doit faire au moins 10 caractères",
    });
  });

  it("limits the requests per e-mail (counted in PostgreSQL), with the same answer for every address", async () => {
    const target = uniqueEmail("limite");
    for (let i = 0; i < 3; i += 1)
      expect((await new Shopper(app).post("/api/users/password-reset", { email: target })).status).toBe(200);
    const refused = await new Shopper(app).post("/api/users/password-reset", { email: target });
    expect(refused.status).toBe(429);
    expect(errorOf(refused).code).toBe("TOO_MANY_PASSWORD_RESETS");
    expect(refused.headers["retry-after"]).toBeDefined();
    const counted = await db.execute(
      sql`select key from rate_limits where key like ${"password-reset-email%"}`,
    );
    expect(counted.rows.length).toBeGreaterThan(0);
  });
});

const M_INVALID = "Ce lien de réinitialisation n’est pas valide. Demandez-en un nouveau.";

describe("a member of staff's forgotten password", () => {
  it("works like the shop's, with its own links, and refuses a member switched off", async () => {
    const email = uniqueEmail("equipe");
    const member = await createStaffUser(db, {
      email,
      name: "Nadia Ferhat",
      role: "operator",
      password: PASSWORD,
    });
    const reply = await app.inject({
      method: "POST",
      url: "/api/admin/auth/password-reset",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      payload: JSON.stringify({ email }),
    });
    expect(reply.statusCode).toBe(200);
    const mail = await mailTo(email);
    expect(mail.text).toContain("Bonjour Nadia Ferhat,");
    expect(mail.text).toContain("https://boutique.example.dz/gestion/nouveau-mot-de-passe?token=");
    const token = tokenOf(mail.text);
    // A shopper's page cannot use a staff link.
    expect(errorOf(await confirm(new Shopper(app), token)).code).toBe("RESET_LINK_INVALID");

    const staff = new StaffClient(app, email, NEW_PASSWORD);
    const done = await staff.post("/api/admin/auth/password-reset/confirm", {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ email, name: "Nadia Ferhat" });
    expect((await staff.get("/api/admin/auth/me")).status).toBe(200);
    expect((await new StaffClient(app, email, PASSWORD).login()).status).toBe(401);

    // A second link, then the member is switched off: the link opens nothing.
    await staff.post("/api/admin/auth/password-reset", { email });
    const second = tokenOf((await mailTo(email, 2)).text);
    await db.execute(sql`update staff_users set disabled = true where id = ${member.id}`);
    const refused = await new StaffClient(app, email).post("/api/admin/auth/password-reset/confirm", {
      token: second,
      newPassword: "Troisieme-Essai-2026!",
      confirmPassword: "Troisieme-Essai-2026!",
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: "ACCOUNT_DISABLED" });
    expect(refused.setCookies).toHaveLength(0);
    // And a switched-off member gets no link at all.
    await staff.post("/api/admin/auth/password-reset", { email });
    expect(await outboxCount(email)).toBe(2);
  });
});
