import type { FastifyInstance } from "fastify";
import { registerAddressRoutes } from "../api/addresses.server.ts";
import { registerAssistantRoutes } from "../api/assistant.server.ts";
import { registerAudienceRoutes } from "../api/audience.server.ts";
import { auditOperations } from "../api/audit.server.ts";
import { guardOperations } from "../api/auth-guard.server.ts";
import { registerAuditRoutes } from "../api/audit-log.server.ts";
import { registerAuthRoutes } from "../api/auth.server.ts";
import { registerDraftRoutes } from "../api/drafts.server.ts";
import { registerFileRoutes } from "../api/files.server.ts";
import { registerLinkRoutes } from "../api/links.server.ts";
import { registerFormRoutes } from "../api/forms.server.ts";
import { registerNewsletterRoutes } from "../api/newsletter.server.ts";
import { metaOps, registerApiDocument } from "../api/openapi.server.ts";
import { registerPageRoutes } from "../api/pages.server.ts";
import { registerPasswordResetRoutes } from "../api/password-reset.server.ts";
import { registerPrivacyRoutes } from "../api/privacy.server.ts";
import { registerReviewRoutes } from "../api/reviews.server.ts";
import { registerTranslationRoutes } from "../api/translation.server.ts";
import { registerUserRoutes } from "../api/users.server.ts";
import { passwordLinks } from "../auth/password-links.server.ts";
import { unsubscribeLinks } from "../mail/unsubscribe.server.ts";
import type { Services } from "../services.server.ts";

/*
 * The JSON API, registered under /api: each module's routes are written relative to it ("/prod/pages" is
 * /api/prod/pages), each with the operation that declares it (openapi.server.ts), whose `auth` and
 * `permission` are checked before the handler runs. A module of routes is added to the list below, one line.
 */

export const API_PREFIX = "/api";

/** A route written with its full address would be served under /api/api/: refused at start instead. */
export function relativeRoutesOnly(api: FastifyInstance) {
  api.addHook("onRoute", (route) => {
    if (route.url.startsWith(`${API_PREFIX}${API_PREFIX}/`))
      throw new Error(
        `${route.url}: API routes are written relative to ${API_PREFIX} (app/server/http/api.server.ts)`,
      );
  });
}

export interface ApiOptions {
  services: Services;
}

export async function apiPlugin(api: FastifyInstance, { services }: ApiOptions) {
  relativeRoutesOnly(api);
  // Each call's declared auth (and permission) is checked before its handler runs.
  guardOperations(api, services);
  // Each call that declares `audit` is recorded in the audit trail before its answer leaves.
  auditOperations(api, services.store);
  const { store } = services;
  const { mailWorker: worker, mailer } = api;
  // Links to choose a password: a reset, or an admin's invitation (app/server/auth/password-links.server.ts).
  const links = passwordLinks(store);
  const unsubscribe = unsubscribeLinks(store);

  registerApiDocument(api);
  registerPageRoutes(api, services);
  registerDraftRoutes(api, services);
  registerLinkRoutes(api, services);
  registerAuthRoutes(api, services);
  registerUserRoutes(api, services, {
    links,
    send: () => worker.kick(),
    mailSent: mailer.mode === "smtp",
  });
  registerFileRoutes(api, services);
  api.get("/health", { schema: metaOps.health.schema }, async () => ({ ok: true }));
  registerFormRoutes(api, services, { mailer, worker });
  registerAssistantRoutes(api, services);
  registerPasswordResetRoutes(api, services, { worker, links });
  registerNewsletterRoutes(api, services, { worker, unsubscribe });
  registerPrivacyRoutes(api, services, { worker });
  registerAddressRoutes(api, services);
  registerAudienceRoutes(api, services);
  registerReviewRoutes(api, services, { worker });
  registerTranslationRoutes(api, services);
  registerAuditRoutes(api, services);
  api.all("/*", { schema: { hide: true } }, async (_request, reply) =>
    reply.code(404).send({ message: "There is no such API call.", code: "not_found" }),
  );
}
