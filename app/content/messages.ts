import type { Lang } from "./page-model.ts";

/*
 * The records of the visitors' forms and of the mail queue as the API answers them and the editing area
 * shows them (issue 16). Kept by the store (app/server/store/messaging-store.server.ts).
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

/** A newsletter sent to the confirmed subscribers, with how its e-mails are doing. */
export interface NewsletterSend {
  id: number;
  articles: string[];
  intro: Partial<Record<Lang, string>>;
  /** queuing: its e-mails are being put in the queue (finished at the next start if interrupted). */
  state: "queuing" | "queued";
  recipients: number;
  /** The site's origin for the e-mails' links. */
  baseUrl: string;
  createdAt: string;
  createdBy: string | null;
  sent: number;
  pending: number;
  failed: number;
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
