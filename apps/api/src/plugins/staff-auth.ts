import { STAFF_COOKIE, type StaffRole } from "@shop/domain/constants";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { forbidden, unauthorized } from "../lib/errors.js";
import { schedulePeriodic, type PeriodicJob } from "../lib/periodic-job.js";
import { bootstrapOwner } from "../modules/staff/staff-users.js";
import {
  deleteExpiredStaffSessions,
  findStaffSession,
  STAFF_SESSION_HOURS,
  type StaffMember,
} from "../modules/staff/staff-sessions.js";

export const ADMIN_PREFIX = "/api/admin/";

/**
 * The roles each access level lets in. Orders, customers, messages and the courier are the operators' (and the
 * owner's); products, categories, pictures and prices the catalogue role's (and the owner's); stock is everyone's,
 * since the catalogue grid sets it too; the team is the owner's alone. A route says nothing: it is the orders'.
 */
export const STAFF_ACCESS = {
  staff: ["owner", "operator", "catalogue"],
  orders: ["owner", "operator"],
  catalogue: ["owner", "catalogue"],
  stock: ["owner", "operator", "catalogue"],
  owner: ["owner"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffAccess = keyof typeof STAFF_ACCESS | "anonymous";

const REFUSALS: Record<keyof typeof STAFF_ACCESS, string> = {
  staff: "Réservé à l’équipe de la boutique",
  orders: "Réservé aux commandes : demandez l’accès au gérant de la boutique",
  catalogue: "Réservé au catalogue : demandez l’accès au gérant de la boutique",
  stock: "Réservé à l’équipe de la boutique",
  owner: "Réservé au gérant de la boutique",
};

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Who may call an `/api/admin/*` route (see `STAFF_ACCESS`): the orders' people (the default), any member of
     * staff, owners only, the catalogue's people, the stock's, or anyone (the staff login).
     */
    staffAccess?: StaffAccess;
  }
  interface FastifyRequest {
    /** The member of staff signed in, set on every `/api/admin/*` route but the login. */
    staff: StaffMember | null;
  }
  interface FastifyReply {
    setStaffCookie(token: string): FastifyReply;
    clearStaffCookie(): FastifyReply;
  }
}

/** The signed-in member of a staff route (the hook below already refused everyone else). */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

/**
 * The back office's access rule, in one place: every route under `/api/admin/` needs the `shop_staff` cookie
 * of an active member (a shopper's session is not one: 401), and owner-only routes refuse operators (403). The
 * check runs before the body is even parsed. The cookie is HttpOnly and SameSite=Strict, so no other site's page
 * can send it; writes also pass the shop's origin check (plugins/session.ts).
 */
async function staffAuthPlugin(app: FastifyInstance) {
  const { config } = app;
  const secure = (request: FastifyRequest) =>
    request.protocol === "https" || config.PUBLIC_URL.startsWith("https:");
  app.decorateRequest("staff", null);
  app.decorateReply("setStaffCookie", function (this: FastifyReply, token: string) {
    return this.setCookie(STAFF_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "strict",
      secure: secure(this.request),
      maxAge: STAFF_SESSION_HOURS * 3_600,
    });
  });
  app.decorateReply("clearStaffCookie", function (this: FastifyReply) {
    return this.clearCookie(STAFF_COOKIE, {
      path: "/",
      httpOnly: true,
      sameSite: "strict",
      secure: secure(this.request),
    });
  });

  const authenticate = async (request: FastifyRequest, access: keyof typeof STAFF_ACCESS) => {
    const token = request.cookies[STAFF_COOKIE];
    const staff = token && token.length <= 100 ? await findStaffSession(app.db, token) : null;
    if (!staff) throw unauthorized("Connectez-vous à l’espace de gestion");
    if (!(STAFF_ACCESS[access] as readonly StaffRole[]).includes(staff.role)) throw forbidden(REFUSALS[access]);
    request.staff = staff;
  };
  // A callback hook: every request of the shop passes here, and only the back office's need the database.
  app.addHook("onRequest", (request, reply, done) => {
    const url = request.routeOptions.url;
    if (url === undefined || !url.startsWith(ADMIN_PREFIX)) return done();
    void reply.header("cache-control", "no-store");
    const access = request.routeOptions.config.staffAccess ?? "orders";
    if (access === "anonymous") return done();
    authenticate(request, access).then(() => done(), done);
  });

  let cleanup: PeriodicJob | undefined;
  app.addHook("onReady", async () => {
    if (config.STAFF_EMAIL && config.STAFF_PASSWORD) {
      const created = await bootstrapOwner(app.db, {
        email: config.STAFF_EMAIL,
        password: config.STAFF_PASSWORD,
        name: config.STAFF_NAME ?? "Gérant",
      });
      if (created) app.log.info({ email: config.STAFF_EMAIL }, "back-office owner created from STAFF_EMAIL");
    }
    cleanup = schedulePeriodic(() => deleteExpiredStaffSessions(app.db), {
      everyMs: 3_600_000,
      onError: (error) => app.log.error({ err: error }, "staff session clean-up failed"),
    });
  });
  app.addHook("onClose", async () => cleanup?.stop());
}

export const staffAuth = fp(staffAuthPlugin, { name: "staff-auth", dependencies: ["@fastify/cookie"] });
