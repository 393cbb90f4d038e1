import { isbot } from "isbot";
import { canonicalPath } from "../../content/redirects.ts";
import type { NotFoundHit } from "../store/address-store.server.ts";
import type { Store } from "../store/store.server.ts";
import { dayOf } from "../store/repositories/addresses.server.ts";

/*
 * The 404 log (docs/architecture.md "Addresses"): the addresses that answered 404 to a GET, counted per
 * day, bots apart (the `isbot` package reads the User-Agent; none at all counts as a bot: every browser
 * sends one). Only the path is kept, in its canonical form: no query string, no IP address, no time of
 * day, no User-Agent. Counted in memory and written in one batch at the audience's interval
 * (ANALYTICS_FLUSH_SECONDS: the Audience screen shows them) and when the copy stops; the retention job
 * deletes the days past NOT_FOUND_LOG_RETENTION_DAYS.
 */

/** Addresses kept apart between two batches: past it, more are only counted as dropped (a flood of random paths). */
export const MAX_KEYS = 5_000;
/** Characters of an address kept: a longer one is cut. */
export const MAX_PATH = 500;

/** The page address a request target names: its path, without the query, React Router's `.data` taken off. */
export function loggedPath(raw: string): string {
  const cut = raw.search(/[?#]/);
  let path = cut === -1 ? raw : raw.slice(0, cut);
  if (path === "/_root.data") path = "/";
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length) || "/";
  return canonicalPath(path).slice(0, MAX_PATH);
}

/** Addresses whose 404s say nothing about the site's pages: the API answers its own. */
function ignored(path: string): boolean {
  return path.startsWith("/api/") || path === "/api";
}

export class NotFoundLog {
  readonly #store: Pick<Store, "countNotFound">;
  readonly #onError: (err: unknown) => void;
  #counts = new Map<string, NotFoundHit>();
  #dropped = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(store: Pick<Store, "countNotFound">, onError: (err: unknown) => void) {
    this.#store = store;
    this.#onError = onError;
  }

  /** Hits not kept since the start because too many addresses came between two batches. */
  get dropped(): number {
    return this.#dropped;
  }

  /** A GET answered 404: counted for its address, today, as a visitor's or a bot's. */
  record(rawUrl: string, userAgent: string | undefined, at: Date = new Date()): void {
    const path = loggedPath(rawUrl);
    if (ignored(path)) return;
    const bot = !userAgent || isbot(userAgent);
    const day = dayOf(at);
    const key = `${day} ${bot ? 1 : 0} ${path}`;
    const known = this.#counts.get(key);
    if (known) known.hits++;
    else if (this.#counts.size >= MAX_KEYS) this.#dropped++;
    else this.#counts.set(key, { day, path, bot, hits: 1 });
  }

  start(intervalMs: number): void {
    this.#timer = setInterval(() => void this.flush(), intervalMs).unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush();
  }

  /** Writes what was counted since the last batch. */
  async flush(): Promise<void> {
    if (this.#counts.size === 0) return;
    const batch = [...this.#counts.values()];
    this.#counts = new Map();
    try {
      await this.#store.countNotFound(batch);
    } catch (err) {
      this.#onError(err);
    }
  }
}
