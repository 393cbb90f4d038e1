import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from "../auth/passwords.server.ts";
import { openSession, sessionCookie, sessionOf, type OpenedSession } from "../auth/sessions.server.ts";
import type { User } from "../store/store.server.ts";
import type { Services } from "../services.server.ts";
import { signedIn } from "./auth-guard.server.ts";
import { sendError } from "./errors.server.ts";
import { authOps } from "./openapi.server.ts";

/** About five failed sign-ins a minute, per IP and per account (kept in the store: every copy sees them). */
export const LOGIN_LIMIT = 5;
const WINDOW_MS = 60_000;

/** Behind TLS (directly, or a trusted proxy saying so) the session cookie is Secure. */
function secure(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

function signedInAnswer(reply: FastifyReply, session: OpenedSession, user: Pick<User, "email" | "role">) {
  reply.header("Cache-Control", "no-store").header("Set-Cookie", session.cookie);
  return {
    accessToken: session.accessToken,
    expiresIn: session.expiresIn,
    user: { email: user.email, role: user.role },
  };
}

export function registerAuthRoutes(app: FastifyInstance, services: Services) {
  const { store, tokens } = services;

  app.post("/auth/login", { schema: authOps.login.schema }, async (request, reply) => {
    const body = authOps.login.body(request);
    const email = body.email.toLowerCase();
    const keys = [`ip:${request.ip}`, `account:${email}`];
    const now = new Date();
    const since = new Date(now.getTime() - WINDOW_MS);
    const counts = await Promise.all(keys.map((k) => store.countAttempts(k, since)));
    if (counts.some((n) => n >= LOGIN_LIMIT)) {
      reply.header("Retry-After", String(WINDOW_MS / 1000));
      return sendError(reply, 429, "rate_limited", "Too many sign-in attempts. Wait a minute and try again.");
    }
    const user = await store.getUserByEmail(email);
    // The same work and the same answer for an unknown e-mail and a wrong password.
    const ok = await verifyPassword(body.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!user || !ok) {
      await store.recordAttempt(keys, now);
      return sendError(reply, 401, "invalid_credentials", "The e-mail or the password is not correct.");
    }
    const session = await openSession(store, tokens, user, secure(request));
    return signedInAnswer(reply, session, user);
  });

  app.post("/auth/refresh", { schema: authOps.refresh.schema }, async (request, reply) => {
    const session = await sessionOf(store, request.headers.cookie);
    if (!session) {
      reply.header("Set-Cookie", sessionCookie(null, secure(request)));
      return sendError(reply, 401, "no_session", "There is no session in this browser: sign in.");
    }
    const { token, expiresIn } = await tokens.issue(session.user, session.id);
    reply.header("Cache-Control", "no-store");
    return { accessToken: token, expiresIn, user: { email: session.user.email, role: session.user.role } };
  });

  app.post("/auth/logout", { schema: authOps.logout.schema }, async (request, reply) => {
    // The browser's session ends even when its access token already expired (an idle tab signing out):
    // its operation takes the token or the session cookie ("token-or-session", auth-guard.server.ts).
    const { user, browserSession: cookieSession } = request;
    if (user) {
      await store.revokeToken(user.jti, user.expiresAt);
      // Every tab's token issued for this session stops working at once.
      if (user.sid) await store.deleteSession(user.sid);
    }
    if (cookieSession) await store.deleteSession(cookieSession.id);
    reply.header("Set-Cookie", sessionCookie(null, secure(request)));
    return reply.code(200).send({ ok: true });
  });

  app.post("/auth/password", { schema: authOps.changePassword.schema }, async (request, reply) => {
    const signed = signedIn(request);
    const body = authOps.changePassword.body(request);
    const user = await store.getUserByEmail(signed.email);
    if (!user || !(await verifyPassword(body.current, user.passwordHash)))
      return sendError(reply, 403, "wrong_password", "The current password is not correct.");
    // Ends every session of the user, this one included; this browser gets a new one.
    await store.setPassword(user.email, await hashPassword(body.password));
    const changed = await store.getUserByEmail(user.email);
    if (!changed) return sendError(reply, 401, "unauthorized", "The account no longer exists.");
    return signedInAnswer(reply, await openSession(store, tokens, changed, secure(request)), changed);
  });

  app.get("/auth/me", { schema: authOps.me.schema }, async (request, reply) => {
    const user = signedIn(request);
    reply.header("Cache-Control", "no-store");
    return { user: { email: user.email, role: user.role }, expiresAt: user.expiresAt.toISOString() };
  });
}
