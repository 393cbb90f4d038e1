import type { FastifyInstance } from "fastify";
import { DUMMY_HASH_PROMISE, verifyPassword } from "../auth/passwords.server.ts";
import type { Services } from "../services.server.ts";
import { requireUser } from "./auth-guard.server.ts";
import { sendError } from "./errors.server.ts";
import { authOps } from "./openapi.server.ts";

/** About five failed sign-ins a minute, per IP and per account (kept in the store: every copy sees them). */
export const LOGIN_LIMIT = 5;
const WINDOW_MS = 60_000;

export function registerAuthRoutes(app: FastifyInstance, services: Services) {
  const { store, tokens } = services;

  app.post("/api/auth/login", { schema: authOps.login.schema }, async (request, reply) => {
    const body = authOps.login.body(request);
    const email = body.email.toLowerCase();
    const keys = [`ip:${request.ip}`, `account:${email}`];
    const now = new Date();
    const since = new Date(now.getTime() - WINDOW_MS);
    const counts = await Promise.all(keys.map((k) => store.countLoginFailures(k, since)));
    if (counts.some((n) => n >= LOGIN_LIMIT)) {
      reply.header("Retry-After", String(WINDOW_MS / 1000));
      return sendError(reply, 429, "rate_limited", "Too many sign-in attempts. Wait a minute and try again.");
    }
    const user = await store.getUserByEmail(email);
    // The same work and the same answer for an unknown e-mail and a wrong password.
    const ok = await verifyPassword(body.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!user || !ok) {
      await store.recordLoginFailure(keys, now);
      return sendError(reply, 401, "invalid_credentials", "The e-mail or the password is not correct.");
    }
    const { token, expiresIn } = await tokens.issue(user);
    reply.header("Cache-Control", "no-store");
    return { accessToken: token, expiresIn, user: { email: user.email, role: user.role } };
  });

  app.post("/api/auth/logout", { schema: authOps.logout.schema }, async (request, reply) => {
    const user = await requireUser(request, tokens);
    await store.revokeToken(user.jti, user.expiresAt);
    return reply.code(200).send({ ok: true });
  });

  app.get("/api/auth/me", { schema: authOps.me.schema }, async (request, reply) => {
    const user = await requireUser(request, tokens);
    reply.header("Cache-Control", "no-store");
    return { user: { email: user.email, role: user.role }, expiresAt: user.expiresAt.toISOString() };
  });
}
