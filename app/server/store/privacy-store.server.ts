import type { RetentionSetting } from "../../content/data-inventory.ts";
import type { PersonalRecord, PrivacyAction, PrivacyRecord } from "../../content/personal-data.ts";
import type { Lang } from "../../content/page-model.ts";
import type { SchemaColumn } from "./repositories/archive.server.ts";

export type { SchemaColumn };

/*
 * What the store does for the data inventory (app/content/data-inventory.ts, issue 38): find and erase
 * everything kept about one e-mail address, keep the record of exports and erasures, hold visitors'
 * requests until their e-mailed link is followed, and delete what is older than its retention.
 * Implemented by repositories/privacy.server.ts.
 */

/** Refused: the address is the last admin's, and the site would be left without one. */
export class LastAdminError extends Error {
  constructor() {
    super("This address is the only admin's account: give the admin role to someone else first.");
    this.name = "LastAdminError";
  }
}

/** A visitor's request about their data, waiting for the link e-mailed to the address. */
export interface PrivacyRequest {
  tokenHash: string;
  email: string;
  action: PrivacyAction;
  lang: Lang;
  createdAt: string;
  expiresAt: string;
}

/** What the database keeps about one address, by inventory item id (a copy of each row, JSON-safe). */
export interface PersonalRows {
  rows: Record<string, PersonalRecord[]>;
  /** Pages whose content (published, draft or any earlier version) mentions the address. */
  pagesMentioning: string[];
}

/**
 * Where each retention's clock says a record is old enough to go: the records whose clock started before
 * this time (an ISO string compares as the stored times do).
 */
export type RetentionCutoffs = Record<RetentionSetting, Date>;

export interface PrivacyStore {
  /** Every column of every table, as the database has it (the inventory's schema check). */
  schemaColumns(): Promise<SchemaColumn[]>;
  /** Everything the database keeps about the address (lower-cased), by inventory item. */
  personalData(email: string): Promise<PersonalRows>;
  /**
   * Erases the address from every table in one transaction: its own rows go, rows that only name it as
   * who did something lose the name, mentions in others' messages become "[…]"; then records the erasure
   * (`detail` counts, plus `extra`). LastAdminError when it is the only admin's account.
   */
  erasePersonalData(
    email: string,
    record: Omit<PrivacyRecord, "id" | "detail">,
    extra?: Record<string, number>,
  ): Promise<{ counts: Record<string, number>; record: PrivacyRecord }>;
  addPrivacyRecord(record: Omit<PrivacyRecord, "id">): Promise<PrivacyRecord>;
  /** The exports and erasures of one keyed hash, newest first. */
  privacyRecords(subject: string): Promise<PrivacyRecord[]>;
  addPrivacyRequest(request: PrivacyRequest): Promise<void>;
  /** The request a link's hash names, while it is valid. */
  privacyRequest(tokenHash: string, now: Date): Promise<PrivacyRequest | undefined>;
  /**
   * Deletes what each retention says is old enough, and what has expired at `now` (sessions, revoked
   * tokens, used challenges, requests); how many rows of each inventory item (and `used-challenges`).
   */
  purgeExpired(cutoffs: RetentionCutoffs, now: Date): Promise<Record<string, number>>;
}
