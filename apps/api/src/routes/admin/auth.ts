import { StaffLoginSchema, StaffUserSchema } from "@shop/domain/contract/admin-auth";
import { SuccessSchema } from "@shop/domain/contract/admin-common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, unauthorized } from "../../lib/errors.js";
import { Limit } from "../../modules/limits/limits.js";
import { createStaffSession, deleteStaffSession } from "../../modules/staff/staff-sessions.js";
import { authenticateStaff, getStaffUser } from "../../modules/staff/staff-users.js";
import { staffOf } from "../../plugins/staff-auth.js";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";

const tags = ["gestion"];
const tooMany = (seconds: number) =>
  new AppError(
    429,
    "TOO_MANY_ATTEMPTS",
    `Trop de tentatives de connexion. Réessayez dans ${Math.ceil(seconds / 60)} minute(s).`,
  );

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const windowSeconds = config.LOGIN_WINDOW_MINUTES * 60;
  // The shop's login limits, under keys of their own: attempts per address, failures per address and e-mail.
  const perAddress = new Limit(
    app.db,
    "staff-login-address",
    config.STAFF_LOGIN_MAX_ATTEMPTS_PER_IP,
    windowSeconds,
  );
  const perAddressAndEmail = new Limit(
    app.db,
    "staff-login-failures",
    config.LOGIN_MAX_FAILURES,
    windowSeconds,
  );

  app.post(
    "/api/admin/auth/login",
    {
      config: { staffAccess: "anonymous" },
      schema: {
        tags,
        summary: "Connexion à l’espace de gestion (tentatives limitées comme celles de la boutique)",
        body: StaffLoginSchema,
        response: { 200: StaffUserSchema, ...errorResponses, 401: ApiErrorBodySchema, 429: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const address = request.clientAddress;
      const failureKey = `${address}|${email}`;
      const wait = Math.max(
        await perAddress.retryAfter(address),
        await perAddressAndEmail.retryAfter(failureKey),
      );
      if (wait > 0) {
        void reply.header("retry-after", String(wait));
        throw tooMany(wait);
      }
      await perAddress.hit(address);
      const staff = await authenticateStaff(app.db, email, request.body.password);
      if (!staff) {
        await perAddressAndEmail.hit(failureKey);
        throw new AppError(401, "INVALID_CREDENTIALS", "E-mail ou mot de passe incorrect");
      }
      await perAddressAndEmail.reset(failureKey);
      reply.setStaffCookie(await createStaffSession(app.db, staff.id));
      return staff;
    },
  );

  app.get(
    "/api/admin/auth/me",
    {
      config: { staffAccess: "staff" },
      schema: {
        tags,
        summary: "Le membre de l’équipe connecté (401 sinon)",
        response: { 200: StaffUserSchema, 401: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const staff = await getStaffUser(app.db, staffOf(request).id);
      if (!staff) throw unauthorized();
      return staff;
    },
  );

  app.post(
    "/api/admin/auth/logout",
    {
      config: { staffAccess: "staff" },
      schema: {
        tags,
        summary: "Se déconnecter de l’espace de gestion",
        response: { 200: SuccessSchema, 401: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteStaffSession(app.db, staffOf(request).sessionId);
      reply.clearStaffCookie();
      return { success: true as const };
    },
  );
};
