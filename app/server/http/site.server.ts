import path from "node:path";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { requestContext, servicesContext } from "#app/context.ts";
import { langOfPath } from "../../content/addresses.ts";
import { registerContentRoute } from "../api/files.server.ts";
import { recordReads } from "../cache/reads.server.ts";
import type { ResponseCache } from "../cache/response-cache.server.ts";
import { NotFoundLog } from "../addresses/not-found-log.server.ts";
import { RedirectTable } from "../addresses/redirect-table.server.ts";
import { redirectForLanguage } from "../language-redirect.server.ts";
import { requestOrigin } from "../origin.server.ts";
import { RenderGate } from "../render-gate.server.ts";
import { siteRouteNamer } from "../route-names.server.ts";
import type { Services } from "../services.server.ts";
import { isPreviewUrl, PREVIEW_HEADERS, previewOf } from "../site/preview.server.ts";
import type { Transport } from "./transport.server.ts";

/*
 * What visitors load: the pages (React Router, rendered on the server), the stored files (/content/), and
 * in front of them the language redirects, the response cache's fast path and the render gate.
 */

/** Requests worked on at once (renders are CPU-bound: two cores, plus room for database waits). */
export const CONCURRENT_REQUESTS = 8;

/** Probes and scrapes must answer while the renders are queued (a busy server is not a dead one). */
const OPERATIONS_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * The gate is for page renders. Files and built assets stream from disk, and API calls are small and
 * mostly wait on the database: holding a place while waiting would starve the renders.
 */
function bypassesGate(url: string | undefined): boolean {
  return (
    !!url &&
    (url.startsWith("/assets/") ||
      url.startsWith("/content/") ||
      url.startsWith("/api/") ||
      OPERATIONS_PATHS.has(url.split("?")[0] ?? ""))
  );
}

declare module "fastify" {
  interface FastifyInstance {
    /** This copy's redirects (answered at the front door) and 404 log (app/server/addresses/). */
    /**
     * The redirects and the 404 log of this copy. `stop()` writes what they counted: whoever closes the
     * store awaits it first (server.ts); the plugin's own onClose calls it again, with nothing left to write.
     */
    urlLayer: { redirects: RedirectTable; notFound: NotFoundLog; stop(): Promise<void> };
  }
}

export interface SiteOptions {
  services: Services;
  transport: Transport;
  /** Anonymous answers shared between visitors (production); none in development and most tests. */
  cache?: ResponseCache;
  /** React Router's built server (production) or Vite's dev server; neither: no pages (tests of the API). */
  reactRouter?: { build?: ServerBuild; devServer?: ViteDevServer };
}

export const sitePlugin = fp<SiteOptions>(
  async (app, { services, transport, cache, reactRouter }) => {
    const { front } = transport;
    const gate = new RenderGate(CONCURRENT_REQUESTS);
    const onError = (err: unknown) =>
      app.log.error({ err }, "addresses: reading or writing the redirects or the 404 log failed");
    const redirects = new RedirectTable(services.store, onError);
    const notFound = new NotFoundLog(services.store, onError);
    await redirects.start();
    notFound.start(services.config.analyticsFlushSeconds * 1000);
    // A page's move makes its redirects in its own transaction: read them before the next request is answered.
    const unsubscribe = services.store.onChange((change) => {
      if (change.redirects) redirects.invalidate();
    });
    // Every answer that ends, rendered or from the cache's fast path, is counted once (analytics/); a GET
    // answered 404 goes to the 404 log too, whoever answered it.
    transport.observer.onAnswered((req, res) => {
      services.analytics.observe(req, res);
      if (res.statusCode === 404 && req.method === "GET")
        notFound.record(req.url ?? "/", req.headers["user-agent"]);
    });
    const stop = () => Promise.all([redirects.stop(), notFound.stop()]).then(() => undefined);
    app.decorate("urlLayer", { redirects, notFound, stop });
    app.addHook("onClose", async () => {
      unsubscribe();
      await stop();
    });
    // Before Fastify, in this order: redirects no cached page depends on (the languages', then the
    // site's), then answers kept for anyone.
    front.use(redirectForLanguage);
    front.use(redirects.serve);
    redirects.setDispatcher(front.dispatch);
    if (cache) {
      front.use((req, res) => cache.serve(req, res));
      cache.setDispatcher(front.dispatch);
      // The cache keeps an answer once its headers are final (after answer-headers' policy).
      cache.register(app);
    }
    front.admitWith((req, res, enter) => (bypassesGate(req.url) ? enter() : gate.run(req, res, enter)));
    // A preview shows a draft: private, never indexed, and its secret never sent on as a Referer.
    app.addHook("onSend", async (request, reply, payload) => {
      if (isPreviewUrl(request.raw.url) && !request.raw.url?.startsWith("/api/"))
        reply.headers(PREVIEW_HEADERS);
      return payload;
    });
    // The answer is ready: the next request may start its work while this one is being written.
    app.addHook("onSend", async (request, _reply, payload) => {
      gate.release(request.raw);
      return payload;
    });
    registerContentRoute(app, services);
    if (reactRouter) await registerReactRouter(app, services, transport, reactRouter);
  },
  { name: "site", dependencies: ["transport"] },
);

async function registerReactRouter(
  app: FastifyInstance,
  services: Services,
  transport: Transport,
  { build, devServer }: NonNullable<SiteOptions["reactRouter"]>,
) {
  if (build) transport.observer.namePages(siteRouteNamer(build.routes));
  await app.register(fastifyReactRouter, {
    devServer,
    // Given the build itself (not a function that imports it), React Router derives its route tables
    // once instead of on every request.
    build,
    // The build writes .br/.gz copies of the assets (scripts/precompress-plugin.ts), sent as they are.
    staticOptions: {
      preCompressed: true,
      setHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          "cache-control",
          hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
        res.setHeader("vary", "accept-encoding");
      },
    },
    getLoadContext(request) {
      const context = new RouterContextProvider();
      // The loaders read the store through the response cache's recording view (cache/reads.server.ts);
      // a page shows what it reads as the screens of its address's language do.
      const store = recordReads(request, services.store, langOfPath(request.url.split("?")[0] ?? "/"));
      context.set(servicesContext, { ...services, store });
      context.set(requestContext, {
        origin: requestOrigin(request.headers, transport.origin),
        ip: request.ip,
        preview: previewOf(services, request.url),
        log: request.log,
      });
      return context;
    },
  });
}
