import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { requestContext, servicesContext } from "#app/context.ts";
import { createServices, type StartupReport } from "#app/server/bootstrap.ts";
import { loadConfig } from "#app/server/config.ts";
import { buildHttp } from "#app/server/http.ts";
import { RenderCache } from "#app/server/render-cache.ts";

/**
 * One process serves everything: the API, /content files, and the React Router site (SSR).
 * In development `react-router dev` calls this with its Vite server; in production `npm start`.
 */
export async function createServer(vite?: ViteDevServer) {
  const config = loadConfig();
  const { services, report } = await createServices(config);
  const app = await buildHttp(services, { logger: config.logRequests });
  app.decorate("startupReport", report);
  app.addHook("onClose", async () => services.store.close());

  // Development renders every request afresh; production shares anonymous renders.
  const renderCache = vite ? undefined : new RenderCache({ store: services.store, buildId: buildId() });
  app.decorate("renderCache", renderCache);
  await app.register(fastifyReactRouter, {
    devServer: vite,
    routeOptions: renderCache?.routeOptions(),
    assetCacheControl: "public, max-age=31536000, immutable",
    fileCacheControl: "public, max-age=3600",
    getLoadContext(request) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, { nonce: request.cspNonce, editor: false });
      return context;
    },
  });
  if (vite) printStartup(report, `http://localhost:${vite.config.server.port ?? 5173}`);
  return app;
}

/** A hash of the server build: the same in every copy of one deployment, different after a rebuild. */
function buildId(): string {
  try {
    return createHash("sha1")
      .update(fs.readFileSync(path.resolve("build/server/index.js")))
      .digest("hex")
      .slice(0, 12);
  } catch {
    return "dev";
  }
}

export function printStartup(report: StartupReport, url: string) {
  const lines = [`Simbiosis is serving ${url}`];
  if (report.seeded) lines.push("Loaded the demo content into the empty store.");
  if (report.admin?.password) {
    lines.push(
      "",
      "First start: an admin account was created. Sign in at /admin with",
      `  e-mail:   ${report.admin.email}`,
      `  password: ${report.admin.password}`,
      "This password is shown only once: change it with `npm run user -- passwd <email>`.",
    );
  } else if (report.admin) {
    lines.push(`Admin account ${report.admin.email} created with ADMIN_PASSWORD. Sign in at /admin.`);
  } else {
    lines.push(
      "Sign in at /admin with an editor account (add one: npm run user -- add <email> --role editor).",
    );
  }
  console.log(lines.join("\n"));
}

declare module "fastify" {
  interface FastifyInstance {
    startupReport: StartupReport;
    renderCache: RenderCache | undefined;
  }
}

/** Production: listen on PORT/HOST and stop cleanly on a signal. */
export async function startServer() {
  const config = loadConfig();
  const app = await createServer();
  await app.listen({ port: config.port, host: config.host });
  printStartup(app.startupReport, `http://localhost:${config.port}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  return app;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) await startServer();
