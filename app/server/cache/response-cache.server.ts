import { createHash, hash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  dependsOn,
  newDependencies,
  scopeOf,
  type ChangeScope,
  type Dependencies,
} from "./dependencies.server.ts";
import { markCacheHit } from "../observe.server.ts";
import { requestOrigin, type OriginSettings } from "../origin.server.ts";
import { isPreviewUrl } from "../site/preview.server.ts";
import { isPayloadBytes, readPayloadParts } from "../payload.server.ts";
import type { ContentChange, Store, VersionWatch } from "../store/store.server.ts";
import { memo } from "../memo.server.ts";

/*
 * The site should answer like a static site, and stay right after every save. Anonymous reads (public
 * pages, React Router's .data answers, API page reads) are kept here with what they were made from
 * (reads.server.ts, dependencies.server.ts). Every write in every copy takes the next content version and records which page it
 * changed; a copy applies each change to its entries, dropping only those that depend on it, before it
 * serves anything newer than what it has applied. A hit is answered before Fastify even routes the
 * request (serve()), from bytes compressed once.
 *
 * Under load: one render per key at a time (the others wait for it and get its answer: single flight),
 * a memory bound in bytes (least recently used go first), and entries kept only for URLs asked for
 * more than once (one-off searches do not push out the pages everybody reads). Compressed copies are
 * made when the first client that accepts them asks (the others asking meanwhile wait for the same
 * compression): an entry that a write drops before anyone wanted it compressed cost no compression.
 */

const brotli = promisify(zlib.brotliCompress);
/**
 * Quality 5, and a window no larger than the body needs (at most 256 KB): brotli's default 4 MB window
 * made each compression allocate tens of megabytes, and the server's resident memory grew by hundreds
 * of megabytes under load.
 */
export const BROTLI_PARAMS = (size: number) => ({
  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  [zlib.constants.BROTLI_PARAM_LGWIN]: Math.max(16, Math.min(18, Math.ceil(Math.log2(size + 1)))),
  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
});
const gzip = promisify(zlib.gzip);

/** Browsers may show a copy up to this many seconds old while they revalidate it. */
export const SWR_SECONDS = 30;
export const CACHE_CONTROL = `public, max-age=0, stale-while-revalidate=${SWR_SECONDS}`;
const CACHEABLE_TYPE = /^(text\/html|text\/x-script|application\/json|application\/(xml|rss\+xml|atom\+xml))/;
/**
 * Recent changes remembered to check answers whose render overlapped a write. Each holds kilobytes (the
 * changed page's words), so only a couple of seconds of writes under load are kept; an answer whose render
 * began before the oldest is simply not kept (outdated()). Renders take milliseconds, so that is rare.
 */
const RECENT_CHANGES = 64;
/** Smaller bodies are sent as they are: compression would save less than its own headers cost. */
const COMPRESS_FROM_BYTES = 1024;
const SEEN_KEYS = 20_000;
/** The largest answer kept, as a share of the memory bound. */
const LARGEST_SHARE = 1 / 8;

/** A body ready to send with every header it needs, built once so a hit only writes. */
interface Ready {
  /**
   * The body in pieces, written in one go: a long run that many answers carry (the site's stylesheet,
   * most of each page) is one Buffer they all point at (sharedRuns).
   */
  parts: Buffer[];
  length: number;
  headers: Record<string, string>;
}

interface Kept {
  key: string;
  /** The applied version when its render began. */
  version: number;
  deps: Dependencies;
  etag: string;
  size: number;
  identity: Ready;
  br?: Ready;
  gzip?: Ready;
  notModified: Record<string, string>;
  /** The route pattern that made it: a hit is counted and logged under it (observe.server.ts). */
  route?: string;
  /** Compressions in progress, each once a client that wants it asked (see compressedCopy). */
  compressing?: Partial<Record<Encoding, Promise<void>>>;
}

interface Waiter {
  req: IncomingMessage;
  res: ServerResponse;
}

/** A render in progress for a key, and the requests for the same key waiting on it. */
interface Flight {
  waiters: Waiter[];
  /** Set once the leader's answer is being kept: its end lands the flight. */
  landing: boolean;
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
  origin: OriginSettings;
  maxBytes?: number;
  /** Told of each shareable request: answered from a kept answer (hit), or rendered (miss). For /metrics. */
  onLookup?: (hit: boolean) => void;
}

type Encoding = "br" | "gzip";

function compressed(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, { params: BROTLI_PARAMS(body.length) })
    : gzip(body, { level: 6, memLevel: 8 });
}

/** The compressed copy a client is best served with: brotli if it takes it, else gzip, else none. */
function wantedEncoding(entry: Kept, accept: string | undefined): Encoding | undefined {
  if (entry.identity.length < COMPRESS_FROM_BYTES) return undefined;
  if (/\bbr\b/.test(accept ?? "")) return "br";
  return /\bgzip\b/.test(accept ?? "") ? "gzip" : undefined;
}

/** The compressed copy a client would get that is not made yet. */
function missingEncoding(entry: Kept, accept: string | undefined): Encoding | undefined {
  const wanted = wantedEncoding(entry, accept);
  return wanted && !entry[wanted] ? wanted : undefined;
}

/** The copy of an entry a client gets: brotli, gzip or as it is, by what it accepts and what is made. */
function readyFor(entry: Kept, accept: string | undefined): Ready {
  if (entry.br && /\bbr\b/.test(accept ?? "")) return entry.br;
  if (entry.gzip && /\bgzip\b/.test(accept ?? "")) return entry.gzip;
  return entry.identity;
}

function withEncoding(identity: Ready, data: Buffer, encoding: string): Ready {
  return {
    parts: [keptBytes(data)],
    length: data.length,
    headers: { ...identity.headers, "content-encoding": encoding, "content-length": String(data.length) },
  };
}

/** Runs this long or longer are shared between kept answers; shorter ones are not worth a lookup. */
const SHARED_FROM_BYTES = 4096;
const SHARED_KEPT = 16;
const STYLE_OPEN = Buffer.from("<style");
const STYLE_CLOSE = Buffer.from("</style>");
/**
 * The shared runs, newest first (a new build's stylesheet is a new run; old ones age out). Found by
 * comparing bytes, not by a hash: a memcmp of the stylesheet is far cheaper than its SHA-1.
 */
const keptSharedRuns = memo("cache: shared runs", (): Buffer[] => []);

/** A copy of bytes in memory of its own (not a slice of Node's shared pool, which would keep 64 KB alive). */
function ownCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * Bytes as an entry keeps them: in memory of their own when they are a view of a larger buffer. A short
 * body or compressed copy is a slice of Node's 64 KB allocation pool (Buffer.poolSize in Node 24), and a
 * kept slice keeps its whole slab alive (docs/performance.md "Figures behind the code").
 */
export function keptBytes(bytes: Buffer): Buffer {
  return bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length ? bytes : ownCopy(bytes);
}

/**
 * An HTML body cut around its long <style> contents, each replaced by the one copy every kept page
 * shares: the site's pages all carry the same inline stylesheet (app/components/site-styles.tsx), and
 * keeping it once per page tripled the memory the cache needs.
 */
function sharedRuns(body: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  let cursor = 0;
  for (;;) {
    const open = body.indexOf(STYLE_OPEN, cursor);
    if (open < 0) break;
    const start = body.indexOf(0x3e, open) + 1; // after the tag's ">"
    const end = start > 0 ? body.indexOf(STYLE_CLOSE, start) : -1;
    if (end < 0) break;
    cursor = end + STYLE_CLOSE.length;
    if (end - start < SHARED_FROM_BYTES) continue;
    const run = body.subarray(start, end);
    const keptRuns = keptSharedRuns();
    let shared = keptRuns.find((kept) => kept.length === run.length && kept.equals(run));
    if (!shared) {
      shared = ownCopy(run);
      keptRuns.unshift(shared);
      if (keptRuns.length > SHARED_KEPT) keptRuns.pop();
    }
    parts.push(ownCopy(body.subarray(from, start)), shared);
    from = end;
  }
  if (parts.length === 0) return [keptBytes(body)];
  parts.push(ownCopy(body.subarray(from)));
  return parts;
}

/** A body's SHA-1 (base64url), from its pieces. */
function hashOf(parts: readonly Buffer[]): string {
  if (parts.length === 1) return hash("sha1", parts[0]!, "base64url");
  const sha1 = createHash("sha1");
  for (const part of parts) sha1.update(part);
  return sha1.digest("base64url");
}

/** The bytes an answer keeps for itself: its pieces, less the shared runs. */
function ownBytes(parts: readonly Buffer[]): number {
  const shared = new Set(keptSharedRuns());
  return parts.reduce((n, p) => (shared.has(p) ? n : n + p.length), 0);
}

export class ResponseCache {
  private readonly entries = new Map<string, Kept>();
  private readonly flights = new Map<string, Flight>();
  private readonly seen = new Set<string>();
  private readonly recent: ChangeScope[] = [];
  private bytes = 0;
  private readonly store: Store;
  private readonly watch: VersionWatch;
  private readonly origin: OriginSettings;
  private readonly maxBytes: number;
  /** Every change up to this version has been applied to the entries. */
  private applied = 0;
  /** The newest version this process wrote (it may be ahead of what the watch has seen yet). */
  private localLatest = 0;
  /** Entries kept before this version were made before a full clear: never kept. */
  private clearedAt = 0;
  private catchingUp: Promise<void> | undefined;
  private dispatch: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
  private unsubscribe: (() => void) | undefined;
  private readonly onLookup: (hit: boolean) => void;
  hits = 0;
  misses = 0;

  constructor(options: ResponseCacheOptions) {
    this.store = options.store;
    this.watch = options.watch;
    this.origin = options.origin;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.onLookup = options.onLookup ?? (() => undefined);
  }

  /** Starts from the store's current version and follows this process's writes as they commit. */
  async start(): Promise<this> {
    this.applied = await this.store.contentVersion();
    this.localLatest = this.applied;
    this.unsubscribe = this.store.onChange((change) => this.applyLocal(change));
    return this;
  }

  close() {
    this.unsubscribe?.();
  }

  /** How waiting requests go through the app when there is no answer to share with them. */
  setDispatcher(dispatch: (req: IncomingMessage, res: ServerResponse) => void) {
    this.dispatch = dispatch;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes the kept answers take (bodies, their compressed copies, keys): never above maxBytes. */
  get bytesKept(): number {
    return this.bytes;
  }

  /**
   * The memory the kept answers really hold: the buffers behind every piece of every copy, each once
   * (a shared stylesheet run too). Equal to bytesKept's bodies when no piece is a view of a larger buffer.
   */
  get memoryHeld(): number {
    const backing = new Set<ArrayBufferLike>();
    for (const entry of this.entries.values())
      for (const copy of [entry.identity, entry.br, entry.gzip])
        for (const part of copy?.parts ?? []) backing.add(part.buffer);
    let bytes = 0;
    for (const buffer of backing) bytes += buffer.byteLength;
    return bytes;
  }

  /** The cache key of an anonymous read, or undefined for anything that must not be shared. */
  keyOf(method: string | undefined, rawUrl: string, headers: IncomingMessage["headers"]): string | undefined {
    if (method !== "GET" && method !== "HEAD") return undefined;
    if (headers.authorization) return undefined;
    // A preview shows a draft to whoever holds the link: never kept for anyone else.
    if (isPreviewUrl(rawUrl)) return undefined;
    const path = rawUrl.split("?")[0] ?? "";
    if (path.startsWith("/api/")) {
      return /^\/api\/prod\/pages(\/[^/]+)?$/.test(path) ? `api|${rawUrl}` : undefined;
    }
    if (path.startsWith("/admin") || path.startsWith("/content/") || path.startsWith("/assets/"))
      return undefined;
    // Health answers and metrics say how the server is now: never kept.
    if (path === "/healthz" || path === "/readyz" || path === "/metrics") return undefined;
    // The language is the address's (app/content/addresses.ts): the URL alone says which page this is.
    // Pages name their own origin (canonical, hreflang, og:url): without PUBLIC_URL that is the
    // request's host, so answers are kept apart per origin and no Host header reaches another visitor.
    const origin = this.origin.publicUrl ? "" : requestOrigin(headers, this.origin);
    return `page|${origin}|${rawUrl}`;
  }

  /** Whether every change the store has made is applied (entries may be served as they are). */
  private isCurrent(): boolean {
    const seen = this.watch.current();
    if (seen === undefined) return false;
    const latest = Math.max(seen, this.localLatest);
    if (latest === this.applied) return true;
    if (latest > this.applied) void this.catchUp();
    return false;
  }

  /** Brings the entries up to the store's version: drops what the missed changes touch. */
  catchUp(): Promise<void> {
    this.catchingUp ??= (async () => {
      try {
        const from = this.applied;
        const changes = await this.store.changesSince(from);
        if (changes === undefined) {
          const latest = await this.store.contentVersion();
          this.clear(latest);
        } else {
          for (const change of changes) this.apply(change);
        }
      } finally {
        this.catchingUp = undefined;
      }
    })();
    return this.catchingUp;
  }

  private clear(version: number) {
    this.entries.clear();
    this.bytes = 0;
    this.recent.length = 0;
    this.clearedAt = version;
    this.applied = Math.max(this.applied, version);
    this.localLatest = Math.max(this.localLatest, version);
  }

  private apply(change: ContentChange) {
    if (change.version <= this.applied) return;
    this.invalidate(change);
    this.applied = change.version;
  }

  private invalidate(change: ContentChange) {
    const scope = scopeOf(change);
    for (const [key, entry] of this.entries) {
      if (!dependsOn(entry.deps, scope)) continue;
      this.drop(key, entry);
      // It was worth keeping: its next render is kept at once (not only on the second ask after a write).
      this.rememberAsked(key);
    }
    this.recent.push(scope);
    if (this.recent.length > RECENT_CHANGES) this.recent.splice(0, this.recent.length - RECENT_CHANGES);
  }

  /**
   * A write of this process, just committed: its answers go at once, so the request after the save's
   * answer never sees the old page; changes of other copies in between are caught up as usual.
   */
  private applyLocal(change: ContentChange) {
    this.localLatest = Math.max(this.localLatest, change.version);
    if (change.version === this.applied + 1) this.apply(change);
    else if (change.version > this.applied) {
      this.invalidate(change);
      void this.catchUp();
    }
  }

  private drop(key: string, entry: Kept) {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  /**
   * The fast path, before Fastify: answers a current entry (or 304), or queues the request behind a
   * render of the same key in progress, and returns true; or returns false and lets the request go
   * through the app. Never throws: anything unexpected sends the request through the app.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    try {
      const key = this.keyOf(req.method, req.url ?? "/", req.headers);
      if (!key) return false;
      if (this.isCurrent()) {
        const entry = this.entries.get(key);
        if (entry) {
          this.hits++;
          this.onLookup(true);
          this.entries.delete(key); // most recently used goes last
          this.entries.set(key, entry);
          this.write(req, res, entry);
          return true;
        }
      }
      // A client already gone (it left while its request waited for a turn) leads no flight: its "close"
      // has fired, so nothing would ever land the flight and its waiters would wait for good.
      if (req.method !== "GET" || res.destroyed) return false;
      const flight = this.flights.get(key);
      if (flight) {
        flight.waiters.push({ req, res });
        return true;
      }
      const mine: Flight = { waiters: [], landing: false };
      this.flights.set(key, mine);
      // Whatever happens to the leader (an answer not kept, an error, a closed connection), the
      // waiters go on: through the app if no answer was kept for them.
      res.once("close", () => {
        if (!mine.landing) this.land(key, mine, undefined);
      });
      return false;
    } catch {
      return false;
    }
  }

  private write(req: IncomingMessage, res: ServerResponse, entry: Kept) {
    markCacheHit(req, entry.route);
    // The request id, the security headers and HSTS are added by the server's response (writeHead,
    // http/answer-headers.server.ts): what is kept is the answer's own.
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, entry.notModified);
      res.end();
      return;
    }
    const missing = missingEncoding(entry, req.headers["accept-encoding"]);
    if (missing) {
      void this.compressedCopy(entry, missing).then(() => {
        if (res.destroyed || res.headersSent) return;
        try {
          this.send(req, res, entry);
        } catch {
          if (!res.headersSent) res.destroy();
        }
      });
      return;
    }
    this.send(req, res, entry);
  }

  private send(req: IncomingMessage, res: ServerResponse, entry: Kept) {
    const ready = readyFor(entry, req.headers["accept-encoding"]);
    res.writeHead(200, ready.headers);
    if (req.method === "HEAD") return void res.end();
    const { parts } = ready;
    if (parts.length > 1) {
      res.cork(); // the pieces leave in one write
      for (let i = 0; i < parts.length - 1; i++) res.write(parts[i]);
    }
    res.end(parts[parts.length - 1]);
  }

  /**
   * Makes one compressed copy of a kept body, once, when the first client that wants it asks: every
   * request that wants it meanwhile waits for the same compression. Browsers all take brotli: a page a
   * save re-renders is not also gzipped for clients that never come. Answered as they
   * are if compression fails (the identity body is always there).
   */
  private compressedCopy(entry: Kept, encoding: Encoding): Promise<void> {
    const compressing = (entry.compressing ??= {});
    compressing[encoding] ??= compressed(Buffer.concat(entry.identity.parts), encoding).then(
      (data) => {
        entry[encoding] = withEncoding(entry.identity, data, encoding);
        // Dropped meanwhile (a write, or pushed out): its waiting requests are answered, nothing kept.
        if (this.entries.get(entry.key) !== entry) return;
        entry.size += data.length;
        this.bytes += data.length;
        this.trim();
      },
      () => undefined,
    );
    return compressing[encoding];
  }

  /** Drops the least recently used entries until the kept bytes fit the budget. */
  private trim() {
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(k, e);
    }
  }

  private land(key: string, flight: Flight, entry: Kept | undefined) {
    if (this.flights.get(key) === flight) this.flights.delete(key);
    for (const { req, res } of flight.waiters.splice(0)) {
      if (res.destroyed || res.headersSent) continue;
      try {
        if (entry) {
          // Answered from the render it waited for, without one of its own.
          this.hits++;
          this.onLookup(true);
          this.write(req, res, entry);
        } else this.dispatch(req, res);
      } catch {
        if (!res.headersSent) res.destroy();
      }
    }
  }

  /** Whether a change applied after the entry's render began touches what it was made from. */
  private outdated(kept: Kept): boolean {
    if (kept.version < this.clearedAt) return true;
    if (kept.version >= this.applied) return false;
    const oldest = this.recent[0]?.version;
    if (oldest === undefined || oldest > kept.version + 1) return true;
    return this.recent.some((c) => c.version > kept.version && dependsOn(kept.deps, c));
  }

  private remember(key: string, kept: Omit<Kept, "key" | "size">, ownBytes: number): Kept | undefined {
    const full: Kept = { ...kept, key, size: ownBytes + key.length };
    if (this.outdated(full)) return undefined;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, full);
    this.bytes += full.size;
    this.trim();
    return full;
  }

  private rememberAsked(key: string) {
    this.seen.add(key);
    if (this.seen.size > SEEN_KEYS) this.seen.delete(this.seen.values().next().value as string);
  }

  /** Whether a key was asked for before (then it is worth keeping); remembers it if not. */
  private askedBefore(key: string): boolean {
    if (this.seen.delete(key)) return true;
    this.rememberAsked(key);
    return false;
  }

  private depsOf(request: FastifyRequest, key: string, type: string): Dependencies {
    // What the answer read through recordReads. An API read that wrote down nothing may depend on anything;
    // a page that read nothing (a file of the client build) depends on nothing.
    const deps = request.cacheReads ?? newDependencies();
    if (key.startsWith("api|")) {
      if (!request.cacheReads) deps.all = true;
      return deps;
    }
    // Only a page or its data shows what it read as its language's screens do; a feed or the sitemap
    // shows more (the time of each save), so every write to what it read drops it.
    const path = request.url.split("?")[0] ?? "";
    if (deps.lang && !type.startsWith("text/html") && !path.endsWith(".data")) deps.lang = undefined;
    return deps;
  }

  /** Hooks that fill the cache from what the app answers (after the security headers are set). */
  register(app: FastifyInstance) {
    app.addHook("onRequest", async (request) => {
      const key = this.keyOf(request.method, request.url, request.headers);
      if (!key) return;
      // Renders start from every change applied, so what they read is at least this version.
      if (!this.isCurrent()) await this.catchUp();
      request.responseCache = { key, version: this.applied };
      this.misses++;
      this.onLookup(false);
    });
    app.addHook("onSend", async (request, reply, payload) => {
      const state = request.responseCache;
      if (!state) return payload;
      const flight = this.flights.get(state.key);
      const type = String(reply.getHeader("content-type") ?? "");
      // An answer that says it is one visitor's (no-store, private) is never kept.
      const cacheable =
        reply.statusCode === 200 &&
        !reply.hasHeader("set-cookie") &&
        !/no-store|private/i.test(String(reply.getHeader("cache-control") ?? "")) &&
        CACHEABLE_TYPE.test(type);
      const deps = cacheable ? this.depsOf(request, state.key, type) : undefined;
      if (!deps || !isPayloadBytes(payload)) {
        if (flight) this.land(state.key, flight, undefined);
        return payload;
      }
      // Only `/` depends on the language cookie (it sends whoever chose English to /en/, before this cache).
      const vary = request.url === "/" ? "Cookie, Accept-Encoding" : "Accept-Encoding";
      reply.header("cache-control", CACHE_CONTROL).header("vary", vary);
      // Kept when someone else asked for it too: now (waiting on this render) or before.
      const wanted = Boolean(flight?.waiters.length) || this.askedBefore(state.key);
      // A tag the answer names itself (the API's pages, the sitemap's content version) is confirmed without
      // reading the answer, and the rest of it is not made.
      const own = reply.getHeader("etag") as string | undefined;
      if (own !== undefined && request.headers["if-none-match"] === own) {
        if (flight) this.land(state.key, flight, undefined);
        if (payload instanceof Readable) payload.destroy();
        reply.code(304);
        return "";
      }
      // A client revalidating an answer that names no tag gets one made from its bytes.
      const tagged = own === undefined && request.headers["if-none-match"] !== undefined;
      // An answer asked for once (most searches) is not kept, and nobody can ask it again by its tag: it goes
      // on as it came, a stream still a stream, rather than be read whole to hash it.
      if (!wanted && !tagged) {
        if (flight) this.land(state.key, flight, undefined);
        return payload;
      }
      // Never an answer so large that keeping it would push out most of the others (a sitemap file of
      // 50,000 addresses): read no further than that, and send it on with no tag but one it names itself.
      const largest = this.maxBytes * LARGEST_SHARE;
      const body = (await readPayloadParts(payload, largest))!;
      const keep = wanted && body.length <= largest;
      if (!body.whole || (!keep && !tagged)) {
        if (flight) this.land(state.key, flight, undefined);
        return body.send;
      }
      const etag = own ?? `W/"v${state.version}-${hashOf(body.parts).slice(0, 16)}"`;
      reply.header("etag", etag);
      if (keep) {
        const headers: Record<string, string> = {
          "content-type": type,
          etag,
          "cache-control": CACHE_CONTROL,
          vary,
        };
        const csp = reply.getHeader("content-security-policy");
        if (typeof csp === "string") headers["content-security-policy"] = csp;
        const parts =
          type.startsWith("text/html") && body.parts.length === 1 ? sharedRuns(body.parts[0]!) : body.parts;
        const kept = {
          version: state.version,
          deps,
          etag,
          identity: {
            parts,
            length: body.length,
            headers: { ...headers, "x-cache": "HIT", "content-length": String(body.length) },
          },
          notModified: { etag, "cache-control": CACHE_CONTROL, vary },
          route: request.routeOptions.url,
        };
        if (flight) flight.landing = true;
        let entry: Kept | undefined;
        try {
          entry = this.remember(state.key, kept, ownBytes(parts));
        } finally {
          if (flight) this.land(state.key, flight, entry);
        }
        // This request is answered like the next hit: from the entry's compressed copy if it wants one
        // (made once, here; the compression plugin leaves an encoded answer alone).
        const accept = request.headers["accept-encoding"];
        if (entry && request.headers["if-none-match"] !== etag) {
          const missing = missingEncoding(entry, accept);
          if (missing) await this.compressedCopy(entry, missing);
          const ready = readyFor(entry, accept);
          if (ready !== entry.identity) {
            reply.header("content-encoding", ready.headers["content-encoding"]);
            return ready.parts[0];
          }
        }
      } else if (flight) {
        this.land(state.key, flight, undefined);
      }
      if (request.headers["if-none-match"] === etag) {
        reply.code(304);
        return "";
      }
      return body.send;
    });
  }
}
