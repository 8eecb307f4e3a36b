import { API_MESSAGES as M } from "@shop/domain/api-messages";
import { SESSION_COOKIE } from "@shop/domain/constants";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { scheduleSessionCleanup } from "../modules/accounts/session-cleanup.js";
import { createSession, findSession, type Session } from "../modules/accounts/sessions.js";
import { AppError, unauthorized } from "../lib/errors.js";

export { SESSION_COOKIE };

declare module "fastify" {
  interface FastifyRequest {
    /** The visitor's session (read once per request, only by routes that need it), or null. */
    getSession(): Promise<Session | null>;
    /** The session token the request's cookie carries, when it has the shape of one; else null. */
    sessionToken(): string | null;
    /** The session, created (anonymous) on first use, with its cookie set on the reply. */
    ensureSession(reply: FastifyReply): Promise<Session>;
    /** The signed-in session, or a 401. */
    requireUser(): Promise<Session & { userId: string }>;
    /** Replaces the request's session (after login, logout or sign-up). */
    replaceSession(session: Session | null): void;
  }
  interface FastifyReply {
    /** Sets the session cookie for a new session token (sign-up, login, first write). */
    setSessionCookie(token: string): FastifyReply;
  }
}

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Sessions in the database behind an HttpOnly, SameSite=Lax cookie (Secure behind HTTPS), and a refusal of
 * state-changing requests sent from a foreign origin.
 */
async function sessionPlugin(app: FastifyInstance) {
  const allowedOrigins = new Set(
    [app.config.PUBLIC_URL, ...app.config.ALLOWED_ORIGINS.split(",")]
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
  );
  const secure = (request: FastifyRequest) => request.protocol === "https" || app.config.PUBLIC_URL.startsWith("https:");

  const loaded = new WeakMap<FastifyRequest, Promise<Session | null>>();
  app.decorateRequest("sessionToken", function (this: FastifyRequest) {
    const token = this.cookies[SESSION_COOKIE];
    return token && token.length <= 100 ? token : null;
  });
  app.decorateRequest("getSession", function (this: FastifyRequest) {
    let session = loaded.get(this);
    if (!session) {
      const token = this.sessionToken();
      session = token === null ? Promise.resolve(null) : findSession(app.db, token);
      loaded.set(this, session);
    }
    return session;
  });
  app.decorateRequest("replaceSession", function (this: FastifyRequest, session: Session | null) {
    loaded.set(this, Promise.resolve(session));
  });
  app.decorateRequest("ensureSession", async function (this: FastifyRequest, reply: FastifyReply) {
    const current = await this.getSession();
    if (current) return current;
    const { token, session } = await createSession(app.db, null, app.config.SESSION_DAYS);
    reply.setSessionCookie(token);
    this.replaceSession(session);
    return session;
  });
  app.decorateRequest("requireUser", async function (this: FastifyRequest) {
    const session = await this.getSession();
    if (!session?.userId) throw unauthorized();
    return { ...session, userId: session.userId };
  });
  app.decorateReply("setSessionCookie", function (this: FastifyReply, token: string) {
    return this.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: secure(this.request),
      maxAge: app.config.SESSION_DAYS * 86_400,
    });
  });

  // Expired sessions are refused when read, and deleted (with their guest carts) by a periodic job.
  let cleanup: ReturnType<typeof scheduleSessionCleanup> | undefined;
  app.addHook("onReady", async () => {
    cleanup = scheduleSessionCleanup(app.db, {
      everyMs: app.config.SESSION_CLEANUP_SECONDS * 1000,
      onError: (error) => app.log.error(error, "Échec de la suppression des sessions expirées"),
    });
  });
  app.addHook("onClose", async () => cleanup?.stop());

  // A callback hook rather than an async one: it runs on every request and needs no promise.
  app.addHook("onRequest", (request, _reply, done) => {
    if (unsafeMethods.has(request.method) && !request.routeOptions.config.skipOriginCheck) {
      const origin = request.headers.origin;
      if (origin !== undefined && !allowedOrigins.has(origin)) {
        done(new AppError(403, "FORBIDDEN_ORIGIN", M.forbiddenOrigin));
        return;
      }
    }
    done();
  });
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on routes called by other servers (payment webhooks), which send no browser Origin. */
    skipOriginCheck?: boolean;
  }
}

export const sessions = fp(sessionPlugin, { name: "sessions", dependencies: ["@fastify/cookie"] });
