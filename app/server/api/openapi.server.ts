import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import { z } from "zod";
import { REDIRECT_MATCHES, REDIRECT_PATH_MAX, fromProblem, toProblem } from "../../content/redirects.ts";
import {
  deleteBodySchema,
  loginBodySchema,
  pageBodySchema,
  pageNameReadSchema,
  pageNameSchema,
} from "../../content/page-schema.ts";
import {
  answerDraftOut,
  brokenLinkOut,
  auditListOut,
  conflictOut,
  createdUserOut,
  deletedPagesOut,
  draftOut,
  erasureOut,
  errorOut,
  evaluationOut,
  evaluationPairOut,
  formErrorOut,
  glossaryOut,
  glossaryTermOut,
  langEnum,
  machineTranslationOut,
  langTexts,
  linkingPagesOut,
  mailPreviewsOut,
  mailStatusOut,
  mediaOut,
  meOut,
  messageOut,
  newsletterSendOut,
  okOut,
  onePageOut,
  pageListOut,
  pageNotFoundOut,
  pageOut,
  personalDataOut,
  previewOut,
  problemOut,
  questionsOut,
  questionTopicOut,
  readyOut,
  revisionsOut,
  reviewOut,
  revokedOut,
  roleEnum,
  signedInOut,
  subscriberOut,
  synonymConflictOut,
  synonymGroupOut,
  translationSuggestionOut,
  uploadedOut,
  userOut,
  userRowOut,
  workspaceOut,
} from "../../content/api-schemas.ts";
import { AUDIT_ACTIONS } from "../../content/audit.ts";
import { SESSION_COOKIE } from "../../content/browser-storage.ts";
import { REVIEW_COMMENT_MAX } from "../../content/review.ts";
import { GLOSSARY_TERM_MAX } from "../../content/translation.ts";
import { CONTENT_TYPES } from "../files/file-types.server.ts";
import { registerDocsPage, type OpenApiDocument } from "./docs-page.server.ts";
import { defineOperation, type OperationSpec, type ResponseSpec } from "./validate.server.ts";

/*
 * The API's contract. Every operation below names the zod schemas its handler parses the request with
 * and the answers it gives (app/content/api-schemas.ts, where the editing area's client reads their types);
 * the route `schema` (and so /api/openapi.json) is generated from them.
 */

// ---- What the requests look like (besides the shared schemas of app/content/page-schema.ts) ---------

const passwordSchema = z
  .string({ error: "password is required." })
  .min(10, "The password must have at least 10 characters.")
  .max(1000, "The password must have at most 1000 characters.");
const SESSION_COOKIE_HEADER = {
  "Set-Cookie": {
    description:
      "simbiosis_session: the browser session (HttpOnly, SameSite=Strict, Path=/api/auth, 30 days), sent to /api/auth/refresh for a new access token.",
    schema: { type: "string" },
  },
};
const userParams = z.object({
  email: z.string().min(3).max(320).meta({ description: "The user's e-mail." }),
});

const START_KEY_FORMS =
  'startKey must be a page name, or the LastEvaluatedKey object as JSON such as {"Page":"bienvenida"}.';

/** DynamoDB-style clients send the whole LastEvaluatedKey: {"Page":"x"} means page x. */
function startKeyPage(raw: string, ctx: z.RefinementCtx): string {
  let name: unknown = raw;
  if (raw.startsWith("{")) {
    let key: unknown;
    try {
      key = JSON.parse(raw);
    } catch {
      key = undefined;
    }
    const parsed = z.strictObject({ Page: z.string() }).safeParse(key);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: START_KEY_FORMS });
      return z.NEVER;
    }
    name = parsed.data.Page;
  } else if (raw === "[object Object]") {
    ctx.addIssue({ code: "custom", message: `startKey is "[object Object]": ${START_KEY_FORMS}` });
    return z.NEVER;
  }
  const page = pageNameSchema.safeParse(name);
  if (!page.success) {
    ctx.addIssue({
      code: "custom",
      message: `startKey must be a page name: ${page.error.issues[0]?.message ?? "it is not valid."}`,
    });
    return z.NEVER;
  }
  return page.data;
}

/** A list's ?limit: 1 to 1000. */
const limitParam = z.coerce
  .number({ error: "limit must be a number." })
  .int("limit must be a whole number.")
  .min(1, "limit must be at least 1.")
  .max(1000, "limit must be at most 1000.")
  .optional();

export const listQuerySchema = z
  .looseObject({
    limit: limitParam.meta({
      description: "At most this many pages; LastEvaluatedKey is set when more follow.",
    }),
    startKey: z
      .string({ error: "startKey must be given once, as a string." })
      .min(1, "startKey must not be empty.")
      .meta({
        description:
          'List the pages after this one: LastEvaluatedKey.Page, or the whole LastEvaluatedKey as JSON ({"Page":"x"}). ' +
          "A page name that starts with '{' must be sent in the JSON form.",
        examples: ["bienvenida", '{"Page":"bienvenida"}'],
      })
      .transform(startKeyPage)
      .optional(),
  })
  .superRefine((query, ctx) => {
    // startKey[Page]=x (a nested-object serialiser) would otherwise be ignored and page 1 answered again.
    const nested = Object.keys(query).find((k) => k.startsWith("startKey["));
    if (nested) ctx.addIssue({ code: "custom", path: ["startKey"], message: START_KEY_FORMS });
  });

// Reads take any name a stored page may have (older names too), never a NUL (PostgreSQL text refuses it).
const pageParam = pageNameReadSchema.meta({ description: "The page name, URL-encoded." });
const getPageParams = z.object({ page: pageParam });
const historyParams = z.object({ page: pageParam });

const revisionNumber = z.coerce
  .number({ error: "revision must be a number." })
  .int("revision must be a whole number.")
  .min(1, "revision must be at least 1.")
  // The databases keep revisions as 32-bit integers: a larger number is refused, not a 500.
  .max(2_147_483_647, "revision is too large.");

const revisionParams = z.object({ page: pageParam, revision: revisionNumber });

/** A list of the site's languages, at least one; absent means all. */
function languagesField(description: string) {
  return z
    .array(langEnum, { error: "languages must be a list of 'es' and 'en'." })
    .min(1, "languages must name at least one language.")
    .optional()
    .meta({ description });
}

const restoreBodySchema = z.object({
  revision: revisionNumber.meta({ description: "The revision to restore." }),
  currentRevision: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .meta({ description: "The page's revision you saw; another one gets 409 (0: the page is deleted)." }),
  languages: languagesField(
    "Restore only these languages' text; the other language and the shared values stay as they are (default both).",
  ),
});

const noteText = z.string().max(500, "note must be at most 500 characters.");

const publishBodySchema = z.strictObject({
  languages: languagesField("The languages to publish (default both)."),
  at: z.iso
    .datetime({ offset: true, error: "at must be an ISO date and time, such as 2026-12-01T09:00:00Z." })
    .optional()
    .meta({ description: "A future time schedules the publish instead." }),
  note: noteText.optional().meta({
    description: "A change note for every language published, shown on the public page and in the feeds.",
  }),
  notes: z
    .strictObject({ es: noteText.optional(), en: noteText.optional() })
    .optional()
    .meta({ description: "A change note per language (each in its language); takes the place of `note`." }),
  revision: z.number().int().nonnegative().optional().meta({
    description: "The revision you saw: a newer draft gets 409 instead of publishing what you did not see.",
  }),
});

const cancelScheduleQuery = z.looseObject({
  lang: langEnum.optional().meta({ description: "Only this language's scheduled publish (default all)." }),
});

const previewBodySchema = z.strictObject({
  days: z
    .number({ error: "days must be a number." })
    .int()
    .min(1, "days must be at least 1.")
    .max(30, "days must be at most 30.")
    .optional()
    .meta({ description: "How long the link works (default 7)." }),
});

const translationBodySchema = z.strictObject({
  lang: langEnum,
  status: z.literal("checked", { error: "status must be 'checked'." }),
});

/** Read by @fastify/multipart, not by zod: this describes the form for the document only. */
const uploadForm = z.object({
  file: z.file().meta({ description: "The file: PDF, PNG, JPEG, WebP, GIF or SVG, at most 20 MB." }),
});

const fileParams = z.object({ name: z.string().meta({ description: "The stored file's name." }) });

// ---- Answers shared by many operations ------------------------------------------------------------

function error(description: string, codes: string[]): ResponseSpec {
  const label = codes.length === 1 ? "Code" : "Codes";
  return { description: `${description} ${label}: ${codes.join(", ")}.`, schema: errorOut };
}

const ETAG = { ETag: { description: 'The revision as an entity tag, such as "r3".' } };
const CACHING = {
  ETag: { description: "Send it as If-None-Match to get 304 while nothing changed." },
  "Cache-Control": { description: "public, max-age=0, stale-while-revalidate=30" },
};

const notModified: ResponseSpec = { description: "Not modified: If-None-Match matched the ETag." };
const unauthorized = error("No token, or a token that is not valid, expired or revoked.", ["unauthorized"]);
const invalid = error(
  "The request (body, or the address's %-encoding) is not valid: the message says what.",
  ["invalid_request", "invalid_json"],
);
/** Fastify answers these for any call that reads a body, before the handler runs (errors.ts). */
const bodyErrors = {
  400: invalid,
  413: error("The body is larger than 1 MB.", ["payload_too_large"]),
  415: error("The body is not JSON (Content-Type must be application/json).", ["unsupported_media_type"]),
};
const conflict: ResponseSpec = {
  description:
    "The revision you sent (If-Match or revision) is not the current one, or If-None-Match: * and the page exists (code conflict); or an address name (Slugs) another page has in that language (code slug_taken).",
  schema: conflictOut,
};
const forbidden = error(
  "Your role does not allow this on this page (an author: only their own pages, never publishing).",
  ["forbidden_publish", "not_your_page", "forbidden_delete"],
);
const badAddress = error("The address's %-encoding is not valid.", ["invalid_request"]);
const serverError = error("Something failed on the server.", ["internal_error"]);

/** What a caller whose role lacks an operation's permission is told (403 forbidden). */
const FORBIDDEN = {
  messages: "Only admins and editors read the contact messages.",
  subscribers: "Only admins see and manage the newsletter's subscribers.",
  newsletter: "Only admins send the newsletter.",
  assistant: "Only admins and editors read the assistant's questions.",
  privacy: "Only an admin may see or erase a person's data.",
  audience: "Only admins and editors see the site's audience.",
  users: "Only an admin may manage users.",
  audit: "Only an admin may read the activity log.",
  media: "Authors cannot delete files: ask an editor.",
  glossary: "Only admins and editors change the glossary.",
  links: "Only admins and editors read the link report.",
};

function operation<
  B extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  P extends z.ZodType = z.ZodNever,
>(spec: OperationSpec<B, Q, P>) {
  return defineOperation({ ...spec, responses: { ...spec.responses, 500: serverError } });
}

// ---- Visitors' forms and mail (issue 16) ------------------------------------------------------------

const formProblem = (what: string, codes: string[]): ResponseSpec => ({
  ...error(what, codes),
  schema: formErrorOut,
});
const formBody = {
  consent: z
    .union([z.boolean(), z.enum(["on", "true", "1"])])
    .optional()
    .meta({ description: "The consent checkbox (a form sends 'on')." }),
  website: z.string().max(2000).optional().meta({ description: "The honeypot: left empty by people." }),
  altcha: z.string().max(4000).optional().meta({
    description: "The solved challenge: base64 of JSON { challenge, solution } (GET /api/forms/challenge).",
  }),
  lang: z.enum(["es", "en"]).optional(),
};
const formRefusals = {
  400: formProblem(
    "A field is missing, too long or not valid, or the consent is missing; `field` names it.",
    ["invalid_request", "field_required", "field_too_long", "invalid_email", "consent_required"],
  ),
  403: formProblem(
    "Refused as automated: the honeypot was filled, sent too fast, or no valid proof of work.",
    ["honeypot", "too_fast", "challenge_missing", "challenge_invalid"],
  ),
  413: error("The body is larger than 1 MB.", ["payload_too_large"]),
  415: error("The body is neither JSON nor a form.", ["unsupported_media_type"]),
  429: {
    ...error("Too many messages from this address or to this e-mail in the last hour.", ["rate_limited"]),
    headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "string" } } },
  },
};
const FORM_MEDIA = ["application/json", "application/x-www-form-urlencoded"];
const seeOther = (what: string): ResponseSpec => ({
  description: `A form sent without JavaScript: back to the page, ${what}.`,
  headers: { Location: { description: "The form's page with ?sent=1 or ?error=<code>." } },
});
const idParams = z.object({
  id: z.coerce.number().int().positive().meta({ description: "The record's id." }),
});
const notStaff = error("Only admins and editors read messages; only admins see subscribers.", ["forbidden"]);
const noSuchRecord = error("There is no such record.", ["not_found"]);
const unsubscribeQuery = z.object({
  id: z.coerce.number().int().positive(),
  token: z.string().min(10).max(200),
});

const newsletterBody = z.strictObject({
  articles: z
    .array(z.string().min(1).max(300))
    .min(1, "Pick at least one published article.")
    .max(20, "At most 20 articles.")
    .meta({ description: "Page names of published articles, in the order shown." }),
  intro: z
    .strictObject({ es: z.string().max(5000).optional(), en: z.string().max(5000).optional() })
    .meta({ description: "The introduction per language." }),
});
const notArticles = error("An article is not a published article (the message names it).", [
  "invalid_request",
  "not_published",
]);

export const formOps = {
  challenge: operation({
    operationId: "getFormChallenge",
    tags: ["forms"],
    summary: "A proof-of-work challenge for the contact and newsletter forms (ALTCHA v2, SHA-256)",
    responses: {
      200: {
        description: "Solve it in the browser and send it back as `altcha`; valid 10 minutes, once.",
        schema: z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string() }),
      },
    },
  }),
  contact: operation({
    operationId: "sendContactMessage",
    tags: ["forms"],
    summary: "Send a message through the contact form",
    consumes: FORM_MEDIA,
    body: z.object({
      name: z.string().max(20_000).optional(),
      email: z.string().max(20_000).optional(),
      subject: z.string().max(20_000).optional(),
      message: z.string().max(20_000).optional(),
      ...formBody,
    }),
    responses: {
      200: {
        description: "Stored (and e-mailed to CONTACT_TO when set).",
        schema: okOut,
      },
      303: seeOther("saying it was sent or why not"),
      ...formRefusals,
    },
  }),
  subscribe: operation({
    operationId: "subscribeToNewsletter",
    tags: ["forms"],
    summary: "Ask for the newsletter: a confirmation e-mail is sent (double opt-in)",
    consumes: FORM_MEDIA,
    body: z.object({ email: z.string().max(20_000).optional(), ...formBody }),
    responses: {
      200: {
        description:
          "A confirmation e-mail is on its way (the same answer for an address already confirmed).",
        schema: okOut,
      },
      303: seeOther("saying to check the inbox or why not"),
      ...formRefusals,
    },
  }),
  confirm: operation({
    operationId: "confirmNewsletter",
    tags: ["forms"],
    summary: "The confirmation link of the e-mail",
    query: z.object({ token: z.string().max(200).optional() }),
    responses: {
      303: seeOther("saying the subscription is confirmed, or that the link expired"),
      400: invalid,
    },
  }),
  unsubscribeLink: operation({
    operationId: "unsubscribeByLink",
    tags: ["forms"],
    summary: "The unsubscribe link of every newsletter e-mail",
    query: unsubscribeQuery,
    responses: {
      303: {
        description:
          "To /mis-datos?unsubscribed=1 (in the subscriber's language): it says the address will receive nothing " +
          "more, and offers a copy or the erasure of its data.",
        headers: { Location: { description: "/mis-datos?unsubscribed=1 or /en/my-data?unsubscribed=1." } },
      },
      400: invalid,
      404: error("The link is not valid.", ["not_found"]),
    },
  }),
  unsubscribeOneClick: operation({
    operationId: "unsubscribeOneClick",
    tags: ["forms"],
    summary: "One-click unsubscribe (RFC 8058): what mail clients POST to the List-Unsubscribe address",
    query: unsubscribeQuery,
    consumes: FORM_MEDIA,
    responses: {
      200: { description: "Unsubscribed.", schema: okOut },
      400: invalid,
      404: error("The link is not valid.", ["not_found"]),
      415: error("The body is neither JSON nor a form.", ["unsupported_media_type"]),
    },
  }),
  messages: operation({
    operationId: "listContactMessages",
    tags: ["forms"],
    summary: "The contact form's messages, newest first",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.messages },
    responses: {
      200: { description: "The messages.", schema: z.object({ Items: z.array(messageOut) }) },
      401: unauthorized,
      403: notStaff,
    },
  }),
  markMessage: operation({
    operationId: "markContactMessage",
    tags: ["forms"],
    summary: "Mark a message read or unread",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.messages },
    params: idParams,
    body: z.strictObject({ read: z.boolean() }),
    responses: {
      200: { description: "Marked.", schema: okOut },
      ...bodyErrors,
      401: unauthorized,
      403: notStaff,
      404: noSuchRecord,
    },
  }),
  deleteMessage: operation({
    operationId: "deleteContactMessage",
    tags: ["forms"],
    summary: "Delete a message",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.messages },
    params: idParams,
    responses: {
      200: { description: "Deleted.", schema: okOut },
      400: invalid,
      401: unauthorized,
      403: notStaff,
      404: noSuchRecord,
    },
  }),
  subscribers: operation({
    operationId: "listSubscribers",
    tags: ["forms"],
    summary: "Newsletter subscribers with their state, language, dates and consent (admins)",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.subscribers },
    responses: {
      200: { description: "The subscribers.", schema: z.object({ Items: z.array(subscriberOut) }) },
      401: unauthorized,
      403: notStaff,
    },
  }),
  subscribersCsv: operation({
    operationId: "exportSubscribers",
    audit: { action: "export", what: () => ({ subject: "subscribers" }) },
    tags: ["forms"],
    summary: "The subscribers as CSV (admins)",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.subscribers },
    responses: {
      200: { description: "One row per subscriber.", media: { "text/csv": { type: "string" } } },
      401: unauthorized,
      403: notStaff,
    },
  }),
  deleteSubscriber: operation({
    operationId: "deleteSubscriber",
    tags: ["forms"],
    summary: "Delete a subscriber and everything kept about them (admins)",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.subscribers },
    params: idParams,
    responses: {
      200: { description: "Deleted.", schema: okOut },
      400: invalid,
      401: unauthorized,
      403: notStaff,
      404: noSuchRecord,
    },
  }),
  previewNewsletter: operation({
    operationId: "previewNewsletter",
    tags: ["forms"],
    summary: "What each language's subscribers would receive (admins)",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.newsletter },
    body: newsletterBody,
    responses: {
      200: {
        description: "The e-mail per language.",
        schema: mailPreviewsOut,
      },
      ...bodyErrors,
      400: notArticles,
      401: unauthorized,
      403: notStaff,
    },
  }),
  sendNewsletter: operation({
    operationId: "sendNewsletter",
    tags: ["forms"],
    summary: "Send a newsletter to the confirmed subscribers, each in their language (admins)",
    description:
      "The e-mails are queued once per subscriber and sent a few at a time; a restart finishes the queuing without doubles.",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.newsletter },
    body: newsletterBody,
    responses: {
      201: { description: "Queued.", schema: newsletterSendOut },
      ...bodyErrors,
      400: notArticles,
      401: unauthorized,
      403: notStaff,
    },
  }),
  listNewsletterSends: operation({
    operationId: "listNewsletterSends",
    tags: ["forms"],
    summary: "The newsletters sent, newest first, with how many e-mails are sent, waiting or failed (admins)",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.newsletter },
    responses: {
      200: { description: "The sends.", schema: z.object({ Items: z.array(newsletterSendOut) }) },
      401: unauthorized,
      403: notStaff,
    },
  }),
  mailStatus: operation({
    operationId: "getMailStatus",
    tags: ["forms"],
    summary: "Whether e-mail is really sent, and the queue (admins and editors)",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.messages },
    responses: {
      200: {
        description: "mode smtp (SMTP_URL) or files (written under DATA_DIR/mail, not sent).",
        schema: mailStatusOut,
      },
      401: unauthorized,
      403: notStaff,
    },
  }),
};

// ---- The operations -------------------------------------------------------------------------------

// ---- The /chatbot assistant (issue 17) ------------------------------------------------------------

const questionIdParams = z.object({
  id: z.string().uuid().meta({ description: "The question's id, as the answer gave it." }),
});
const notEditor = error("Only admins and editors read the assistant's questions.", ["forbidden"]);

const synonymWords = z.array(z.string().trim().min(1).max(60)).max(60).meta({
  description: "Words or several-word phrases, as people write them (at most 60, 60 characters each).",
});
const tooFewWords = error(
  "The group needs at least two words, in either language, or the body is not valid.",
  ["too_few_words", "invalid_request"],
);
const synonymConflict: ResponseSpec = {
  description: "Someone saved or removed the group after you read it. Code: conflict.",
  schema: synonymConflictOut,
};
const synonymKeyParams = z.object({ key: z.string().regex(/^[a-z0-9-]{1,80}$/) });
const questionText = z.string().trim().min(1).max(500);

export const assistantOps = {
  ask: operation({
    operationId: "askAssistant",
    tags: ["assistant"],
    summary: "Ask the /chatbot assistant: it answers from the site's published pages",
    body: z.object({
      question: z.string().max(20_000).optional().meta({ description: "At most 500 characters." }),
      history: z
        .array(z.object({ question: z.string().max(20_000), answer: z.string().max(20_000).optional() }))
        .max(20)
        .optional()
        .meta({ description: "The last turns of the conversation (at most 3 are read), for follow-ups." }),
      lang: langEnum.optional(),
    }),
    responses: {
      200: {
        description:
          "Newline-delimited JSON, one event per line: `answer` (the id, the sentence that answers first (`lead`), the passages quoted, or kind none); with a language model configured, then `delta` events (the model's words as they come) and one `final` event (kind model with its text, or quotes when the model failed or cited what it was not given).",
        media: { "application/x-ndjson": { type: "string" } },
      },
      400: error("The question is missing or longer than 500 characters, or the body is not valid.", [
        "question_required",
        "question_too_long",
        "invalid_request",
      ]),
      413: error("The body is larger than 1 MB.", ["payload_too_large"]),
      415: error("The body is not JSON (Content-Type must be application/json).", ["unsupported_media_type"]),
      429: {
        ...error("Too many questions from this visitor (20 a minute, 100 an hour).", ["rate_limited"]),
        schema: errorOut.extend({ retryAfter: z.number().int().meta({ description: "Seconds to wait." }) }),
        headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "string" } } },
      },
    },
  }),
  feedback: operation({
    operationId: "rateAssistantAnswer",
    tags: ["assistant"],
    summary: "Was this answer helpful? (the visitor's feedback, listed in the editing area)",
    body: z.strictObject({ id: z.string().uuid(), helpful: z.boolean() }),
    responses: {
      200: { description: "Recorded.", schema: okOut },
      ...bodyErrors,
      404: error("There is no such question (or it is older than the retention).", ["not_found"]),
    },
  }),
  questions: operation({
    operationId: "listAssistantQuestions",
    tags: ["assistant"],
    summary: "The questions asked to the assistant, newest first, with the sources cited and the feedback",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.assistant },
    responses: {
      200: {
        description: "At most 500, kept ASSISTANT_RETENTION_DAYS (retentionDays).",
        schema: questionsOut,
      },
      401: unauthorized,
      403: notEditor,
    },
  }),
  topics: operation({
    operationId: "listAssistantTopics",
    tags: ["assistant"],
    summary:
      'Unanswered and "not helpful" questions grouped by the words they share, with counts per language',
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.assistant },
    responses: {
      200: {
        description: "Largest groups first; a question that shares no word with another is a group alone.",
        schema: z.object({ Items: z.array(questionTopicOut) }),
      },
      401: unauthorized,
      403: notEditor,
    },
  }),
  draftAnswer: operation({
    operationId: "draftAssistantAnswer",
    tags: ["assistant"],
    summary: "Add a question to the FAQ's draft as a new entry, for an editor to answer and publish",
    description:
      "The question becomes a heading (with an empty paragraph under it) at the end of the FAQ's text in its language, in the draft: visitors see nothing until it is published. The question is also added to the evaluation, expecting the FAQ.",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.assistant },
    body: z.strictObject({ question: questionText, lang: langEnum }),
    responses: {
      201: {
        description: "The draft the entry was added to.",
        schema: answerDraftOut,
      },
      ...bodyErrors,
      401: unauthorized,
      403: notEditor,
      409: {
        ...conflict,
        description: "The FAQ was saved by someone else meanwhile: try again. Code: conflict.",
      },
    },
  }),
  evaluation: operation({
    operationId: "getAssistantEvaluation",
    tags: ["assistant"],
    summary: "The editors' evaluation: question → page pairs and how many the assistant answers right now",
    description:
      "Worked out again at the first read after any change of the content, the vocabulary or the pairs.",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.assistant },
    responses: {
      200: { description: "The pairs and the report.", schema: evaluationOut },
      401: unauthorized,
      403: notEditor,
    },
  }),
  runEvaluation: operation({
    operationId: "runAssistantEvaluation",
    tags: ["assistant"],
    summary: "Work the evaluation out again now",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.assistant },
    responses: {
      200: { description: "The pairs and the new report.", schema: evaluationOut },
      401: unauthorized,
      403: notEditor,
    },
  }),
  addPair: operation({
    operationId: "addAssistantEvaluationPair",
    audit: { action: "settings-change", what: () => ({ subject: "assistant-evaluation" }) },
    tags: ["assistant"],
    summary:
      "Add a question and the pages that answer it (none: the assistant should say the site has no answer)",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.assistant },
    body: z.strictObject({
      question: questionText,
      lang: langEnum,
      pages: z.array(pageNameSchema).max(5),
    }),
    responses: {
      201: { description: "Added.", schema: evaluationPairOut },
      ...bodyErrors,
      401: unauthorized,
      403: notEditor,
      404: error("A page named does not exist.", ["unknown_page"]),
    },
  }),
  deletePair: operation({
    operationId: "deleteAssistantEvaluationPair",
    audit: { action: "settings-change", what: () => ({ subject: "assistant-evaluation" }) },
    tags: ["assistant"],
    summary: "Remove a question from the evaluation",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.assistant },
    params: questionIdParams,
    responses: {
      200: { description: "Removed.", schema: okOut },
      400: invalid,
      401: unauthorized,
      403: notEditor,
      404: noSuchRecord,
    },
  }),
  synonyms: operation({
    operationId: "listAssistantSynonyms",
    tags: ["assistant"],
    summary: "The assistant's vocabulary: groups of words that stand for each other, in each language",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.assistant },
    responses: {
      200: { description: "Every group.", schema: z.object({ Items: z.array(synonymGroupOut) }) },
      401: unauthorized,
      403: notEditor,
    },
  }),
  addSynonyms: operation({
    operationId: "addAssistantSynonyms",
    audit: { action: "settings-change", what: () => ({ subject: "assistant-synonyms" }) },
    tags: ["assistant"],
    summary: "Add a group of words that stand for each other",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.assistant },
    body: z.strictObject({ es: synonymWords, en: synonymWords }),
    responses: {
      201: { description: "Added.", schema: synonymGroupOut },
      ...bodyErrors,
      400: tooFewWords,
      401: unauthorized,
      403: notEditor,
    },
  }),
  saveSynonyms: operation({
    operationId: "saveAssistantSynonyms",
    audit: { action: "settings-change", what: () => ({ subject: "assistant-synonyms" }) },
    tags: ["assistant"],
    summary: "Change a group's words, against the revision read",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.assistant },
    params: synonymKeyParams,
    body: z.strictObject({ es: synonymWords, en: synonymWords, revision: z.number().int().min(0) }),
    responses: {
      200: { description: "Saved.", schema: synonymGroupOut },
      ...bodyErrors,
      400: tooFewWords,
      401: unauthorized,
      403: notEditor,
      404: noSuchRecord,
      409: synonymConflict,
    },
  }),
  deleteSynonyms: operation({
    operationId: "deleteAssistantSynonyms",
    audit: { action: "settings-change", what: () => ({ subject: "assistant-synonyms" }) },
    tags: ["assistant"],
    summary: "Remove a group (a shipped one stays removed), against the revision read",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.assistant },
    params: synonymKeyParams,
    query: z.object({ revision: z.coerce.number().int().min(0) }),
    responses: {
      200: { description: "Removed.", schema: okOut },
      400: invalid,
      401: unauthorized,
      403: notEditor,
      404: noSuchRecord,
      409: synonymConflict,
    },
  }),
  deleteQuestion: operation({
    operationId: "deleteAssistantQuestion",
    tags: ["assistant"],
    summary: "Delete a question and its answer",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.assistant },
    params: questionIdParams,
    responses: {
      200: { description: "Deleted.", schema: okOut },
      400: invalid,
      401: unauthorized,
      403: notEditor,
      404: noSuchRecord,
    },
  }),
};

export const pageOps = {
  list: operation({
    operationId: "listPages",
    tags: ["pages"],
    summary: "List pages",
    description: "In name order. With limit, LastEvaluatedKey tells where the next call starts.",
    query: listQuerySchema,
    responses: {
      200: { description: "The pages.", schema: pageListOut, headers: CACHING },
      304: notModified,
      400: error("limit or startKey is not valid.", ["invalid_request"]),
    },
  }),
  get: operation({
    operationId: "getPage",
    tags: ["pages"],
    summary: "Get one page",
    params: getPageParams,
    responses: {
      200: { description: "The page, alone in Items.", schema: onePageOut, headers: CACHING },
      304: notModified,
      400: badAddress,
      404: {
        description: "No page has this name: Items is empty. Code: not_found.",
        schema: pageNotFoundOut,
      },
    },
  }),
  save: operation({
    operationId: "savePage",
    tags: ["pages"],
    summary: "Create or save a page",
    description:
      "Answers the stored page with its new revision. Send the revision you edited (body revision, or " +
      'If-Match: "r3") to be told of a concurrent change (409). If-Match: * saves only an existing page ' +
      "(412 otherwise); If-None-Match: * creates only (409 when the name is taken).",
    auth: true,
    body: pageBodySchema,
    responses: {
      200: { description: "Saved over an existing page.", schema: pageOut, headers: ETAG },
      201: { description: "Created.", schema: pageOut, headers: ETAG },
      ...bodyErrors,
      401: unauthorized,
      403: forbidden,
      409: conflict,
      412: error("If-Match: * and no page has this name.", ["precondition_failed"]),
    },
  }),
  remove: operation({
    operationId: "deletePage",
    audit: { action: "delete", what: ({ body }) => ({ page: body?.Page }) },
    tags: ["pages"],
    summary: "Delete a page",
    description: "Answers the deleted page; it stays in the history and can be restored.",
    auth: true,
    body: deleteBodySchema,
    responses: {
      200: { description: "Deleted: the page as it was.", schema: pageOut },
      ...bodyErrors,
      401: unauthorized,
      403: forbidden,
      404: error("No page has this name.", ["not_found"]),
      409: conflict,
    },
  }),
  revisions: operation({
    operationId: "listRevisions",
    tags: ["history"],
    summary: "A page's revisions, newest first",
    auth: true,
    params: historyParams,
    responses: {
      200: {
        description: "The revisions (saves and deletions).",
        schema: revisionsOut,
      },
      400: error("The page name, or the address's %-encoding, is not valid.", ["invalid_request"]),
      401: unauthorized,
      403: forbidden,
      404: error("No page of this name has ever been saved.", ["not_found"]),
    },
  }),
  revision: operation({
    operationId: "getRevision",
    tags: ["history"],
    summary: "One saved revision of a page",
    auth: true,
    params: revisionParams,
    responses: {
      200: { description: "The page as it was saved in that revision.", schema: pageOut },
      400: error("The revision is not a whole number from 1, or the address's %-encoding is not valid.", [
        "invalid_request",
      ]),
      401: unauthorized,
      403: forbidden,
      404: error("The page has no such saved revision.", ["not_found"]),
    },
  }),
  restore: operation({
    operationId: "restoreRevision",
    audit: {
      action: "restore",
      what: ({ params, body }) => ({
        page: params?.page,
        ...(body ? { detail: { from: body.revision } } : {}),
      }),
    },
    tags: ["history"],
    summary: "Copy a revision to the draft",
    description:
      "The draft becomes that revision (publish it to show it). A deleted page comes back as it was when deleted: " +
      "drafted and published in the languages visitors could read (201).",
    auth: true,
    params: getPageParams,
    body: restoreBodySchema,
    responses: {
      200: { description: "Restored to the draft.", schema: draftOut, headers: ETAG },
      201: { description: "A deleted page brought back.", schema: draftOut, headers: ETAG },
      ...bodyErrors,
      401: unauthorized,
      403: forbidden,
      404: error("The page has no such saved revision.", ["not_found"]),
      409: conflict,
    },
  }),
  deleted: operation({
    operationId: "listDeletedPages",
    tags: ["history"],
    summary: "Deleted pages that can be restored",
    auth: true,
    responses: {
      200: {
        description: "The latest deletion of each deleted page, newest first.",
        schema: deletedPagesOut,
      },
      401: unauthorized,
    },
  }),
};

const unknownPage = error("No page (draft or published) has this name.", ["not_found"]);

/** Drafts, publishing and previews: the editing area's calls (docs/decisions/0008). */
// ---- The audience, counted without cookies (issue 43) --------------------------------------------

const audienceDays = z.coerce
  .number({ error: "days must be 7, 30 or 365." })
  .pipe(z.union([z.literal(7), z.literal(30), z.literal(365)], { error: "days must be 7, 30 or 365." }));
const figureOut = z.object({ views: z.number().int(), visitors: z.number().int() });
const audienceReportOut = z.object({
  days: z.number().int(),
  from: z.string().meta({ description: "First day (UTC, YYYY-MM-DD)." }),
  to: z.string(),
  totals: z.object({
    views: z.number().int(),
    visitors: z.number().int().meta({ description: "Daily unique visitors, summed over the days." }),
    downloads: z.number().int(),
    searches: z.number().int(),
  }),
  daily: z.array(figureOut.extend({ day: z.string() })),
  pages: z.array(
    figureOut.extend({
      page: z.string().meta({ description: "The page's name, or its address when no page is known by it." }),
      title: z.string(),
      es: z.number().int(),
      en: z.number().int(),
    }),
  ),
  files: z.array(z.object({ name: z.string(), downloads: z.number().int(), visitors: z.number().int() })),
  referrers: z.array(z.object({ domain: z.string(), views: z.number().int() })),
  emptySearches: z.array(z.object({ query: z.string(), lang: langEnum, searches: z.number().int() })),
  unanswered: z.array(z.object({ question: z.string(), lang: langEnum, asked: z.number().int() })),
  notFound: z
    .array(z.object({ path: z.string(), visitors: z.number().int(), bots: z.number().int() }))
    .meta({ description: "Addresses that answered 404, the most asked by visitors first (the 404 log)." }),
  retentionDays: z.number().int(),
});
const notAudience = error(FORBIDDEN.audience, ["forbidden"]);

export const audienceOps = {
  report: operation({
    operationId: "getAudience",
    tags: ["audience"],
    summary: "The site's audience over 7, 30 or 365 days (admins and editors)",
    description:
      "Counted on the server without cookies: views and daily unique visitors per day, top pages (both languages added, with the split), top files, referrer domains, searches that found nothing, the assistant's unanswered questions and the addresses that answered 404.",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.audience },
    query: z.strictObject({ days: audienceDays.optional() }),
    responses: {
      200: { description: "The report.", schema: audienceReportOut },
      400: invalid,
      401: unauthorized,
      403: notAudience,
    },
  }),
  page: operation({
    operationId: "getPageAudience",
    tags: ["audience"],
    summary: "A page's views and visitors per language over the last days (30 by default)",
    auth: true,
    params: getPageParams,
    query: z.strictObject({ days: audienceDays.optional() }),
    responses: {
      200: {
        description: "Per language.",
        schema: z.object({ days: z.number().int(), es: figureOut, en: figureOut }),
      },
      400: invalid,
      401: unauthorized,
      404: unknownPage,
    },
  }),
};

export const draftOps = {
  workspace: operation({
    operationId: "listWorkspace",
    tags: ["drafts"],
    summary: "Every page, drafts included, with each language's state",
    auth: true,
    query: listQuerySchema,
    responses: {
      200: { description: "The pages, in name order.", schema: workspaceOut },
      400: error("limit or startKey is not valid.", ["invalid_request"]),
      401: unauthorized,
    },
  }),
  getDraft: operation({
    operationId: "getDraft",
    tags: ["drafts"],
    summary: "A page's draft (or its published version when it has no draft)",
    auth: true,
    params: getPageParams,
    responses: {
      200: { description: "The draft with its head revision and states.", schema: draftOut, headers: ETAG },
      400: badAddress,
      401: unauthorized,
      403: forbidden,
      404: unknownPage,
    },
  }),
  saveDraft: operation({
    operationId: "saveDraft",
    tags: ["drafts"],
    summary: "Save the draft (visitors see nothing of it)",
    description:
      'Send the revision you edited (body revision or If-Match: "r3"): a draft saved since is a 409. ' +
      "If-None-Match: * creates only. A new page starts as a draft.",
    auth: true,
    params: getPageParams,
    body: pageBodySchema,
    responses: {
      200: { description: "Saved.", schema: draftOut, headers: ETAG },
      201: { description: "A new page, as a draft.", schema: draftOut, headers: ETAG },
      ...bodyErrors,
      401: unauthorized,
      403: forbidden,
      409: conflict,
    },
  }),
  publish: operation({
    operationId: "publishPage",
    audit: {
      action: "publish",
      what: ({ params, body }) => ({
        action: body?.at && Date.parse(body.at) > Date.now() ? "schedule" : "publish",
        page: params?.page,
        lang: (body?.languages ?? ["es", "en"]).join(","),
        ...(body?.at ? { detail: { at: body.at } } : {}),
      }),
    },
    tags: ["drafts"],
    summary: "Publish languages of the draft now, or schedule them",
    description:
      "Publishing some languages leaves the others as visitors know them; shared values go with either. " +
      "Checks run first (title, image alt texts, links to unpublished pages): errors answer 422 with the list, " +
      "warnings come back in Status.warnings.",
    auth: true,
    params: getPageParams,
    body: publishBodySchema,
    responses: {
      200: { description: "Published, or scheduled (Status.schedules).", schema: draftOut, headers: ETAG },
      ...bodyErrors,
      401: unauthorized,
      403: forbidden,
      404: unknownPage,
      409: conflict,
      422: {
        description: "A check failed: problems lists each (code, language, field). Code: publish_checks.",
        schema: errorOut.extend({ problems: z.array(problemOut) }),
      },
    },
  }),
  cancelSchedule: operation({
    operationId: "cancelSchedule",
    audit: {
      action: "unschedule",
      what: ({ params, query }) => ({ page: params?.page, lang: query?.lang ?? "es,en" }),
    },
    tags: ["drafts"],
    summary: "Cancel scheduled publishes",
    auth: true,
    params: getPageParams,
    query: cancelScheduleQuery,
    responses: {
      200: { description: "The page's state after.", schema: draftOut },
      400: error("lang is not es or en.", ["invalid_request"]),
      401: unauthorized,
      403: forbidden,
      404: unknownPage,
    },
  }),
  preview: operation({
    operationId: "createPreview",
    tags: ["drafts"],
    summary: "A link that shows the draft on the site without signing in",
    description:
      "Anyone holding the link sees the draft, in either language, until it expires; never indexed or cached.",
    auth: true,
    params: getPageParams,
    body: previewBodySchema,
    responses: {
      201: {
        description: "The link (Spanish address), the link for each language, when it expires.",
        schema: previewOut,
      },
      ...bodyErrors,
      401: unauthorized,
      403: forbidden,
      404: unknownPage,
      422: error("No screen of the site shows pages of this template.", ["no_public_address"]),
    },
  }),
  revokePreviews: operation({
    operationId: "revokePreviews",
    tags: ["drafts"],
    summary: "End every preview link of the page",
    auth: true,
    params: getPageParams,
    responses: {
      200: { description: "How many links ended.", schema: revokedOut },
      400: badAddress,
      401: unauthorized,
      403: forbidden,
    },
  }),
  translation: operation({
    operationId: "markTranslationChecked",
    tags: ["drafts"],
    summary: "Mark a language as checked against the other",
    auth: true,
    params: getPageParams,
    body: translationBodySchema,
    responses: {
      200: { description: "The page's state after.", schema: draftOut },
      ...bodyErrors,
      401: unauthorized,
      403: forbidden,
      404: unknownPage,
    },
  }),
};

const unpublishBodySchema = z.strictObject({
  revision: z.number().int().nonnegative().optional().meta({
    description: "The revision you saw: a newer one gets 409 instead of unpublishing what you did not see.",
  }),
});

const linkReportQuery = z.looseObject({
  limit: limitParam.meta({ description: "At most this many broken links of each kind (default 500)." }),
});

/** Which pages link to which (docs/product.md "Link integrity"). */
export const linkOps = {
  linkingPages: operation({
    operationId: "listLinkingPages",
    tags: ["links"],
    summary: "The published pages that link to a page",
    description: "Asked before unpublishing or deleting it: these links would then lead nowhere.",
    auth: true,
    params: getPageParams,
    responses: {
      200: {
        description: "The linking pages, by name, with their titles and links.",
        schema: linkingPagesOut,
      },
      400: badAddress,
      401: unauthorized,
      403: forbidden,
    },
  }),
  report: operation({
    operationId: "listBrokenLinks",
    tags: ["links"],
    summary: "Links of published pages that lead nowhere",
    description:
      "Links to pages that do not exist, were deleted or are not published, and to stored files that do not exist.",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.links },
    query: linkReportQuery,
    responses: {
      200: {
        description: "The broken links, by source page; truncated when a kind had more than limit.",
        schema: z.object({ Items: z.array(brokenLinkOut), Count: z.number().int(), truncated: z.boolean() }),
      },
      400: error("limit is not valid.", ["invalid_request"]),
      401: unauthorized,
      403: error("Only admins and editors read the link report.", ["forbidden"]),
    },
  }),
  unpublish: operation({
    operationId: "unpublishPage",
    audit: { action: "unpublish", what: ({ params }) => ({ page: params?.page }) },
    tags: ["drafts"],
    summary: "Take a page off the site (what visitors read becomes the draft)",
    auth: true,
    params: getPageParams,
    body: unpublishBodySchema,
    responses: {
      200: { description: "The page's state after.", schema: draftOut, headers: ETAG },
      ...bodyErrors,
      401: unauthorized,
      403: forbidden,
      404: unknownPage,
      409: conflict,
    },
  }),
};

const reviewBody = z.strictObject({
  step: z
    .enum(["submitted", "returned", "comment"], { error: "step must be submitted, returned or comment." })
    .meta({
      description:
        "submitted: the author asks for a review; returned: an editor sends it back (a comment is required); " +
        "comment: a note on the draft. Approving is publishing (POST …/publish).",
    }),
  comment: z
    .string()
    .max(REVIEW_COMMENT_MAX, `comment must be at most ${REVIEW_COMMENT_MAX} characters.`)
    .optional(),
});

/** Review before publishing (issue 41): an author submits, editors comment, send back or publish. */
export const reviewOps = {
  get: operation({
    operationId: "getReview",
    tags: ["drafts"],
    summary: "A draft's review: where it stands and every step with its comment",
    auth: true,
    params: getPageParams,
    responses: {
      200: { description: "The review.", schema: reviewOut },
      400: badAddress,
      401: unauthorized,
      403: forbidden,
      404: unknownPage,
    },
  }),
  step: operation({
    operationId: "addReviewStep",
    tags: ["drafts"],
    summary: "Submit a draft for review, send it back with a comment, or comment on it",
    description:
      "Editors and admins get an e-mail when a draft is submitted; its author when it is sent back. " +
      "Only editors and admins send back.",
    auth: true,
    audit: {
      action: "review-submit",
      what: ({ params, body }) => ({
        action:
          body?.step === "returned"
            ? "review-return"
            : body?.step === "comment"
              ? "review-comment"
              : "review-submit",
        page: params?.page,
      }),
    },
    params: getPageParams,
    body: reviewBody,
    responses: {
      201: { description: "Recorded; the review as it now is.", schema: reviewOut },
      ...bodyErrors,
      400: error("The body is not valid, or a comment is required to send a draft back.", [
        "invalid_request",
        "comment_required",
      ]),
      401: unauthorized,
      403: error("Only editors and admins send a draft back; an author works on their own pages.", [
        "forbidden_review",
        "not_your_page",
      ]),
      404: unknownPage,
      409: error("The draft is already waiting for review, or there is no draft to review.", [
        "already_waiting",
        "no_draft",
      ]),
    },
  }),
};

// ---- Translation help with a model (issue 41, item 7) --------------------------------------------

const glossaryText = (lang: string) =>
  z
    .string({ error: `${lang} is required.` })
    .trim()
    .min(1, `${lang} must not be empty.`)
    .max(GLOSSARY_TERM_MAX, `${lang} must be at most ${GLOSSARY_TERM_MAX} characters.`);
const noModel = error("No language model is configured (LLM_BASE_URL): there is no translation help.", [
  "no_model",
]);
const translateQuery = z.object({
  lang: langEnum.meta({ description: "The language whose marks a person approves." }),
});
const modelFailed = error(
  "The model's server could not be reached, answered an error, or did not translate every block.",
  ["model_failed", "model_unreachable", "model_incomplete"],
);

export const translationOps = {
  glossary: operation({
    operationId: "listGlossary",
    tags: ["drafts"],
    summary: "The initiative's glossary: each term in Spanish and English",
    auth: true,
    responses: { 200: { description: "The terms.", schema: glossaryOut }, 401: unauthorized },
  }),
  addTerm: operation({
    operationId: "addGlossaryTerm",
    tags: ["drafts"],
    summary: "Add a term to the glossary (the same text in both languages: never translated)",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.glossary },
    audit: { action: "settings-change", what: () => ({ subject: "glossary" }) },
    body: z.strictObject({ es: glossaryText("es"), en: glossaryText("en") }),
    responses: {
      201: { description: "Added.", schema: glossaryTermOut },
      ...bodyErrors,
      401: unauthorized,
      403: error(FORBIDDEN.glossary, ["forbidden"]),
      409: error("The glossary already has this term, or as many terms as it may.", [
        "term_exists",
        "glossary_full",
      ]),
    },
  }),
  removeTerm: operation({
    operationId: "removeGlossaryTerm",
    tags: ["drafts"],
    summary: "Remove a term from the glossary",
    auth: true,
    permission: { needs: "publish", refusal: FORBIDDEN.glossary },
    audit: { action: "settings-change", what: () => ({ subject: "glossary" }) },
    params: idParams,
    responses: {
      200: { description: "Removed.", schema: okOut },
      400: badAddress,
      401: unauthorized,
      403: error(FORBIDDEN.glossary, ["forbidden"]),
      404: noSuchRecord,
    },
  }),
  marks: operation({
    operationId: "getMachineTranslation",
    tags: ["drafts"],
    summary: "Whether a model can translate, and the draft's fields a model wrote that nobody reviewed yet",
    auth: true,
    params: getPageParams,
    responses: {
      200: { description: "The marks.", schema: machineTranslationOut },
      400: badAddress,
      401: unauthorized,
      403: forbidden,
      404: unknownPage,
    },
  }),
  suggest: operation({
    operationId: "suggestTranslation",
    tags: ["drafts"],
    summary: "Ask the model to translate what changed in one language since the other was last published",
    description:
      "Only the fields, and the blocks of rich texts, of `from` that differ from `from` as it was when `to` " +
      "was last published are sent, with the glossary. Nothing is written: the editor accepts (POST …/accept).",
    auth: true,
    params: getPageParams,
    body: z
      .strictObject({ from: langEnum, to: langEnum })
      .refine((b) => b.from !== b.to, { message: "from and to must be different languages." }),
    responses: {
      200: { description: "The suggestion, per field and block.", schema: translationSuggestionOut },
      ...bodyErrors,
      401: unauthorized,
      403: forbidden,
      404: unknownPage,
      422: error("Too much changed text to translate at once.", ["too_long"]),
      502: modelFailed,
      503: noModel,
      504: error("The model did not answer in time (LLM_TIMEOUT_MS, LLM_FIRST_TOKEN_MS).", ["model_timeout"]),
    },
  }),
  accept: operation({
    operationId: "acceptTranslation",
    tags: ["drafts"],
    summary: "Write accepted translations into the draft, marked as machine-translated",
    description:
      "Each field's value (as the editor accepted or edited it) replaces the field's text in `lang`; the " +
      "rich text is sanitised as every stored body. The fields stay marked until a person edits them or " +
      "approves them (DELETE …/machine-translation).",
    auth: true,
    params: getPageParams,
    body: z.strictObject({
      lang: langEnum,
      revision: z.number().int().min(0).meta({ description: "The draft's revision the editor saw." }),
      fields: z
        .array(
          z.strictObject({
            field: z.string().min(1).max(400),
            value: z.string().max(200_000),
            edited: z.boolean().optional().meta({ description: "A person changed the model's wording." }),
          }),
        )
        .min(1, "fields must not be empty.")
        .max(200),
    }),
    responses: {
      200: { description: "The page's state after.", schema: draftOut },
      ...bodyErrors,
      401: unauthorized,
      403: forbidden,
      404: unknownPage,
      409: conflict,
      422: error("A field is not one of the page's texts in the other language.", ["unknown_field"]),
    },
  }),
  approve: operation({
    operationId: "approveMachineTranslation",
    tags: ["drafts"],
    summary: "A person approves the language's machine-translated fields: the mark goes",
    auth: true,
    params: getPageParams,
    query: translateQuery,
    responses: {
      200: { description: "The marks that remain.", schema: machineTranslationOut },
      400: badAddress,
      401: unauthorized,
      403: forbidden,
      404: unknownPage,
    },
  }),
};

export const authOps = {
  login: operation({
    operationId: "signIn",
    audit: {
      action: "sign-in",
      refusals: [401, 429],
      what: ({ body, status }) => ({
        action: status >= 400 ? "sign-in-failed" : "sign-in",
        actor: body?.email,
      }),
    },
    tags: ["auth"],
    summary: "Sign in",
    description: "The accessToken goes in Authorization: Bearer <accessToken> on the calls that need one.",
    body: loginBodySchema,
    responses: {
      200: { description: "Signed in.", schema: signedInOut, headers: SESSION_COOKIE_HEADER },
      ...bodyErrors,
      401: error("The e-mail or the password is not correct.", ["invalid_credentials"]),
      429: {
        ...error("Too many failed sign-ins from this address or for this account.", ["rate_limited"]),
        headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "string" } } },
      },
    },
  }),
  logout: operation({
    operationId: "signOut",
    audit: { action: "sign-out" },
    tags: ["auth"],
    summary: "Sign out (revokes the token)",
    auth: "token-or-session",
    responses: {
      200: { description: "The token no longer works.", schema: okOut },
      ...bodyErrors,
      401: unauthorized,
    },
  }),
  me: operation({
    operationId: "whoAmI",
    tags: ["auth"],
    summary: "Who the token belongs to",
    auth: true,
    responses: {
      200: {
        description: "The signed-in user and when the token expires.",
        schema: meOut,
      },
      401: unauthorized,
    },
  }),
  refresh: operation({
    operationId: "refreshSession",
    tags: ["auth"],
    summary: "A new access token for this browser's session (its cookie)",
    description:
      "Sends no body: the HttpOnly simbiosis_session cookie set by signIn names the session. A new tab of the editing area, or a token about to expire, gets a new access token without signing in.",
    responses: {
      200: { description: "A new access token.", schema: signedInOut },
      401: error("No session cookie, or its session ended (signed out, expired, user changed).", [
        "no_session",
      ]),
    },
  }),
  changePassword: operation({
    operationId: "changePassword",
    audit: { action: "password-changed" },
    tags: ["auth"],
    summary: "Change your own password",
    description:
      "Every session of the user ends (other browsers sign in again); this browser gets a new session and token.",
    auth: true,
    body: z.strictObject({
      current: z.string({ error: "current is required." }).min(1, "current is required.").max(1000),
      password: passwordSchema,
    }),
    responses: {
      200: { description: "Changed; a new token.", schema: signedInOut, headers: SESSION_COOKIE_HEADER },
      ...bodyErrors,
      401: unauthorized,
      403: error("The current password is not correct.", ["wrong_password"]),
    },
  }),
  requestPasswordReset: operation({
    operationId: "requestPasswordReset",
    tags: ["auth"],
    summary: "E-mail a link to choose a new password",
    description:
      "The same answer whether or not an account has this address; the link works once, for one hour.",
    body: z.strictObject({
      email: z.string({ error: "email is required." }).min(1, "email is required.").max(1000),
      lang: z.enum(["es", "en"]).optional(),
    }),
    responses: {
      200: {
        description: "If the address has an account, the e-mail is on its way.",
        schema: okOut,
      },
      ...bodyErrors,
      429: {
        ...error("Too many requests from this address or for this account in the last hour.", [
          "rate_limited",
        ]),
        headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "string" } } },
      },
    },
  }),
  resetPassword: operation({
    operationId: "resetPassword",
    tags: ["auth"],
    summary: "Choose a new password with the e-mailed link's token",
    description: "Every session of the user ends; sign in with the new password.",
    body: z.strictObject({
      token: z.string({ error: "token is required." }).min(1, "token is required.").max(2000),
      password: passwordSchema,
    }),
    responses: {
      200: { description: "Changed.", schema: okOut },
      ...bodyErrors,
      400: error("The body is not valid, or the link expired or was already used.", [
        "invalid_request",
        "reset_invalid",
      ]),
    },
  }),
};

const adminOnly = error("Only an admin may do this.", ["forbidden"]);
const noSuchUser = error("There is no user with this e-mail.", ["not_found"]);
const lastAdmin = error("The site would be left without an admin.", ["last_admin"]);

export const userOps = {
  list: operation({
    operationId: "listUsers",
    tags: ["users"],
    summary: "Every user (admins only)",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.users },
    responses: {
      200: { description: "The users.", schema: z.object({ Items: z.array(userRowOut) }) },
      401: unauthorized,
      403: adminOnly,
    },
  }),
  create: operation({
    operationId: "createUser",
    audit: {
      action: "account-added",
      what: ({ body }) => ({
        action: body?.password === undefined ? "invitation" : "account-added",
        subject: body?.email.toLowerCase(),
        ...(body ? { detail: { role: body.role } } : {}),
      }),
    },
    tags: ["users"],
    summary: "Add a user with a first password, or invite them by e-mail (admins only)",
    description:
      "Without password, the user gets an e-mail (in lang) with a link to choose one, valid for 7 days and once.",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.users },
    body: z.strictObject({
      email: loginBodySchema.shape.email,
      role: roleEnum,
      password: passwordSchema.optional(),
      lang: z.enum(["es", "en"]).optional(),
    }),
    responses: {
      201: {
        description:
          "Added (invited: an invitation e-mail is on its way, or, without SMTP, its link in the answer).",
        schema: createdUserOut,
      },
      ...bodyErrors,
      401: unauthorized,
      403: adminOnly,
      409: error("A user with this e-mail exists.", ["user_exists"]),
    },
  }),
  setRole: operation({
    operationId: "setUserRole",
    audit: {
      action: "role-change",
      what: ({ params, body }) => ({
        subject: params?.email.toLowerCase(),
        ...(body ? { detail: { role: body.role } } : {}),
      }),
    },
    tags: ["users"],
    summary: "Change a user's role (admins only); ends that user's sessions",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.users },
    params: userParams,
    body: z.strictObject({ role: roleEnum }),
    responses: {
      200: { description: "Changed (or it already was).", schema: userOut },
      ...bodyErrors,
      401: unauthorized,
      403: adminOnly,
      404: noSuchUser,
      409: lastAdmin,
    },
  }),
  remove: operation({
    operationId: "removeUser",
    audit: { action: "account-removed", what: ({ params }) => ({ subject: params?.email.toLowerCase() }) },
    tags: ["users"],
    summary: "Remove a user (admins only); their sessions end at once",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.users },
    params: userParams,
    responses: {
      200: { description: "Removed.", schema: okOut },
      401: unauthorized,
      403: adminOnly,
      404: noSuchUser,
      409: lastAdmin,
    },
  }),
  endSessions: operation({
    operationId: "endUserSessions",
    audit: { action: "sessions-ended", what: ({ params }) => ({ subject: params?.email.toLowerCase() }) },
    tags: ["users"],
    summary: "End every session of a user (admins only)",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.users },
    params: userParams,
    responses: {
      200: {
        description: "Every browser of that user must sign in again.",
        schema: okOut,
      },
      401: unauthorized,
      403: adminOnly,
      404: noSuchUser,
    },
  }),
};

const auditQuery = z.looseObject({
  action: z.enum(AUDIT_ACTIONS, { error: "action is not one of the recorded actions." }).optional(),
  actor: z.string().max(320).optional().meta({ description: "A part of the person's e-mail." }),
  page: z.string().max(300).optional().meta({ description: "The page's name, exactly." }),
  from: z.iso.date({ error: "from must be a date such as 2026-11-01." }).optional(),
  to: z.iso.date({ error: "to must be a date such as 2026-11-30." }).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/** The activity log (issue 41): admins read it, filter it, download it. */
export const auditOps = {
  list: operation({
    operationId: "listAuditRecords",
    tags: ["users"],
    summary: "The activity log, newest first, filtered and paged (admins)",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.audit },
    query: auditQuery,
    responses: {
      200: { description: "The records of this page, and how many match.", schema: auditListOut },
      400: error("A filter is not valid.", ["invalid_request"]),
      401: unauthorized,
      403: adminOnly,
    },
  }),
  csv: operation({
    operationId: "exportAuditRecords",
    tags: ["users"],
    summary: "The activity log as CSV, with the same filters (admins)",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.audit },
    audit: { action: "export", what: () => ({ subject: "activity-log" }) },
    query: auditQuery,
    responses: {
      200: { description: "One row per record, newest first.", media: { "text/csv": { type: "string" } } },
      400: error("A filter is not valid.", ["invalid_request"]),
      401: unauthorized,
      403: adminOnly,
    },
  }),
};

// ---- A person's data on request (issue 38; GDPR arts. 15, 17, 20) ---------------------------------

const addressBody = z.strictObject({
  email: z
    .string({ error: "email is required." })
    .max(320, "email must be at most 320 characters.")
    .meta({ description: "The e-mail address whose data is asked for." }),
  lang: langEnum.optional().meta({ description: "The language of the titles in the answer (default es)." }),
});
const notAddress = error("The e-mail address is not valid.", ["invalid_request", "invalid_email"]);

export const privacyOps = {
  lookup: operation({
    operationId: "exportPersonalData",
    audit: { action: "export", what: () => ({ subject: "personal-data" }) },
    tags: ["privacy"],
    summary: "Everything the site keeps about an e-mail address, as one JSON document (admins)",
    description:
      "GDPR arts. 15 and 20. Every call is recorded (a keyed hash of the address, never the address).",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.privacy },
    body: addressBody,
    responses: {
      200: { description: "What is kept, by data inventory item.", schema: personalDataOut },
      ...bodyErrors,
      400: notAddress,
      401: unauthorized,
      403: adminOnly,
    },
  }),
  erase: operation({
    operationId: "erasePersonalData",
    audit: {
      action: "erasure",
      what: ({ body, caller }) => ({
        subject: "personal-data",
        anonymous: caller !== undefined && body?.email.trim().toLowerCase() === caller.toLowerCase(),
      }),
    },
    tags: ["privacy"],
    summary: "Erase an e-mail address from every table and mail file (admins)",
    description:
      "GDPR art. 17. Rows of that person go; where the address only names who did something it is removed; " +
      "a record of the erasure with a keyed hash of the address is kept. Pages whose text names it are listed, " +
      "not changed.",
    auth: true,
    permission: { needs: "manageUsers", refusal: FORBIDDEN.privacy },
    body: addressBody.extend({
      confirm: z
        .string({ error: "confirm is required: the same address again." })
        .max(320)
        .meta({ description: "The same address typed again." }),
    }),
    responses: {
      200: { description: "Erased; what went, by data inventory item.", schema: erasureOut },
      ...bodyErrors,
      400: error("The address is not valid, or confirm is not the same address.", [
        "invalid_request",
        "invalid_email",
        "confirm_mismatch",
      ]),
      401: unauthorized,
      403: adminOnly,
      409: error("It is the only admin's account: make someone else an admin first.", ["last_admin"]),
    },
  }),
  request: operation({
    operationId: "requestPersonalData",
    audit: {
      action: "privacy-request",
      what: ({ body }) => ({ detail: { kind: body?.action === "erase" ? "erase" : "export" } }),
    },
    tags: ["privacy"],
    summary:
      "Ask for a copy or the erasure of one's own data: a link to confirm it is e-mailed to the address",
    description:
      "The same answer whether or not the site keeps anything about the address; only its owner sees the result.",
    consumes: FORM_MEDIA,
    body: z.object({
      email: z.string().max(20_000).optional(),
      action: z.string().max(100).optional().meta({ description: "export (a copy) or erase." }),
      website: formBody.website,
      altcha: formBody.altcha,
      lang: formBody.lang,
    }),
    responses: {
      200: {
        description: "A link to confirm is on its way to the address (valid 24 hours).",
        schema: okOut,
      },
      303: seeOther("saying the link was sent, or why not"),
      ...formRefusals,
    },
  }),
  confirm: operation({
    operationId: "confirmPersonalDataRequest",
    audit: { action: "privacy-confirmed" },
    tags: ["privacy"],
    summary: "Confirm a request with the token of the e-mailed link: the copy as a download, or the erasure",
    consumes: FORM_MEDIA,
    body: z.object({ token: z.string().max(200).optional() }),
    responses: {
      200: {
        description:
          "export: everything kept about the address, as a download (Content-Disposition: attachment); " +
          "erase: done.",
        schema: z.union([personalDataOut, z.object({ ok: z.literal(true), erased: z.literal(true) })]),
      },
      303: {
        description: "A form sent without JavaScript: back to /mis-datos, erased or why not.",
        headers: { Location: { description: "/mis-datos?erased=1 or ?error=request_expired." } },
      },
      400: error("The link has expired, was already used, or is not one.", [
        "invalid_request",
        "request_expired",
      ]),
      409: error("It is the only admin's account: an admin must give the role to someone else first.", [
        "last_admin",
      ]),
      413: error("The body is larger than 1 MB.", ["payload_too_large"]),
      415: error("The body is neither JSON nor a form.", ["unsupported_media_type"]),
    },
  }),
};

const mediaParams = z.object({
  name: z.string().min(1).max(300).meta({ description: "The stored file's name." }),
});

export const mediaOps = {
  list: operation({
    operationId: "listMedia",
    tags: ["files"],
    summary: "The media library: every upload, newest first, with the pages using each",
    auth: true,
    query: z.strictObject({
      q: z.string().max(200).optional().meta({ description: "Words of the name, alt text or caption." }),
      kind: z.enum(["image", "document"]).optional(),
    }),
    responses: {
      200: { description: "The files.", schema: z.object({ Items: z.array(mediaOut) }) },
      400: error("q or kind is not valid.", ["invalid_request"]),
      401: unauthorized,
    },
  }),
  update: operation({
    operationId: "updateMedia",
    tags: ["files"],
    summary: "Set a file's alternative text and caption, per language",
    auth: true,
    params: mediaParams,
    body: z.strictObject({ alt: langTexts.optional(), caption: langTexts.optional() }),
    responses: {
      200: { description: "Saved.", schema: mediaOut },
      ...bodyErrors,
      401: unauthorized,
      403: error("An author may add a file's missing texts, not change written ones.", ["forbidden_texts"]),
      404: error("No such file in the library.", ["not_found"]),
    },
  }),
  remove: operation({
    operationId: "deleteMedia",
    tags: ["files"],
    summary: "Delete a file that no page uses (and its variants)",
    auth: true,
    permission: { needs: "everyPage", refusal: FORBIDDEN.media },
    params: mediaParams,
    responses: {
      200: { description: "Deleted.", schema: okOut },
      401: unauthorized,
      403: error("Authors cannot delete files.", ["forbidden"]),
      404: error("No such file in the library.", ["not_found"]),
      409: {
        description: "Pages use it; the answer lists them (usedBy). Code: in_use.",
        schema: errorOut.extend({ usedBy: z.array(z.string()) }),
      },
    },
  }),
};

/** Media types a stored file is served as. */
const fileMedia = Object.fromEntries(
  [...new Set([...Object.values(CONTENT_TYPES), "application/octet-stream"])].map((type) => [
    type,
    { type: "string", contentMediaType: type },
  ]),
);

export const fileOps = {
  upload: operation({
    operationId: "uploadFile",
    tags: ["files"],
    summary: "Upload a file",
    description:
      "PDF, PNG, JPEG, WebP, GIF or SVG (at most 20 MB), recognised from its bytes, never from its name " +
      "or the type the client gives. It is then served at /content/{name}.",
    auth: true,
    body: uploadForm,
    consumes: ["multipart/form-data"],
    responses: {
      201: { description: "Stored (with responsive variants for PNG, JPEG and WebP).", schema: uploadedOut },
      200: {
        description:
          "The same content was already stored: its file is answered, no copy is made (reused: true).",
        schema: uploadedOut,
      },
      400: error("No file field, an empty file, or an SVG with scripts or external references.", [
        "invalid_request",
        "unsafe_svg",
      ]),
      401: unauthorized,
      413: error("The file is larger than 20 MB.", ["payload_too_large"]),
      415: error("Not multipart/form-data, or a kind of file that is not accepted.", [
        "unsupported_media_type",
        "unsupported_file_type",
      ]),
    },
  }),
  content: operation({
    operationId: "getFile",
    tags: ["files"],
    summary: "A stored file",
    params: fileParams,
    responses: {
      200: {
        description: "The file.",
        media: fileMedia,
        headers: {
          ETag: { description: "Send it as If-None-Match." },
          "Accept-Ranges": { description: "bytes: a part can be asked for with Range." },
        },
      },
      206: {
        description:
          "One part of the file, for a satisfiable `Range: bytes=…` (a single range; If-Range is honoured). " +
          "Several ranges, or a Range in another unit, get the whole file (200).",
        media: fileMedia,
        headers: {
          "Content-Range": { description: "bytes first-last/size" },
          ETag: { description: "The whole file's entity tag." },
        },
      },
      304: notModified,
      400: badAddress,
      404: error("No such file.", ["not_found"]),
      416: {
        ...error("The range starts past the end of the file.", ["range_not_satisfiable"]),
        headers: { "Content-Range": { description: "bytes */size" } },
      },
      503: error("The file storage (an S3 bucket) could not be reached; try again.", ["storage_unavailable"]),
    },
  }),
};

export const metaOps = {
  alive: operation({
    operationId: "getLiveness",
    tags: ["meta"],
    summary: "The process answers (for a container's HEALTHCHECK and liveness probes)",
    responses: { 200: { description: "Alive.", schema: okOut } },
  }),
  ready: operation({
    operationId: "getReadiness",
    tags: ["meta"],
    summary: "Ready for traffic: the database answers, migrations are done, files can be written and read",
    responses: {
      200: { description: "Ready.", schema: readyOut },
      503: { description: "Not ready: `checks` says what failed.", schema: readyOut },
    },
  }),
  health: operation({
    operationId: "getHealth",
    tags: ["meta"],
    summary: "The server is up",
    responses: { 200: { description: "Up.", schema: okOut } },
  }),
  openapi: operation({
    operationId: "getOpenApiDocument",
    tags: ["meta"],
    summary: "This description, as OpenAPI 3.1",
    responses: {
      200: {
        description: "The document.",
        schema: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
      },
    },
  }),
};

/** Routes whose Fastify URL is not the one a client writes. */
const DOCUMENT_PATHS: Record<string, string> = { "/content/*": "/content/{name}" };

/** Puts the API's own addresses first in the document (in place), the others (/content, probes) after. */
function apiPathsFirst(paths: Record<string, unknown>) {
  const rank = ([path]: [string, unknown]) => Number(!path.startsWith("/api/"));
  const entries = Object.entries(paths).sort((a, b) => rank(a) - rank(b));
  for (const [path] of entries) delete paths[path];
  for (const [path, item] of entries) paths[path] = item;
}

/**
 * The API's description for the whole server (registered before any route, so every route is in it): the
 * route schemas only describe. The handlers validate with zod (validate.server.ts) after the token check,
 * and answer with JSON.stringify, so Fastify must neither validate nor serialise with them.
 */
export async function describeApi(app: FastifyInstance) {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Simbiosis API",
        version: "1.0.0",
        description:
          "Pages, history, sign-in and files of the Simbiosis site. Reads need no token; writes need " +
          "Authorization: Bearer <accessToken> from signIn. Every failure is JSON { message, code }.",
      },
      tags: [
        { name: "pages", description: "Read, create, save and delete pages." },
        { name: "history", description: "Every saved revision, deleted pages, restoring." },
        {
          name: "drafts",
          description: "Drafts, publishing per language, scheduling, previews, translation status.",
        },
        { name: "links", description: "Which pages link to which; links that lead nowhere." },
        { name: "auth", description: "Sign-in tokens." },
        { name: "files", description: "Uploaded images and documents." },
        { name: "forms", description: "The contact form, the newsletter and the mail queue." },
        {
          name: "privacy",
          description: "A person's data on request: its export and erasure (GDPR arts. 15, 17, 20).",
        },
        {
          name: "addresses",
          description: "Redirects from old addresses, and the addresses that answered 404.",
        },
        { name: "audience", description: "The site's audience, counted without cookies." },
        { name: "meta", description: "About the server and this description." },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          sessionCookie: {
            type: "apiKey",
            in: "cookie",
            name: SESSION_COOKIE,
            description: "The browser's session, set by signIn (HttpOnly).",
          },
        },
      },
    },
    // Catch-alls (the API's 404 and React Router's site) are not operations; a route with an
    // operationId is described under the path a client writes.
    transform: ({ schema, url }) => {
      const described = typeof schema?.operationId === "string";
      if (!described && url.includes("*")) return { schema: { ...schema, hide: true }, url };
      return { schema, url: DOCUMENT_PATHS[url] ?? url };
    },
    // The API's own addresses first, then the others (the stored files, the probes), whatever order the
    // parts of the server register them in (app/server/http.server.ts).
    transformObject: (document) => {
      if (!("openapiObject" in document)) return document.swaggerObject;
      if (document.openapiObject.paths) apiPathsFirst(document.openapiObject.paths);
      return document.openapiObject;
    },
  });
}

/** The document as a client reads it: /api/openapi.json, and /api/docs made from it (in the API's scope). */
export function registerApiDocument(api: FastifyInstance) {
  api.get("/openapi.json", { schema: metaOps.openapi.schema }, async () => api.swagger());
  // api.swagger() is typed as any OpenAPI version's document; ours is the 3.1 one described above.
  registerDocsPage(api, () => api.swagger() as unknown as OpenApiDocument);
}

// ---- Addresses: redirects and the 404 log (issue 42) ------------------------------------------------

const manageRedirects = {
  needs: "publish",
  refusal: "Only admins and editors manage the redirects.",
} as const;
const notEditorForRedirects = error("Only admins and editors manage the redirects and read the 404 log.", [
  "forbidden",
]);
/** A redirect's address, checked by the rules of app/content/redirects.ts. */
function redirectPath(
  problemOf: (s: string) => string | undefined,
  meta: { description: string; examples: string[] },
) {
  return z
    .string()
    .max(REDIRECT_PATH_MAX)
    .superRefine((s, ctx) => {
      const problem = problemOf(s);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .meta(meta);
}
const redirectFrom = redirectPath(fromProblem, {
  description: "The old address: a path of this site (no query), e.g. /blog/mi-articulo.",
  examples: ["/blog"],
});
const redirectTo = redirectPath(toProblem, {
  description: "Where it now leads: a path of this site, or an http(s) address.",
  examples: ["/articles"],
});
const redirectBody = z.strictObject({
  from: redirectFrom,
  to: redirectTo,
  match: z
    .enum(REDIRECT_MATCHES)
    .default("exact")
    .meta({ description: "exact: that address; prefix: it and every address under it (the rest kept)." }),
});
const redirectOut = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  match: z.enum(REDIRECT_MATCHES),
  origin: z.enum(["page", "editor"]).meta({ description: "page: made when a page's address changed." }),
  page: z.string().nullable(),
  hits: z.number().int(),
  lastHitAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string().nullable(),
});
const redirectRefused = error(
  "The redirect would lead back to its own address, the old address has a redirect already, or a page lives there.",
  ["redirect_loop", "redirect_exists", "address_in_use"],
);
// An integer column on PostgreSQL holds at most 2^31 - 1: a larger id is no redirect (400, not a database error).
const redirectIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const addressOps = {
  redirects: operation({
    operationId: "listRedirects",
    tags: ["addresses"],
    summary: "Every redirect, the newest first, with its hits",
    auth: true,
    permission: manageRedirects,
    responses: {
      200: { description: "The redirects.", schema: z.object({ Items: z.array(redirectOut) }) },
      401: unauthorized,
      403: notEditorForRedirects,
    },
  }),
  addRedirect: operation({
    operationId: "addRedirect",
    tags: ["addresses"],
    summary: "Add a redirect (its target followed to the end; redirects to its old address follow it)",
    auth: true,
    permission: manageRedirects,
    body: redirectBody,
    responses: {
      201: { description: "Added, as stored.", schema: redirectOut },
      ...bodyErrors,
      401: unauthorized,
      403: notEditorForRedirects,
      409: redirectRefused,
    },
  }),
  saveRedirect: operation({
    operationId: "saveRedirect",
    tags: ["addresses"],
    summary: "Change a redirect",
    auth: true,
    permission: manageRedirects,
    params: redirectIdParams,
    body: redirectBody,
    responses: {
      200: { description: "Saved, as stored.", schema: redirectOut },
      ...bodyErrors,
      401: unauthorized,
      403: notEditorForRedirects,
      404: noSuchRecord,
      409: redirectRefused,
    },
  }),
  deleteRedirect: operation({
    operationId: "deleteRedirect",
    tags: ["addresses"],
    summary: "Remove a redirect",
    auth: true,
    permission: manageRedirects,
    params: redirectIdParams,
    responses: {
      200: { description: "Removed.", schema: z.object({ ok: z.literal(true) }) },
      400: invalid,
      401: unauthorized,
      403: notEditorForRedirects,
      404: noSuchRecord,
    },
  }),
  notFound: operation({
    operationId: "listNotFound",
    tags: ["addresses"],
    summary: "The addresses that answered 404 in the last days, the most asked by visitors first",
    auth: true,
    permission: manageRedirects,
    query: z.object({
      days: z.coerce
        .number()
        .int()
        .min(1)
        .max(366)
        .default(30)
        .meta({ description: "Days back, today included." }),
    }),
    responses: {
      200: {
        description: "By address: visitors' and bots' 404s, and the last day it answered 404.",
        schema: z.object({
          from: z.string(),
          to: z.string(),
          retentionDays: z
            .number()
            .int()
            .meta({ description: "How long the log keeps a day (NOT_FOUND_LOG_RETENTION_DAYS)." }),
          Items: z.array(
            z.object({
              path: z.string(),
              visitors: z.number().int(),
              bots: z.number().int(),
              lastDay: z.string(),
            }),
          ),
        }),
      },
      400: invalid,
      401: unauthorized,
      403: notEditorForRedirects,
    },
  }),
};
