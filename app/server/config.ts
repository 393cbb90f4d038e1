import path from "node:path";

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
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST || "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR || "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, "") : undefined,
    production: env.NODE_ENV === "production",
    tokenTtl: Math.min(intFrom(env.TOKEN_TTL_SECONDS, 3600), 3600),
    logRequests: env.LOG_REQUESTS !== "0",
    trustProxy: env.TRUST_PROXY === "1",
  };
}
