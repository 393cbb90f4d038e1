import path from "node:path";
import { z } from "zod";
import {
  RETENTION_SETTINGS,
  RETENTION_SETTING_NAMES,
  type RetentionSetting,
  type RetentionValues,
} from "../content/data-inventory.ts";

/*
 * The server's whole configuration, read from the environment in this one place and checked: a
 * value that is set but not understood stops the start with a message naming the variable, instead
 * of being ignored. docs/operations.md "Configuration (environment variables)" lists the same variables.
 */

const emptyAsUnset = (v: unknown) => (v === "" ? undefined : v);
const flag = (on: string) =>
  z
    .preprocess(emptyAsUnset, z.enum(["0", "1"], { error: "use 1 (on) or 0 (off)" }).optional())
    .transform((v) => (v === undefined ? on === "1" : v === "1"));
const positiveInt = (fallback: number) =>
  z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .positive("must be above 0")
      .default(fallback),
  );
const wholeFrom0 = (fallback: number) =>
  z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .default(fallback),
  );
const text = z.preprocess(emptyAsUnset, z.string().optional());

/** How long one kind of personal data is kept (app/content/data-inventory.ts): a whole number, at least its minimum. */
function retentionVariable(name: RetentionSetting) {
  const spec = RETENTION_SETTINGS[name];
  return z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: `must be a whole number of ${spec.unit}` })
      .int(`must be a whole number of ${spec.unit}`)
      .min(spec.min, `must be at least ${spec.min}`)
      .default(spec.default),
  );
}
const retentionVariables = Object.fromEntries(
  RETENTION_SETTING_NAMES.map((name) => [name, retentionVariable(name)]),
) as Record<RetentionSetting, ReturnType<typeof retentionVariable>>;

const environment = z.object({
  PORT: positiveInt(3000).pipe(z.number().max(65535, "must be a port number (1–65535)")),
  HOST: z.preprocess(emptyAsUnset, z.string().default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().default("data")),
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
  ),
  JWT_SECRET: z.preprocess(emptyAsUnset, z.string().min(32, "must be at least 32 characters").optional()),
  ADMIN_EMAIL: text,
  ADMIN_PASSWORD: text,
  PUBLIC_URL: z.preprocess(
    emptyAsUnset,
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) origin such as https://simbiosis.example" })
      .transform((u) => u.replace(/\/+$/, ""))
      .optional(),
  ),
  NODE_ENV: text,
  TOKEN_TTL_SECONDS: positiveInt(900).transform((n) => Math.min(n, 3600)),
  LOG_REQUESTS: flag("1"),
  TRUST_PROXY: flag("0"),
  SEED_DEMO: flag("1"),
  SCHEDULE_POLL_MS: positiveInt(1000),
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example:587")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUnset, z.string().default("Simbiosis <no-reply@simbiosis.localhost>")),
  CONTACT_TO: z.preprocess(emptyAsUnset, z.email({ error: "must be an e-mail address" }).optional()),
  MAIL_POLL_MS: positiveInt(2000),
  // How often each copy adds its counted audience to the database (issue 43): a crash loses at most this.
  ANALYTICS_FLUSH_SECONDS: positiveInt(60),
  // How often a quiet copy looks whether it holds freed memory to give back (app/server/memory.server.ts); 0: never.
  MEMORY_RELEASE_SECONDS: wholeFrom0(2),
  REVIEW_REQUIRES_SECOND_PERSON: flag("0"),
  ...retentionVariables,
  // The visitors' forms' time trap: a form sent sooner after its challenge was fetched is refused.
  FORM_MIN_FILL_MS: wholeFrom0(3000),
  // Files on S3-compatible storage (app/server/files/s3-file-store.server.ts): on when S3_BUCKET is set.
  S3_BUCKET: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be a bucket name (3–63 lowercase letters, digits, dots, dashes)",
      )
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as http://minio:9000" }).optional(),
  ),
  S3_REGION: z.preprocess(emptyAsUnset, z.string().default("us-east-1")),
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: flag("0"),
  S3_PREFIX: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/, "must be a key prefix such as simbiosis/files")
      .optional(),
  ),
  LLM_BASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .url({
        protocol: /^https?$/,
        error: "must be the http(s) address of an OpenAI-compatible API, such as http://localhost:11434/v1",
      })
      // fetch refuses URLs with credentials; the key has its own variable so it is never logged with the URL.
      .refine(
        (u) => !new URL(u).username && !new URL(u).password,
        "must not hold credentials: use LLM_API_KEY",
      )
      .transform((u) => u.replace(/\/+$/, ""))
      .optional(),
  ),
  LLM_MODEL: text,
  LLM_API_KEY: text,
  LLM_TIMEOUT_MS: positiveInt(20_000),
  LLM_FIRST_TOKEN_MS: positiveInt(8_000),
  // Operations (docs/decisions/0016-metrics-logs-and-shutdown.md).
  METRICS_TOKEN: z.preprocess(emptyAsUnset, z.string().min(16, "must be at least 16 characters").optional()),
  SHUTDOWN_DELAY_MS: wholeFrom0(0),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  PURGE_WEBHOOKS: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((u) => u.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, error: "must be http(s) URLs separated by commas" })))
      .optional(),
  ),
  PURGE_WEBHOOK_SECRET: z.preprocess(
    emptyAsUnset,
    z.string().min(16, "must be at least 16 characters").optional(),
  ),
});

/** An S3-compatible bucket for the files instead of DATA_DIR/files. */
export interface S3Config {
  bucket: string;
  /** Another server than AWS (MinIO, Garage...); unset: AWS's own for the region. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's usual sources (AWS_* variables, an instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://minio:9000/bucket/key), as most servers other than AWS need. */
  forcePathStyle: boolean;
  /** Where under the bucket the files go (`prefix/name`); unset: at its root. */
  prefix?: string;
}

/** S3 variables only mean something with S3_BUCKET, and the two keys go together. */
function s3Problems(e: z.infer<typeof environment>): string[] {
  const problems: string[] = [];
  if (!e.S3_BUCKET) {
    for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PREFIX"] as const)
      if (e[name] !== undefined)
        problems.push(`${name} is set but S3_BUCKET is not (set it to keep files on S3)`);
  } else if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  return problems;
}

/** The optional language model of the /chatbot assistant (docs/architecture.md "Assistant: the optional model"). */
export interface LlmConfig {
  /** An OpenAI-compatible API, up to and without /chat/completions (e.g. http://localhost:11434/v1). */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer`; never logged. */
  apiKey?: string;
  /** The whole answer's time limit (milliseconds). */
  timeoutMs: number;
  /** Time allowed until the first word of the answer arrives (milliseconds, at most timeoutMs). */
  firstTokenMs: number;
}

/** Every variable the server reads (tests check that compose.yaml and the Dockerfile name only these). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(environment.shape);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  adminEmail?: string;
  adminPassword?: string;
  publicUrl?: string;
  production: boolean;
  /** Seconds a sign-in token lives (at most one hour). */
  tokenTtl: number;
  logRequests: boolean;
  /** Behind a reverse proxy: X-Forwarded-For/-Proto/-Host are believed (rate limits, HTTPS, origin). */
  trustProxy: boolean;
  /** Load the demo content into an empty store at start. */
  seedDemo: boolean;
  /** How often each copy looks for scheduled publishes that are due (milliseconds). */
  schedulePollMs: number;
  /** Where e-mail goes: an SMTP server, or (unset) .eml files under DATA_DIR/mail. */
  smtpUrl?: string;
  mailFrom: string;
  /** Who receives the contact form's messages by e-mail (they are always kept in the editing area). */
  contactTo?: string;
  /** How often each copy looks for e-mail to send (milliseconds). */
  mailPollMs: number;
  /** Seconds between two writes of this copy's counted audience (app/server/analytics/). */
  analyticsFlushSeconds: number;
  /** Seconds between two looks of a quiet copy for freed memory to give back (memory.server.ts); 0: never. */
  memoryReleaseSeconds: number;
  /** Nobody approves (publishes) a draft they submitted or last saved: a second person must. */
  reviewSecondPerson: boolean;
  /** A visitor's form sent sooner than this after its challenge was fetched was not filled in by a person. */
  formMinFillMs: number;
  /** Days the assistant's questions, answers and feedback are kept (retention.ASSISTANT_RETENTION_DAYS). */
  assistantRetentionDays: number;
  /** How long each kind of personal data is kept (app/content/data-inventory.ts RETENTION_SETTINGS). */
  retention: RetentionValues;
  /** Files in this bucket instead of DATA_DIR/files. */
  s3?: S3Config;
  /** The assistant's model; undefined (LLM_BASE_URL unset) answers from the quoted passages alone. */
  llm?: LlmConfig;
  /** Bearer token that opens GET /metrics; unset: there is no /metrics. */
  metricsToken?: string;
  /**
   * On SIGTERM/SIGINT, how long the server keeps taking requests with /readyz answering 503 (for a load
   * balancer to notice) before it stops listening.
   */
  shutdownDelayMs: number;
  /** Then, how long requests in flight may take before their connections are closed. */
  shutdownTimeoutMs: number;
  /** Where each content change is POSTed (a CDN purge adapter), signed with purgeWebhookSecret. */
  purgeWebhooks: string[];
  purgeWebhookSecret?: string;
}

export class ConfigError extends Error {}

/** The configuration from `env` (the process's environment by default); throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${String(i.path[0])} ${i.message}`);
    throw new ConfigError(`The configuration is not valid: ${problems.join("; ")}.`);
  }
  const e = parsed.data;
  const s3 = s3Problems(e);
  if (s3.length) throw new ConfigError(`The configuration is not valid: ${s3.join("; ")}.`);
  if (e.LLM_BASE_URL && !e.LLM_MODEL) {
    throw new ConfigError(
      "The configuration is not valid: LLM_MODEL must name the model to use when LLM_BASE_URL is set.",
    );
  }
  const purgeWebhooks = e.PURGE_WEBHOOKS ?? [];
  // An unsigned purge call could be forged by anyone who finds the adapter's address: no secret, no hook.
  if (purgeWebhooks.length > 0 && !e.PURGE_WEBHOOK_SECRET)
    throw new ConfigError(
      "The configuration is not valid: PURGE_WEBHOOK_SECRET must be set when PURGE_WEBHOOKS is.",
    );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: e.PUBLIC_URL,
    production: e.NODE_ENV === "production",
    tokenTtl: e.TOKEN_TTL_SECONDS,
    logRequests: e.LOG_REQUESTS,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    schedulePollMs: e.SCHEDULE_POLL_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO,
    mailPollMs: e.MAIL_POLL_MS,
    analyticsFlushSeconds: e.ANALYTICS_FLUSH_SECONDS,
    memoryReleaseSeconds: e.MEMORY_RELEASE_SECONDS,
    reviewSecondPerson: e.REVIEW_REQUIRES_SECOND_PERSON,
    assistantRetentionDays: e.ASSISTANT_RETENTION_DAYS,
    formMinFillMs: e.FORM_MIN_FILL_MS,
    retention: Object.fromEntries(RETENTION_SETTING_NAMES.map((name) => [name, e[name]])) as RetentionValues,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
        }
      : undefined,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL,
            model: e.LLM_MODEL,
            apiKey: e.LLM_API_KEY,
            timeoutMs: e.LLM_TIMEOUT_MS,
            firstTokenMs: Math.min(e.LLM_FIRST_TOKEN_MS, e.LLM_TIMEOUT_MS),
          }
        : undefined,
    metricsToken: e.METRICS_TOKEN,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    purgeWebhooks,
    purgeWebhookSecret: e.PURGE_WEBHOOK_SECRET,
  };
}
