import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { requestContext, servicesContext } from "../../app/context.ts";
import { createServices } from "../../app/server/bootstrap.server.ts";
import { loadConfig } from "../../app/server/config.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import type { AdapterTarget } from "./adapters.ts";

/** The server's services (store, files, config) on a fresh, empty database, and how to close them. */
export async function freshServices(
  target: AdapterTarget,
): Promise<{ services: Services; close(): Promise<void> }> {
  const db = await target.fresh();
  const config = { ...loadConfig({}), dataDir: db.dataDir, databaseUrl: db.databaseUrl, logRequests: false };
  const { services } = await createServices(config, { seed: false });
  return {
    services,
    async close() {
      await services.store.close();
      await db.cleanup();
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
