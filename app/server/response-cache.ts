import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { detectLang } from "../i18n/detect.ts";
import { readPayload } from "./payload.ts";
import { staticSecurityHeaders } from "./security.ts";
import type { Store, VersionWatch } from "./store/store.ts";

/*
 * The site should answer like a static site. Anonymous reads (public pages, React Router's .data
 * answers, and API page reads) are kept here, tagged with the store's content version; every write in
 * every server copy bumps that version, so an entry is used only while it is current and no save is
 * ever hidden. A hit is answered before Fastify even routes the request (serve()), from bytes
 * compressed once. Pages vary by language only (the cookie or ?lang=), so the key holds the language.
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Browsers may show a copy up to this many seconds old while they revalidate it. */
export const SWR_SECONDS = 30;
export const CACHE_CONTROL = `public, max-age=0, stale-while-revalidate=${SWR_SECONDS}`;
const NO_QUERY = new URL("http://x/");
const CACHEABLE_TYPE = /^(text\/html|text\/x-script|application\/json)/;

/** What the app answered for a key, as it is kept. */
interface Answer {
  version: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
}

/** A body ready to send with every header it needs, built once so a hit only writes. */
interface Ready {
  body: Buffer;
  headers: Record<string, string>;
}

interface Kept {
  version: number;
  etag: string;
  size: number;
  identity: Ready;
  br?: Ready;
  gzip?: Ready;
  notModified: Record<string, string>;
}

interface RequestState {
  key: string;
  version: number;
}

declare module "fastify" {
  interface FastifyRequest {
    responseCache?: RequestState;
  }
}

export interface ResponseCacheOptions {
  store: Store;
  watch: VersionWatch;
  maxBytes?: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Kept>();
  /** Keys asked for once at a version: an answer is kept only when asked for again (one-off URLs cost nothing). */
  private readonly seenOnce = new Map<string, number>();
  private bytes = 0;
  private readonly store: Store;
  private readonly watch: VersionWatch;
  private readonly maxBytes: number;
  hits = 0;
  misses = 0;

  constructor(options: ResponseCacheOptions) {
    this.store = options.store;
    this.watch = options.watch;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cache key of an anonymous read, or undefined for anything that must not be shared. */
  static keyOf(
    method: string | undefined,
    rawUrl: string,
    headers: IncomingMessage["headers"],
  ): string | undefined {
    if (method !== "GET" && method !== "HEAD") return undefined;
    if (headers.authorization) return undefined;
    const path = rawUrl.split("?")[0] ?? "";
    if (path.startsWith("/api/")) {
      return /^\/api\/prod\/pages(\/[^/]+)?$/.test(path) ? `api|${rawUrl}` : undefined;
    }
    if (path.startsWith("/admin") || path.startsWith("/content/") || path.startsWith("/assets/"))
      return undefined;
    const url = rawUrl.includes("?") ? new URL(rawUrl, "http://x") : NO_QUERY;
    const lang = detectLang(url, headers.cookie ?? null);
    return `${lang}|${rawUrl}`;
  }

  /**
   * The fast path, before Fastify: answers a current entry (or 304) and returns true, or returns false
   * and lets the request go through the app.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.entries.size === 0) return false;
    const key = ResponseCache.keyOf(req.method, req.url ?? "/", req.headers);
    if (!key) return false;
    const entry = this.entries.get(key);
    if (!entry) return false;
    const version = this.watch.current();
    if (version === undefined || entry.version !== version) return false;
    this.hits++;
    this.entries.delete(key); // most recently used goes last
    this.entries.set(key, entry);
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, entry.notModified);
      res.end();
      return true;
    }
    const accept = req.headers["accept-encoding"] ?? "";
    const ready =
      entry.br && /\bbr\b/.test(accept)
        ? entry.br
        : entry.gzip && /\bgzip\b/.test(accept)
          ? entry.gzip
          : entry.identity;
    res.writeHead(200, ready.headers);
    res.end(req.method === "HEAD" ? undefined : ready.body);
    return true;
  }

  private async remember(key: string, answer: Answer) {
    const { body, headers, etag } = answer;
    const [br, gz] =
      body.length >= 1024
        ? await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
            gzip(body, { level: 6 }),
          ])
        : [];
    const path = key.slice(key.indexOf("|") + 1).split("?")[0] ?? "/";
    const security = staticSecurityHeaders(path);
    const ready = (data: Buffer, encoding?: string): Ready => ({
      body: data,
      headers: {
        ...headers,
        ...security,
        ...(encoding ? { "content-encoding": encoding } : {}),
        "x-cache": "HIT",
        "content-length": String(data.length),
      },
    });
    const kept: Kept = {
      version: answer.version,
      etag,
      size: body.length + (br?.length ?? 0) + (gz?.length ?? 0),
      identity: ready(body),
      br: br && ready(br, "br"),
      gzip: gz && ready(gz, "gzip"),
      notModified: {
        ...security,
        etag,
        "cache-control": headers["cache-control"] ?? CACHE_CONTROL,
        ...(headers.vary ? { vary: headers.vary } : {}),
      },
    };
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.size;
      this.entries.delete(key);
    }
    this.entries.set(key, kept);
    this.bytes += kept.size;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.size;
    }
  }

  /** Hooks that fill the cache from what the app answers (after the security headers are set). */
  register(app: FastifyInstance) {
    app.addHook("onRequest", async (request) => {
      const key = ResponseCache.keyOf(request.method, request.url, request.headers);
      if (!key) return;
      // The version is read before rendering: a write during the render only makes the entry older.
      const version = this.watch.current() ?? (await this.store.contentVersion());
      request.responseCache = { key, version };
      this.misses++;
    });
    app.addHook("onSend", async (request, reply, payload) => {
      const state = request.responseCache;
      if (!state || reply.statusCode !== 200 || reply.hasHeader("set-cookie")) return payload;
      const type = String(reply.getHeader("content-type") ?? "");
      if (!CACHEABLE_TYPE.test(type)) return payload;
      const body = await readPayload(payload);
      if (body === undefined) return payload;
      const etag =
        (reply.getHeader("etag") as string | undefined) ??
        `W/"v${state.version}-${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`;
      const isApi = state.key.startsWith("api|");
      reply.header("etag", etag).header("cache-control", CACHE_CONTROL);
      if (!isApi) reply.header("vary", "Cookie");
      const headers: Record<string, string> = { "content-type": type, etag, "cache-control": CACHE_CONTROL };
      if (!isApi) headers.vary = "Cookie";
      const csp = reply.getHeader("content-security-policy");
      if (typeof csp === "string") headers["content-security-policy"] = csp;
      if (this.seenOnce.get(state.key) === state.version) {
        this.seenOnce.delete(state.key);
        void this.remember(state.key, { version: state.version, headers, body, etag });
      } else {
        this.seenOnce.set(state.key, state.version);
        if (this.seenOnce.size > 20_000) this.seenOnce.delete(this.seenOnce.keys().next().value as string);
      }
      if (request.headers["if-none-match"] === etag) {
        reply.code(304);
        return "";
      }
      return body;
    });
  }
}
