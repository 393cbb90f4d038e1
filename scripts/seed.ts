/** `npm run seed [-- --reset]`: loads the demo content; --reset deletes every page first (kept in history). */
import { createServices } from "../app/server/bootstrap.server.ts";
import { loadConfig } from "../app/server/config.server.ts";
import { seedDemo } from "../app/server/seed/seed.server.ts";

const reset = process.argv.includes("--reset");
const { services } = await createServices(loadConfig(), { seed: false });
const { pages } = await seedDemo(services, { reset });
console.log(
  `${reset ? "Reset and loaded" : "Loaded"} ${pages} demo pages and their files into ${services.store.kind}.`,
);
await services.store.close();
