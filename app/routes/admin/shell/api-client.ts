import type { z } from "zod";
import type * as answers from "../../../content/api-schemas.ts";
import { TOKEN_KEY } from "../../../content/browser-storage.ts";
import type { Role } from "../../../content/roles.ts";
import type { Lang, PageDoc } from "../../../content/page-model.ts";
import type { PublishProblem } from "../../../content/publish-checks.ts";

/*
 * The editing area's calls to the API (docs/product.md "The API"). Reads send no token; writes, history
 * and uploads send "Authorization: Bearer <accessToken>" (docs/product.md "The legacy client"). Every
 * failure becomes an ApiError (the server answered) or a NetworkError (it could not be reached).
 */

const LIST_PAGE_SIZE = 200;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: Record<string, unknown>;
  constructor(status: number, code: string, message: string, body: Record<string, unknown> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export class NetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NetworkError";
  }
}

/*
 * What the API answers, as the schemas of app/content/api-schemas.ts say (the contract test checks every
 * answer against them). Pages keep the page model's own type (PageDoc): the schemas let a page carry any
 * attribute it was saved with.
 */
type Answer<S extends z.ZodType> = z.output<S>;

export type User = Answer<typeof answers.userOut>;
export type UserRow = Answer<typeof answers.userRowOut>;
export type LoginAnswer = Answer<typeof answers.signedInOut>;
export type RevisionInfo = Answer<typeof answers.revisionInfo>;
export type RevisionAction = RevisionInfo["action"];
/** A link as the link calls answer it. */
export type LinkInfo = Answer<typeof answers.linkOut>;
/** A published page that links to another, with its titles and those links. */
export type LinkingPage = Answer<typeof answers.linkingPagesOut>["Items"][number];
/** A link of a published page that leads nowhere, and why. */
export type BrokenLink = Answer<typeof answers.brokenLinkOut>;
/**
 * Where a page stands: draft or not, what visitors read in each language, what is scheduled. The schema
 * names three fields of a publish warning; the server sends whole publish problems (its own checks').
 */
export type PageStatus = Omit<Answer<typeof answers.pageStatusOut>, "warnings"> & {
  warnings?: PublishProblem[];
};
export type PreviewLink = Answer<typeof answers.previewOut>;
export type DeletedPageInfo = Answer<typeof answers.deletedPageOut>;
export type UploadedFile = Answer<typeof answers.uploadedOut>;
/** A file of the media library, with where it is served and the pages that use it. */
export type MediaItem = Answer<typeof answers.mediaOut>;
export type ContactMessage = Answer<typeof answers.messageOut>;
export type Subscriber = Answer<typeof answers.subscriberOut>;
export type NewsletterSend = Answer<typeof answers.newsletterSendOut>;
export type MailStatus = Answer<typeof answers.mailStatusOut>;
export type AssistantQuestion = Answer<typeof answers.assistantQuestionOut>;
export type QuestionTopic = Answer<typeof answers.questionTopicOut>;
export type EvaluationPair = Answer<typeof answers.evaluationPairOut>;
export type EvaluationReport = Answer<typeof answers.evaluationReportOut>;
export type EvaluationOutcome = EvaluationReport["outcomes"][number];
export type SynonymGroup = Answer<typeof answers.synonymGroupOut>;
export type PersonalDataExport = Answer<typeof answers.personalDataOut>;
export type PersonalRecord = PersonalDataExport["items"][number]["rows"][number];
export type ErasureResult = Answer<typeof answers.erasureOut>;
type Ok = Answer<typeof answers.okOut>;
export type ReviewAnswer = Answer<typeof answers.reviewOut>;
export type ReviewStepInfo = ReviewAnswer["Items"][number];
export type AuditRecordInfo = Answer<typeof answers.auditRecordOut>;
export type AuditList = Answer<typeof answers.auditListOut>;
export type GlossaryTermInfo = Answer<typeof answers.glossaryTermOut>;
export type MachineTranslation = Answer<typeof answers.machineTranslationOut>;
export type TranslationSuggestion = Answer<typeof answers.translationSuggestionOut>;

/** The draft (or the published version) as the editing area opens it, with its status beside it. */
export interface DraftAnswer {
  page: PageDoc;
  status: PageStatus;
}

/** A user just added: invited or not, and, when mail is not sent, the invitation's link. */
export type CreatedUser = Answer<typeof answers.createdUserOut>;

export interface PublishRequest {
  languages: Lang[];
  /** ISO time: in the future, the publish is scheduled. */
  at?: string;
  /** Each language's change note, written in that language. */
  notes?: Partial<Record<Lang, string>>;
  revision?: number;
}

export type MediaKind = "image" | "document";

interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the call finish after the tab closes (the last save when leaving). */
  keepalive?: boolean;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Turns a non-OK answer into an ApiError with the server's own message and code. */
function errorFrom(status: number, statusText: string, body: unknown): ApiError {
  const rec = isRecord(body) ? body : {};
  const message =
    typeof rec.message === "string" && rec.message ? rec.message : `HTTP ${status} ${statusText}`.trim();
  const code = typeof rec.code === "string" ? rec.code : `http_${status}`;
  return new ApiError(status, code, message, rec);
}

export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
      cache: "no-store",
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new NetworkError(err instanceof Error ? err.message : String(err));
  }
  const text = await res.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = { message: text.slice(0, 300) };
    }
  }
  if (!res.ok) throw errorFrom(res.status, res.statusText, body);
  return body as T;
}

const pagePath = (name: string) => `/api/prod/pages/${encodeURIComponent(name)}`;

/** The API's draft answer (the page with a Status attribute) as page and status apart. */
function splitDraft(body: PageDoc & { Status: PageStatus }): DraftAnswer {
  const { Status: status, CType: _ctype, ...page } = body;
  return { page: page as PageDoc, status };
}

function draftCall(path: string, options: CallOptions): Promise<DraftAnswer> {
  return call<PageDoc & { Status: PageStatus }>(path, options).then(splitDraft);
}

/** Without the attributes the server adds to its answers (CType) or keeps itself (Updated). */
function pageBody(page: PageDoc): PageDoc {
  const { CType: _ctype, Updated: _updated, ...rest } = page;
  return rest as PageDoc;
}

export const api = {
  login(email: string, password: string): Promise<LoginAnswer> {
    return call("/api/auth/login", { method: "POST", body: { email, password } });
  },
  /** Without a token (it expired) the browser's session cookie still says which session to end. */
  logout(token: string | null): Promise<Ok> {
    return call("/api/auth/logout", { method: "POST", ...(token ? { token } : {}), body: {} });
  },
  me(token: string): Promise<Answer<typeof answers.meOut>> {
    return call("/api/auth/me", { token });
  },
  /** A new access token from this browser's session cookie (HttpOnly: the page never reads it). */
  refresh(): Promise<LoginAnswer> {
    return call("/api/auth/refresh", { method: "POST" });
  },
  changePassword(current: string, password: string, token: string): Promise<LoginAnswer> {
    return call("/api/auth/password", { method: "POST", token, body: { current, password } });
  },

  listMedia(
    options: { q?: string; kind?: MediaKind },
    token: string,
    signal?: AbortSignal,
  ): Promise<{ Items: MediaItem[] }> {
    const query = new URLSearchParams();
    if (options.q?.trim()) query.set("q", options.q.trim());
    if (options.kind) query.set("kind", options.kind);
    const qs = query.toString();
    return call(`/api/prod/media${qs ? `?${qs}` : ""}`, { token, signal });
  },
  updateMedia(
    name: string,
    texts: { alt?: Partial<Record<Lang, string>>; caption?: Partial<Record<Lang, string>> },
    token: string,
  ): Promise<MediaItem> {
    return call(`/api/prod/media/${encodeURIComponent(name)}`, { method: "PATCH", token, body: texts });
  },
  deleteMedia(name: string, token: string): Promise<Ok> {
    return call(`/api/prod/media/${encodeURIComponent(name)}`, { method: "DELETE", token });
  },

  requestPasswordReset(email: string, lang: Lang): Promise<Ok> {
    return call("/api/auth/password-reset", { method: "POST", body: { email, lang } });
  },
  resetPassword(token: string, password: string): Promise<Ok> {
    return call("/api/auth/password-reset/confirm", { method: "POST", body: { token, password } });
  },
  listContactMessages(token: string, signal?: AbortSignal): Promise<{ Items: ContactMessage[] }> {
    return call("/api/contact-messages", { token, signal });
  },
  markContactMessage(id: number, read: boolean, token: string): Promise<Ok> {
    return call(`/api/contact-messages/${id}`, { method: "PATCH", token, body: { read } });
  },
  deleteContactMessage(id: number, token: string): Promise<Ok> {
    return call(`/api/contact-messages/${id}`, { method: "DELETE", token });
  },
  listAssistantQuestions(token: string, signal?: AbortSignal): Promise<Answer<typeof answers.questionsOut>> {
    return call("/api/assistant/questions", { token, signal });
  },
  deleteAssistantQuestion(id: string, token: string): Promise<Ok> {
    return call(`/api/assistant/questions/${encodeURIComponent(id)}`, { method: "DELETE", token });
  },
  listAssistantTopics(token: string, signal?: AbortSignal): Promise<{ Items: QuestionTopic[] }> {
    return call("/api/assistant/topics", { token, signal });
  },
  /** Adds the question to the FAQ's draft as a new entry: the editor answers it there. */
  draftAssistantAnswer(
    body: { question: string; lang: Lang },
    token: string,
  ): Promise<Answer<typeof answers.answerDraftOut>> {
    return call("/api/assistant/answer-draft", { method: "POST", token, body });
  },
  assistantEvaluation(
    token: string,
    options: { run?: boolean; signal?: AbortSignal } = {},
  ): Promise<Answer<typeof answers.evaluationOut>> {
    return options.run
      ? call("/api/assistant/evaluation/run", { method: "POST", token })
      : call("/api/assistant/evaluation", { token, signal: options.signal });
  },
  addEvaluationPair(
    body: { question: string; lang: Lang; pages: string[] },
    token: string,
  ): Promise<EvaluationPair> {
    return call("/api/assistant/evaluation", { method: "POST", token, body });
  },
  deleteEvaluationPair(id: string, token: string): Promise<Ok> {
    return call(`/api/assistant/evaluation/${encodeURIComponent(id)}`, { method: "DELETE", token });
  },
  listSynonyms(token: string, signal?: AbortSignal): Promise<{ Items: SynonymGroup[] }> {
    return call("/api/assistant/synonyms", { token, signal });
  },
  /** A new group (no key), or a group's words against the revision read (409 with the current group). */
  saveSynonyms(
    group: { key?: string; es: string[]; en: string[]; revision?: number },
    token: string,
  ): Promise<SynonymGroup> {
    const { key, es, en, revision } = group;
    return key
      ? call(`/api/assistant/synonyms/${encodeURIComponent(key)}`, {
          method: "PUT",
          token,
          body: { es, en, revision: revision ?? 0 },
        })
      : call("/api/assistant/synonyms", { method: "POST", token, body: { es, en } });
  },
  deleteSynonyms(key: string, revision: number, token: string): Promise<Ok> {
    return call(`/api/assistant/synonyms/${encodeURIComponent(key)}?revision=${revision}`, {
      method: "DELETE",
      token,
    });
  },
  listSubscribers(token: string, signal?: AbortSignal): Promise<{ Items: Subscriber[] }> {
    return call("/api/subscribers", { token, signal });
  },
  deleteSubscriber(id: number, token: string): Promise<Ok> {
    return call(`/api/subscribers/${id}`, { method: "DELETE", token });
  },
  /** The subscribers as a CSV file (the token goes in a header, so this is a fetch, not a link). */
  subscribersCsv(token: string): Promise<Blob> {
    return download("/api/subscribers.csv", token);
  },
  /** The activity log, filtered (URL search parameters as the screen keeps them) and paged. */
  auditRecords(query: URLSearchParams, token: string, signal?: AbortSignal): Promise<AuditList> {
    return call(`/api/audit?${query.toString()}`, { token, signal });
  },
  auditCsv(query: URLSearchParams, token: string): Promise<Blob> {
    return download(`/api/audit.csv?${query.toString()}`, token);
  },
  review(name: string, token: string, signal?: AbortSignal): Promise<ReviewAnswer> {
    return call(`${pagePath(name)}/review`, { token, signal });
  },
  /** Submits the draft for review, sends it back with a comment, or comments on it. */
  reviewStep(
    name: string,
    step: "submitted" | "returned" | "comment",
    comment: string,
    token: string,
  ): Promise<ReviewAnswer> {
    return call(`${pagePath(name)}/review`, {
      method: "POST",
      token,
      body: { step, ...(comment ? { comment } : {}) },
    });
  },
  /** The published pages (the public list), for picking a newsletter's articles. */
  publishedPages(signal?: AbortSignal): Promise<{ Items: PageDoc[] }> {
    return call("/api/prod/pages", { signal });
  },
  previewNewsletter(
    body: { articles: string[]; intro: Partial<Record<Lang, string>> },
    token: string,
  ): Promise<Answer<typeof answers.mailPreviewsOut>> {
    return call("/api/newsletter/preview", { method: "POST", token, body });
  },
  sendNewsletter(
    body: { articles: string[]; intro: Partial<Record<Lang, string>> },
    token: string,
  ): Promise<NewsletterSend> {
    return call("/api/newsletter/sends", { method: "POST", token, body });
  },
  listNewsletterSends(token: string, signal?: AbortSignal): Promise<{ Items: NewsletterSend[] }> {
    return call("/api/newsletter/sends", { token, signal });
  },
  mailStatus(token: string, signal?: AbortSignal): Promise<MailStatus> {
    return call("/api/mail/status", { token, signal });
  },
  /** Everything the site keeps about an address (admins; every lookup is recorded). */
  lookupPersonalData(email: string, lang: Lang, token: string): Promise<PersonalDataExport> {
    return call("/api/privacy/lookup", { method: "POST", body: { email, lang }, token });
  },
  /** Erases an address everywhere (admins); `confirm` is the same address typed again. */
  erasePersonalData(email: string, confirm: string, token: string): Promise<ErasureResult> {
    return call("/api/privacy/erase", { method: "POST", body: { email, confirm }, token });
  },
  listUsers(token: string, signal?: AbortSignal): Promise<{ Items: UserRow[] }> {
    return call("/api/users", { token, signal });
  },
  createUser(
    user: { email: string; role: Role; password?: string; lang?: Lang },
    token: string,
  ): Promise<CreatedUser> {
    return call("/api/users", { method: "POST", token, body: user });
  },
  setUserRole(email: string, role: Role, token: string): Promise<User> {
    return call(`/api/users/${encodeURIComponent(email)}`, { method: "PATCH", token, body: { role } });
  },
  removeUser(email: string, token: string): Promise<Ok> {
    return call(`/api/users/${encodeURIComponent(email)}`, { method: "DELETE", token });
  },
  endUserSessions(email: string, token: string): Promise<Ok> {
    return call(`/api/users/${encodeURIComponent(email)}/sessions/end`, { method: "POST", token });
  },

  /** The draft, or the published version when there is none, with the page's status. */
  getDraft(name: string, token: string, signal?: AbortSignal): Promise<DraftAnswer> {
    return draftCall(`${pagePath(name)}/draft`, { token, signal });
  },
  /**
   * Saves the draft (visitors see nothing of it) against the revision the editor started from;
   * `create` makes a taken name a 409 instead of an overwrite.
   */
  saveDraft(page: PageDoc, token: string, options: { create?: boolean; keepalive?: boolean } = {}) {
    const headers: Record<string, string> = options.create
      ? { "If-None-Match": "*" }
      : typeof page.revision === "number"
        ? { "If-Match": `"r${page.revision}"` }
        : {};
    return draftCall(`${pagePath(page.Page)}/draft`, {
      method: "PUT",
      token,
      body: pageBody(page),
      headers,
      keepalive: options.keepalive,
    });
  },
  publish(name: string, request: PublishRequest, token: string): Promise<DraftAnswer> {
    return draftCall(`${pagePath(name)}/publish`, { method: "POST", token, body: request });
  },
  cancelSchedule(name: string, lang: Lang | undefined, token: string): Promise<DraftAnswer> {
    const qs = lang ? `?lang=${lang}` : "";
    return draftCall(`${pagePath(name)}/schedule${qs}`, { method: "DELETE", token });
  },
  markTranslationChecked(name: string, lang: Lang, token: string): Promise<DraftAnswer> {
    return draftCall(`${pagePath(name)}/translation`, {
      method: "POST",
      token,
      body: { lang, status: "checked" },
    });
  },
  /** Whether a model can translate, and the fields a model wrote that nobody reviewed yet. */
  machineTranslation(name: string, token: string, signal?: AbortSignal): Promise<MachineTranslation> {
    return call(`${pagePath(name)}/machine-translation`, { token, signal });
  },
  /** The model's translation of what changed in `from` since `to` was last published; nothing is written. */
  suggestTranslation(name: string, from: Lang, to: Lang, token: string): Promise<TranslationSuggestion> {
    return call(`${pagePath(name)}/machine-translation/suggest`, {
      method: "POST",
      token,
      body: { from, to },
    });
  },
  acceptTranslation(
    name: string,
    body: { lang: Lang; revision: number; fields: { field: string; value: string; edited?: boolean }[] },
    token: string,
  ): Promise<DraftAnswer> {
    return draftCall(`${pagePath(name)}/machine-translation/accept`, { method: "POST", token, body });
  },
  approveMachineTranslation(name: string, lang: Lang, token: string): Promise<MachineTranslation> {
    return call(`${pagePath(name)}/machine-translation?lang=${lang}`, { method: "DELETE", token });
  },
  glossary(token: string, signal?: AbortSignal): Promise<{ Items: GlossaryTermInfo[] }> {
    return call("/api/glossary", { token, signal });
  },
  addGlossaryTerm(term: { es: string; en: string }, token: string): Promise<GlossaryTermInfo> {
    return call("/api/glossary", { method: "POST", token, body: term });
  },
  removeGlossaryTerm(id: number, token: string): Promise<Ok> {
    return call(`/api/glossary/${id}`, { method: "DELETE", token });
  },
  createPreview(name: string, token: string): Promise<PreviewLink> {
    return call(`${pagePath(name)}/preview`, { method: "POST", token, body: {} });
  },
  revokePreviews(name: string, token: string): Promise<Answer<typeof answers.revokedOut>> {
    return call(`${pagePath(name)}/preview`, { method: "DELETE", token });
  },
  /** Takes the page off the site (what visitors read becomes the draft), against the revision the editor has. */
  unpublish(name: string, revision: number | undefined, token: string): Promise<DraftAnswer> {
    return draftCall(`${pagePath(name)}/unpublish`, {
      method: "POST",
      token,
      body: typeof revision === "number" ? { revision } : {},
    });
  },
  /** The published pages that link to this one (asked before it is unpublished or deleted). */
  async linkingPages(name: string, token: string, signal?: AbortSignal): Promise<LinkingPage[]> {
    const body = await call<{ Items?: LinkingPage[] }>(`${pagePath(name)}/links`, { token, signal });
    return body.Items ?? [];
  },
  /** Links of published pages that lead nowhere. */
  brokenLinks(token: string, signal?: AbortSignal): Promise<{ Items: BrokenLink[]; truncated: boolean }> {
    return call("/api/prod/links", { token, signal });
  },
  /** Every page with drafts included and its status, following LastEvaluatedKey. */
  async listWorkspace(token: string, signal?: AbortSignal): Promise<DraftAnswer[]> {
    const out: DraftAnswer[] = [];
    let startKey: string | undefined;
    for (let round = 0; round < 1000; round++) {
      const qs = new URLSearchParams({ limit: String(LIST_PAGE_SIZE) });
      if (startKey) qs.set("startKey", startKey);
      const body = await call<{
        Items?: Array<PageDoc & { Status: PageStatus }>;
        LastEvaluatedKey?: { Page?: string };
      }>(`/api/prod/workspace?${qs}`, { token, signal });
      out.push(...(body.Items ?? []).map(splitDraft));
      startKey = body.LastEvaluatedKey?.Page;
      if (!startKey) break;
    }
    return out;
  },
  deletePage(name: string, revision: number | undefined, token: string): Promise<PageDoc> {
    return call("/api/prod/pages", {
      method: "DELETE",
      token,
      body: { Page: name, ...(typeof revision === "number" ? { revision } : {}) },
    });
  },
  async listRevisions(name: string, token: string, signal?: AbortSignal): Promise<RevisionInfo[]> {
    const body = await call<{ Items?: RevisionInfo[] }>(`${pagePath(name)}/revisions`, { token, signal });
    return body.Items ?? [];
  },
  getRevision(name: string, revision: number, token: string): Promise<PageDoc> {
    return call(`${pagePath(name)}/revisions/${revision}`, { token });
  },
  /** Copies an old revision into the draft (a deleted page comes back published). */
  restore(
    name: string,
    revision: number,
    currentRevision: number,
    token: string,
    languages?: readonly Lang[],
  ): Promise<DraftAnswer> {
    return draftCall(`${pagePath(name)}/restore`, {
      method: "POST",
      token,
      body: { revision, currentRevision, ...(languages ? { languages } : {}) },
    });
  },
  async listDeleted(token: string, signal?: AbortSignal): Promise<DeletedPageInfo[]> {
    const body = await call<{ Items?: DeletedPageInfo[] }>("/api/prod/deleted", { token, signal });
    return body.Items ?? [];
  },

  /** Multipart upload through XMLHttpRequest: fetch cannot report upload progress. */
  uploadFile(
    file: File,
    token: string,
    onProgress: (fraction: number) => void,
    signal?: AbortSignal,
  ): Promise<UploadedFile> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", "/api/prod/files");
      xhr.setRequestHeader("Authorization", `Bearer ${token}`);
      xhr.setRequestHeader("Accept", "application/json");
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = { message: xhr.responseText.slice(0, 300) };
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress(1);
          resolve(body as UploadedFile);
        } else reject(errorFrom(xhr.status, xhr.statusText, body));
      };
      xhr.onerror = () => reject(new NetworkError("The upload could not reach the server."));
      xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
      signal?.addEventListener("abort", () => xhr.abort(), { once: true });
      const form = new FormData();
      form.append("file", file, file.name);
      xhr.send(form);
    });
  },
};

/** What the editing area says about API errors, by code (`other` for any code it does not know). */
export type ErrorWords = Record<string, string> & { other: string };

/**
 * The Error state of a failure (docs/product.md "The editing area"): `titulo` says in the editor's
 * language what happened and what to do (from the error's code); `description` keeps what support needs:
 * the server's own message, its code and the HTTP status. For an unreachable server, the given sentence
 * and the browser's own reason.
 */
export function describeFailure(
  err: unknown,
  networkText: string,
  words?: ErrorWords,
): { titulo: string; description: string } {
  if (err instanceof ApiError) {
    const said = words
      ? (words[err.code] ?? (err.status >= 500 ? words.internal_error : undefined))
      : undefined;
    const detail = `${err.code} · HTTP ${err.status}`;
    if (!said) return { titulo: err.message, description: detail };
    return { titulo: said, description: `${err.message}\n${detail}` };
  }
  if (err instanceof NetworkError)
    return { titulo: networkText, description: `network_error · ${err.message}` };
  if (err instanceof Error) return { titulo: err.message || err.name, description: err.stack ?? err.name };
  return { titulo: String(err), description: String(err) };
}

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be blocked; the token then lives only as long as the page.
  }
}

/** A file the API makes (the token goes in a header, so this is a fetch, not a link). */
async function download(url: string, token: string): Promise<Blob> {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, cache: "no-store" });
  if (!res.ok) throw errorFrom(res.status, res.statusText, await res.json().catch(() => undefined));
  return res.blob();
}
