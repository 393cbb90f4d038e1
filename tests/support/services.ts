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
