/*
 * A person's data on request (GDPR arts. 15, 17 and 20; issue 38): what the export of everything kept about
 * one e-mail address looks like, and the record left by each export and erasure. Made by
 * app/server/privacy/person.server.ts, shown by the editing area's "Personal data" screen and the
 * visitors' /mis-datos page.
 */

export type PrivacyAction = "export" | "erase";

/** One row as the export carries it: its columns, JSON-safe. */
export type PersonalRecord = Record<string, string | number | boolean | null>;

/** An export or an erasure, as the site keeps it: a keyed hash of the address, never the address. */
export interface PrivacyRecord {
  id: number;
  at: string;
  action: PrivacyAction;
  /** HMAC-SHA256 of the address under a server secret (hex). */
  subject: string;
  /** admin: from the editing area; visitor: through the link e-mailed to the address. */
  via: "admin" | "visitor";
  actor: string | null;
  /** How much of each kind (inventory item id) there was. */
  detail: Record<string, number>;
}

export interface PersonalDataItem {
  /** The inventory item (app/content/data-inventory.ts). */
  id: string;
  title: string;
  /** How long it is kept, with the configured number. */
  retention: string;
  rows: PersonalRecord[];
}

/** Everything the site keeps about one address: one JSON document (GDPR art. 20, machine-readable). */
export interface PersonalDataExport {
  address: string;
  /** The keyed hash the erasure record would carry. */
  subject: string;
  generatedAt: string;
  /** One entry per inventory item that holds something about the address. */
  items: PersonalDataItem[];
  /** Earlier exports and erasures of this address (found by its keyed hash). */
  records: PrivacyRecord[];
  /** Pages whose text names the address: editors change those by hand (with their history). */
  pagesMentioning: string[];
  /** What the site keeps that no e-mail address can find (a keyed hash of an IP address, a browser's storage). */
  notLinked: Array<{ id: string; title: string }>;
}

/** What an erasure did. */
export interface ErasureResult {
  record: PrivacyRecord;
  /** Rows (or files) per inventory item. */
  counts: Record<string, number>;
  pagesMentioning: string[];
}

/** The visitors' page about their data (/mis-datos, /en/mis-datos): requests, confirmations, the unsubscribe landing. */
export const MY_DATA_PATH = "/mis-datos";
