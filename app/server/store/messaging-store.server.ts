import type { Lang } from "../../content/page-model.ts";

/*
 * What the store keeps for the site's mail and its visitors' forms (issue 16): the outgoing mail queue,
 * contact messages, newsletter subscribers with their consent, and the proof-of-work challenges already
 * used. Implemented once over Kysely (kysely-messaging.server.ts) for SQLite and PostgreSQL.
 */

/** What was agreed to, when, where and in which words (GDPR art. 7: the controller must be able to show it). */
export interface ConsentRecord {
  at: string;
  /** The form it was given in: "labs-newsletter", "contact". */
  form: string;
  lang: Lang;
  /** The version of the consent text shown (app/content/forms.ts CONSENT_VERSION). */
  textVersion: string;
  ip: string;
}

export interface OutgoingMail {
  kind: "newsletter-confirm" | "contact" | "password-reset" | "newsletter";
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** At most one e-mail per key, ever (a newsletter to one subscriber): enqueuing it again does nothing. */
  dedupeKey?: string;
}

export interface QueuedMail extends OutgoingMail {
  id: number;
  attempts: number;
}

export interface MailQueueState {
  pending: number;
  sent: number;
  failed: number;
  /** The newest failures, with their error, for the admins' notice. */
  recentFailures: Array<{ id: number; to: string; subject: string; error: string; at: string }>;
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: Lang;
  consent: ConsentRecord;
  createdAt: string;
  readAt: string | null;
}

export type SubscriberState = "pending" | "confirmed" | "unsubscribed";

export interface Subscriber {
  id: number;
  email: string;
  lang: Lang;
  state: SubscriberState;
  consent: ConsentRecord;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface MessagingStore {
  /** Adds an e-mail to send; false when its dedupeKey was already used. */
  enqueueMail(mail: OutgoingMail, sendAfter?: Date): Promise<boolean>;
  /**
   * Takes up to `limit` due e-mails for this copy: each is leased until `leaseUntil` (another copy skips
   * it) and its attempt counted, so each is sent by one copy.
   */
  claimDueMail(now: Date, leaseUntil: Date, limit: number): Promise<QueuedMail[]>;
  markMailSent(id: number, at: Date): Promise<void>;
  /** A failed attempt: tried again at `retryAt`, or given up (failed) when retryAt is null. */
  markMailFailed(id: number, error: string, retryAt: Date | null): Promise<void>;
  mailQueueState(): Promise<MailQueueState>;

  addContactMessage(message: Omit<ContactMessage, "id" | "readAt">): Promise<ContactMessage>;
  listContactMessages(): Promise<ContactMessage[]>;
  setContactMessageRead(id: number, read: boolean, at: Date): Promise<boolean>;
  deleteContactMessage(id: number): Promise<boolean>;

  /**
   * A subscription asked for: a new or pending address gets a new confirmation token (valid until
   * `expiresAt`) and its consent; a confirmed one is left as it is ("confirmed" answered, no e-mail needed).
   */
  requestSubscription(input: {
    email: string;
    lang: Lang;
    tokenHash: string;
    expiresAt: Date;
    consent: ConsentRecord;
  }): Promise<{ subscriber: Subscriber; already: boolean }>;
  /** Confirms the pending subscription holding this token, if it has not expired. */
  confirmSubscription(tokenHash: string, now: Date): Promise<Subscriber | undefined>;
  getSubscriber(id: number): Promise<Subscriber | undefined>;
  unsubscribe(id: number, at: Date): Promise<Subscriber | undefined>;
  listSubscribers(): Promise<Subscriber[]>;
  deleteSubscriber(id: number): Promise<boolean>;

  /** Records a solved challenge; false when it was used before (a replay). */
  useChallenge(signature: string, expiresAt: Date): Promise<boolean>;
}
