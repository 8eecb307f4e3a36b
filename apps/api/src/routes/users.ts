import {
  ChangePasswordBodySchema,
  LoginBodySchema,
  ProfileBodySchema,
  SignUpBodySchema,
  SuccessSchema,
  UserSchema,
  type User,
} from "@shop/domain/contract/accounts";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, badRequest, unauthorized } from "../lib/errors.js";
import { checkLogin } from "../modules/accounts/login.js";
import { Limit } from "../modules/limits/limits.js";
import { deleteOtherSessions, deleteSession } from "../modules/accounts/sessions.js";
import { signIn } from "../modules/accounts/sign-in.js";
import { changePassword, createUser, getUser, updateProfile } from "../modules/accounts/users.js";
import { SESSION_COOKIE } from "../plugins/session.js";

const publicUser = ({ email, firstName, lastName, phoneNumber }: User): User => ({ email, firstName, lastName, phoneNumber });
const tooManySignUps = () =>
  new AppError(429, "TOO_MANY_SIGN_UPS", "Trop de comptes créés depuis cette connexion. Réessayez plus tard.");
const tags = ["comptes"];
const withErrors = { ...errorResponses, 401: ApiErrorBodySchema, 409: ApiErrorBodySchema, 429: ApiErrorBodySchema };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const windowSeconds = config.LOGIN_WINDOW_MINUTES * 60;
  const loginLimits = {
    perAddress: new Limit(app.db, "login-address", config.LOGIN_MAX_ATTEMPTS_PER_IP, windowSeconds),
    perAddressAndEmail: new Limit(app.db, "login-failures", config.LOGIN_MAX_FAILURES, windowSeconds),
  };
  const signUps = new Limit(app.db, "sign-up", config.SIGNUP_MAX_PER_IP_PER_HOUR, 3_600);

  app.post(
    "/api/users/sign-up",
    { schema: { tags, summary: "Créer un compte (et s’y connecter)", body: SignUpBodySchema, response: { 201: UserSchema, ...withErrors } } },
    async (request, reply) => {
      await signUps.check(request.clientAddress, tooManySignUps);
      const user = await createUser(app.db, request.body);
      await signUps.hit(request.clientAddress);
      const { token } = await signIn(app.db, await request.getSession(), user.id, app.config.SESSION_DAYS);
      reply.setSessionCookie(token);
      return reply.code(201).send(publicUser(user));
    },
  );

  app.post(
    "/api/users/login",
    { schema: { tags, summary: "Se connecter (tentatives limitées par adresse, échecs par adresse et e-mail)", body: LoginBodySchema, response: { 200: UserSchema, ...withErrors } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await checkLogin(app.db, loginLimits, { address: request.clientAddress, email, password });
      const { token } = await signIn(app.db, await request.getSession(), user.id, app.config.SESSION_DAYS);
      reply.setSessionCookie(token);
      return publicUser(user);
    },
  );

  app.get(
    "/api/users/me",
    { schema: { tags, summary: "L’utilisateur connecté (401 sinon)", response: { 200: UserSchema, 401: ApiErrorBodySchema } } },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      const session = await request.requireUser();
      const user = await getUser(app.db, session.userId);
      if (!user) throw unauthorized();
      return publicUser(user);
    },
  );

  app.patch(
    "/api/users/edit-user",
    { schema: { tags, summary: "Modifier son profil (e-mail unique)", body: ProfileBodySchema, response: { 200: UserSchema, ...withErrors } } },
    async (request) => {
      const session = await request.requireUser();
      return publicUser(await updateProfile(app.db, session.userId, request.body));
    },
  );

  app.patch(
    "/api/users/change-password",
    {
      // The schema's cross-field checks read the body's fields: anything but a JSON object is refused first.
      preValidation: async (request) => {
        const body: unknown = request.body;
        if (typeof body !== "object" || body === null || Array.isArray(body)) {
          throw badRequest("Le corps de la requête doit être un objet JSON");
        }
      },
      schema: {
        tags,
        summary: "Changer de mot de passe (termine les autres sessions du compte)",
        body: ChangePasswordBodySchema,
        response: { 200: SuccessSchema, ...withErrors },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      await changePassword(app.db, session.userId, request.body.oldPassword, request.body.newPassword);
      await deleteOtherSessions(app.db, session.userId, session.id);
      return { success: true as const };
    },
  );

  app.post(
    "/api/users/logout",
    { schema: { tags, summary: "Se déconnecter", response: { 200: SuccessSchema } } },
    async (request, reply) => {
      const session = await request.getSession();
      if (session) await deleteSession(app.db, session.id);
      void reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { success: true as const };
    },
  );
};
