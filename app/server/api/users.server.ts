import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { PasswordLinks } from "../auth/password-links.server.ts";
import { hashPassword } from "../auth/passwords.server.ts";
import { invitationMail } from "../mail/messages.server.ts";
import { linkBase } from "../origin.server.ts";
import type { Services } from "../services.server.ts";
import { UserExistsError } from "../store/store.server.ts";
import { ApiError, sendError } from "./errors.server.ts";
import { userOps } from "./openapi.server.ts";

/** How long an invitation's link works. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Users managed in the browser (issue 15, item 7): admins only, every change ends the user's sessions. */
export function registerUserRoutes(
  app: FastifyInstance,
  services: Services,
  /** mailSent: false without SMTP_URL (mail is written to files): the answer then carries the link. */
  invitations: { links: PasswordLinks; send: () => void; mailSent: boolean },
) {
  const { store } = services;

  const notFound = (email: string) =>
    new ApiError(404, "not_found", `There is no user with the e-mail ${email}.`);
  const lastAdmin = () =>
    new ApiError(409, "last_admin", "This is the only admin: make another user an admin first.");

  app.get("/users", { schema: userOps.list.schema }, async (request, reply) => {
    const users = await store.listUsers();
    return reply
      .header("Cache-Control", "private, no-store")
      .send({ Items: users.map((u) => ({ email: u.email, role: u.role, createdAt: u.createdAt })) });
  });

  app.post("/users", { schema: userOps.create.schema }, async (request, reply) => {
    const body = userOps.create.body(request);
    try {
      // An invited user has no password anyone knows until they choose one from the e-mailed link.
      const password = body.password ?? randomBytes(32).toString("base64url");
      const user = await store.createUser(body.email, await hashPassword(password), body.role);
      const invited = body.password === undefined;
      let invitationUrl: string | undefined;
      if (invited) {
        const token = await invitations.links.token(user, INVITATION_TTL_MS);
        const url = `${linkBase(services.config, request.headers)}/admin?reset=${token}`;
        await store.enqueueMail(
          invitationMail({ to: user.email, lang: body.lang ?? "es", role: user.role, url }),
        );
        invitations.send();
        // No mail leaves the server: the admin who invited is told, and given the link to pass on.
        if (!invitations.mailSent) invitationUrl = url;
      }
      return reply.code(201).send({
        email: user.email,
        role: user.role,
        createdAt: user.createdAt,
        invited,
        mailSent: invited && invitations.mailSent,
        ...(invitationUrl ? { invitationUrl } : {}),
      });
    } catch (err) {
      if (err instanceof UserExistsError)
        return sendError(reply, 409, "user_exists", `A user with the e-mail ${err.email} already exists.`);
      throw err;
    }
  });

  app.patch("/users/:email", { schema: userOps.setRole.schema }, async (request, reply) => {
    const { email } = userOps.setRole.params(request);
    const { role } = userOps.setRole.body(request);
    const result = await store.setRole(email, role);
    if (result === "not_found") throw notFound(email);
    if (result === "last_admin") throw lastAdmin();
    return reply.send({ email: email.toLowerCase(), role });
  });

  app.delete("/users/:email", { schema: userOps.remove.schema }, async (request, reply) => {
    const { email } = userOps.remove.params(request);
    const result = await store.deleteUser(email);
    if (result === "not_found") throw notFound(email);
    if (result === "last_admin") throw lastAdmin();
    return reply.send({ ok: true });
  });

  app.post("/users/:email/sessions/end", { schema: userOps.endSessions.schema }, async (request, reply) => {
    const { email } = userOps.endSessions.params(request);
    if (!(await store.endSessions(email))) throw notFound(email);
    return reply.send({ ok: true });
  });
}
