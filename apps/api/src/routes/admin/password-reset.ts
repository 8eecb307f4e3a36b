import { API_MESSAGES as M } from "@shop/domain/api-messages";
import {
  StaffPasswordResetConfirmSchema,
  StaffPasswordResetSchema,
  StaffUserSchema,
} from "@shop/domain/contract/admin-auth";
import { PasswordResetTokenBodySchema } from "@shop/domain/contract/accounts";
import { SuccessSchema } from "@shop/domain/contract/admin-common";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, unauthorized } from "../../lib/errors.js";
import { Limit } from "../../modules/limits/limits.js";
import {
  checkStaffPasswordReset,
  confirmStaffPasswordReset,
  requestStaffPasswordReset,
} from "../../modules/staff/staff-password-reset.js";
import { createStaffSession } from "../../modules/staff/staff-sessions.js";
import { getStaffUser } from "../../modules/staff/staff-users.js";

const tags = ["gestion"];
const tooMany = () => new AppError(429, "TOO_MANY_PASSWORD_RESETS", M.tooManyPasswordResets);

/** The back office's forgotten password, apart from the shoppers' (own tokens, own limits). */
export const adminPasswordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const perAddress = new Limit(
    app.db,
    "staff-password-reset-address",
    config.PASSWORD_RESET_MAX_PER_IP_PER_HOUR,
    3_600,
  );
  const perEmail = new Limit(
    app.db,
    "staff-password-reset-email",
    config.PASSWORD_RESET_MAX_PER_EMAIL_PER_HOUR,
    3_600,
  );

  app.post(
    "/api/admin/auth/password-reset",
    {
      config: { staffAccess: "anonymous" },
      schema: {
        tags,
        summary:
          "Mot de passe oublié (équipe) : un lien valable 30 minutes si un membre actif a cet e-mail ; même réponse sinon",
        body: StaffPasswordResetSchema,
        response: { 200: SuccessSchema, ...errorResponses, 429: ApiErrorBodySchema },
      },
    },
    async (request) => {
      await perAddress.take(request.clientAddress, tooMany);
      await perEmail.take(request.body.email.toLowerCase(), tooMany);
      await requestStaffPasswordReset(app.db, request.body.email);
      return { success: true as const };
    },
  );

  app.post(
    "/api/admin/auth/password-reset/check",
    {
      config: { staffAccess: "anonymous" },
      schema: {
        tags,
        summary:
          "Le lien de réinitialisation de l’équipe est-il encore utilisable ? (400 avec la raison sinon)",
        body: PasswordResetTokenBodySchema,
        response: { 200: SuccessSchema, ...errorResponses },
      },
    },
    async (request) => {
      await checkStaffPasswordReset(app.db, request.body.token);
      return { success: true as const };
    },
  );

  app.post(
    "/api/admin/auth/password-reset/confirm",
    {
      config: { staffAccess: "anonymous" },
      schema: {
        tags,
        summary: "Nouveau mot de passe de l’équipe depuis le lien : termine ses sessions et le connecte",
        body: StaffPasswordResetConfirmSchema,
        response: { 200: StaffUserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const staffId = await confirmStaffPasswordReset(app.db, request.body.token, request.body.newPassword);
      reply.setStaffCookie(await createStaffSession(app.db, staffId));
      const staff = await getStaffUser(app.db, staffId);
      if (!staff) throw unauthorized();
      return staff;
    },
  );
};
