import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { AudienceCounter } from "./analytics/counter.server.ts";
import { generatePassword, hashPassword } from "./auth/passwords.server.ts";
import { createAssistant } from "./assistant/assistant.server.ts";
import { TokenService } from "./auth/tokens.server.ts";
import type { Config } from "./config.server.ts";
import { FolderFileStore, type FileStore } from "./files/file-store.server.ts";
import { Metrics } from "./metrics.server.ts";
import { seedIfEmpty } from "./seed/seed.server.ts";
import type { Services } from "./services.server.ts";
import { siteIndexer } from "./site/search-index.server.ts";
import { openStore } from "./store/open-store.server.ts";

/** JWT_SECRET, or one generated at the first start and kept (owner-only) in DATA_DIR. */
function jwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, "jwt-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(48).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return fs.readFileSync(file, "utf8").trim();
  }
}

/** Where the site's files are kept, as the server and the operator's commands (export, import) open them. */
export async function openFileStore(config: Config): Promise<FileStore> {
  // Several copies share their files through a bucket; one copy may keep them in its data folder. The
  // S3 client (~10 MB resident) is loaded only by a site that uses it.
  if (!config.s3) return new FolderFileStore(path.join(config.dataDir, "files"));
  const { S3FileStore } = await import("./files/s3-file-store.server.ts");
  return new S3FileStore(config.s3);
}

/**
 * The database (migrated, derived rows current) and the files, and nothing else: no first admin, no
 * demo content. What export and import work on.
 */
export async function openStorage(
  config: Config,
  onQuery?: (ms: number, failed: boolean) => void,
): Promise<Pick<Services, "store" | "files">> {
  const store = await openStore({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    indexer: siteIndexer,
    onQuery,
  });
  return { store, files: await openFileStore(config) };
}

export interface StartupReport {
  seeded: boolean;
  /** Set when the first admin was created here: how to sign in. */
  admin?: { email: string; password?: string; fromEnv: boolean };
}

/** Opens the store and files, migrates, creates the first admin and the demo content if needed. */
export async function createServices(
  config: Config,
  options: { seed?: boolean } = {},
): Promise<{ services: Services; report: StartupReport }> {
  const metrics = new Metrics();
  const { store, files } = await openStorage(config, (ms, failed) => metrics.query(ms, failed));
  const tokens = new TokenService(jwtSecret(config), store, config.tokenTtl);
  const report: StartupReport = { seeded: false };
  if ((await store.countUsers()) === 0) {
    const email = (config.adminEmail ?? "admin@simbiosis.local").toLowerCase();
    const fromEnv = Boolean(config.adminPassword);
    const password = config.adminPassword ?? generatePassword();
    try {
      await store.createUser(email, await hashPassword(password), "admin");
      report.admin = { email, password: fromEnv ? undefined : password, fromEnv };
    } catch {
      // Another copy created it at the same moment: nothing to do.
    }
  }
  const assistant = createAssistant(store, {
    retentionDays: config.assistantRetentionDays,
    llm: config.llm,
  });
  const analytics = new AudienceCounter({
    store: store.analytics,
    origin: { publicUrl: config.publicUrl, trustProxy: config.trustProxy },
  });
  const services: Services = { config, store, files, tokens, assistant, metrics, analytics };
  if (options.seed !== false && config.seedDemo) report.seeded = await seedIfEmpty(services);
  return { services, report };
}
