import { describe, expect, it } from "vitest";
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
});
