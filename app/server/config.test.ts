import { describe, expect, it } from "vitest";
import { defaultRetention, RETENTION_SETTING_NAMES } from "../content/data-inventory.ts";
import { ConfigError, loadConfig } from "./config.server.ts";

describe("configuration from the environment", () => {
  it("has working defaults with nothing set", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      tokenTtl: 900,
      logRequests: true,
      trustProxy: false,
    });
    expect(c.seedDemo).toBe(true);
    expect(c.publicUrl).toBeUndefined();
  });

  it("reads each variable, treats empty as unset and caps the token lifetime at an hour", () => {
    const c = loadConfig({
      PORT: "8080",
      PUBLIC_URL: "https://simbiosis.example/",
      TRUST_PROXY: "1",
      LOG_REQUESTS: "0",
      SEED_DEMO: "0",
      TOKEN_TTL_SECONDS: "7200",
      DATABASE_URL: "",
      NODE_ENV: "production",
    });
    expect(c).toMatchObject({
      port: 8080,
      publicUrl: "https://simbiosis.example",
      trustProxy: true,
      logRequests: false,
      seedDemo: false,
      tokenTtl: 3600,
      production: true,
    });
    expect(c.databaseUrl).toBeUndefined();
  });

  it("refuses values it does not understand, naming every variable at fault", () => {
    expect(() => loadConfig({ PORT: "http" })).toThrow(ConfigError);
    const err = (() => {
      try {
        loadConfig({
          PORT: "99999",
          TRUST_PROXY: "yes",
          PUBLIC_URL: "simbiosis.example",
          JWT_SECRET: "short",
        });
      } catch (e) {
        return (e as Error).message;
      }
      return "";
    })();
    for (const name of ["PORT", "TRUST_PROXY", "PUBLIC_URL", "JWT_SECRET"]) expect(err).toContain(name);
  });

  it("reads how long each kind of personal data is kept, with the inventory's defaults and minimums", () => {
    expect(loadConfig({}).retention).toEqual(defaultRetention());
    const c = loadConfig({
      CONTACT_RETENTION_DAYS: "90",
      FORM_LIMITS_RETENTION_HOURS: "24",
      ASSISTANT_RETENTION_DAYS: "7",
    });
    expect(c.retention).toMatchObject({
      CONTACT_RETENTION_DAYS: 90,
      FORM_LIMITS_RETENTION_HOURS: 24,
      MAIL_SENT_RETENTION_DAYS: 30,
    });
    expect(c.assistantRetentionDays).toBe(7);
    for (const name of RETENTION_SETTING_NAMES) {
      expect(() => loadConfig({ [name]: "0" }), name).toThrow(new RegExp(`${name} must be at least 1`));
      expect(() => loadConfig({ [name]: "a week" }), name).toThrow(
        new RegExp(`${name} must be a whole number`),
      );
    }
  });

  it("keeps files on S3 only when S3_BUCKET is set, with its defaults, and refuses half an S3 setup", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: "simbiosis-files" }).s3).toEqual({
      bucket: "simbiosis-files",
      region: "us-east-1",
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: "files",
        S3_ENDPOINT: "http://minio:9000",
        S3_REGION: "eu-west-3",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "1",
        S3_PREFIX: "site/uploads",
      }).s3,
    ).toEqual({
      bucket: "files",
      endpoint: "http://minio:9000",
      region: "eu-west-3",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
      prefix: "site/uploads",
    });
    const problem = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
      return "";
    };
    expect(problem({ S3_ENDPOINT: "http://minio:9000" })).toMatch(/S3_ENDPOINT is set but S3_BUCKET is not/);
    expect(problem({ S3_BUCKET: "files", S3_ACCESS_KEY_ID: "key" })).toMatch(/must be set together/);
    expect(problem({ S3_BUCKET: "Not A Bucket" })).toMatch(/S3_BUCKET must be a bucket name/);
    expect(problem({ S3_BUCKET: "files", S3_ENDPOINT: "minio:9000" })).toMatch(/S3_ENDPOINT/);
    expect(problem({ S3_BUCKET: "files", S3_FORCE_PATH_STYLE: "yes" })).toMatch(/S3_FORCE_PATH_STYLE/);
    expect(problem({ S3_BUCKET: "files", S3_PREFIX: "../x" })).toMatch(/S3_PREFIX/);
  });

  it("has no model unless LLM_BASE_URL is set, and then needs LLM_MODEL", () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ LLM_MODEL: "llama3.2" }).llm).toBeUndefined();
    expect(loadConfig({ LLM_BASE_URL: "http://localhost:11434/v1/", LLM_MODEL: "llama3.2" }).llm).toEqual({
      baseUrl: "http://localhost:11434/v1",
      model: "llama3.2",
      apiKey: undefined,
      timeoutMs: 20_000,
      firstTokenMs: 8_000,
    });
    expect(() => loadConfig({ LLM_BASE_URL: "http://localhost:11434/v1" })).toThrow(/LLM_MODEL/);
    expect(() => loadConfig({ LLM_BASE_URL: "http://localhost:11434/v1", LLM_MODEL: "" })).toThrow(
      /LLM_MODEL/,
    );
  });

  it("reads the model's key and time limits, the first-token limit never above the whole", () => {
    const llm = loadConfig({
      LLM_BASE_URL: "https://llm.example/v1",
      LLM_MODEL: "qwen2.5:3b",
      LLM_API_KEY: "sk-secret",
      LLM_TIMEOUT_MS: "5000",
      LLM_FIRST_TOKEN_MS: "9000",
    }).llm;
    expect(llm).toMatchObject({ apiKey: "sk-secret", timeoutMs: 5000, firstTokenMs: 5000 });
  });

  it("refuses a model address that is not http(s) or that holds credentials, without echoing them", () => {
    for (const url of ["localhost:11434", "ftp://llm.example/v1", "file:///etc/passwd"]) {
      expect(() => loadConfig({ LLM_BASE_URL: url, LLM_MODEL: "m" })).toThrow(/LLM_BASE_URL/);
    }
    let message = "";
    try {
      loadConfig({ LLM_BASE_URL: "https://user:hunter2@llm.example/v1", LLM_MODEL: "m" });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain("LLM_API_KEY");
    expect(message).not.toContain("hunter2");
    expect(() => loadConfig({ LLM_BASE_URL: "http://x/v1", LLM_MODEL: "m", LLM_TIMEOUT_MS: "soon" })).toThrow(
      /LLM_TIMEOUT_MS/,
    );
  });

  it("reads the operations settings: metrics token, shutdown timeout, purge webhooks and their secret", () => {
    const off = loadConfig({});
    expect(off.metricsToken).toBeUndefined();
    expect(off.shutdownTimeoutMs).toBe(10_000);
    expect(off.shutdownDelayMs).toBe(0);
    expect(off.purgeWebhooks).toEqual([]);
    const on = loadConfig({
      METRICS_TOKEN: "a-long-enough-metrics-token",
      SHUTDOWN_TIMEOUT_MS: "25000",
      SHUTDOWN_DELAY_MS: "5000",
      PURGE_WEBHOOKS: " https://purge.example/a , http://10.0.0.5:8080/hook ,",
      PURGE_WEBHOOK_SECRET: "sixteen-chars-or-more",
    });
    expect(on).toMatchObject({
      metricsToken: "a-long-enough-metrics-token",
      shutdownTimeoutMs: 25_000,
      shutdownDelayMs: 5000,
      purgeWebhooks: ["https://purge.example/a", "http://10.0.0.5:8080/hook"],
      purgeWebhookSecret: "sixteen-chars-or-more",
    });
  });

  it("refuses a short metrics token, a webhook that is not an http(s) URL, and webhooks without a secret", () => {
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
      return "";
    };
    expect(message({ METRICS_TOKEN: "short" })).toContain("METRICS_TOKEN");
    expect(message({ SHUTDOWN_TIMEOUT_MS: "soon" })).toContain("SHUTDOWN_TIMEOUT_MS");
    expect(message({ SHUTDOWN_DELAY_MS: "-1" })).toContain("SHUTDOWN_DELAY_MS");
    expect(
      message({ PURGE_WEBHOOKS: "ftp://x.example/a", PURGE_WEBHOOK_SECRET: "sixteen-chars-or-more" }),
    ).toContain("PURGE_WEBHOOKS");
    expect(message({ PURGE_WEBHOOKS: "https://purge.example/a" })).toContain("PURGE_WEBHOOK_SECRET");
  });
});
