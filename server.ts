import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createServices, type StartupReport } from "#app/server/bootstrap.server.ts";
import { ConfigError, loadConfig } from "#app/server/config.server.ts";
import { buildHttp } from "#app/server/http.server.ts";
import { ResponseCache } from "#app/server/cache/response-cache.server.ts";
import { closeOnSignals } from "#app/server/shutdown.server.ts";

/**
 * One process serves everything: the API, /content files, and the React Router site (SSR).
 * In development `react-router dev` calls this with its Vite server; in production `npm start`.
 * `site: false` leaves the site out (no build needed): the tests that start server processes
 * (tests/support/server-process.ts) run everything else exactly as production does.
 */
export async function createServer(vite?: ViteDevServer, options: { site?: boolean } = {}) {
  const config = loadConfig();
  const { services, report } = await createServices(config);
  // Development renders every request afresh; production shares anonymous answers.
  const origin = { publicUrl: config.publicUrl, trustProxy: config.trustProxy };
  const watch = vite ? undefined : await services.store.watchContentVersion();
  const onLookup = (hit: boolean) => services.metrics.cacheLookup(hit);
  const cache = watch
    ? await new ResponseCache({ store: services.store, watch, origin, onLookup }).start()
    : undefined;
  // Imported once here and handed to the site plugin (app/server/http/site.server.ts says why).
  const build =
    vite || options.site === false
      ? undefined
      : ((await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild);
  const reactRouter = options.site === false ? undefined : { build, devServer: vite };
  // Errors and warnings are always logged (JSON lines); LOG_REQUESTS=0 leaves out the line per request.
  const app = await buildHttp(services, {
    logger: true,
    logRequests: config.logRequests,
    cache,
    reactRouter,
  });
  app.decorate("startupReport", report);
  // The assistant's index is built once the server listens, in the background, not at the first question.
  if (!vite)
    app.addHook("onListen", () => {
      const started = performance.now();
      services.assistant
        .warm()
        // Said once it is done: until then it shares the CPU with the requests (npm run bench waits for it).
        .then(() => app.log.info({ ms: Math.round(performance.now() - started) }, "assistant index built"))
        .catch((err: unknown) => app.log.error({ err }, "assistant index build failed"));
    });
  app.decorate("responseCache", cache);
  // Closing hooks run last-registered first: this one runs before buildHttp's, so it waits for the
  // workers and the purge hook itself before the store goes.
  app.addHook("onClose", async () => {
    await app.stopBackgroundWork();
    // Answers given while the copy drained were counted after the workers stopped: written now.
    await services.analytics.flush().catch((err: unknown) => app.log.warn({ err }, "audience counts lost"));
    // The same for the redirects' hits and the 404 log.
    if (app.hasDecorator("urlLayer")) await app.urlLayer.stop();
    cache?.close();
    await watch?.close();
    await services.store.close();
  });
  if (vite) printStartup(report, `http://localhost:${vite.config.server.port ?? 5173}`);
  return app;
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
    responseCache: ResponseCache | undefined;
  }
}

/**
 * Production: listen on PORT/HOST; on SIGTERM or SIGINT stop taking requests, finish those in flight
 * (at most SHUTDOWN_TIMEOUT_MS, after SHUTDOWN_DELAY_MS of answering /readyz 503), stop the workers,
 * close the database and exit 0 (shutdown.server.ts). `site: false` as for createServer (tests).
 */
export async function startServer(options: { site?: boolean } = {}) {
  const config = loadConfig();
  const app = await createServer(undefined, options);
  await app.listen({ port: config.port, host: config.host });
  printStartup(app.startupReport, `http://localhost:${config.port}`);
  closeOnSignals(app, { delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs });
  return app;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
/** startServer for a command line: a bad setting is the operator's to fix, so it is named, without a stack trace. */
export async function runServer() {
  try {
    return await startServer();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

if (isMain) await runServer();
