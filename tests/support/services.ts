import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import sharp from "sharp";
import { requestContext, servicesContext } from "../../app/context.ts";
import { createServices } from "../../app/server/bootstrap.server.ts";
import { loadConfig, type Config } from "../../app/server/config.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import type { AdapterTarget } from "./adapters.ts";
import { openRaw, type RawDb } from "./raw-db.ts";

/** The server's settings for a test database (as AdapterTarget.fresh gives it), quiet, plus `extra`. */
export function configFor(
  db: { dataDir: string; databaseUrl?: string },
  extra: Partial<Config> = {},
): Config {
  return {
    ...loadConfig({}),
    dataDir: db.dataDir,
    databaseUrl: db.databaseUrl,
    logRequests: false,
    // Test servers share Vitest's workers: none collects the whole worker's heap when it is quiet.
    memoryReleaseSeconds: 0,
    ...extra,
  };
}

/** The server's services (store, files, config) on a fresh, empty database, and how to close them. */
export async function freshServices(
  target: AdapterTarget,
): Promise<{ services: Services; close(): Promise<void> }> {
  const db = await target.fresh();
  const config = configFor(db);
  const { services } = await createServices(config, { seed: false });
  return {
    services,
    async close() {
      await services.store.close();
      await db.cleanup();
    },
  };
}

/**
 * For a describe block: the services on a fresh database and a raw Kysely handle on the same database
 * (to look at or change what the store hides), opened before its tests and closed after them.
 */
export function withFreshDatabase(target: AdapterTarget): {
  readonly services: Services;
  readonly raw: RawDb;
} {
  let fresh: { services: Services; close(): Promise<void> } | undefined;
  let raw: RawDb | undefined;
  beforeAll(async () => {
    fresh = await freshServices(target);
    raw = openRaw(fresh.services.config);
  });
  afterAll(async () => {
    await raw?.destroy();
    await fresh?.close();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("withFreshDatabase: used outside the describe block's tests");
    return value;
  };
  return {
    get services() {
      return opened(fresh).services;
    },
    get raw() {
      return opened(raw);
    },
  };
}

/** What React Router hands a content screen's loader for `path` on http://site.test, with these services. */
export function loaderArgs<P>(services: Services, path: string, params: P) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, { origin: "http://site.test" });
  const url = new URL(path, "http://site.test");
  return { request: new Request(url), url, params, pattern: url.pathname, context };
}

/** A real PNG of one colour, for the media library. */
export async function plainPng(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}
