import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters, type AdapterTarget } from "../support/adapters.ts";
import { json, startApi, type Harness } from "../support/api-harness.ts";

/*
 * The database goes away and comes back (issue 18: "/readyz answers 503 when the database is stopped and
 * 200 again when it returns"). The server reaches PostgreSQL through a TCP relay started here; stopping the
 * relay drops every connection and refuses new ones, as a stopped or restarting database does, without
 * stopping the PostgreSQL that the other suites share.
 */

const postgres = adapters.find((a) => a.name === "postgres");

/** A relay to host:port that can be stopped (every connection cut, none accepted) and started again. */
function relay(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let running = false;
  let listenPort = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      if (running) return resolve(listenPort);
      running = true;
      server = net.createServer((client) => {
        const upstream = net.connect(port, host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("error", () => undefined);
          s.on("close", () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(listenPort, "127.0.0.1", () => {
        listenPort = (server?.address() as net.AddressInfo).port;
        resolve(listenPort);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      running = false;
      for (const s of sockets) s.destroy();
      if (server) server.close(() => resolve());
      else resolve();
    });
  return { start, stop };
}

describe.skipIf(!postgres)(
  postgres
    ? "readiness while PostgreSQL goes away and returns"
    : "readiness while PostgreSQL goes away and returns (skipped: TEST_DATABASE_URL is not set)",
  () => {
    let h: Harness;
    let link: ReturnType<typeof relay>;
    beforeAll(async () => {
      if (!postgres) return;
      const real = new URL(process.env.TEST_DATABASE_URL ?? "");
      link = relay(real.hostname, Number(real.port || 5432));
      const port = await link.start();
      const viaRelay: AdapterTarget = {
        name: "postgres",
        async fresh() {
          const db = await postgres.fresh();
          const u = new URL(db.databaseUrl ?? "");
          u.hostname = "127.0.0.1";
          u.port = String(port);
          return { ...db, databaseUrl: u.toString() };
        },
      };
      h = await startApi(viaRelay);
    });
    afterAll(async () => {
      await link?.start().catch(() => undefined);
      await h?.close();
      await link?.stop();
    });

    const ready = () => h.app.inject({ method: "GET", url: "/readyz" });

    it("answers 503 naming the database while it is gone, 200 once it is back, and never stops", async () => {
      expect((await ready()).statusCode).toBe(200);
      await link.stop();
      const down = await ready();
      expect(down.statusCode).toBe(503);
      expect(json<{ checks: { database: string } }>(down).checks.database).not.toBe("ok");
      // Pages read from the database fail cleanly meanwhile (an error answer, not a crash).
      const api = await h.app.inject({ method: "GET", url: "/api/prod/pages/nothing-here" });
      expect(api.statusCode).toBeGreaterThanOrEqual(500);
      expect((await h.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);

      await link.start();
      await expect.poll(async () => (await ready()).statusCode, { timeout: 10_000 }).toBe(200);
      expect((await h.app.inject({ method: "GET", url: "/api/prod/pages/nothing-here" })).statusCode).toBe(
        404,
      );
    });
  },
);
