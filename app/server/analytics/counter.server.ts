import { hash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { addDays, countedAs, dayOf, normaliseQuery, referrerDomain } from "../../content/analytics.ts";
import { requestOrigin, type OriginSettings } from "../origin.server.ts";
import { isPreviewUrl } from "../site/preview.server.ts";
import type { AnalyticsStore, AudienceBatch, AudienceKey } from "../store/analytics-store.server.ts";

/*
 * Counting the public site's audience without cookies, scripts or anyone else's server (issue 43;
 * docs/architecture.md "Audience"). Every answered request passes here once, whoever answered it (the
 * response cache's fast path or a render: the request observer calls `observe` when the answer ends),
 * and only memory is touched: counts add up in this copy's batch, which `flush` adds to the day's rows
 * every ANALYTICS_FLUSH_SECONDS and when the copy stops. A crash loses at most one interval.
 *
 * A visitor is a keyed hash (SHA-256 of the day's random 256-bit salt followed by the address, the user
 * agent and the site's host) per item counted, the salt kept in the database for the copies to share and
 * deleted the next day (Plausible's method): the hash of one person differs each day and each page, and
 * once the salt is gone nobody can recompute it. The address and the user agent are never stored, and
 * kept in memory only until the answer is counted, in the same turn of the event loop.
 *
 * Counting waits for `setImmediate`: Node sends an answer's bytes on the next tick (it corks the socket
 * until then), so no visitor waits for the count (docs/performance.md, issue 43).
 */

/** Searches whose outcome (found something or not) a render told, remembered for the cached answers. */
const OUTCOMES_KEPT = 5_000;
/** Visitor marks this copy already counted today; past this the database alone tells new from seen. */
const SEEN_KEPT = 200_000;
/**
 * Rows and marks a batch holds at most: a flood of distinct searches (or a database down for long)
 * cannot grow this copy's memory past it; what comes beyond is not counted.
 */
const BATCH_MAX = 50_000;
/** User agents already judged (bot or not): a page of browsers repeats the same few. */
const AGENTS_KEPT = 1_000;

export interface CounterOptions {
  store: AnalyticsStore;
  origin: OriginSettings;
  /** The clock (tests move it across days). */
  now?: () => Date;
}

type Row = AudienceKey & { hits: number; empty: number };

/** An answer waiting to be counted: what counting reads of it, taken while the request is whole. */
interface Answer {
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  socketAddress: string | undefined;
}

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.split(",")[0]?.trim() || undefined;
}

/** Whether the visitor asked not to be counted, or the request is not a person reading. */
function notCounted(headers: IncomingMessage["headers"]): boolean {
  if (headers["sec-gpc"] === "1" || headers.dnt === "1") return true;
  // A prefetch (a link hovered, a speculation rule) is not a view: the browser says so.
  const purpose = headers["sec-purpose"] ?? headers.purpose ?? headers["x-purpose"] ?? headers["x-moz"];
  return purpose !== undefined && /prefetch|prerender|preview/i.test(String(purpose));
}

export class AudienceCounter {
  private rows = new Map<string, Row>();
  private marks: AudienceBatch["marks"] = [];
  private seen = new Set<string>();
  private seenDay = "";
  private salts: Record<string, string> = {};
  private readonly outcomes = new Map<string, boolean>();
  private readonly agents = new Map<string, boolean>();
  private readonly hosts = new Map<string, string>();
  private waiting: Answer[] = [];
  private day = "";
  private dayEnds = 0;
  private readonly store: AnalyticsStore;
  private readonly origin: OriginSettings;
  private readonly now: () => Date;

  constructor(options: CounterOptions) {
    this.store = options.store;
    this.origin = options.origin;
    this.now = options.now ?? (() => new Date());
  }

  /** A search page's render says whether it found anything; its cached copies are counted the same. */
  searchOutcome(lang: string, rawQuery: string, found: boolean) {
    const q = normaliseQuery(rawQuery);
    if (!q) return;
    const key = `${lang}\n${q}`;
    this.outcomes.delete(key);
    this.outcomes.set(key, found);
    if (this.outcomes.size > OUTCOMES_KEPT) this.outcomes.delete(this.outcomes.keys().next().value as string);
  }

  private isBot(ua: string): boolean {
    let bot = this.agents.get(ua);
    if (bot === undefined) {
      bot = isbot(ua);
      if (this.agents.size >= AGENTS_KEPT) this.agents.clear();
      this.agents.set(ua, bot);
    }
    return bot;
  }

  /** An answer has ended (not aborted): counted when it is a view, a download or a search. Memory only. */
  observe(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== "GET") return;
    this.waiting.push({
      url: req.url ?? "/",
      status: res.statusCode,
      headers: req.headers,
      socketAddress: req.socket.remoteAddress,
    });
    if (this.waiting.length === 1) setImmediate(this.countWaiting);
  }

  private readonly countWaiting = () => {
    const answers = this.waiting;
    this.waiting = [];
    for (const answer of answers) this.countAnswer(answer);
  };

  private countAnswer({ url, status, headers, socketAddress }: Answer) {
    const counted = countedAs(url, status, first(headers.range));
    if (!counted || notCounted(headers) || headers.authorization || isPreviewUrl(url)) return;
    const ua = headers["user-agent"];
    if (!ua || this.isBot(ua)) return;
    const day = this.today();
    const host = this.hostOf(headers);
    const visitor = this.visitor(headers, socketAddress, ua, host, day);
    if (counted.kind === "file") {
      this.add({ day, kind: "file", item: counted.name, lang: "" }, visitor, `file\n${counted.name}`);
      if (visitor) this.mark({ day, kind: "site", item: "", lang: "" }, visitor, "site");
      return;
    }
    const { path, lang } = counted;
    this.add({ day, kind: "page", item: path, lang }, visitor, `page\n${path}\n${lang}`);
    this.add({ day, kind: "site", item: "", lang: "" }, visitor, "site");
    // A document's Referer is where the visitor came from; a data request's is this site's own page.
    if (!(url.split("?")[0] ?? "").endsWith(".data")) {
      const domain = referrerDomain(first(headers.referer), host);
      if (domain) this.add({ day, kind: "referrer", item: domain, lang: "" });
    }
    if (counted.search !== undefined) {
      const q = normaliseQuery(counted.search);
      // A search whose render this copy never saw (it cannot be a cached answer of this copy) found something.
      if (q)
        this.add(
          { day, kind: "search", item: q, lang },
          undefined,
          undefined,
          !(this.outcomes.get(`${lang}\n${q}`) ?? true),
        );
    }
  }

  /**
   * What the visitor's marks are hashed from for the day (the salt first: a keyed hash), or undefined
   * while the day's salt is not loaded. Never stored: `mark` keeps only hashes of it.
   */
  private visitor(
    headers: IncomingHttpHeaders,
    socketAddress: string | undefined,
    ua: string,
    host: string,
    day: string,
  ): string | undefined {
    const salt = this.salts[day];
    if (!salt) return undefined;
    const ip =
      (this.origin.trustProxy ? first(headers["x-forwarded-for"]) : undefined) ?? socketAddress ?? "";
    return `${salt}\n${ip}\n${ua}\n${host}`;
  }

  /** Today (UTC), worked out again only once the clock has passed the day's end. */
  private today(): string {
    const now = this.now().getTime();
    if (now >= this.dayEnds || now < this.dayEnds - 86_400_000) {
      this.day = dayOf(new Date(now));
      this.dayEnds = Date.parse(`${this.day}T00:00:00.000Z`) + 86_400_000;
    }
    return this.day;
  }

  /** The site's host name (the copies behind one address share it; a port is not another site). */
  private hostOf(headers: IncomingHttpHeaders): string {
    const origin = requestOrigin(headers, this.origin);
    let host = this.hosts.get(origin);
    if (host === undefined) {
      host = new URL(origin).hostname;
      if (this.hosts.size >= AGENTS_KEPT) this.hosts.clear();
      this.hosts.set(origin, host);
    }
    return host;
  }

  private add(key: AudienceKey, visitor?: string, scope?: string, empty = false) {
    this.count(key, 1, empty ? 1 : 0);
    if (visitor && scope) this.mark(key, visitor, scope);
  }

  private count(key: AudienceKey, hits: number, empty: number) {
    const id = `${key.day}\n${key.kind}\n${key.item}\n${key.lang}`;
    let row = this.rows.get(id);
    if (!row) {
      if (this.rows.size >= BATCH_MAX) return;
      row = { day: key.day, kind: key.kind, item: key.item, lang: key.lang, hits: 0, empty: 0 };
      this.rows.set(id, row);
    }
    row.hits += hits;
    row.empty += empty;
  }

  /** Notes the visitor for the item's day once (this copy); the database drops what another copy noted. */
  private mark(key: AudienceKey, visitor: string, scope: string) {
    const mark = hash("sha256", `${visitor}\n${scope}`, "base64url").slice(0, 24);
    if (this.seenDay !== key.day || this.seen.size >= SEEN_KEPT) {
      this.seen.clear();
      this.seenDay = key.day;
    }
    if (this.seen.has(mark) || this.marks.length >= BATCH_MAX) return;
    this.seen.add(mark);
    this.marks.push({ key, mark });
  }

  /** Counted since the last flush (tests, and nothing to flush). */
  get pending(): number {
    this.countWaiting();
    return this.rows.size + this.marks.length;
  }

  /**
   * Loads the salts of today and tomorrow (made by whichever copy asks first), deleting older ones and
   * the marks made with them. Tomorrow's is made a day early so the first views after midnight have
   * theirs without waiting for the database.
   */
  async refreshSalts(): Promise<void> {
    const today = dayOf(this.now());
    this.salts = await this.store.salts(
      [today, addDays(today, 1)],
      { salts: today, marks: addDays(today, -1) },
      () => randomBytes(32).toString("base64url"),
    );
  }

  /** Adds this copy's batch to the database (one transaction); on failure it stays for the next flush. */
  async flush(): Promise<void> {
    this.countWaiting();
    const batch: AudienceBatch = { counts: [...this.rows.values()], marks: this.marks };
    this.rows = new Map();
    this.marks = [];
    try {
      await this.store.addBatch(batch);
    } catch (err) {
      for (const c of batch.counts) this.count(c, c.hits, c.empty);
      this.marks.push(...batch.marks.slice(0, BATCH_MAX - this.marks.length));
      throw err;
    }
    await this.refreshSalts();
  }
}
