import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/*
 * What GET /metrics tells Prometheus (docs/decisions/0016-metrics-logs-and-shutdown.md). One registry per
 * server instance, not prom-client's global one: tests run several servers in one process, and each must
 * count only its own requests. Labels are bounded by construction: a route is the pattern that answered
 * (never the raw URL), a method one of the known few, a status a number below 600, so a flood of distinct
 * addresses adds no series.
 */

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Request durations, in seconds: cache hits are well under a millisecond, renders tens of milliseconds. */
const REQUEST_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

export interface MailQueueCounts {
  pending: number;
  sent: number;
  failed: number;
}

export class Metrics {
  readonly registry = new Registry();
  private processCollected = false;
  private readonly requests = new Counter({
    name: "simbiosis_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status (aborted: the client left first).",
    labelNames: ["method", "route", "status"] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: "simbiosis_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, waiting for a place included, by route pattern.",
    labelNames: ["route"] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });
  private readonly cache = new Counter({
    name: "simbiosis_response_cache_requests_total",
    help: "Shareable requests: hit (answered from the response cache) or miss (rendered).",
    labelNames: ["result"] as const,
    registers: [this.registry],
  });
  private readonly queries = new Histogram({
    name: "simbiosis_db_query_duration_seconds",
    help: "Time of each database query (its _sum is the database time).",
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });
  private readonly queryErrors = new Counter({
    name: "simbiosis_db_query_errors_total",
    help: "Database queries that failed.",
    registers: [this.registry],
  });
  private readonly scheduleChecks = new Counter({
    name: "simbiosis_schedule_checks_total",
    help: "Looks for scheduled publishes that are due, by outcome (ok, failed).",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });
  private readonly scheduledPublishes = new Counter({
    name: "simbiosis_scheduled_publishes_total",
    help: "Pages this copy published on schedule.",
    registers: [this.registry],
  });
  private readonly mailSends = new Counter({
    name: "simbiosis_mail_sends_total",
    help: "E-mails this copy tried to send, by outcome (sent, failed: tried again later or given up).",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });
  private readonly purges = new Counter({
    name: "simbiosis_purge_webhook_calls_total",
    help: "Calls of the CDN purge webhooks, by outcome (ok, failed: every attempt failed).",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });

  /** CPU, memory, event loop delay, garbage collection: only once /metrics exists (they keep observers). */
  collectProcess() {
    if (this.processCollected) return;
    this.processCollected = true;
    collectDefaultMetrics({ register: this.registry });
  }

  request(method: string, route: string, status: number | "aborted", seconds: number) {
    const m = METHODS.has(method) ? method : "other";
    this.requests.inc({ method: m, route, status: String(status) });
    this.duration.observe({ route }, seconds);
  }

  cacheLookup(hit: boolean) {
    this.cache.inc({ result: hit ? "hit" : "miss" });
  }

  query(ms: number, failed: boolean) {
    this.queries.observe(ms / 1000);
    if (failed) this.queryErrors.inc();
  }

  scheduleCheck(ok: boolean, published: number) {
    this.scheduleChecks.inc({ outcome: ok ? "ok" : "failed" });
    if (published > 0) this.scheduledPublishes.inc(published);
  }

  mailSend(ok: boolean) {
    this.mailSends.inc({ outcome: ok ? "sent" : "failed" });
  }

  purge(ok: boolean) {
    this.purges.inc({ outcome: ok ? "ok" : "failed" });
  }

  private mailQueue: (() => Promise<MailQueueCounts>) | undefined;
  private cacheSize: (() => { entries: number; bytes: number }) | undefined;

  constructor() {
    const self = () => this;
    new Gauge({
      name: "simbiosis_mail_queue_messages",
      help: "E-mails in the shared queue by state (queued: waiting or being retried; failed: given up; sent).",
      labelNames: ["state"] as const,
      registers: [this.registry],
      async collect() {
        const read = self().mailQueue;
        try {
          if (!read) return;
          const counts = await read();
          this.set({ state: "queued" }, counts.pending);
          this.set({ state: "failed" }, counts.failed);
          this.set({ state: "sent" }, counts.sent);
        } catch {
          // The database does not answer (/readyz says so): no number rather than an old one.
          this.reset();
        }
      },
    });
    new Gauge({
      name: "simbiosis_response_cache_entries",
      help: "Answers kept by this copy's response cache.",
      registers: [this.registry],
      collect() {
        const size = self().cacheSize?.();
        if (size) this.set(size.entries);
      },
    });
    new Gauge({
      name: "simbiosis_response_cache_bytes",
      help: "Bytes the kept answers take (bodies and compressed copies).",
      registers: [this.registry],
      collect() {
        const size = self().cacheSize?.();
        if (size) this.set(size.bytes);
      },
    });
  }

  /** The mail queue by state, read from the database when scraped (every copy shares one queue). */
  watchMailQueue(read: () => Promise<MailQueueCounts>) {
    this.mailQueue = read;
  }

  /** The response cache's size when scraped. */
  watchCache(read: () => { entries: number; bytes: number }) {
    this.cacheSize = read;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
