/**
 * One copy of the server as its own process, for tests that start several: `server.ts`'s createServer
 * (configuration from the environment, migrations, the response cache and its cross-copy invalidation,
 * scheduled publishing, the mail worker, the API and /content) without the React Router site, which
 * would need `npm run build` first. It listens on a free port of 127.0.0.1, tells its parent the port
 * over IPC, and closes cleanly when told (SIGTERM) or when its parent goes away.
 */
import type { AddressInfo } from "node:net";
import { createServer } from "../../server.ts";

const app = await createServer(undefined, { site: false });
await app.listen({ port: 0, host: "127.0.0.1" });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void app.close().finally(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("disconnect", stop);
process.send?.({ port: (app.server.address() as AddressInfo).port });
