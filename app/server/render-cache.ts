import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { detectLang } from "../i18n/detect.ts";
import type { Store } from "./store/store.ts";

/*
 * A cache of rendered anonymous pages (HTML documents and React Router's .data responses).
 * Entries are tagged with the store's content version, which every write in every server copy bumps,
 * so a page is never served stale after a save: each request compares the version (one indexed read).
 * The CSP nonce of the render is replaced by each response's own.
 */

const NONCE_MARK = "__CSP_NONCE__";
const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;
/** Browsers may show a page up to this many seconds old while they revalidate it. */
export const PAGE_SWR_SECONDS = 30;

interface Entry {
  version: number;
  status: number;
  headers: Record<string, string>;
  body: string;
  etag: string;
}

interface RequestState {
  key: string;
  version: number;
  etag: string;
  hit: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    renderCache?: RequestState;
  }
}

export interface RenderCacheOptions {
  store: Store;
  /** Identifies the build: pages of another build are other pages (asset URLs differ). */
  buildId: string;
  maxEntries?: number;
  maxBytes?: number;
}

export class RenderCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly store: Store;
  private readonly buildId: string;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  hits = 0;
  misses = 0;

  constructor(options: RenderCacheOptions) {
    this.store = options.store;
    this.buildId = options.buildId;
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Only anonymous reads of the public site are shared between visitors. */
  static isCacheable(request: FastifyRequest): boolean {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (request.headers.authorization) return false;
    const path = request.url.split("?")[0] ?? "";
    return !path.startsWith("/admin") && !path.startsWith("/api/") && !path.startsWith("/content/");
  }

  private etagFor(key: string, version: number): string {
    const h = createHash("sha1").update(`${this.buildId}|${key}`).digest("base64url").slice(0, 16);
    return `W/"v${version}-${h}"`;
  }

  private remember(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [k, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.body.length;
    }
  }

  private touch(key: string, entry: Entry) {
    // Map order is insertion order: re-inserting makes it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /** Route options for the site's catch-all route: look up before rendering, keep after. */
  routeOptions(): RouteShorthandOptions {
    return {
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!RenderCache.isCacheable(request)) return;
        const url = new URL(request.url, "http://x");
        const lang = detectLang(url, request.headers.cookie ?? null);
        const key = `${lang}|${url.pathname}${url.search}`;
        const version = await this.store.contentVersion();
        const etag = this.etagFor(key, version);
        request.renderCache = { key, version, etag, hit: false };
        const entry = this.entries.get(key);
        const fresh = entry && entry.version === version ? entry : undefined;
        if (request.headers["if-none-match"] === etag) {
          // The browser's copy is of this build and content version: nothing to send.
          request.renderCache.hit = true;
          this.hits++;
          return reply
            .code(304)
            .header("ETag", etag)
            .header("Cache-Control", cacheControl())
            .header("Vary", "Cookie")
            .send();
        }
        if (!fresh) {
          this.misses++;
          return;
        }
        this.hits++;
        this.touch(key, fresh);
        request.renderCache.hit = true;
        reply.code(fresh.status).headers(fresh.headers);
        return reply.send(
          request.method === "HEAD" ? "" : fresh.body.replaceAll(NONCE_MARK, request.cspNonce),
        );
      },
      onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const state = request.renderCache;
        if (!state || state.hit || reply.statusCode !== 200) return payload;
        const type = String(reply.getHeader("content-type") ?? "");
        if (!CACHEABLE_TYPES.test(type) || reply.hasHeader("set-cookie")) return payload;
        const body = await readAll(payload);
        if (body === undefined) return payload;
        const headers: Record<string, string> = { "content-type": type };
        reply.header("ETag", state.etag).header("Cache-Control", cacheControl()).header("Vary", "Cookie");
        headers.etag = state.etag;
        headers["cache-control"] = cacheControl();
        headers.vary = "Cookie";
        const nonce = request.cspNonce;
        this.remember(state.key, {
          version: state.version,
          status: 200,
          headers,
          body: nonce ? body.replaceAll(nonce, NONCE_MARK) : body,
          etag: state.etag,
        });
        return body;
      },
    };
  }
}

function cacheControl(): string {
  return `public, max-age=0, stale-while-revalidate=${PAGE_SWR_SECONDS}`;
}

async function readAll(payload: unknown): Promise<string | undefined> {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  if (payload && typeof (payload as Readable)[Symbol.asyncIterator] === "function") {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks).toString("utf8");
  }
  return undefined;
}
