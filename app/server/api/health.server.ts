import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Services } from "../services.server.ts";
import { metaOps } from "./openapi.server.ts";

/*
 * Liveness and readiness (issue 18, item 4). /healthz answers while the process runs (no database: a slow
 * database must not get the process restarted). /readyz is what a load balancer asks before sending traffic:
 * the database answers, no migration is pending, and the file storage takes a write and gives it back.
 * Neither is ever cached (cache/response-cache.server.ts leaves them out). While the server stops (graceful
 * shutdown, server.ts), /readyz answers 503 with `stopping: true`.
 */

const CHECK_TIMEOUT_MS = 3000;

async function check(run: () => Promise<string | undefined>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
    });
    return (await Promise.race([run().then((problem) => problem ?? "ok"), timeout])) || "ok";
  } catch (err) {
    return err instanceof Error ? err.message.slice(0, 200) : "failed";
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthRoutes(
  app: FastifyInstance,
  services: Services,
  options: { stopping?: () => boolean } = {},
) {
  const { store, files } = services;

  app.get("/healthz", { schema: metaOps.alive.schema }, async (_request, reply) =>
    reply.header("Cache-Control", "no-store").send({ ok: true }),
  );

  app.get("/readyz", { schema: metaOps.ready.schema }, async (_request, reply) => {
    // Stopping (SIGTERM): the requests in flight are finished, but a load balancer should send no more.
    if (options.stopping?.()) {
      const stopping = "not checked: the server is stopping";
      return reply
        .code(503)
        .header("Cache-Control", "no-store")
        .send({
          ok: false,
          stopping: true,
          checks: { database: stopping, migrations: stopping, files: stopping },
        });
    }
    const [database, migrations, stored] = await Promise.all([
      check(async () => {
        await store.contentVersion();
        return undefined;
      }),
      check(async () => {
        const pending = await store.pendingMigrations();
        return pending.length ? `pending: ${pending.join(", ")}` : undefined;
      }),
      check(async () => {
        const name = `readyz-probe-${randomBytes(6).toString("hex")}.txt`;
        const bytes = randomBytes(16);
        await files.put(name, bytes);
        try {
          const back = await files.get(name);
          if (!back) return "the probe file could not be found again";
          const chunks: Buffer[] = [];
          for await (const chunk of back.read()) chunks.push(chunk as Buffer);
          if (!Buffer.concat(chunks).equals(bytes)) return "the probe file came back different";
        } finally {
          await files.delete(name);
        }
        return undefined;
      }),
    ]);
    const checks = { database, migrations, files: stored };
    const ok = Object.values(checks).every((c) => c === "ok");
    return reply
      .code(ok ? 200 : 503)
      .header("Cache-Control", "no-store")
      .send({ ok, checks });
  });
}
