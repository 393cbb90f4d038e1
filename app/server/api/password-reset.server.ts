import type { FastifyInstance } from "fastify";
import { normalEmail } from "../../content/forms.ts";
import type { PasswordLinks } from "../auth/password-links.server.ts";
import { hashPassword } from "../auth/passwords.server.ts";
import type { MailWorker } from "../mail/mail-worker.server.ts";
import { passwordResetMail } from "../mail/messages.server.ts";
import { linkBase } from "../origin.server.ts";
import type { Services } from "../services.server.ts";
import { sendError } from "./errors.server.ts";
import { authOps } from "./openapi.server.ts";

/*
 * Password reset by e-mail (issue 16, item 5): a link (auth/password-links.server.ts) that works once, for
 * one hour. The same answer whether or not the address has an account; limited per IP and per address.
 */

const TTL_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const LIMITS = { ip: 5, account: 3 };

export function registerPasswordResetRoutes(
  app: FastifyInstance,
  services: Services,
  deps: { worker: MailWorker; links: PasswordLinks },
) {
  const { store } = services;

  app.post(
    "/auth/password-reset",
    { schema: authOps.requestPasswordReset.schema },
    async (request, reply) => {
      const body = authOps.requestPasswordReset.body(request);
      const email = normalEmail(body.email) ?? body.email.trim().toLowerCase().slice(0, 300);
      const now = new Date();
      const keys = [`reset-ip:${request.ip}`, `reset-account:${email}`];
      const counts = await Promise.all(
        keys.map((k) => store.countAttempts(k, new Date(now.getTime() - HOUR_MS))),
      );
      if ((counts[0] ?? 0) >= LIMITS.ip || (counts[1] ?? 0) >= LIMITS.account) {
        reply.header("Retry-After", String(HOUR_MS / 1000));
        return sendError(
          reply,
          429,
          "rate_limited",
          "Too many password resets asked for in the last hour: try later.",
        );
      }
      await store.recordAttempt(keys, now);
      const user = await store.getUserByEmail(email);
      if (user) {
        const token = await deps.links.token(user, TTL_MS);
        await store.enqueueMail(
          passwordResetMail({
            to: user.email,
            lang: body.lang ?? "es",
            url: `${linkBase(services.config, request.headers)}/admin?reset=${token}`,
          }),
        );
        deps.worker.kick();
      }
      return reply.header("Cache-Control", "no-store").send({ ok: true });
    },
  );

  app.post(
    "/auth/password-reset/confirm",
    { schema: authOps.resetPassword.schema },
    async (request, reply) => {
      const { token, password } = authOps.resetPassword.body(request);
      const user = await deps.links.check(token);
      if (!user)
        return sendError(
          reply,
          400,
          "reset_invalid",
          "This link has expired or was already used: ask for a new one.",
        );
      // Ends every session of the user: whoever knew the old password is out.
      await store.setPassword(user.email, await hashPassword(password));
      return reply.header("Cache-Control", "no-store").send({ ok: true });
    },
  );
}
