import type {
  AnalyticsDailyTable,
  AnalyticsSaltsTable,
  AnalyticsSeenTable,
} from "./analytics-store.server.ts";
import type { RevisionAction } from "../../content/publishing.ts";
import type { Generated } from "kysely";
import type { Role } from "../../content/roles.ts";

export interface PagesTable {
  name: string;
  template: string;
  doc: string;
  revision: number;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  /** JSON PageMeta (app/content/publishing.ts); migration 0007. */
  meta: Generated<string>;
}

/** The working draft of a page (migration 0007). */
export interface PageDraftsTable {
  name: string;
  template: string;
  doc: string;
  /** The revision whose write last changed the draft. */
  revision: number;
  meta: string;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

export interface PageSchedulesTable {
  name: string;
  lang: string;
  at: string;
  /** The draft as it was when the publish was scheduled, and its meta. */
  doc: string;
  meta: string;
  revision: number;
  note: string | null;
  created_by: string | null;
}

export interface PreviewLinksTable {
  token_hash: string;
  name: string;
  created_at: string;
  expires_at: string;
  created_by: string | null;
}

export interface PageRevisionsTable {
  id: Generated<number>;
  name: string;
  revision: number;
  action: RevisionAction;
  template: string;
  doc: string;
  saved_at: string;
  saved_by: string | null;
  /** JSON RevisionDetail; migration 0007. */
  detail: string | null;
}

export type { RevisionAction };

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: Role;
  created_at: string;
  /** Starts at 1; every change that must end the user's sessions adds one (migration 0003). */
  token_version: Generated<number>;
}

/** A signed-in browser: its refresh cookie names the row and carries a secret kept here only as a hash. */
export interface SessionsTable {
  id: string;
  user_id: number;
  secret_hash: string;
  created_at: string;
  expires_at: string;
}

/** One row per stored upload (the media library): found again by its content's hash, never stored twice. */
export interface MediaTable {
  name: string;
  hash: string;
  ext: string;
  size: number;
  width: number | null;
  height: number | null;
  /** A PDF's page count. */
  pages: number | null;
  /** JSON MediaVariant[]: the responsive copies made at upload (WebP/AVIF in a few widths). */
  variants: string;
  /** JSON {es?, en?}: the alternative text of an image (or a file's description), per language. */
  alt: string;
  caption: string;
  created_at: string;
  created_by: string | null;
}

export interface MailQueueTable {
  id: Generated<number>;
  kind: string;
  to_addr: string;
  subject: string;
  text: string;
  html: string | null;
  /** JSON Record<string, string>: extra headers (List-Unsubscribe…). */
  headers: string;
  dedupe_key: string | null;
  status: "pending" | "sent" | "failed";
  attempts: number;
  send_after: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
  /** JSON ConsentRecord. */
  consent: string;
  created_at: string;
  read_at: string | null;
}

export interface AssistantQuestionsTable {
  id: string;
  asked_at: string;
  lang: string;
  question: string;
  kind: string;
  /** JSON array of page names. */
  sources: string;
  answer: string;
  helpful: number | null;
  /** HMAC of the visitor's address under a server secret: never the address itself. */
  client: string;
}

export interface AssistantSynonymsTable {
  key: string;
  /** Words, one per line. */
  es: string;
  en: string;
  deleted: number;
  revision: number;
  updated_at: string;
  updated_by: string | null;
}

export interface AssistantEvaluationTable {
  id: string;
  lang: string;
  question: string;
  /** Page names, one per line ("" for a question the site should not answer). */
  pages: string;
  created_at: string;
  created_by: string | null;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  lang: string;
  state: "pending" | "confirmed" | "unsubscribed";
  token_hash: string | null;
  token_expires_at: string | null;
  /** JSON ConsentRecord. */
  consent: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface NewsletterSendsTable {
  id: Generated<number>;
  /** JSON string[]: the published articles' page names. */
  articles: string;
  /** JSON {es?, en?}: the introduction per language. */
  intro: string;
  state: "queuing" | "queued";
  recipients: number;
  base_url: string;
  created_at: string;
  created_by: string | null;
}

export interface UsedChallengesTable {
  signature: string;
  expires_at: string;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface LoginFailuresTable {
  key: string;
  at: string;
}

export interface PageSearchTable {
  name: string;
  lang: string;
  kind: string;
  title: string;
  category: string;
  created: string;
  search: string;
  /** Tag keys between bars (SearchRow.tags); migration 0006. */
  tags: string;
}

/** The site search: one row per published page and language (migration 0012; SiteSearchRow). */
export interface SiteSearchTable {
  id: Generated<number>;
  name: string;
  lang: string;
  kind: string;
  path: string;
  title: string;
  excerpt: string;
  body: string;
  title_terms: string;
  excerpt_terms: string;
  body_terms: string;
  listed: number;
}

/** One row per content write: which page, under which templates (before and after). */
export interface ContentChangesTable {
  version: number;
  page: string;
  /** The page's templates before and after the write, joined by newlines. */
  templates: string;
  /** The page's tags before and after the write, joined by newlines. */
  tags: string;
  at: string;
  /** create, update or delete (null in rows written before migration 0005). */
  action: string | null;
  /** JSON of ContentChange.rows (null in rows written before migration 0005). */
  search_rows: string | null;
  /** ContentChange.langs joined by newlines; null for every language (and in rows before migration 0016). */
  langs: string | null;
}

/** A visitor's request about their data, until its e-mailed link is followed (migration 0017). */
export interface PrivacyRequestsTable {
  token_hash: string;
  email: string;
  action: "export" | "erase";
  lang: string;
  created_at: string;
  expires_at: string;
}

/** An export or erasure of a person's data (migration 0017): a keyed hash of the address, never the address. */
export interface PrivacyLogTable {
  id: Generated<number>;
  at: string;
  action: "export" | "erase";
  subject: string;
  /** admin: from the editing area; visitor: through the link e-mailed to the address. */
  via: "admin" | "visitor";
  /** The admin's address (null for a visitor, or once that admin's own data was erased). */
  actor: string | null;
  /** JSON Record<inventory id, number>: how much of each kind there was. */
  detail: string;
}

export interface PageTagsTable {
  name: string;
  tag: string;
}

/**
 * A link from a published page to a page or a stored file of this site, by the target's identity
 * (app/content/page-links.ts); derived from the page in its own transaction (migration 0042b).
 */
export interface PageLinksTable {
  id: Generated<number>;
  /** The linking page's name. */
  source: string;
  /** The language of the entry holding the link; "" for an entry every language shows. */
  lang: string;
  field: string;
  href: string;
  text: string;
  /** "page" (a page's name) or "file" (a stored file's name). */
  target_kind: string;
  target: string;
}

/** What the sitemap lists of a page: its SitemapEntry as JSON (migration 0044b; app/content/sitemap-entries.ts). */
export interface PageSitemapTable {
  name: string;
  entry: string;
}

/** A page's slug in one language (migration 0042a; app/content/slugs.ts). */
export interface PageSlugsTable {
  name: string;
  lang: string;
  slug: string;
}

/** A 301 from an old address (migration 0042a; app/server/addresses/). */
export interface RedirectsTable {
  id: Generated<number>;
  from_path: string;
  to_path: string;
  /** "exact" or "prefix". */
  match: string;
  /** "page" (a page's address changed) or "editor". */
  origin: string;
  /** The page whose old address this is (origin "page"). */
  page: string | null;
  hits: Generated<number>;
  last_hit_at: string | null;
  created_at: string;
  updated_at: string;
  created_by: string | null;
}

/** Visitors' 404s per day, address and whether a bot asked (migration 0042a). */
export interface NotFoundLogTable {
  day: string;
  path: string;
  bot: number;
  hits: number;
}

export interface Database {
  page_slugs: PageSlugsTable;
  page_sitemap: PageSitemapTable;
  redirects: RedirectsTable;
  not_found_log: NotFoundLogTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_seen: AnalyticsSeenTable;
  content_changes: ContentChangesTable;
  page_tags: PageTagsTable;
  page_links: PageLinksTable;
  page_search: PageSearchTable;
  site_search: SiteSearchTable;
  assistant_questions: AssistantQuestionsTable;
  assistant_synonyms: AssistantSynonymsTable;
  assistant_evaluation: AssistantEvaluationTable;
  login_failures: LoginFailuresTable;
  pages: PagesTable;
  page_drafts: PageDraftsTable;
  page_schedules: PageSchedulesTable;
  preview_links: PreviewLinksTable;
  page_revisions: PageRevisionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  media: MediaTable;
  mail_queue: MailQueueTable;
  contact_messages: ContactMessagesTable;
  subscribers: SubscribersTable;
  used_challenges: UsedChallengesTable;
  newsletter_sends: NewsletterSendsTable;
  revoked_tokens: RevokedTokensTable;
  settings: SettingsTable;
  privacy_requests: PrivacyRequestsTable;
  privacy_log: PrivacyLogTable;
  audit_log: AuditLogTable;
  page_reviews: PageReviewsTable;
  glossary_terms: GlossaryTermsTable;
  machine_translations: MachineTranslationsTable;
}

/** A glossary term in both languages (migration 0041e). */
export interface GlossaryTermsTable {
  id: Generated<number>;
  es: string;
  en: string;
  created_at: string;
}

/** A draft's field written by a model, with the text it was given (migration 0041e). */
export interface MachineTranslationsTable {
  name: string;
  lang: string;
  /** The field's group key (app/content/template-fields.ts groupKeyOf). */
  field: string;
  /** Its plain text when accepted: a person's edit changes it, and the mark goes. */
  text: string;
  at: string;
}

/** One audited action (migration 0041b): who, when, on what; never a copy of content. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  action: string;
  actor_id: number | null;
  /** The account's e-mail (the address typed, for a failed sign-in); null once erased. */
  actor: string | null;
  page: string | null;
  lang: string | null;
  revision: number | null;
  /** Whom or what else it was about: an account's e-mail (a role change), a setting's name. */
  subject: string | null;
  /** JSON of a few facts (a role, a count, the answer's status): never content. */
  detail: string;
}

/** One step of a draft's review (migration 0041b). */
export interface PageReviewsTable {
  id: Generated<number>;
  name: string;
  revision: number;
  action: "submitted" | "returned" | "comment" | "approved";
  comment: string;
  by: string | null;
  at: string;
}
