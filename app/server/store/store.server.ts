import type { AddressStore } from "./address-store.server.ts";
import type { z } from "zod";
import type { deletedPageOut, revisionInfo } from "../../content/api-schemas.ts";
import type { Lang, PageDoc } from "../../content/page-model.ts";
import type { LangState, PageMeta, ScheduleInfo } from "../../content/publishing.ts";
import type { MediaRecord, MediaVariant } from "../../content/media.ts";
import type { SitemapEntry } from "../../content/sitemap-entries.ts";
import type { RevisionAction } from "./schema.server.ts";
import type { ArchivedTable, ArchiveRow } from "./archive-tables.server.ts";

import type { AssistantStore, MessagingStore } from "./messaging-store.server.ts";
import type { PrivacyStore } from "./privacy-store.server.ts";
import type { AnalyticsStore } from "./analytics-store.server.ts";
import type { Role } from "../../content/roles.ts";
import type { AuditAction, AuditFilter, AuditRecord } from "../../content/audit.ts";
import type { ReviewEvent } from "../../content/review.ts";
import type { GlossaryTerm } from "../../content/translation.ts";

export type { Role };

export interface User {
  id: number;
  email: string;
  role: Role;
  passwordHash: string;
  createdAt: string;
  /** Carried in the user's tokens; a password change, a role change or a removal moves it on. */
  tokenVersion: number;
}

/** What a request's token is checked against, read in one indexed query. */
export interface SessionCheck {
  id: number;
  /** The role as it is now: requests act with this one, never with what a token says. */
  role: Role;
  tokenVersion: number;
  /** The token's jti was signed out. */
  revoked: boolean;
  /** The browser session the token was issued for still exists (true for a token without one). */
  live: boolean;
}

/** A signed-in browser, as its refresh cookie finds it. */
export interface SessionRow {
  id: string;
  userId: number;
  secretHash: string;
  expiresAt: string;
}

/** "last_admin": refused, the site would be left without an admin. */
export type RoleChange = "changed" | "unchanged" | "not_found" | "last_admin";
export type UserRemoval = "removed" | "not_found" | "last_admin";

/** Thrown by createUser when the e-mail is already taken (also when two creations race). */
export class UserExistsError extends Error {
  readonly email: string;
  constructor(email: string) {
    super(`A user with the e-mail ${email} already exists.`);
    this.name = "UserExistsError";
    this.email = email;
  }
}

export type { RevisionAction };

/*
 * A history entry and a deleted page are what the API answers (app/content/api-schemas.ts): their types
 * are read from those schemas, so the store, the API and the editing area share one declaration.
 */
export type RevisionInfo = z.output<typeof revisionInfo>;
export type DeletedPageInfo = z.output<typeof deletedPageOut>;
/** What a history entry did beyond its action (languages, note, the revision restored, a schedule's time). */
export type RevisionDetail = Omit<RevisionInfo, "revision" | "action" | "savedAt" | "savedBy" | "template">;

export interface ListOptions {
  limit?: number;
  /** Exclusive: the list starts after this page name. */
  startKey?: string;
  /** Only pages whose template matches this SQL LIKE-free, case-insensitive substring. */
  templateContains?: string[];
  /** Only pages with this tag (PageIndexer.tags). */
  tagged?: string;
}

export interface ListResult {
  items: PageDoc[];
  /** Set when more pages follow: pass it back as startKey. */
  lastKey?: string;
}

/**
 * A listed page as it is stored: its JSON as UTF-8 bytes, never decoded, and its template. A long list
 * goes out as the stored bytes joined: decoding 800 KB of JSON into strings and encoding it back cost
 * more than reading it.
 */
export interface StoredPageBytes {
  name: string;
  template: string;
  json: Buffer;
}

export interface SaveOptions {
  /** The revision the writer last saw; a different current revision is a conflict. */
  expectedRevision?: number;
  /** Create only: a page with this name already existing is a conflict. */
  createOnly?: boolean;
  /** Save only a page visitors can read (If-Match: *): without one, a MissingPageError, nothing written. */
  mustExist?: boolean;
  user?: string | null;
}

/** A save that needed the page to exist found none, in its own transaction (SaveOptions.mustExist). */
export class MissingPageError extends Error {
  readonly page: string;
  constructor(page: string) {
    super(`No page named "${page}" exists.`);
    this.name = "MissingPageError";
    this.page = page;
  }
}

/** Thrown when a write was based on a stale revision; carries the page as it now is. */
export class ConflictError extends Error {
  readonly current: PageDoc | undefined;
  constructor(message: string, current: PageDoc | undefined) {
    super(message);
    this.name = "ConflictError";
    this.current = current;
  }
}

/** The content version as this process last knew it, read without waiting (for the cache's fast path). */
export interface VersionWatch {
  /** undefined when it cannot be known right now: callers then ask the store. */
  current(): number | undefined;
  close(): Promise<void>;
}

/**
 * What one committed write changed in the content, as facts about the page in the content model's own
 * terms (its templates, tags, languages and list rows), kept in `content_changes` for every copy. Its
 * readers each derive what they need: the response cache which kept answers to drop
 * (app/server/cache/dependencies.server.ts), the CDN purge hook which addresses, the page snapshot which
 * pages to read again.
 */
export interface ContentChange {
  /** The content version the write made. */
  version: number;
  page: string;
  /** Whether the page came into being, changed or went; undefined when not recorded (read as any). */
  action?: ChangeAction;
  /** The page's templates before and after the write, each once (its families follow from them). */
  templates: string[];
  /** The page's tags (PageIndexer.tags) before and after the write. */
  tags: string[];
  /**
   * The languages whose view of the page changed (app/content/lang-view.ts): a screen in another language
   * shows the page as it did. Undefined when every language's did (a page created or removed), or not recorded.
   */
  langs?: Lang[] | undefined;
  /** The page's list rows (PageIndexer.searchRows) before and after the write; undefined when not recorded. */
  rows?: { before: SearchRow[]; after: SearchRow[] };
  /**
   * This process's write changed the redirects (the page moved: app/server/store/address-store.server.ts);
   * told to this process's listeners only, never kept (other copies read the redirects' own version).
   */
  redirects?: true;
}

export type ChangeAction = "create" | "update" | "delete";

/** What a list needs of a page in one language, kept beside it on every write (see PageIndexer). */
export interface SearchRow {
  lang: string;
  kind: string;
  title: string;
  category: string;
  /** ISO date, "" when unknown: lists sort newest first. */
  created: string;
  /**
   * The page's searchable words as the site search indexes them (stems, space-separated; the terms of
   * its SiteSearchRow): whether a query finds the page follows from them (app/server/search/text.server.ts).
   */
  search: string;
  /**
   * The page's tag keys in this language between bars, "|sesgo|páginas|" ("" for none): a tag filter
   * finds "|key|" (app/content/tags.ts tagsColumn). Missing in changes recorded before migration 0006.
   */
  tags: string;
}

/**
 * What the store keeps beside each page, derived by content rules it does not know (injected): search
 * rows for the lists, and tags (e.g. "pdf": the page offers a PDF) that narrow a list and tell caches
 * which writes can change it. `version` names the rules: when it changes, everything is derived again.
 */
export interface PageIndexer {
  version: string;
  /** The page's search rows: of every language, or only of `langs`. */
  searchRows(page: PageDoc, langs?: readonly Lang[]): SearchRow[];
  tags(page: PageDoc): string[];
  /** The page's rows in the site search, one per language it is found in (of `langs` only, if given). */
  siteRows(page: PageDoc, langs?: readonly Lang[]): SiteSearchRow[];
}

/** A published page in one language as the site search keeps it: texts as shown, and their stems. */
export interface SiteSearchRow {
  lang: string;
  /** Its family (app/content/site-search.ts SEARCH_KINDS). */
  kind: string;
  /** Its public address in this language. */
  path: string;
  title: string;
  excerpt: string;
  /** Its text, plain (no markup), for snippets. */
  body: string;
  /** Stems of the title, the excerpt and the body (with words only searched for: name, tags). */
  titleTerms: string;
  excerptTerms: string;
  bodyTerms: string;
  /**
   * Shown by the site search. False: kept only for the articles list's search (an article in a
   * language it is not written in, shown there in the other, or one hidden from search engines).
   */
  listed: boolean;
}

export interface SiteSearchQuery {
  lang: string;
  /** The visitor's words, as typed: the store folds and stems them (app/server/search/text.server.ts). */
  query: string;
  /** Only this kind (counts per kind are over every kind). */
  kind?: string;
  offset: number;
  limit: number;
}

export interface SiteSearchHit {
  name: string;
  kind: string;
  path: string;
  title: string;
  excerpt: string;
  body: string;
}

export interface SiteSearchResult {
  /** Best first: a word in the title counts more than in the excerpt, and that more than in the body. */
  hits: SiteSearchHit[];
  /** How many pages of the language match (of `kind`, when given), at most SEARCH_COUNT_LIMIT. */
  matching: number;
  /**
   * More than SEARCH_COUNT_LIMIT pages match: `matching` is the limit, `kinds` counts the first pages
   * found, and the hits are the best of a bounded set of candidates (search.server.ts).
   */
  more: boolean;
  /** How many pages of each kind match (every kind, whatever `kind` is). */
  kinds: Record<string, number>;
}

export interface SearchQuery {
  kind: string;
  lang: string;
  /** The visitor's words: matched as the site search matches them (its index, stems, every word). */
  query?: string;
  category?: string;
  /** A tag key (app/content/tags.ts tagKey): only pages whose SearchRow.tags hold it. */
  tag?: string;
  offset: number;
  limit: number;
}

export interface SearchResult {
  /** Page names of the requested slice, newest first. */
  names: string[];
  /** How many pages match the query, category and tag. */
  matching: number;
  /** How many pages of this kind exist in this language. */
  total: number;
}

export type { ScheduleInfo };

/** A page as the editing area works on it: its draft (or published version), the published one, states. */
export interface DraftState {
  /** The draft, or the published version when there is no draft; `revision` is the page's head revision. */
  page: PageDoc;
  published: PageDoc | undefined;
  hasDraft: boolean;
  meta: PageMeta;
  publishedMeta: PageMeta;
  schedules: ScheduleInfo[];
  languages: Record<Lang, LangState>;
  updatedAt: string;
  updatedBy: string | null;
}

export interface DraftSaveOptions {
  /** The revision the writer last saw (DraftState.page.revision); an older draft or page is a conflict. */
  expectedRevision?: number;
  createOnly?: boolean;
  user?: string | null;
}

export interface PublishOptions {
  languages: Lang[];
  expectedRevision?: number;
  /** Each published language's change note (notesFor in app/content/publishing.ts). */
  notes?: Partial<Record<Lang, string>>;
  user?: string | null;
}

/** Published pages and their history, as visitors' screens and the API read them. */
export interface PageStore {
  listPages(options?: ListOptions): Promise<ListResult>;
  /** The same list as listPages, each page as its stored JSON bytes (for answers that only pass it on). */
  listPageBytes(options?: ListOptions): Promise<{ items: StoredPageBytes[]; lastKey?: string }>;
  countPages(): Promise<number>;
  /** What the sitemap lists of each page (app/content/sitemap-entries.ts), in name order, a slice at a time. */
  listSitemapEntries(options?: { limit?: number; startKey?: string }): Promise<{
    items: Array<{ name: string; entry: SitemapEntry }>;
    lastKey?: string;
  }>;
  getPage(name: string): Promise<PageDoc | undefined>;
  /** Several pages by name, in the order asked (missing ones left out). */
  getPages(names: readonly string[]): Promise<PageDoc[]>;
  listRevisions(name: string): Promise<RevisionInfo[]>;
  getRevision(name: string, revision: number): Promise<PageDoc | undefined>;
  listDeletedPages(): Promise<DeletedPageInfo[]>;
  /** The published meta of pages (the public out-of-date notice and change notes). */
  publishedMeta(name: string): Promise<PageMeta | undefined>;
  /** Who created each of these pages (who saved its first revision); null when nobody signed it. */
  pageOwners(names: readonly string[]): Promise<Map<string, string | null>>;
}

/** The lists' search and the site search, over the rows the store derives from each page (PageIndexer). */
export interface SearchStore {
  /** Filters, counts and pages a list in the database (kept current by every write). */
  searchPages(query: SearchQuery): Promise<SearchResult>;
  /** The site search: published pages of a language whose words answer the query, best first. */
  searchSite(query: SiteSearchQuery): Promise<SiteSearchResult>;
}

/** The content version and what each write changed: how every copy's caches stay fresh. */
export interface ChangeFeedStore {
  /** Grows on every page write, in every process: render caches compare it to stay fresh. */
  contentVersion(): Promise<number>;
  /** A synchronous view of the content version that follows every copy's writes. */
  watchContentVersion(): Promise<VersionWatch>;
  /**
   * The changes after `version`, oldest first; undefined when they are no longer all kept (a cache
   * that far behind must forget everything).
   */
  changesSince(version: number): Promise<ContentChange[] | undefined>;
  /** Called after each write of this process commits, before the write's caller is answered. */
  onChange(listener: (change: ContentChange) => void): () => void;
}

/**
 * The editing area's writes of a page: the legacy save, drafts, translation status, deletion and restore.
 * Each is one transaction with its history entry, derived rows and change.
 */
export interface EditorialStore {
  /** The page as the editing area opens it; undefined when it has neither draft nor published version. */
  getDraft(name: string): Promise<DraftState | undefined>;
  /** Every page, drafts included, by name, with states (the editing area's list). */
  listWorkspace(options?: {
    limit?: number;
    startKey?: string;
  }): Promise<{ items: DraftState[]; lastKey?: string }>;
  /**
   * Creates or saves. Concurrent writers of one page are decided one after the other: with createOnly
   * or expectedRevision the losers get a ConflictError (with the page as it now is); without them a save
   * that lost the race to create the page simply updates it (POST creates or saves).
   */
  savePage(doc: PageDoc, options?: SaveOptions): Promise<{ page: PageDoc; created: boolean }>;
  /** Saves the draft; visitors see nothing of it. A stale revision is a ConflictError. */
  saveDraft(doc: PageDoc, options?: DraftSaveOptions): Promise<{ state: DraftState; created: boolean }>;
  /** Marks `lang` as checked against the other languages as they are (in the draft, and published). */
  markTranslationChecked(name: string, lang: Lang, user?: string | null): Promise<DraftState | undefined>;
  deletePage(
    name: string,
    options?: { expectedRevision?: number; user?: string | null },
  ): Promise<PageDoc | undefined>;
  /** Copies a revision to the draft (a deleted page comes back as it was: drafted and published). */
  restoreRevision(
    name: string,
    revision: number,
    /** `languages`: restore only these languages' text (the others and the shared values stay); default all. */
    options?: { expectedRevision?: number; user?: string | null; languages?: readonly Lang[] },
  ): Promise<DraftState | undefined>;
}

/** Publishing a draft's languages, now or at a time: one transaction each, as EditorialStore's writes. */
export interface PublishingStore {
  /** Publishes these languages of the draft now (see app/content/publishing.ts mergeForPublish). */
  publish(name: string, options: PublishOptions): Promise<DraftState | undefined>;
  /** Publishes these languages of the draft as it is now, at `at`. */
  schedule(name: string, at: Date, options: PublishOptions): Promise<DraftState | undefined>;
  /** Cancels the scheduled publishes (of these languages, or all). */
  cancelSchedule(
    name: string,
    options: { languages?: Lang[]; user?: string | null },
  ): Promise<DraftState | undefined>;
  /**
   * Publishes what is due at `now`, each exactly once across every copy sharing the database (the
   * publishing transaction removes the schedule row it publishes). Answers the pages published.
   */
  runDueSchedules(now: Date): Promise<string[]>;
  /** The earliest scheduled time, if any (to know when to look again). */
  nextScheduledAt(): Promise<string | undefined>;
  /**
   * Takes the page off the site: visitors no longer read it in any language; what they read becomes the
   * draft (unless one exists). Answers the page's state after, undefined when there is no such page.
   */
  unpublish(
    name: string,
    options?: { expectedRevision?: number; user?: string | null },
  ): Promise<DraftState | undefined>;
}

/** Links that show a page's draft to someone without an account, for a while. */
export interface PreviewStore {
  /** Stores a preview link (its hash); undefined when there is no such page. */
  createPreview(name: string, tokenHash: string, expiresAt: Date, user?: string | null): Promise<boolean>;
  /** Ends every preview link of the page; answers how many. */
  revokePreviews(name: string): Promise<number>;
  /** The page a preview link shows, while it is valid. */
  previewTarget(tokenHash: string, now: Date): Promise<{ name: string; expiresAt: string } | undefined>;
}

/** Editors' accounts, their sessions and sign-in attempts. */
export interface AccountStore {
  countUsers(): Promise<number>;
  listUsers(): Promise<Omit<User, "passwordHash" | "tokenVersion">[]>;
  getUserByEmail(email: string): Promise<User | undefined>;
  /** Throws UserExistsError when the e-mail is taken. */
  createUser(email: string, passwordHash: string, role: Role): Promise<User>;
  /** Sets a new password and ends every session of the user; false when there is no such user. */
  setPassword(email: string, passwordHash: string): Promise<boolean>;
  /** Changes the role and ends every session of the user; the last admin is never demoted. */
  setRole(email: string, role: Role): Promise<RoleChange>;
  /** Removes the user, and so every session of theirs; the last admin is never removed. */
  deleteUser(email: string): Promise<UserRemoval>;

  /** The user a token names (by exact e-mail), whether its jti was revoked and its session lives; undefined: no such user. */
  checkSession(email: string, jti: string, sid?: string): Promise<SessionCheck | undefined>;
  /** Browser sessions (the refresh cookie), pruned of expired ones as new ones are made. */
  createSession(session: SessionRow): Promise<void>;
  getSession(id: string): Promise<(SessionRow & { user: User }) | undefined>;
  deleteSession(id: string): Promise<void>;
  /** Ends every session of the user (a new token version, no browser session left); false: no such user. */
  endSessions(email: string): Promise<boolean>;
  revokeToken(jti: string, expiresAt: Date): Promise<void>;
  isTokenRevoked(jti: string): Promise<boolean>;

  /**
   * Records an attempt to rate-limit under each key (a failed sign-in by IP and account, a form sent by
   * IP and address; table login_failures). The retention job deletes them (app/server/jobs/retention.server.ts).
   */
  recordAttempt(keys: string[], at: Date): Promise<void>;
  countAttempts(key: string, since: Date): Promise<number>;
}

export type { MediaVariant };

/** One stored upload as the media library knows it. */
/** What the public site needs of a library image to serve it responsively: fixed once uploaded. */
export type MediaSize = Pick<MediaRecord, "name" | "width" | "height" | "variants">;
/** A library file's alt text and caption in each language (issue 41, item 3). */
export type MediaTexts = Pick<MediaRecord, "name" | "alt" | "caption">;

export interface MediaItem extends MediaRecord {
  /** SHA-256 of the bytes: the same content uploaded again is this item, not a new copy. */
  hash: string;
}

/** The media library: uploads by content, their variants and texts, and the pages that use them. */
export interface MediaStore {
  /** Adds an upload; when its hash is already stored (two uploads racing), answers the stored one. */
  addMedia(item: MediaItem): Promise<{ item: MediaItem; added: boolean }>;
  mediaByHash(hash: string): Promise<MediaItem | undefined>;
  getMedia(name: string): Promise<MediaItem | undefined>;
  /** The pixel sizes and responsive copies of the named files that are in the library (others left out). */
  mediaSizes(names: readonly string[]): Promise<MediaSize[]>;
  /** The texts of the named files that are in the library (others left out): one query for a page. */
  mediaTexts(names: readonly string[]): Promise<MediaTexts[]>;
  /** Newest first; `query` matches the name and the texts, `kind` images or documents. */
  listMedia(options?: { query?: string; kind?: "image" | "document"; limit?: number }): Promise<MediaItem[]>;
  /**
   * Sets texts per language; when any changes, records a change of each page naming the file (the public
   * pages show the library's texts), in the same transaction.
   */
  updateMedia(
    name: string,
    texts: { alt?: Partial<Record<Lang, string>>; caption?: Partial<Record<Lang, string>> },
  ): Promise<MediaItem | undefined>;
  deleteMedia(name: string): Promise<boolean>;
  /** The pages whose published version or draft names this file. */
  pagesUsing(name: string): Promise<string[]>;
}

/** An import was asked for on a database that already holds a site: the rows found, per table. */
export class StoreNotEmptyError extends Error {
  readonly occupied: Record<string, number>;
  constructor(occupied: Record<string, number>) {
    const found = Object.entries(occupied).map(([table, n]) => `${n} in ${table}`);
    super(`The database is not empty (${found.join(", ")}).`);
    this.name = "StoreNotEmptyError";
    this.occupied = occupied;
  }
}

/**
 * The database as export and import see it (app/server/backup/, docs/decisions/0015-export-and-import.md):
 * the rows of the tables in ARCHIVED_TABLES, as text, whole numbers and nulls.
 */
export interface ArchiveStore {
  /** The last migration run on this database. */
  migrationLevel(): Promise<string | undefined>;
  /** How many rows each archived table holds (settings aside), for the tables that hold any. */
  occupiedTables(): Promise<Record<string, number>>;
  /**
   * Reads tables from one snapshot (a read-only transaction: the site keeps serving). Refused
   * (ArchiveDataError) when the database has a table or column the archive does not know.
   */
  readArchive<T>(work: (read: (table: ArchivedTable) => AsyncIterable<ArchiveRow>) => Promise<T>): Promise<T>;
  /**
   * Loads rows into an empty database in one transaction: `work` inserts them (ids as given), then
   * identities go on after them, every derived row is made again and the content version moves on.
   * Nothing is kept when `work` throws; StoreNotEmptyError when an archived table has rows.
   */
  loadArchive(
    work: (insert: (table: ArchivedTable, rows: readonly ArchiveRow[]) => Promise<void>) => Promise<void>,
  ): Promise<void>;
}

/** An audited action as the API records it (app/server/api/audit.server.ts). */
export interface NewAuditRecord {
  at: string;
  action: AuditAction;
  actorId?: number | null;
  actor?: string | null;
  page?: string | null;
  lang?: string | null;
  revision?: number | null;
  subject?: string | null;
  detail?: Record<string, string | number>;
}

/** The audit trail (issue 41): retention in PrivacyStore.purgeExpired, erasure in erasePersonalData. */
export interface AuditStore {
  addAuditRecord(record: NewAuditRecord): Promise<void>;
  /** Newest first, with how many match the filter. */
  auditRecords(
    filter: AuditFilter,
    paging: { offset: number; limit: number },
  ): Promise<{ items: AuditRecord[]; total: number }>;
}

/** A draft's field written by a model (issue 41, item 7), with its plain text then (comparableText). */
export interface MachineMark {
  lang: Lang;
  /** The field's group key (app/content/template-fields.ts groupKeyOf). */
  field: string;
  text: string;
  at: string;
}

/** Translation help (issue 41, item 7): the initiative's glossary and the fields a model wrote. */
export interface TranslationStore {
  glossary(): Promise<GlossaryTerm[]>;
  addGlossaryTerm(term: { es: string; en: string }): Promise<GlossaryTerm>;
  removeGlossaryTerm(id: number): Promise<boolean>;
  machineMarks(name: string): Promise<MachineMark[]>;
  /** The marks of each of these pages that has any. */
  machineMarksOf(names: readonly string[]): Promise<Map<string, MachineMark[]>>;
  /** Records (or replaces) these fields as written by a model. */
  markMachineTranslated(name: string, marks: readonly MachineMark[]): Promise<void>;
  /** A person approved them (all of the language's, or these fields); answers how many marks went. */
  clearMachineMarks(name: string, lang: Lang, fields?: readonly string[]): Promise<number>;
}

/** The review of drafts before publishing (issue 41): its steps, kept with the page's history. */
export interface ReviewStore {
  addReviewStep(event: Omit<ReviewEvent, "id">): Promise<ReviewEvent>;
  /** The page's steps, oldest first. */
  reviewSteps(name: string): Promise<ReviewEvent[]>;
  /** The steps of each of these pages that has any, oldest first. */
  reviewStepsOf(names: readonly string[]): Promise<Map<string, ReviewEvent[]>>;
}

/** Settings (key and value), the leases of jobs that run once across copies, and the schema's migrations. */
export interface SettingsStore {
  getSetting(key: string): Promise<string | undefined>;
  setSettingIfAbsent(key: string, value: string): Promise<string>;
  /**
   * Takes the lease `name` until `until` unless another copy holds it at `now`: true for exactly one of
   * the copies asking at once (a job that must run once across copies).
   */
  claimLease(name: string, now: Date, until: Date): Promise<boolean>;
  /** Migrations of this code not yet run on the database (none once the store is open). */
  pendingMigrations(): Promise<string[]>;
}

/** The audience's daily aggregates (issue 43), in the same database: one part, reached as `store.analytics`. */
export interface AudienceStore {
  readonly analytics: AnalyticsStore;
}

/** The connection itself. */
export interface StoreConnection {
  readonly kind: "sqlite" | "postgres";
  /**
   * Resolves once every write committed so far would survive a power cut. Commits return before that on
   * SQLite (wal-sync.server.ts): an answer that acknowledges a write waits for this first.
   */
  durable(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The one storage interface (routes and API handlers never see SQL): every repository's part
 * (app/server/store/repositories/), joined over one connection so that a write and its history, or a
 * password change and the end of its sessions, are one transaction.
 */
/** A link of a published page to a page or a stored file of the site, by its target's identity. */
export interface StoredLink {
  source: string;
  /** The language of the entry holding it; null for an entry every language shows. */
  lang: Lang | null;
  field: string;
  href: string;
  text: string;
  targetKind: "page" | "file";
  /** The linked page's name, or the stored file's name. */
  target: string;
}

/** Why a link to a page leads nowhere: no such page, a deleted page, or a page with no published version. */
export type BrokenReason = "missing" | "deleted" | "unpublished";

/** Which published pages link to which (app/content/page-links.ts; kept with each page's derived rows). */
export interface LinkStore {
  /** The links a published page holds. */
  linksFrom(name: string): Promise<StoredLink[]>;
  /** The links other published pages hold to this page. */
  linksTo(name: string): Promise<StoredLink[]>;
  /** Links to pages that visitors cannot read, with why, at most `limit`, by source page. */
  brokenPageLinks(limit: number): Promise<Array<StoredLink & { reason: BrokenReason }>>;
  /** Every stored file a published page links to (whether it exists is the file store's to say). */
  linkedFiles(): Promise<string[]>;
  /** The links to these stored files, at most `limit`, by source page. */
  linksToFiles(names: readonly string[], limit: number): Promise<StoredLink[]>;
}

export type Store = PageStore &
  LinkStore &
  SearchStore &
  ChangeFeedStore &
  EditorialStore &
  PublishingStore &
  PreviewStore &
  AccountStore &
  MediaStore &
  MessagingStore &
  AssistantStore &
  PrivacyStore &
  AuditStore &
  ReviewStore &
  TranslationStore &
  ArchiveStore &
  SettingsStore &
  AddressStore &
  AudienceStore &
  StoreConnection;
