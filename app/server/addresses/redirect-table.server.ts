import type http from "node:http";
import { canonicalPath, ruleFor, targetOf } from "../../content/redirects.ts";
import type { Redirect } from "../store/address-store.server.ts";
import type { Store } from "../store/store.server.ts";

/*
 * The site's redirects answered at the front door (docs/architecture.md "Addresses"): before the response
 * cache and React, from a table in memory, the same in every copy. The table is read again when its
 * version changes: at once after a write in this copy (`refresh`), and within POLL_MS for another copy's.
 * A followed redirect counts a hit in memory; the hits are written in one batch every FLUSH_MS (and when
 * the copy stops): no write per request.
 */

/** How often another copy's change of the redirects is looked for, and the hits written. */
export const POLL_MS = 2_000;
export const FLUSH_MS = 10_000;

/** Answers that browsers and shared caches may keep: an editor can change a redirect, so not for long. */
const CACHE_CONTROL = "public, max-age=3600";

/** Paths that are never a visitor's page: checked before any work (the cheap way out of the common case). */
function skipped(raw: string): boolean {
  return (
    raw.startsWith("/api/") || raw.startsWith("/assets/") || raw === "/admin" || raw.startsWith("/admin/")
  );
}

type RedirectReads = Pick<Store, "listRedirects" | "redirectsVersion" | "countRedirectHits">;

export class RedirectTable {
  readonly #store: RedirectReads;
  readonly #onError: (err: unknown) => void;
  #exact = new Map<string, Redirect>();
  #prefixes: Redirect[] = [];
  #version: string | undefined;
  #loading: Promise<void> | undefined;
  #again = false;
  #hits = new Map<number, number>();
  #timers: NodeJS.Timeout[] = [];
  /** A write in this copy may have changed the table: requests wait for `#fresh`, a read begun after it. */
  #stale = false;
  #fresh: Promise<void> = Promise.resolve();
  #dispatch: (req: http.IncomingMessage, res: http.ServerResponse) => void = () => undefined;

  constructor(store: RedirectReads, onError: (err: unknown) => void) {
    this.#store = store;
    this.#onError = onError;
  }

  /** Where a request this step held goes on when no redirect answers it (into Fastify). */
  setDispatcher(dispatch: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
    this.#dispatch = dispatch;
  }

  /**
   * A write in this copy committed that may have changed the redirects (a page's move): the next requests
   * wait for the table to be read again, so none is answered from the table as it was before the write.
   */
  invalidate(): void {
    this.#stale = true;
    // A read already going may have begun before the write committed: the one after it counts.
    const fresh = (this.#loading ?? Promise.resolve()).then(() => this.refresh());
    this.#fresh = fresh;
    void fresh.then(() => {
      if (this.#fresh === fresh) this.#stale = false;
    });
  }

  /** Reads the table again if its version changed; resolves when what was committed before the call is in. */
  refresh(): Promise<void> {
    if (this.#loading) {
      this.#again = true;
      return this.#loading;
    }
    this.#loading = this.#load()
      .catch(this.#onError)
      .finally(() => {
        this.#loading = undefined;
        if (this.#again) {
          this.#again = false;
          void this.refresh();
        }
      });
    return this.#loading;
  }

  async #load(): Promise<void> {
    const version = await this.#store.redirectsVersion();
    if (version === this.#version) return;
    const all = await this.#store.listRedirects();
    const exact = new Map<string, Redirect>();
    const prefixes: Redirect[] = [];
    for (const r of all) {
      if (r.match === "exact") exact.set(r.from, r);
      else prefixes.push(r);
    }
    this.#exact = exact;
    this.#prefixes = prefixes;
    this.#version = version;
  }

  /** Loads the table, then keeps it current and writes the hits, until stop(). */
  async start(): Promise<void> {
    await this.refresh();
    this.#timers.push(setInterval(() => void this.refresh(), POLL_MS).unref());
    this.#timers.push(setInterval(() => void this.flush(), FLUSH_MS).unref());
  }

  async stop(): Promise<void> {
    for (const t of this.#timers) clearInterval(t);
    this.#timers = [];
    await this.flush();
  }

  /** Writes the hits counted since the last batch. */
  async flush(): Promise<void> {
    if (this.#hits.size === 0) return;
    const hits = this.#hits;
    this.#hits = new Map();
    try {
      await this.#store.countRedirectHits(hits, new Date());
    } catch (err) {
      this.#onError(err);
    }
  }

  /** The redirect answering a request target (path and query), and where it sends it; undefined: none. */
  lookup(raw: string): { redirect: Redirect; location: string } | undefined {
    const cut = raw.indexOf("?");
    const path = cut === -1 ? raw : raw.slice(0, cut);
    const query = cut === -1 ? "" : raw.slice(cut);
    const canonical = canonicalPath(path);
    const redirect =
      this.#exact.get(canonical) ??
      (this.#prefixes.length > 0 ? ruleFor(this.#prefixes, canonical) : undefined);
    if (!redirect) return undefined;
    const target = targetOf(redirect, canonical);
    return { redirect, location: query && !target.includes("?") ? target + query : target };
  }

  /** The front door's step: a 301 when a redirect answers the address, else false (on to the cache). */
  readonly serve = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (this.#stale) {
      void this.#fresh.then(() => {
        if (!res.destroyed && !this.#answer(req, res)) this.#dispatch(req, res);
      });
      return true;
    }
    return this.#answer(req, res);
  };

  #answer(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (this.#exact.size === 0 && this.#prefixes.length === 0) return false;
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const raw = req.url ?? "/";
    if (skipped(raw)) return false;
    // React Router's data request for an address (`/x.data?_routes=…`) is told in its own way where to go.
    const cut = raw.indexOf("?");
    const data = (cut === -1 ? raw : raw.slice(0, cut)).endsWith(".data");
    const found = this.lookup(data ? raw.slice(0, (cut === -1 ? raw.length : cut) - ".data".length) : raw);
    if (!found) return false;
    this.#hits.set(found.redirect.id, (this.#hits.get(found.redirect.id) ?? 0) + 1);
    // The request id and security headers are added by the server's response (http/answer-headers.server.ts).
    if (data) {
      const target = found.location.split("?")[0] ?? found.location;
      res.writeHead(204, {
        "x-remix-redirect": target,
        "x-remix-status": "301",
        "cache-control": CACHE_CONTROL,
      });
    } else {
      res.writeHead(301, { location: found.location, "content-length": 0, "cache-control": CACHE_CONTROL });
    }
    res.end();
    return true;
  }
}
