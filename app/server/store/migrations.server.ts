import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { Database } from "./schema.server.ts";

export type Dialect = "sqlite" | "postgres";

/**
 * Forward-only migrations, in code. Never edit one that has shipped: add the next.
 * Column types are chosen to mean the same on SQLite and PostgreSQL. Each new table or column is also
 * named in archive-tables.server.ts, exported or not (an export refuses a database it does not know).
 */
function migrations(dialect: Dialect): Record<string, Migration> {
  // SQLite has no identity columns; its INTEGER PRIMARY KEY is the row id.
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  return {
    "0001-pages-users": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("pages")
          .addColumn("name", "text", (c) => c.primaryKey())
          .addColumn("template", "text", (c) => c.notNull())
          .addColumn("doc", "text", (c) => c.notNull())
          .addColumn("revision", "integer", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .addColumn("updated_by", "text")
          .execute();
        await db.schema.createIndex("pages_template_idx").on("pages").column("template").execute();
        await db.schema.createIndex("pages_updated_idx").on("pages").column("updated_at").execute();

        await db.schema
          .createTable("page_revisions")
          .addColumn("id", "integer", id)
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("revision", "integer", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("template", "text", (c) => c.notNull())
          .addColumn("doc", "text", (c) => c.notNull())
          .addColumn("saved_at", "text", (c) => c.notNull())
          .addColumn("saved_by", "text")
          .execute();
        await db.schema
          .createIndex("page_revisions_name_idx")
          .on("page_revisions")
          .columns(["name", "revision"])
          .execute();
        await db.schema
          .createIndex("page_revisions_action_idx")
          .on("page_revisions")
          .column("action")
          .execute();

        await db.schema
          .createTable("users")
          .addColumn("id", "integer", id)
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("password_hash", "text", (c) => c.notNull())
          .addColumn("role", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();

        await db.schema
          .createTable("revoked_tokens")
          .addColumn("jti", "text", (c) => c.primaryKey())
          .addColumn("expires_at", "text", (c) => c.notNull())
          .execute();

        await db.schema
          .createTable("settings")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("value", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("login_failures")
          .addColumn("key", "text", (c) => c.notNull())
          .addColumn("at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("login_failures_key_idx")
          .on("login_failures")
          .columns(["key", "at"])
          .execute();
        await sql`insert into settings (key, value) values ('content_version', '0')`.execute(db);
      },
    },
    "0002-page-search": {
      async up(db: Kysely<unknown>) {
        // One row per listed page and language: what lists filter, count, sort and page in SQL.
        await db.schema
          .createTable("page_search")
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("lang", "text", (c) => c.notNull())
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("title", "text", (c) => c.notNull())
          .addColumn("category", "text", (c) => c.notNull())
          .addColumn("created", "text", (c) => c.notNull())
          .addColumn("search", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("page_search_pk", ["name", "lang"])
          .execute();
        await db.schema
          .createIndex("page_search_list_idx")
          .on("page_search")
          .columns(["kind", "lang", "created"])
          .execute();
      },
    },
    "0003-user-token-version": {
      async up(db: Kysely<unknown>) {
        // Carried in every sign-in token and compared on every request: bumping it ends the user's sessions.
        await db.schema
          .alterTable("users")
          .addColumn("token_version", "integer", (c) => c.notNull().defaultTo(1))
          .execute();
      },
    },
    "0004-content-changes": {
      async up(db: Kysely<unknown>) {
        // Which page each content version changed: caches of every copy drop only what depends on it.
        await db.schema
          .createTable("content_changes")
          .addColumn("version", "integer", (c) => c.primaryKey())
          .addColumn("page", "text", (c) => c.notNull())
          .addColumn("templates", "text", (c) => c.notNull())
          .addColumn("tags", "text", (c) => c.notNull())
          .addColumn("at", "text", (c) => c.notNull())
          .execute();
        // Tags derived from each page (PageIndexer.tags): lists narrowed by tag, caches told by them.
        await db.schema
          .createTable("page_tags")
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("tag", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("page_tags_pk", ["name", "tag"])
          .execute();
        await db.schema.createIndex("page_tags_tag_idx").on("page_tags").columns(["tag", "name"]).execute();
      },
    },
    "0005-content-change-detail": {
      async up(db: Kysely<unknown>) {
        // What a write did and the page's search rows before and after it: a cached list or search
        // that the page was never in, and will not be in, survives the write.
        await db.schema.alterTable("content_changes").addColumn("action", "text").execute();
        await db.schema.alterTable("content_changes").addColumn("search_rows", "text").execute();
      },
    },
    "0006-search-tags": {
      async up(db: Kysely<unknown>) {
        // Each listed page's tag keys in its language ("|sesgo|datos|"): /articles?tag= filters and counts
        // in SQL. Rows written before this are filled when the indexer's version changes (the next start
        // re-indexes every page: PageIndex.rebuildIfOutdated).
        await db.schema
          .alterTable("page_search")
          .addColumn("tags", "text", (c) => c.notNull().defaultTo(""))
          .execute();
      },
    },
    "0007-drafts-publishing": {
      async up(db: Kysely<unknown>) {
        // `pages` stays what visitors read (the published version); the working draft lives beside it.
        // A page only ever saved as a draft has no row in `pages` (docs/decisions/0008).
        await db.schema
          .createTable("page_drafts")
          .addColumn("name", "text", (c) => c.primaryKey())
          .addColumn("template", "text", (c) => c.notNull())
          .addColumn("doc", "text", (c) => c.notNull())
          .addColumn("revision", "integer", (c) => c.notNull())
          .addColumn("meta", "text", (c) => c.notNull().defaultTo("{}"))
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .addColumn("updated_by", "text")
          .execute();
        // Per language: when its text last changed and against what (translation status), change notes.
        await db.schema
          .alterTable("pages")
          .addColumn("meta", "text", (c) => c.notNull().defaultTo("{}"))
          .execute();
        // What a history entry did beyond its action: languages, note, restored revision, scheduled time.
        await db.schema.alterTable("page_revisions").addColumn("detail", "text").execute();
        // One row per page and language waiting to be published at `at`, with the text to publish.
        await db.schema
          .createTable("page_schedules")
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("lang", "text", (c) => c.notNull())
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("doc", "text", (c) => c.notNull())
          .addColumn("meta", "text", (c) => c.notNull())
          .addColumn("revision", "integer", (c) => c.notNull())
          .addColumn("note", "text")
          .addColumn("created_by", "text")
          .addPrimaryKeyConstraint("page_schedules_pk", ["name", "lang"])
          .execute();
        await db.schema.createIndex("page_schedules_at_idx").on("page_schedules").column("at").execute();
        // Preview links: only a hash of the secret is kept.
        await db.schema
          .createTable("preview_links")
          .addColumn("token_hash", "text", (c) => c.primaryKey())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("expires_at", "text", (c) => c.notNull())
          .addColumn("created_by", "text")
          .execute();
        await db.schema.createIndex("preview_links_name_idx").on("preview_links").column("name").execute();
      },
    },
    "0008-sessions": {
      async up(db: Kysely<unknown>) {
        // One row per signed-in browser (the refresh cookie); removing it signs that browser out everywhere.
        await db.schema
          .createTable("sessions")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("user_id", "integer", (c) => c.notNull())
          .addColumn("secret_hash", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("expires_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();
      },
    },
    "0009-media": {
      async up(db: Kysely<unknown>) {
        // The media library: each upload once per content (hash), its size, responsive variants, alt texts.
        await db.schema
          .createTable("media")
          .addColumn("name", "text", (c) => c.primaryKey())
          .addColumn("hash", "text", (c) => c.notNull().unique())
          .addColumn("ext", "text", (c) => c.notNull())
          .addColumn("size", "integer", (c) => c.notNull())
          .addColumn("width", "integer")
          .addColumn("height", "integer")
          .addColumn("variants", "text", (c) => c.notNull().defaultTo("[]"))
          .addColumn("alt", "text", (c) => c.notNull().defaultTo("{}"))
          .addColumn("caption", "text", (c) => c.notNull().defaultTo("{}"))
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("created_by", "text")
          .execute();
        await db.schema.createIndex("media_created_idx").on("media").column("created_at").execute();
      },
    },
    "0010-media-pages": {
      async up(db: Kysely<unknown>) {
        // A PDF's page count, read when it is checked at upload (the library shows it beside the size).
        await db.schema.alterTable("media").addColumn("pages", "integer").execute();
      },
    },
    "0011-mail-and-forms": {
      async up(db: Kysely<unknown>) {
        // Outgoing e-mail: sent by a worker in any copy, claimed row by row (docs/decisions/0013).
        await db.schema
          .createTable("mail_queue")
          .addColumn("id", "integer", id)
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("to_addr", "text", (c) => c.notNull())
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("text", "text", (c) => c.notNull())
          .addColumn("html", "text")
          .addColumn("headers", "text", (c) => c.notNull().defaultTo("{}"))
          // One e-mail per key (a newsletter to one subscriber): a resumed send never sends twice.
          .addColumn("dedupe_key", "text", (c) => c.unique())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("send_after", "text", (c) => c.notNull())
          .addColumn("last_error", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("sent_at", "text")
          .execute();
        await db.schema
          .createIndex("mail_queue_due_idx")
          .on("mail_queue")
          .columns(["status", "send_after"])
          .execute();
        // Messages of the contact form.
        await db.schema
          .createTable("contact_messages")
          .addColumn("id", "integer", id)
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("message", "text", (c) => c.notNull())
          .addColumn("lang", "text", (c) => c.notNull())
          .addColumn("consent", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("read_at", "text")
          .execute();
        // Newsletter subscribers with their consent record (GDPR art. 7).
        await db.schema
          .createTable("subscribers")
          .addColumn("id", "integer", id)
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("lang", "text", (c) => c.notNull())
          .addColumn("state", "text", (c) => c.notNull())
          .addColumn("token_hash", "text")
          .addColumn("token_expires_at", "text")
          .addColumn("consent", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("confirmed_at", "text")
          .addColumn("unsubscribed_at", "text")
          .execute();
        await db.schema.createIndex("subscribers_token_idx").on("subscribers").column("token_hash").execute();
        // A solved proof-of-work challenge is accepted once, in every copy.
        await db.schema
          .createTable("used_challenges")
          .addColumn("signature", "text", (c) => c.primaryKey())
          .addColumn("expires_at", "text", (c) => c.notNull())
          .execute();
      },
    },
    "0012-site-search": {
      async up(db: Kysely<unknown>) {
        // The site search (docs/decisions/0012-site-search.md): one row per published page and language,
        // with its texts as shown (for snippets) and their stems as the app made them (for matching).
        // Filled at the next start: the indexer's version changes with it (rebuildIndexIfOutdated).
        await db.schema
          .createTable("site_search")
          .addColumn("id", "integer", id)
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("lang", "text", (c) => c.notNull())
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("path", "text", (c) => c.notNull())
          .addColumn("title", "text", (c) => c.notNull())
          .addColumn("excerpt", "text", (c) => c.notNull())
          .addColumn("body", "text", (c) => c.notNull())
          .addColumn("title_terms", "text", (c) => c.notNull())
          .addColumn("excerpt_terms", "text", (c) => c.notNull())
          .addColumn("body_terms", "text", (c) => c.notNull())
          // 0: kept only for the articles list's search (a language the page is not written in, or
          // hidden from search engines); the site search shows rows with 1.
          .addColumn("listed", "integer", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("site_search_name_idx").on("site_search").column("name").execute();
        if (dialect === "sqlite") {
          // A search reads these for thousands of matches: from this narrow index, never from the wide
          // rows (texts of several kilobytes): docs/performance.md "Figures behind the code".
          await sql`create index site_search_cover_idx on site_search (id, lang, listed, kind, name)`.execute(
            db,
          );
          // Stems are already folded: the tokenizer only splits on the spaces between them.
          await sql`create virtual table site_search_fts using fts5(
            title_terms, excerpt_terms, body_terms,
            content='site_search', content_rowid='id', tokenize='unicode61 remove_diacritics 0')`.execute(db);
          await sql`create trigger site_search_ai after insert on site_search begin
            insert into site_search_fts(rowid, title_terms, excerpt_terms, body_terms)
            values (new.id, new.title_terms, new.excerpt_terms, new.body_terms); end`.execute(db);
          await sql`create trigger site_search_ad after delete on site_search begin
            insert into site_search_fts(site_search_fts, rowid, title_terms, excerpt_terms, body_terms)
            values ('delete', old.id, old.title_terms, old.excerpt_terms, old.body_terms); end`.execute(db);
          await sql`create trigger site_search_au after update on site_search begin
            insert into site_search_fts(site_search_fts, rowid, title_terms, excerpt_terms, body_terms)
            values ('delete', old.id, old.title_terms, old.excerpt_terms, old.body_terms);
            insert into site_search_fts(rowid, title_terms, excerpt_terms, body_terms)
            values (new.id, new.title_terms, new.excerpt_terms, new.body_terms); end`.execute(db);
        } else {
          // Weights A/B/C: title, excerpt, body. 'simple' only splits and lower-cases: no second stemming.
          await sql`alter table site_search add column document tsvector generated always as (
            setweight(to_tsvector('simple', title_terms), 'A') ||
            setweight(to_tsvector('simple', excerpt_terms), 'B') ||
            setweight(to_tsvector('simple', body_terms), 'C')) stored`.execute(db);
          await sql`create index site_search_document_idx on site_search using gin (document)`.execute(db);
          await db.schema
            .createIndex("site_search_lang_idx")
            .on("site_search")
            .columns(["lang", "kind"])
            .execute();
        }
      },
    },
    "0013-newsletter-sends": {
      async up(db: Kysely<unknown>) {
        // A newsletter sent to the confirmed subscribers: its e-mails are queued with one dedupe key per
        // subscriber, so a send interrupted while queuing is finished at the next start without doubles.
        await db.schema
          .createTable("newsletter_sends")
          .addColumn("id", "integer", id)
          .addColumn("articles", "text", (c) => c.notNull())
          .addColumn("intro", "text", (c) => c.notNull())
          .addColumn("state", "text", (c) => c.notNull())
          .addColumn("recipients", "integer", (c) => c.notNull().defaultTo(0))
          // The site's origin when it was sent: the links of e-mails queued after a restart use it too.
          .addColumn("base_url", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("created_by", "text")
          .execute();
      },
    },
    "0014-search-speed": {
      async up(db: Kysely<unknown>) {
        // PostgreSQL only (docs/decisions/0012-site-search.md "Speed on PostgreSQL (migration 0014, 2026-11-23)"). A page's whole
        // tsvector (~3 KB) lives out of line (TOAST), so reading it for thousands of matches was the cost:
        // - one GIN index per language answers which rows match without reading any tsvector, and the
        //   planner picks it on its own (with one index over both languages it preferred the language's
        //   btree and read every document);
        // - `head` (title and excerpt, a few hundred bytes, stored in the row) ranks the best hits;
        //   the whole document is read only for matches whose title and excerpt do not hold the query.
        if (dialect === "sqlite") return;
        await sql`alter table site_search add column head tsvector generated always as (
          setweight(to_tsvector('simple', title_terms), 'A') ||
          setweight(to_tsvector('simple', excerpt_terms), 'B')) stored`.execute(db);
        await sql`drop index if exists site_search_document_idx`.execute(db);
        await sql`drop index if exists site_search_lang_idx`.execute(db);
        for (const lang of ["es", "en"]) {
          await sql`create index ${sql.raw(`site_search_${lang}_document_idx`)} on site_search
            using gin (document) where lang = ${sql.lit(lang)}`.execute(db);
          await sql`create index ${sql.raw(`site_search_${lang}_head_idx`)} on site_search
            using gin (head) where lang = ${sql.lit(lang)}`.execute(db);
        }
      },
    },
    "0015-assistant": {
      async up(db: Kysely<unknown>) {
        // The /chatbot assistant's questions, answers and feedback (docs/decisions/0017-assistant.md):
        // kept ASSISTANT_RETENTION_DAYS, the visitor's address only as a keyed hash.
        await db.schema
          .createTable("assistant_questions")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("asked_at", "text", (c) => c.notNull())
          .addColumn("lang", "text", (c) => c.notNull())
          .addColumn("question", "text", (c) => c.notNull())
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("sources", "text", (c) => c.notNull())
          .addColumn("answer", "text", (c) => c.notNull())
          .addColumn("helpful", "integer")
          .addColumn("client", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("assistant_questions_asked_idx")
          .on("assistant_questions")
          .column("asked_at")
          .execute();
      },
    },
    "0016-change-langs": {
      async up(db: Kysely<unknown>) {
        // Which languages' screens a write changed (app/content/lang-view.ts); null: every language's.
        await db.schema.alterTable("content_changes").addColumn("langs", "text").execute();
      },
    },
    "0017-privacy": {
      async up(db: Kysely<unknown>) {
        // A visitor's request for a copy or the erasure of their data, waiting for the link e-mailed to
        // them (app/content/data-inventory.ts "privacy-requests"): only a hash of the link's secret is kept.
        await db.schema
          .createTable("privacy_requests")
          .addColumn("token_hash", "text", (c) => c.primaryKey())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("lang", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("expires_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("privacy_requests_email_idx")
          .on("privacy_requests")
          .column("email")
          .execute();
        // Every export and erasure of a person's data, with a keyed hash of the address, never the address.
        await db.schema
          .createTable("privacy_log")
          .addColumn("id", "integer", id)
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("via", "text", (c) => c.notNull())
          .addColumn("actor", "text")
          .addColumn("detail", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("privacy_log_subject_idx").on("privacy_log").column("subject").execute();
        await db.schema.createIndex("privacy_log_at_idx").on("privacy_log").column("at").execute();
      },
    },
    "0020-assistant-editing": {
      async up(db: Kysely<unknown>) {
        // The assistant's vocabulary as editors changed it, over the groups the site ships
        // (app/server/assistant/lexicon-seed.ts) by key: a removed group stays as a row marked deleted.
        await db.schema
          .createTable("assistant_synonyms")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("es", "text", (c) => c.notNull())
          .addColumn("en", "text", (c) => c.notNull())
          .addColumn("deleted", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("revision", "integer", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .addColumn("updated_by", "text")
          .execute();
        // The editors' evaluation: questions and the pages that should answer them (none: no answer).
        await db.schema
          .createTable("assistant_evaluation")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("lang", "text", (c) => c.notNull())
          .addColumn("question", "text", (c) => c.notNull())
          .addColumn("pages", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("created_by", "text")
          .execute();
        await db.schema
          .createIndex("assistant_evaluation_created_idx")
          .on("assistant_evaluation")
          .column("created_at")
          .execute();
      },
    },
    "0042b-page-links": {
      async up(db: Kysely<unknown>) {
        // Which page links to which page or stored file, by identity (app/content/page-links.ts): derived
        // from each published page in its write's transaction, filled for existing pages by the re-index
        // the indexer's new version makes at the next start.
        await db.schema
          .createTable("page_links")
          .addColumn("id", "integer", id)
          .addColumn("source", "text", (c) => c.notNull())
          .addColumn("lang", "text", (c) => c.notNull())
          .addColumn("field", "text", (c) => c.notNull())
          .addColumn("href", "text", (c) => c.notNull())
          .addColumn("text", "text", (c) => c.notNull())
          .addColumn("target_kind", "text", (c) => c.notNull())
          .addColumn("target", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("page_links_source_idx").on("page_links").column("source").execute();
        await db.schema
          .createIndex("page_links_target_idx")
          .on("page_links")
          .columns(["target_kind", "target"])
          .execute();
      },
    },
    "0042a-addresses": {
      async up(db: Kysely<unknown>) {
        // Each page's slug per language (app/content/slugs.ts), derived from its published document in the
        // page's own transaction: the unique index is what makes a slug unique per language.
        await db.schema
          .createTable("page_slugs")
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("lang", "text", (c) => c.notNull())
          .addColumn("slug", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("page_slugs_pk", ["name", "lang"])
          .execute();
        await db.schema
          .createIndex("page_slugs_lang_slug_idx")
          .on("page_slugs")
          .columns(["lang", "slug"])
          .unique()
          .execute();
        // 301s from old addresses: made by a page's change of address, or by an editor (exact or prefix).
        await db.schema
          .createTable("redirects")
          .addColumn("id", "integer", id)
          .addColumn("from_path", "text", (c) => c.notNull().unique())
          .addColumn("to_path", "text", (c) => c.notNull())
          .addColumn("match", "text", (c) => c.notNull())
          .addColumn("origin", "text", (c) => c.notNull())
          .addColumn("page", "text")
          .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("last_hit_at", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .addColumn("created_by", "text")
          .execute();
        await db.schema.createIndex("redirects_to_idx").on("redirects").column("to_path").execute();
        // Addresses that answered 404, counted per day (no IP, no query string, no time of day).
        await db.schema
          .createTable("not_found_log")
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("path", "text", (c) => c.notNull())
          .addColumn("bot", "integer", (c) => c.notNull())
          .addColumn("hits", "integer", (c) => c.notNull())
          .addPrimaryKeyConstraint("not_found_log_pk", ["day", "path", "bot"])
          .execute();
      },
    },
    "0043-analytics": {
      async up(db: Kysely<unknown>) {
        // The audience, counted without cookies (issue 43): daily aggregates, added to by every copy.
        await db.schema
          .createTable("analytics_daily")
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("item", "text", (c) => c.notNull())
          .addColumn("lang", "text", (c) => c.notNull())
          .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("empty", "integer", (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "kind", "item", "lang"])
          .execute();
        await db.schema
          .createIndex("analytics_daily_kind_idx")
          .on("analytics_daily")
          .columns(["kind", "day"])
          .execute();
        // The day's salt of the visitors' keyed hash, and the hashes counted today: gone the next day.
        await db.schema
          .createTable("analytics_salts")
          .addColumn("day", "text", (c) => c.primaryKey())
          .addColumn("salt", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("analytics_seen")
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("mark", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("analytics_seen_pk", ["day", "mark"])
          .execute();
      },
    },
    "0041b-audit-and-review": {
      async up(db: Kysely<unknown>) {
        // The audit trail (issue 41): who did what and when, never a copy of content (app/server/audit/).
        await db.schema
          .createTable("audit_log")
          .addColumn("id", "integer", id)
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("actor_id", "integer")
          .addColumn("actor", "text")
          .addColumn("page", "text")
          .addColumn("lang", "text")
          .addColumn("revision", "integer")
          .addColumn("subject", "text")
          .addColumn("detail", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("audit_log_at_idx").on("audit_log").columns(["at", "id"]).execute();
        await db.schema.createIndex("audit_log_action_idx").on("audit_log").column("action").execute();
        await db.schema.createIndex("audit_log_page_idx").on("audit_log").column("page").execute();
        // A draft's review (issue 41): submitted, commented on, sent back or approved, kept with its history.
        await db.schema
          .createTable("page_reviews")
          .addColumn("id", "integer", id)
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("revision", "integer", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("comment", "text", (c) => c.notNull())
          .addColumn("by", "text")
          .addColumn("at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("page_reviews_name_idx")
          .on("page_reviews")
          .columns(["name", "id"])
          .execute();
      },
    },
    "0041e-translation-help": {
      async up(db: Kysely<unknown>) {
        // The initiative's glossary (issue 41, item 7): one term in both languages, sent with every request
        // for a machine translation and enforced on its result.
        await db.schema
          .createTable("glossary_terms")
          .addColumn("id", "integer", id)
          .addColumn("es", "text", (c) => c.notNull())
          .addColumn("en", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        // Values of a draft written by a model: a field stays marked while it holds that text.
        await db.schema
          .createTable("machine_translations")
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("lang", "text", (c) => c.notNull())
          .addColumn("field", "text", (c) => c.notNull())
          .addColumn("text", "text", (c) => c.notNull())
          .addColumn("at", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("machine_translations_pk", ["name", "lang", "field"])
          .execute();
      },
    },
    "0044a-list-order-index": {
      async up(db: Kysely<unknown>) {
        // The lists' order (newest first, then title and name) read from the index: a page of /articles at
        // 100,000 articles read every row and sorted them (86 ms at page 2,000; docs/performance.md, issue 44).
        await sql`create index page_search_order_idx on page_search (kind, lang, created desc, title, name)`.execute(
          db,
        );
        await db.schema.dropIndex("page_search_list_idx").execute();
      },
    },
    "0044b-sitemap-rows": {
      async up(db: Kysely<unknown>) {
        // What the sitemap lists of each page (app/content/sitemap-entries.ts), derived from its published
        // document in the page's own transaction: /sitemap.xml read every page's whole document (47–64 s and
        // ~570 MB at 100,000 pages). The rows are made by PageIndex (its sitemap version), not here.
        await db.schema
          .createTable("page_sitemap")
          .addColumn("name", "text", (c) => c.primaryKey())
          .addColumn("entry", "text", (c) => c.notNull())
          .execute();
      },
    },
    "0044a-site-search-facets": {
      async up(db: Kysely<unknown>) {
        if (dialect !== "sqlite") return;
        // The row's language, listed flag and kind in the full-text index too (they are site_search's own
        // columns): a search narrows to them in the index instead of joining every match and dropping the
        // other language's (PostgreSQL's indexes are per language already: migration 0014).
        for (const trigger of ["site_search_ai", "site_search_ad", "site_search_au"])
          await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
        await sql`drop table site_search_fts`.execute(db);
        await sql`create virtual table site_search_fts using fts5(
          title_terms, excerpt_terms, body_terms, lang, listed, kind,
          content='site_search', content_rowid='id', tokenize='unicode61 remove_diacritics 0')`.execute(db);
        const columns = "title_terms, excerpt_terms, body_terms, lang, listed, kind";
        const values = (row: string) => columns.replace(/(\w+)/g, `${row}.$1`);
        await sql`create trigger site_search_ai after insert on site_search begin
          insert into site_search_fts(rowid, ${sql.raw(columns)}) values (new.id, ${sql.raw(values("new"))}); end`.execute(
          db,
        );
        await sql`create trigger site_search_ad after delete on site_search begin
          insert into site_search_fts(site_search_fts, rowid, ${sql.raw(columns)})
          values ('delete', old.id, ${sql.raw(values("old"))}); end`.execute(db);
        await sql`create trigger site_search_au after update on site_search begin
          insert into site_search_fts(site_search_fts, rowid, ${sql.raw(columns)})
          values ('delete', old.id, ${sql.raw(values("old"))});
          insert into site_search_fts(rowid, ${sql.raw(columns)}) values (new.id, ${sql.raw(values("new"))}); end`.execute(
          db,
        );
        await sql`insert into site_search_fts(site_search_fts) values ('rebuild')`.execute(db);
      },
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      return migrations(dialect);
    },
  };
}

/** Kysely's migrator over this code's migrations, on the connection's own schema. */
export async function migrator(db: Kysely<Database>, kind: Dialect): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema unless told one: the tables of another
  // schema in the same database (another app, another copy's test run) would pass for ours.
  const schema =
    kind === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  // Branches land in any order, so a migration may sort before one a database has already run (0041e after
  // 0043): it runs then, once, like any other pending one.
  return new Migrator({
    db,
    provider: migrationProvider(kind),
    migrationTableSchema: schema,
    allowUnorderedMigrations: true,
  });
}
