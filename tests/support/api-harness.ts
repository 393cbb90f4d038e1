import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { hashPassword } from "../../app/server/auth/passwords.server.ts";
import { createServices } from "../../app/server/bootstrap.server.ts";
import { TEST_FILL_MS } from "./altcha.ts";
import { type Config } from "../../app/server/config.server.ts";
import { configFor } from "./services.ts";
import { buildHttp } from "../../app/server/http.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import type { AdapterTarget } from "./adapters.ts";

export const ADMIN = { email: "admin@test.local", password: "correct horse battery staple" };
export const EDITOR = { email: "editor@test.local", password: "another long passphrase" };

/** One server copy: its own services (store, connection pool, token service) and its own Fastify. */
export interface ApiCopy {
  app: FastifyInstance;
  services: Services;
  /** Signs in on this copy and returns an access token. */
  login(who?: { email: string; password: string }): Promise<string>;
}

export interface Harness extends ApiCopy {
  /**
   * Starts another copy of the server on the same database (and DATA_DIR, so the same JWT secret), as
   * when several copies run behind a load balancer. It is closed by close().
   */
  openCopy(): Promise<ApiCopy>;
  close(): Promise<void>;
}

async function openApp(config: Config, seed: boolean): Promise<ApiCopy> {
  const { services } = await createServices(config, { seed });
  const app = await buildHttp(services);
  await app.ready();
  return {
    app,
    services,
    async login(who = ADMIN) {
      const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: who });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { accessToken: string }).accessToken;
    },
  };
}

/** The real API (Fastify, real store, real tokens) on a fresh database, called with inject(). */
export async function startApi(
  target: AdapterTarget,
  options: { seed?: boolean; config?: Partial<Config> } = {},
): Promise<Harness> {
  const db = await target.fresh();
  const config = configFor(db, {
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    formMinFillMs: TEST_FILL_MS,
    ...options.config,
  });
  const main = await openApp(config, options.seed ?? false);
  await main.services.store.createUser(EDITOR.email, await hashPassword(EDITOR.password), "editor");
  const copies: ApiCopy[] = [];
  return {
    ...main,
    async openCopy() {
      const copy = await openApp(config, false);
      copies.push(copy);
      return copy;
    },
    async close() {
      for (const copy of copies) {
        await copy.app.close();
        await copy.services.store.close();
      }
      await main.app.close();
      await main.services.store.close();
      await db.cleanup();
    },
  };
}

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}
