import type {
  ConsentRecord,
  ContactMessage,
  MailQueueState,
  NewsletterSend,
  Subscriber,
} from "../../content/messages.ts";
import type { AssistantQuestion } from "../../content/assistant-answer.ts";
import type { EvaluationPair, SynonymGroup } from "../../content/assistant-editing.ts";
import type { Lang } from "../../content/page-model.ts";

/*
 * What the store keeps for the site's mail and its visitors' forms (issue 16): the outgoing mail queue,
 * contact messages, newsletter subscribers with their consent, and the proof-of-work challenges already
 * used (repositories/messaging.server.ts); and what the assistant keeps (repositories/assistant.server.ts).
 */

export interface OutgoingMail {
  kind:
    | "newsletter-confirm"
    | "contact"
    | "password-reset"
    | "invitation"
    | "newsletter"
    | "privacy-request"
    | "review";
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

/** A row of the assistant's vocabulary as stored. */
export interface StoredSynonyms extends Pick<SynonymGroup, "key" | "es" | "en" | "revision" | "updatedBy"> {
  deleted: boolean;
  updatedAt: string;
}

export interface MessagingStore {
  /** Adds an e-mail to send; false when its dedupeKey was already used. */
  enqueueMail(mail: OutgoingMail, sendAfter?: Date): Promise<boolean>;
  /**
   * Takes up to `limit` due e-mails for this copy: each is leased until `leaseUntil` (another copy skips
   * it) and its attempt counted, so each is sent by one copy.
   */
  claimDueMail(now: Date, leaseUntil: Date, limit: number): Promise<QueuedMail[]>;
  /** Gives claimed e-mails back unsent (a copy stopping): due again at `now`, their attempt not counted. */
  releaseMail(ids: readonly number[], now: Date): Promise<void>;
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

  createNewsletterSend(input: {
    articles: string[];
    intro: Partial<Record<Lang, string>>;
    baseUrl: string;
    createdBy: string | null;
  }): Promise<NewsletterSend>;
  /** Newest first, each with its e-mails' counts (by their dedupe keys). */
  listNewsletterSends(): Promise<NewsletterSend[]>;
  /** Sends whose e-mails were not all queued (a restart in the middle). */
  unfinishedNewsletterSends(): Promise<NewsletterSend[]>;
  markNewsletterQueued(id: number, recipients: number): Promise<void>;

  /** Records a solved challenge; false when it was used before (a replay). */
  useChallenge(signature: string, expiresAt: Date): Promise<boolean>;
}

/** What the assistant keeps: the questions visitors asked, the editors' vocabulary and their evaluation. */
export interface AssistantStore {
  /** The assistant's questions (issue 17); `client` is a keyed hash of the visitor's address. */
  addAssistantQuestion(question: AssistantQuestion, client: string): Promise<void>;
  /** Sets a question's "was this helpful?"; false when there is no such question. */
  setAssistantFeedback(id: string, helpful: boolean): Promise<boolean>;
  /** Newest first, at most `limit`. */
  listAssistantQuestions(limit: number): Promise<AssistantQuestion[]>;
  deleteAssistantQuestion(id: string): Promise<boolean>;
  /** Removes the questions asked before `before`; how many. */
  purgeAssistantQuestions(before: Date): Promise<number>;

  /** The editors' rows of the assistant's vocabulary (edits of shipped groups by key, their own, removals). */
  listAssistantSynonyms(): Promise<StoredSynonyms[]>;
  /** Changes with every write of the vocabulary (each copy reads it before a question). */
  assistantSynonymsStamp(): Promise<string>;
  /**
   * Writes a group if its stored revision is still `expected` (0: not stored yet); else the row as it is
   * now (or undefined when there is none), so no save silently overwrites another editor's.
   */
  saveAssistantSynonyms(
    row: Omit<StoredSynonyms, "revision" | "updatedAt">,
    expected: number,
    at: Date,
  ): Promise<{ saved: StoredSynonyms } | { conflict: StoredSynonyms | undefined }>;

  /** The editors' evaluation, oldest first. */
  listEvaluationPairs(): Promise<EvaluationPair[]>;
  addEvaluationPairs(pairs: readonly EvaluationPair[]): Promise<void>;
  deleteEvaluationPair(id: string): Promise<boolean>;
}
