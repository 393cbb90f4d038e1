import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from "prom-client";

/*
 * What GET /metrics tells Prometheus (docs/decisions/0016-metrics-logs-and-shutdown.md). One registry per
 * server instance, not prom-client's global one: tests run several servers in one process, and each must
 * count only its own requests. Labels are bounded by construction: a route is the pattern that answered
 * (never the raw URL), a method one of the known few, a status a number below 600, so a flood of distinct
 * addresses adds no series.
 *
 * What moves on every request or query (requests, their durations, cache lookups, query times) is kept as
 * plain numbers per series (`Series` below) and turned into Prometheus values only when scraped: prom-client's
 * own Counter and Histogram hash their labels and allocate on every call, which measurably slowed the
 * response cache's hits (the bench's "API: one page" fell from ~55 % to ~45 % of a bare server).
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

type Labels = Record<string, string>;

/** One series' numbers: a count, or a histogram's per-bucket counts (not cumulative), sum and count. */
interface Numbers {
  labels: Labels;
  count: number;
  sum: number;
  buckets?: Float64Array;
}

/**
 * Counters or a histogram kept as plain numbers (a Map lookup and an addition per event), registered with a
 * prom-client Registry as a metric of its own: the registry asks get() when scraped and formats the answer.
 */
class Series {
  private readonly all = new Map<string, Numbers>();
  readonly aggregator = "sum";

  readonly name: string;
  readonly help: string;
  readonly type: "counter" | "histogram";
  private readonly bounds: readonly number[];

  constructor(
    registry: Registry,
    name: string,
    help: string,
    type: "counter" | "histogram",
    bounds: readonly number[] = [],
  ) {
    this.name = name;
    this.help = help;
    this.type = type;
    this.bounds = bounds;
    registry.registerMetric(this as unknown as Metric);
  }

  /** The series under `key`, made with `labels()` the first time (so an event allocates nothing). */
  of(key: string, labels: () => Labels): Numbers {
    let numbers = this.all.get(key);
    if (!numbers) {
      numbers = { labels: labels(), count: 0, sum: 0 };
      if (this.type === "histogram") numbers.buckets = new Float64Array(this.bounds.length);
      this.all.set(key, numbers);
    }
    return numbers;
  }

  observe(numbers: Numbers, value: number) {
    numbers.count++;
    numbers.sum += value;
    const { buckets } = numbers;
    if (!buckets) return;
    for (let i = 0; i < this.bounds.length; i++) {
      if (value <= this.bounds[i]!) {
        buckets[i]!++;
        return;
      }
    }
  }

  async get() {
    const values: Array<{ value: number; labels: Labels; metricName?: string }> = [];
    for (const { labels, count, sum, buckets } of this.all.values()) {
      if (!buckets) {
        values.push({ value: count, labels });
        continue;
      }
      let cumulative = 0;
      for (let i = 0; i < this.bounds.length; i++) {
        cumulative += buckets[i]!;
        values.push({
          metricName: `${this.name}_bucket`,
          labels: { le: String(this.bounds[i]), ...labels },
          value: cumulative,
        });
      }
      values.push({ metricName: `${this.name}_bucket`, labels: { le: "+Inf", ...labels }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset() {
    this.all.clear();
  }
}

const NO_LABELS = () => ({});

export class Metrics {
  readonly registry = new Registry();
  private processCollected = false;
  private readonly requests = new Series(
    this.registry,
    "simbiosis_http_requests_total",
    "HTTP requests answered, by method, route pattern and status (aborted: the client left first).",
    "counter",
  );
  private readonly duration = new Series(
    this.registry,
    "simbiosis_http_request_duration_seconds",
    "Time from a request's arrival to the end of its answer, waiting for a place included, by route pattern.",
    "histogram",
    REQUEST_BUCKETS,
  );
  private readonly cache = new Series(
    this.registry,
    "simbiosis_response_cache_requests_total",
    "Shareable requests: hit (answered from the response cache) or miss (rendered).",
    "counter",
  );
  private readonly hits = this.cache.of("hit", () => ({ result: "hit" }));
  private readonly misses = this.cache.of("miss", () => ({ result: "miss" }));
  private readonly queries = new Series(
    this.registry,
    "simbiosis_db_query_duration_seconds",
    "Time of each database query (its _sum is the database time).",
    "histogram",
    QUERY_BUCKETS,
  );
  private readonly allQueries = this.queries.of("", NO_LABELS);
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
    const counted = this.requests.of(`${m} ${status} ${route}`, () => ({
      method: m,
      route,
      status: String(status),
    }));
    counted.count++;
    this.duration.observe(
      this.duration.of(route, () => ({ route })),
      seconds,
    );
  }

  cacheLookup(hit: boolean) {
    (hit ? this.hits : this.misses).count++;
  }

  query(ms: number, failed: boolean) {
    this.queries.observe(this.allQueries, ms / 1000);
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
