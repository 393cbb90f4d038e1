import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { PRIVACY_REQUEST_HOURS } from "../../content/data-inventory.ts";
import { localizedPath } from "../../content/addresses.ts";
import { normalEmail } from "../../content/forms.ts";
import type { Lang } from "../../content/page-model.ts";
import { MY_DATA_PATH } from "../../content/personal-data.ts";
import { mailFiles } from "../mail/mail-files.server.ts";
import type { MailWorker } from "../mail/mail-worker.server.ts";
import { privacyRequestMail } from "../mail/messages.server.ts";
import { linkBase } from "../origin.server.ts";
import { inventoryContext } from "../privacy/inventory-context.server.ts";
import { privacyService } from "../privacy/person.server.ts";
import type { Services } from "../services.server.ts";
import { LastAdminError } from "../store/privacy-store.server.ts";
import { signedIn } from "./auth-guard.server.ts";
import { ApiError, sendError } from "./errors.server.ts";
import { privacyOps } from "./openapi.server.ts";
import { acceptFormPosts, answerForm, isFormPost, refuse, visitorGuard } from "./visitor-forms.server.ts";

/*
 * A person's data on request (issue 38; GDPR arts. 15, 17, 20). Admins look an address up (everything kept
 * about it, one JSON document) and erase it, in the editing area. Visitors ask for the same at /mis-datos:
 * a link to confirm goes to that address through the mail queue, whatever the site keeps about it (the
 * same answer either way, so nobody learns whether an address is known); following it hands over the copy
 * or erases. Each export and erasure is recorded (app/server/privacy/person.server.ts).
 */

const HOUR_MS = 60 * 60 * 1000;
/** Per hour: requests from one IP, and for one address (as the other forms). */
const LIMITS = { ip: 5, email: 3 };

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function registerPrivacyRoutes(
  app: FastifyInstance,
  services: Services,
  deps: { worker: MailWorker },
) {
  const { store, config } = services;
  const guard = visitorGuard(store, config.formMinFillMs);
  const people = privacyService(store, {
    mailFiles: mailFiles(config.dataDir),
    inventory: () => inventoryContext(config),
  });
  const page = (lang: Lang) => localizedPath(MY_DATA_PATH, lang);

  function addressOf(raw: string): string {
    const email = normalEmail(raw);
    if (!email) throw new ApiError(400, "invalid_email", "The e-mail address is not valid.");
    return email;
  }

  const lastAdmin = () =>
    new ApiError(409, "last_admin", "This is the only admin's account: make another user an admin first.");

  app.post("/privacy/lookup", { schema: privacyOps.lookup.schema }, async (request, reply) => {
    const admin = signedIn(request);
    const body = privacyOps.lookup.body(request);
    const data = await people.exportData(addressOf(body.email), body.lang ?? "es", {
      via: "admin",
      actor: admin.email,
    });
    return reply.header("Cache-Control", "private, no-store").send(data);
  });

  app.post("/privacy/erase", { schema: privacyOps.erase.schema }, async (request, reply) => {
    const admin = signedIn(request);
    const body = privacyOps.erase.body(request);
    const email = addressOf(body.email);
    if (normalEmail(body.confirm) !== email)
      throw new ApiError(400, "confirm_mismatch", "Type the same address again to confirm the erasure.");
    try {
      const result = await people.erase(email, { via: "admin", actor: admin.email });
      return reply.header("Cache-Control", "private, no-store").send(result);
    } catch (err) {
      if (err instanceof LastAdminError) throw lastAdmin();
      throw err;
    }
  });

  app.register(async (scope) => {
    acceptFormPosts(scope);

    scope.post("/privacy/request", { schema: privacyOps.request.schema }, async (request, reply) => {
      const body = privacyOps.request.body(request);
      const lang = body.lang ?? "es";
      return answerForm(request, reply, { page: page(lang), anchor: "request" }, async () => {
        const email = normalEmail(body.email ?? "");
        if (!email) throw refuse(400, { code: "invalid_email", field: "email" });
        const action = body.action === "export" || body.action === "erase" ? body.action : undefined;
        if (!action) throw refuse(400, { code: "field_required", field: "action" });
        await guard.checkHuman(body);
        await guard.limit([
          [`privacy-ip:${request.ip}`, LIMITS.ip],
          [`privacy-email:${email}`, LIMITS.email],
        ]);
        const token = randomBytes(32).toString("base64url");
        const now = new Date();
        await store.addPrivacyRequest({
          tokenHash: hashToken(token),
          email,
          action,
          lang,
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + PRIVACY_REQUEST_HOURS * HOUR_MS).toISOString(),
        });
        // The link opens a page with a button: mail scanners that follow links confirm nothing.
        const query = new URLSearchParams({ request: token, action });
        await store.enqueueMail(
          privacyRequestMail({
            to: email,
            lang,
            action,
            url: `${linkBase(config, request.headers)}${page(lang)}?${query}#confirm`,
            hours: PRIVACY_REQUEST_HOURS,
          }),
        );
        deps.worker.kick();
      });
    });

    scope.post("/privacy/confirm", { schema: privacyOps.confirm.schema }, async (request, reply) => {
      const { token } = privacyOps.confirm.body(request);
      const found = token ? await store.privacyRequest(hashToken(token), new Date()) : undefined;
      if (!found) {
        if (isFormPost(request))
          return reply
            .code(303)
            .header("Location", `${page("es")}?error=request_expired#confirm`)
            .send();
        return sendError(
          reply,
          400,
          "request_expired",
          "This link has expired or was already used: ask again.",
        );
      }
      reply.header("Cache-Control", "private, no-store");
      if (found.action === "export") {
        const data = await people.exportData(found.email, found.lang, { via: "visitor" });
        // The link works until it expires: a download that failed can be asked for again.
        return reply
          .header("Content-Disposition", 'attachment; filename="simbiosis-data.json"')
          .type("application/json; charset=utf-8")
          .send(JSON.stringify(data, null, 2));
      }
      try {
        await people.erase(found.email, { via: "visitor" });
      } catch (err) {
        if (err instanceof LastAdminError) throw lastAdmin();
        throw err;
      }
      if (isFormPost(request))
        return reply
          .code(303)
          .header("Location", `${page(found.lang)}?erased=1#confirm`)
          .send();
      return reply.send({ ok: true, erased: true });
    });
  });
}
