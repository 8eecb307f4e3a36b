import { StaffUserSchema } from "@shop/domain/contract/admin-auth";
import { SuccessSchema } from "@shop/domain/contract/admin-common";
import {
  CreateStaffSchema,
  ResetStaffPasswordSchema,
  StaffIdParamsSchema,
  StaffListSchema,
  UpdateStaffSchema,
} from "@shop/domain/contract/admin-staff";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createStaffUser,
  listStaff,
  resetStaffPassword,
  updateStaffUser,
} from "../../modules/staff/staff-users.js";
import { staffOf } from "../../plugins/staff-auth.js";
import { ErrorResponse, errorResponses } from "../common.js";

const tags = ["gestion"];
const ownerOnly = { staffAccess: "owner" } as const;
const withErrors = { ...errorResponses, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse };

/** Staff management, for owners only. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/staff",
    {
      config: ownerOnly,
      schema: {
        tags,
        summary: "L’équipe (gérants seulement)",
        response: { 200: StaffListSchema, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async () => ({ staff: await listStaff(app.db) }),
  );

  app.post(
    "/api/admin/staff",
    {
      config: ownerOnly,
      schema: {
        tags,
        summary: "Ajouter un membre de l’équipe",
        body: CreateStaffSchema.strict(),
        response: { 201: StaffUserSchema, ...withErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createStaffUser(app.db, request.body)),
  );

  app.patch(
    "/api/admin/staff/:id",
    {
      config: ownerOnly,
      schema: {
        tags,
        summary:
          "Désactiver, réactiver un membre ou changer son rôle (ses sessions prennent fin s’il est désactivé)",
        params: StaffIdParamsSchema,
        body: UpdateStaffSchema,
        response: { 200: StaffUserSchema, ...withErrors },
      },
    },
    async (request) => updateStaffUser(app.db, staffOf(request).id, request.params.id, request.body),
  );

  app.post(
    "/api/admin/staff/:id/password",
    {
      config: ownerOnly,
      schema: {
        tags,
        summary: "Donner un nouveau mot de passe à un membre (ses sessions prennent fin)",
        params: StaffIdParamsSchema,
        body: ResetStaffPasswordSchema.strict(),
        response: { 200: SuccessSchema, ...withErrors },
      },
    },
    async (request) => {
      await resetStaffPassword(app.db, request.params.id, request.body.password);
      return { success: true as const };
    },
  );
};
