import type { FastifyInstance } from "fastify";
import { dayOf } from "../store/repositories/addresses.server.ts";
import type { Services } from "../services.server.ts";
import { signedIn } from "./auth-guard.server.ts";
import { ApiError } from "./errors.server.ts";
import { addressOps } from "./openapi.server.ts";

/*
 * The editing area's redirects and 404 log (issue 42; docs/product.md "Addresses"). A write reads this
 * copy's redirect table again before it is answered, so the next request already follows it; the 404 list
 * writes what this copy counted so far first, so it shows every 404 up to the moment it is asked for.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function registerAddressRoutes(app: FastifyInstance, services: Services) {
  const { store } = services;
  const { redirects, notFound } = app.urlLayer;
  const noSuch = () => new ApiError(404, "not_found", "There is no such redirect.");

  app.get("/redirects", { schema: addressOps.redirects.schema }, async (_request, reply) =>
    reply.header("Cache-Control", "private, no-store").send({ Items: await store.listRedirects() }),
  );

  app.post("/redirects", { schema: addressOps.addRedirect.schema }, async (request, reply) => {
    const user = signedIn(request);
    const added = await store.addRedirect(addressOps.addRedirect.body(request), user.email);
    await redirects.refresh();
    return reply.code(201).header("Cache-Control", "no-store").send(added);
  });

  app.put("/redirects/:id", { schema: addressOps.saveRedirect.schema }, async (request, reply) => {
    const { id } = addressOps.saveRedirect.params(request);
    const saved = await store.updateRedirect(id, addressOps.saveRedirect.body(request));
    if (!saved) throw noSuch();
    await redirects.refresh();
    return reply.header("Cache-Control", "no-store").send(saved);
  });

  app.delete("/redirects/:id", { schema: addressOps.deleteRedirect.schema }, async (request, reply) => {
    const { id } = addressOps.deleteRedirect.params(request);
    if (!(await store.deleteRedirect(id))) throw noSuch();
    await redirects.refresh();
    return reply.header("Cache-Control", "no-store").send({ ok: true });
  });

  app.get("/not-found", { schema: addressOps.notFound.schema }, async (request, reply) => {
    const { days } = addressOps.notFound.query(request);
    await notFound.flush();
    const now = Date.now();
    const to = dayOf(new Date(now));
    const from = dayOf(new Date(now - (days - 1) * DAY_MS));
    return reply.header("Cache-Control", "private, no-store").send({
      from,
      to,
      retentionDays: services.config.retention.NOT_FOUND_LOG_RETENTION_DAYS,
      Items: await store.notFoundCounts(from, to),
    });
  });
}
