import type { PageDoc } from "../../content/page-model.ts";

export type Role = "admin" | "editor";

export interface User {
  id: number;
  email: string;
  role: Role;
  passwordHash: string;
  createdAt: string;
}

export interface RevisionInfo {
  revision: number;
  action: "save" | "delete";
  savedAt: string;
  savedBy: string | null;
  template: string;
}

export interface DeletedPageInfo {
  Page: string;
  Template: string;
  revision: number;
  deletedAt: string;
  deletedBy: string | null;
}

export interface ListOptions {
  limit?: number;
  /** Exclusive: the list starts after this page name. */
  startKey?: string;
  /** Only pages whose template matches this SQL LIKE-free, case-insensitive substring. */
  templateContains?: string[];
}

export interface ListResult {
  items: PageDoc[];
  /** Set when more pages follow: pass it back as startKey. */
  lastKey?: string;
}

export interface SaveOptions {
  /** The revision the writer last saw; a different current revision is a conflict. */
  expectedRevision?: number;
  /** Create only: a page with this name already existing is a conflict. */
  createOnly?: boolean;
  user?: string | null;
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

/** The one storage interface: routes and API handlers never see SQL. */
export interface Store {
  readonly kind: "sqlite" | "postgres";
  listPages(options?: ListOptions): Promise<ListResult>;
  countPages(): Promise<number>;
  getPage(name: string): Promise<PageDoc | undefined>;
  savePage(doc: PageDoc, options?: SaveOptions): Promise<{ page: PageDoc; created: boolean }>;
  deletePage(
    name: string,
    options?: { expectedRevision?: number; user?: string | null },
  ): Promise<PageDoc | undefined>;
  listRevisions(name: string): Promise<RevisionInfo[]>;
  getRevision(name: string, revision: number): Promise<PageDoc | undefined>;
  listDeletedPages(): Promise<DeletedPageInfo[]>;
  /** Grows on every page write, in every process: render caches compare it to stay fresh. */
  contentVersion(): Promise<number>;
  /** A synchronous view of the content version that follows every copy's writes. */
  watchContentVersion(): Promise<VersionWatch>;

  countUsers(): Promise<number>;
  listUsers(): Promise<Omit<User, "passwordHash">[]>;
  getUserByEmail(email: string): Promise<User | undefined>;
  createUser(email: string, passwordHash: string, role: Role): Promise<User>;
  setPassword(email: string, passwordHash: string): Promise<boolean>;

  revokeToken(jti: string, expiresAt: Date): Promise<void>;
  isTokenRevoked(jti: string): Promise<boolean>;

  /** Records a failed sign-in under each key (an IP, an account) and prunes old records. */
  recordLoginFailure(keys: string[], at: Date): Promise<void>;
  countLoginFailures(key: string, since: Date): Promise<number>;

  getSetting(key: string): Promise<string | undefined>;
  setSettingIfAbsent(key: string, value: string): Promise<string>;

  close(): Promise<void>;
}
