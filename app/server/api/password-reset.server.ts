import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { normalEmail } from "../../content/forms.ts";
import { hashPassword } from "../auth/passwords.server.ts";
import type { MailWorker } from "../mail/mail-worker.server.ts";
import { passwordResetMail } from "../mail/messages.server.ts";
import { requestOrigin } from "../origin.server.ts";
import type { Services } from "../services.server.ts";
import { sendError } from "./errors.server.ts";
import { settingSecret } from "./setting-secret.server.ts";
import { authOps } from "./openapi.server.ts";

/*
 * Password reset by e-mail (issue 16, item 5). The link's token names the account and its expiry (one
 * hour) and is signed together with the account's current password hash: it needs no table, and it works
 * once, because the new password changes the hash it was signed with. The same answer whether or not the
 * address has an account; limited per IP and per address.
 */

const TTL_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const LIMITS = { ip: 5, account: 3 };

export function registerPasswordResetRoutes(app: FastifyInstance, services: Services, worker: MailWorker) {
  const { store, config } = services;
  const secret = settingSecret(store, "reset_secret");
  const origin = { publicUrl: config.publicUrl, trustProxy: config.trustProxy };
  const linkBase = (request: FastifyRequest) => config.publicUrl ?? requestOrigin(request.headers, origin);

  const signature = async (email: string, expires: number, passwordHash: string) =>
    createHmac("sha256", await secret())
      .update(`reset\n${email}\n${expires}\n${passwordHash}`)
      .digest("base64url");

  app.post(
    "/api/auth/password-reset",
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
        const expires = Math.floor((now.getTime() + TTL_MS) / 1000);
        const claim = Buffer.from(JSON.stringify({ e: user.email, x: expires })).toString("base64url");
        const token = `${claim}.${await signature(user.email, expires, user.passwordHash)}`;
        await store.enqueueMail(
          passwordResetMail({
            to: user.email,
            lang: body.lang ?? "es",
            url: `${linkBase(request)}/admin?reset=${token}`,
          }),
        );
        worker.kick();
      }
      return reply.header("Cache-Control", "no-store").send({ ok: true });
    },
  );

  app.post(
    "/api/auth/password-reset/confirm",
    { schema: authOps.resetPassword.schema },
    async (request, reply) => {
      const { token, password } = authOps.resetPassword.body(request);
      const invalid = () =>
        sendError(
          reply,
          400,
          "reset_invalid",
          "This link has expired or was already used: ask for a new one.",
        );
      const [claim = "", given = ""] = token.split(".");
      let parsed: { e?: unknown; x?: unknown };
      try {
        parsed = JSON.parse(Buffer.from(claim, "base64url").toString("utf8")) as typeof parsed;
      } catch {
        return invalid();
      }
      if (typeof parsed.e !== "string" || typeof parsed.x !== "number" || parsed.x * 1000 < Date.now())
        return invalid();
      const user = await store.getUserByEmail(parsed.e);
      if (!user) return invalid();
      const expected = Buffer.from(await signature(user.email, parsed.x, user.passwordHash));
      const sent = Buffer.from(given);
      if (expected.length !== sent.length || !timingSafeEqual(expected, sent)) return invalid();
      // Ends every session of the user: whoever knew the old password is out.
      await store.setPassword(user.email, await hashPassword(password));
      return reply.header("Cache-Control", "no-store").send({ ok: true });
    },
  );
}
