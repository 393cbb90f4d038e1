import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect, type LogEvent } from "kysely";
import pg from "pg";
import type { AssistantStore, MessagingStore } from "./messaging-store.server.ts";
import { migrator, type Dialect } from "./migrations.server.ts";
import { SchemaPostgresDialect } from "./pg-dialect.server.ts";
import type { PrivacyStore } from "./privacy-store.server.ts";
import type { AddressStore } from "./address-store.server.ts";
import { AccountRepository } from "./repositories/accounts.server.ts";
import { AddressRepository } from "./repositories/addresses.server.ts";
import { ArchiveRepository } from "./repositories/archive.server.ts";
import { AssistantRepository } from "./repositories/assistant.server.ts";
import { AuditRepository } from "./repositories/audit.server.ts";
import { ReviewRepository } from "./repositories/reviews.server.ts";
import { TranslationRepository } from "./repositories/translation.server.ts";
import { CONTENT_CHANNEL, ChangeFeedRepository, ChangeLog } from "./repositories/change-feed.server.ts";
import { facade, type StoreContext } from "./repositories/context.server.ts";
import { EditorialRepository } from "./repositories/editorial.server.ts";
import { LinkRepository } from "./repositories/links.server.ts";
import { MediaRepository } from "./repositories/media.server.ts";
import { MessagingRepository } from "./repositories/messaging.server.ts";
import { PageIndex } from "./repositories/page-index.server.ts";
import { PageWriter } from "./repositories/page-writes.server.ts";
import { PageRepository } from "./repositories/pages.server.ts";
import { PreviewRepository } from "./repositories/previews.server.ts";
import { PublishingRepository } from "./repositories/publishing.server.ts";
import { PrivacyRepository } from "./repositories/privacy.server.ts";
import { SearchRepository } from "./repositories/search.server.ts";
import { SettingsRepository } from "./repositories/settings.server.ts";
import { KyselyAnalyticsStore } from "./kysely-analytics.server.ts";
import type { Database } from "./schema.server.ts";
import type {
  AccountStore,
  ArchiveStore,
  AuditStore,
  ChangeFeedStore,
  EditorialStore,
  LinkStore,
  MediaStore,
  PageIndexer,
  PageStore,
  PreviewStore,
  PublishingStore,
  ReviewStore,
  TranslationStore,
  SearchStore,
  SettingsStore,
  Store,
  AudienceStore,
  StoreConnection,
  VersionWatch,
} from "./store.server.ts";
import { WalSync, type DurableLog, type SyncFile } from "./wal-sync.server.ts";

const VERSION_SQL = "select value from settings where key = 'content_version'";

/**
 * SQLite: a second, read-only connection answers at once and sees every committed write, from this
 * process or any other on the same file (never this process's open transactions).
 *
 * The answer is read once per turn of the event loop and shared by the requests handled in that turn:
 * each of them had arrived before the turn began, so before the read; a client that saw a save
 * answered sends its next request after the commit, so that request is never one of them. Under load
 * this saves a query per request. A turn longer than a millisecond reads again.
 */
function sqliteWatch(file: string): () => Promise<VersionWatch> {
  return async () => {
    const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    const stmt = db.prepare<[], { value: string }>(VERSION_SQL);
    let known: number | undefined;
    let readAt = 0;
    const forget = () => {
      known = undefined;
    };
    return {
      current: () => {
        const now = performance.now();
        if (known === undefined || now - readAt > 1) {
          if (known === undefined) setImmediate(forget);
          known = Number(stmt.get()?.value ?? 0);
          readAt = now;
        }
        return known;
      },
      close: async () => {
        db.close();
      },
    };
  };
}

/**
 * PostgreSQL: every write notifies CONTENT_CHANNEL on commit; a listening connection keeps the latest
 * version. While that connection is down the version is unknown and callers ask the store.
 */
function postgresWatch(connectionString: string): () => Promise<VersionWatch> {
  return async () => {
    let known: number | undefined;
    let client: pg.Client | undefined;
    let closed = false;
    const connect = async () => {
      const c = new pg.Client({ connectionString });
      let gone = false;
      const lost = () => {
        // "error" and "end" may both come for one lost connection: one new attempt.
        if (gone) return;
        gone = true;
        known = undefined;
        retry();
      };
      c.on("error", lost);
      c.on("end", lost);
      await c.connect();
      const schema = (await c.query<{ schema: string }>("select current_schema() as schema")).rows[0]?.schema;
      c.on("notification", (msg) => {
        // "<schema> <version>" (contentNotice): another schema's writes are not ours.
        const payload = msg.payload ?? "";
        const space = payload.lastIndexOf(" ");
        const v = Number(payload.slice(space + 1));
        if (space > 0 && payload.slice(0, space) === schema && Number.isFinite(v))
          known = Math.max(known ?? 0, v);
      });
      await c.query(`listen ${CONTENT_CHANNEL}`);
      const r = await c.query<{ value: string }>(VERSION_SQL);
      known = Math.max(known ?? 0, Number(r.rows[0]?.value ?? 0));
      client = c;
    };
    // Until the database is back (a restart, a failover), try again every second.
    let waiting = false;
    const retry = () => {
      if (closed || waiting) return;
      waiting = true;
      setTimeout(() => {
        waiting = false;
        void connect().catch(retry);
      }, 1000).unref();
    };
    await connect();
    return {
      current: () => known,
      close: async () => {
        closed = true;
        await client?.end().catch(() => undefined);
      },
    };
  };
}

/**
 * Kysely prepares every query afresh; SQLite compiles each one. The same few dozen statements run on
 * every request, so compiled ones are kept by their SQL text (bounded; Kysely only runs them to the end,
 * never iterates two at once). A statement that can write tells `onCommit` when it ends outside a
 * transaction (a `commit`, or a write on its own): what it wrote is then committed (wal-sync.server.ts).
 */
function withStatementCache(db: BetterSqlite3.Database, onCommit: () => void): BetterSqlite3.Database {
  const kept = new Map<string, BetterSqlite3.Statement>();
  const afterWrite = <T>(result: T): T => {
    if (!db.inTransaction) onCommit();
    return result;
  };
  const watched = (stmt: BetterSqlite3.Statement) =>
    new Proxy(stmt, {
      get(target, prop) {
        if (prop === "run") return (...args: unknown[]) => afterWrite(target.run(...args));
        if (prop === "all") return (...args: unknown[]) => afterWrite(target.all(...args));
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  const prepare = (sql: string) => {
    let stmt = kept.get(sql);
    if (!stmt) {
      const compiled = db.prepare(sql);
      // Plain reads are left alone (they are most statements); anything else may write, `with` included.
      stmt = /^\s*select\b/i.test(sql) ? compiled : watched(compiled);
      kept.set(sql, stmt);
      if (kept.size > 500) kept.delete(kept.keys().next().value as string);
    }
    return stmt;
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") return prepare;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Opens the embedded SQLite file under dataDir, or PostgreSQL when a URL is given; migrates. */
export async function openStore(options: {
  dataDir: string;
  databaseUrl?: string;
  indexer?: PageIndexer;
  /** How SQLite's WAL is flushed to disk (tests slow it down or make it fail). */
  syncFile?: SyncFile;
  /** Told the time of every query (milliseconds) and whether it failed: the database time in /metrics. */
  onQuery?: (ms: number, failed: boolean) => void;
}): Promise<Store> {
  const { onQuery } = options;
  const log = onQuery
    ? (event: LogEvent) => onQuery(event.queryDurationMillis, event.level === "error")
    : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A connection the database drops (a restart, a failover) is an "error" event: unheard, it would end
    // the process (tests/integration/readiness-outage.test.ts). The pool forgets that connection and the
    // next query opens another.
    pool.on("error", () => undefined);
    // The same for a connection in use between two queries (a transaction waiting on the app): the query
    // in flight, or the next one, fails with the error instead.
    pool.on("connect", (client) => client.on("error", () => undefined));
    return storeOver(
      new Kysely<Database>({ dialect: new SchemaPostgresDialect({ pool }), log }),
      "postgres",
      postgresWatch(options.databaseUrl),
      options.indexer,
    );
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, "site.db");
  const db = new BetterSqlite3(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  // Commits do not wait for the disk; answers that acknowledge a write do (WalSync, decision 0019).
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("cache_size = -4000");
  const wal = new WalSync(file, options.syncFile);
  return storeOver(
    new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(db, () => wal.markCommitted()) }),
      log,
    }),
    "sqlite",
    sqliteWatch(file),
    options.indexer,
    wal,
  );
}

/**
 * The store over an open connection, migrated: its repositories (repositories/) share one context, and
 * one object answers for all of them (`facade`). `wal`: SQLite's write-ahead log, flushed off the event
 * loop (wal-sync.server.ts); PostgreSQL commits durably itself.
 */
async function storeOver(
  db: Kysely<Database>,
  kind: Dialect,
  watch: () => Promise<VersionWatch>,
  indexer: PageIndexer | undefined,
  wal?: DurableLog,
): Promise<Store> {
  const ctx: StoreContext = { db, kind, changes: new ChangeLog(kind) };
  const index = new PageIndex(ctx, indexer);
  const writer = new PageWriter(ctx, index);
  const addresses = new AddressRepository(ctx);
  const { error } = await (await migrator(db, kind)).migrateToLatest();
  if (error) throw error;
  // Pages saved before slugs existed get theirs first: the derived rows are then made from them.
  await addresses.assignMissingSlugsOnce();
  await index.rebuildIfOutdated();
  const connection: StoreConnection = {
    kind,
    durable: async () => {
      await wal?.durable();
    },
    close: async () => {
      await db.destroy();
      await wal?.close();
    },
  };
  const parts: [
    PageStore,
    LinkStore,
    SearchStore,
    ChangeFeedStore,
    EditorialStore,
    PublishingStore,
    PreviewStore,
    AccountStore,
    MediaStore,
    MessagingStore,
    AssistantStore,
    PrivacyStore,
    AuditStore,
    ReviewStore,
    TranslationStore,
    ArchiveStore,
    SettingsStore,
    AddressStore,
    AudienceStore,
    StoreConnection,
  ] = [
    new PageRepository(ctx),
    new LinkRepository(ctx),
    new SearchRepository(ctx),
    new ChangeFeedRepository(ctx, watch),
    new EditorialRepository(ctx, index, writer),
    new PublishingRepository(ctx, writer),
    new PreviewRepository(ctx),
    new AccountRepository(ctx),
    new MediaRepository(ctx),
    new MessagingRepository(ctx),
    new AssistantRepository(ctx),
    new PrivacyRepository(ctx),
    new AuditRepository(ctx),
    new ReviewRepository(ctx),
    new TranslationRepository(ctx),
    new ArchiveRepository(ctx, index),
    new SettingsRepository(ctx),
    addresses,
    { analytics: new KyselyAnalyticsStore(db) },
    connection,
  ];
  return facade(...parts);
}
