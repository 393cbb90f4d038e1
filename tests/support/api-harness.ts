import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { hashPassword } from "../../app/server/auth/passwords.ts";
import { createServices } from "../../app/server/bootstrap.ts";
import { loadConfig } from "../../app/server/config.ts";
import { buildHttp } from "../../app/server/http.ts";
import type { Services } from "../../app/server/services.ts";
import type { AdapterTarget } from "./adapters.ts";

export const ADMIN = { email: "admin@test.local", password: "correct horse battery staple" };
export const EDITOR = { email: "editor@test.local", password: "another long passphrase" };

export interface Harness {
  app: FastifyInstance;
  services: Services;
  /** Signs in and returns an access token. */
  login(who?: { email: string; password: string }): Promise<string>;
  close(): Promise<void>;
}

/** The real API (Fastify, real store, real tokens) on a fresh database, called with inject(). */
export async function startApi(target: AdapterTarget, options: { seed?: boolean } = {}): Promise<Harness> {
  const db = await target.fresh();
  const config = {
    ...loadConfig({}),
    dataDir: db.dataDir,
    databaseUrl: db.databaseUrl,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    logRequests: false,
  };
  const { services } = await createServices(config, { seed: options.seed ?? false });
  await services.store.createUser(EDITOR.email, await hashPassword(EDITOR.password), "editor");
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
    async close() {
      await app.close();
      await services.store.close();
      await db.cleanup();
    },
  };
}

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}
