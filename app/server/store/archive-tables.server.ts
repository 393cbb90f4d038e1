/*
 * What an export holds of the database (docs/decisions/0015-export-and-import.md): every table that
 * cannot be made again from the others, with its columns as the archive writes them, in the order an
 * import inserts them. Every other table is named in NOT_ARCHIVED with the reason; an export refuses to
 * run when the database has a table or column named in neither (a migration that forgot this file).
 */

/** How a column's values travel: text (dates are ISO text, JSON is text) or a safe whole number. */
export type ArchiveColumnType = "text" | "integer";

export interface ArchiveColumn {
  name: string;
  type: ArchiveColumnType;
  nullable?: boolean;
}

export interface ArchivedTable {
  name: string;
  /** Read in this order (keyset paging); unique. */
  key: readonly string[];
  /** An identity column (PostgreSQL) or AUTOINCREMENT row id (SQLite), set from the archive's values. */
  identity?: string;
  columns: readonly ArchiveColumn[];
  /** Rows left out on both sides: bookkeeping of this database, not of the site. */
  skipRows?: (row: Readonly<Record<string, unknown>>) => boolean;
}

export type ArchiveValue = string | number | null;
export type ArchiveRow = Record<string, ArchiveValue>;

const text = (name: string, nullable = false): ArchiveColumn => ({ name, type: "text", nullable });
const int = (name: string, nullable = false): ArchiveColumn => ({ name, type: "integer", nullable });

/**
 * Settings that describe this database rather than the site: its content version (what caches of its
 * copies compare; an import moves it on instead), the version of the rules its derived rows were
 * made by (an import makes them again) and which copy runs the retention job until when.
 */
/** Set once every stored page has its slugs (addresses.server.ts assignMissingSlugsOnce); an import removes it. */
export const SLUGS_ASSIGNED = "slugs_assigned";

export const LOCAL_SETTINGS: readonly string[] = [
  "content_version",
  "index_version",
  "lease:retention",
  "redirects_version",
  // Whether this database's pages all have slugs: an import's pages are looked at again (archive.server.ts).
  SLUGS_ASSIGNED,
];

/** In insertion order (nothing references a later table). */
export const ARCHIVED_TABLES: readonly ArchivedTable[] = [
  {
    name: "users",
    key: ["id"],
    identity: "id",
    // The id stays: tokens and sessions name it. Password hashes, never passwords.
    columns: [
      int("id"),
      text("email"),
      text("password_hash"),
      text("role"),
      text("created_at"),
      int("token_version"),
    ],
  },
  {
    name: "pages",
    key: ["name"],
    columns: [
      text("name"),
      text("template"),
      text("doc"),
      int("revision"),
      text("created_at"),
      text("updated_at"),
      text("updated_by", true),
      text("meta"),
    ],
  },
  {
    name: "page_drafts",
    key: ["name"],
    columns: [
      text("name"),
      text("template"),
      text("doc"),
      int("revision"),
      text("meta"),
      text("created_at"),
      text("updated_at"),
      text("updated_by", true),
    ],
  },
  {
    name: "page_revisions",
    key: ["id"],
    // The history is read in id order: ids keep it.
    identity: "id",
    columns: [
      int("id"),
      text("name"),
      int("revision"),
      text("action"),
      text("template"),
      text("doc"),
      text("saved_at"),
      text("saved_by", true),
      text("detail", true),
    ],
  },
  {
    name: "page_schedules",
    key: ["name", "lang"],
    columns: [
      text("name"),
      text("lang"),
      text("at"),
      text("doc"),
      text("meta"),
      int("revision"),
      text("note", true),
      text("created_by", true),
    ],
  },
  {
    name: "preview_links",
    key: ["token_hash"],
    columns: [
      text("token_hash"),
      text("name"),
      text("created_at"),
      text("expires_at"),
      text("created_by", true),
    ],
  },
  {
    name: "media",
    key: ["name"],
    columns: [
      text("name"),
      text("hash"),
      text("ext"),
      int("size"),
      int("width", true),
      int("height", true),
      int("pages", true),
      text("variants"),
      text("alt"),
      text("caption"),
      text("created_at"),
      text("created_by", true),
    ],
  },
  {
    name: "subscribers",
    key: ["id"],
    identity: "id",
    // The id stays: unsubscribe links in e-mails already sent name it.
    columns: [
      int("id"),
      text("email"),
      text("lang"),
      text("state"),
      text("token_hash", true),
      text("token_expires_at", true),
      text("consent"),
      text("created_at"),
      text("confirmed_at", true),
      text("unsubscribed_at", true),
    ],
  },
  {
    name: "contact_messages",
    key: ["id"],
    identity: "id",
    columns: [
      int("id"),
      text("name"),
      text("email"),
      text("subject"),
      text("message"),
      text("lang"),
      text("consent"),
      text("created_at"),
      text("read_at", true),
    ],
  },
  {
    // The assistant's questions, kept ASSISTANT_RETENTION_DAYS (the visitor only as a keyed hash).
    name: "assistant_questions",
    key: ["id"],
    columns: [
      text("id"),
      text("asked_at"),
      text("lang"),
      text("question"),
      text("kind"),
      text("sources"),
      text("answer"),
      int("helpful", true),
      text("client"),
    ],
  },
  {
    // The assistant's vocabulary as editors changed it (migration 0020).
    name: "assistant_synonyms",
    key: ["key"],
    columns: [
      text("key"),
      text("es"),
      text("en"),
      int("deleted"),
      int("revision"),
      text("updated_at"),
      text("updated_by", true),
    ],
  },
  {
    // The editors' evaluation of the assistant: questions and the pages that answer them.
    name: "assistant_evaluation",
    key: ["id"],
    columns: [
      text("id"),
      text("lang"),
      text("question"),
      text("pages"),
      text("created_at"),
      text("created_by", true),
    ],
  },
  {
    name: "newsletter_sends",
    key: ["id"],
    identity: "id",
    // The id stays: its e-mails' dedupe keys (newsletter:<send>:<subscriber>) name it.
    columns: [
      int("id"),
      text("articles"),
      text("intro"),
      text("state"),
      int("recipients"),
      text("base_url"),
      text("created_at"),
      text("created_by", true),
    ],
  },
  {
    name: "mail_queue",
    key: ["id"],
    identity: "id",
    // Sent e-mails keep their dedupe keys (a resumed newsletter send skips them); pending ones are sent
    // by the site that imports them.
    columns: [
      int("id"),
      text("kind"),
      text("to_addr"),
      text("subject"),
      text("text"),
      text("html", true),
      text("headers"),
      text("dedupe_key", true),
      text("status"),
      int("attempts"),
      text("send_after"),
      text("last_error", true),
      text("created_at"),
      text("sent_at", true),
    ],
  },
  {
    name: "privacy_log",
    key: ["id"],
    identity: "id",
    // The proof that exports and erasures were done; keyed hashes, checkable with the exported secret.
    columns: [
      int("id"),
      text("at"),
      text("action"),
      text("subject"),
      text("via"),
      text("actor", true),
      text("detail"),
    ],
  },
  {
    name: "redirects",
    key: ["id"],
    identity: "id",
    // Old addresses that still lead somewhere, with their hit counts (migration 0042a).
    columns: [
      int("id"),
      text("from_path"),
      text("to_path"),
      text("match"),
      text("origin"),
      text("page", true),
      int("hits"),
      text("last_hit_at", true),
      text("created_at"),
      text("updated_at"),
      text("created_by", true),
    ],
  },
  {
    name: "analytics_daily",
    key: ["day", "kind", "item", "lang"],
    // The audience's daily totals (issue 43): nothing in them names a visitor.
    columns: [
      text("day"),
      text("kind"),
      text("item"),
      text("lang"),
      int("hits"),
      int("visitors"),
      int("empty"),
    ],
  },
  {
    name: "glossary_terms",
    key: ["id"],
    identity: "id",
    // The initiative's terms in both languages (issue 41, item 7): site content.
    columns: [int("id"), text("es"), text("en"), text("created_at")],
  },
  {
    name: "machine_translations",
    key: ["name", "lang", "field"],
    // Which draft fields a model wrote: page content, kept with the page.
    columns: [text("name"), text("lang"), text("field"), text("text"), text("at")],
  },
  {
    name: "page_reviews",
    key: ["id"],
    identity: "id",
    // The review comments are part of a page's history.
    columns: [
      int("id"),
      text("name"),
      int("revision"),
      text("action"),
      text("comment"),
      text("by", true),
      text("at"),
    ],
  },
  {
    name: "audit_log",
    key: ["id"],
    identity: "id",
    // Who did what: kept with the site, for as long as AUDIT_RETENTION_DAYS says.
    columns: [
      int("id"),
      text("at"),
      text("action"),
      int("actor_id", true),
      text("actor", true),
      text("page", true),
      text("lang", true),
      int("revision", true),
      text("subject", true),
      text("detail"),
    ],
  },
  {
    name: "revoked_tokens",
    key: ["jti"],
    // A signed-out token stays signed out where the same JWT_SECRET signs (it lives at most an hour).
    columns: [text("jti"), text("expires_at")],
  },
  {
    name: "used_challenges",
    key: ["signature"],
    // The forms' secret moves with the settings, so a solved challenge must stay used.
    columns: [text("signature"), text("expires_at")],
  },
  {
    name: "settings",
    key: ["key"],
    // The site's secrets (forms, unsubscribe and password links) and markers such as demo_seeded.
    columns: [text("key"), text("value")],
    skipRows: (row) => LOCAL_SETTINGS.includes(String(row.key)),
  },
];

/** Tables an export leaves out, and why (docs/decisions/0015-export-and-import.md). */
export const NOT_ARCHIVED: Readonly<Record<string, string>> = {
  sessions: "browser sign-ins: everyone signs in again on the imported site",
  login_failures: "sign-in and form rate limits of the last hour",
  privacy_requests:
    "links to confirm a request about one's data, valid 24 hours: asked again on the new site",
  content_changes:
    "what the caches of this database's copies compare; the imported site starts with empty caches",
  page_search: "derived from the pages: made again by the import",
  page_slugs: "derived from the pages: made again by the import",
  page_sitemap: "derived from the pages: made again by the import",
  not_found_log: "visitors' 404s of the last days, counted on this site: the new site counts its own",
  page_tags: "derived from the pages: made again by the import",
  site_search: "derived from the pages: made again by the import",
  page_links: "derived from the pages: made again by the import",
  // SQLite's full-text index of site_search and its shadow tables.
  site_search_fts: "derived from site_search",
  site_search_fts_config: "derived from site_search",
  site_search_fts_data: "derived from site_search",
  site_search_fts_docsize: "derived from site_search",
  site_search_fts_idx: "derived from site_search",
  analytics_salts:
    "the day's key of the visitors' hash: it must never leave the database, and is gone tomorrow",
  analytics_seen: "the visitors' hashes of today and yesterday: worthless without their day's key",
  kysely_migration: "the migrations run: the import runs them on the new database",
  kysely_migration_lock: "the migrations' lock",
};

export function archivedTable(name: string): ArchivedTable | undefined {
  return ARCHIVED_TABLES.find((t) => t.name === name);
}
