import { API_MESSAGES as M } from "@shop/domain/api-messages";
import {
  PasswordResetBodySchema,
  PasswordResetConfirmBodySchema,
  PasswordResetTokenBodySchema,
  SuccessSchema,
  UserSchema,
  type User,
} from "@shop/domain/contract/accounts";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, unauthorized } from "../lib/errors.js";
import {
  checkPasswordReset,
  confirmPasswordReset,
  requestPasswordReset,
} from "../modules/accounts/password-reset.js";
import { signIn } from "../modules/accounts/sign-in.js";
import { getUser } from "../modules/accounts/users.js";
import { Limit } from "../modules/limits/limits.js";
import { requestLocale } from "../plugins/error-language.js";

const tags = ["comptes"];
const tooMany = () => new AppError(429, "TOO_MANY_PASSWORD_RESETS", M.tooManyPasswordResets);
const publicUser = ({ email, firstName, lastName, phoneNumber }: User): User => ({
  email,
  firstName,
  lastName,
  phoneNumber,
});

/** « Mot de passe oublié ? » for shoppers: the e-mail-only form, the link's check and the new password. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const perAddress = new Limit(
    app.db,
    "password-reset-address",
    config.PASSWORD_RESET_MAX_PER_IP_PER_HOUR,
    3_600,
  );
  const perEmail = new Limit(
    app.db,
    "password-reset-email",
    config.PASSWORD_RESET_MAX_PER_EMAIL_PER_HOUR,
    3_600,
  );

  app.post(
    "/api/users/password-reset",
    {
      schema: {
        tags,
        summary:
          "Mot de passe oublié : envoie un lien valable 30 minutes si un compte a cet e-mail (même réponse sinon ; " +
          "demandes limitées par adresse et par e-mail)",
        body: PasswordResetBodySchema,
        response: { 200: SuccessSchema, ...errorResponses, 429: ApiErrorBodySchema },
      },
    },
    async (request) => {
      await perAddress.take(request.clientAddress, tooMany);
      await perEmail.take(request.body.email.toLowerCase(), tooMany);
      await requestPasswordReset(app.db, request.body.email, requestLocale(request));
      return { success: true as const };
    },
  );

  app.post(
    "/api/users/password-reset/check",
    {
      schema: {
        tags,
        summary:
          "Le lien de réinitialisation est-il encore utilisable ? (400 avec la raison sinon ; il n’est pas consommé)",
        body: PasswordResetTokenBodySchema,
        response: { 200: SuccessSchema, ...errorResponses },
      },
    },
    async (request) => {
      await checkPasswordReset(app.db, request.body.token);
      return { success: true as const };
    },
  );

  app.post(
    "/api/users/password-reset/confirm",
    {
      schema: {
        tags,
        summary:
          "Choisir un nouveau mot de passe depuis le lien (usage unique) : termine toutes les sessions du compte et connecte le client",
        body: PasswordResetConfirmBodySchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = await confirmPasswordReset(app.db, request.body.token, request.body.newPassword);
      const { token } = await signIn(app.db, await request.getSession(), userId, config.SESSION_DAYS);
      reply.setSessionCookie(token);
      const user = await getUser(app.db, userId);
      if (!user) throw unauthorized();
      return publicUser(user);
    },
  );
};
