import { z } from "zod";
import { AUDIT_ACTIONS } from "./audit.ts";
import { REVIEW_STEPS } from "./review.ts";
import { ROLES, type Role } from "./roles.ts";
import { REVISION_ACTIONS } from "./publishing.ts";

/*
 * What the API answers, as zod schemas: the one description of each answer. The API's operations
 * (app/server/api/openapi.server.ts) name them, so /api/openapi.json is generated from them and the contract
 * test checks every answer against them; the editing area's client (app/routes/admin/shell/api-client.ts)
 * takes its types from them with z.output, as types only, so zod stays out of the browser's code.
 */

// ---- Pages and their history ---------------------------------------------------------------------

export const entryOut = z.looseObject({
  name: z.string(),
  component: z.string().optional(),
  value: z.unknown().meta({
    description: "An object (text, html, name, url, caption, path, value) or a plain value.",
  }),
  lang: z.enum(["es", "en"]).optional(),
});
/** A stored page as the API answers it: the saved document plus CType, revision and dates. */
export const pageOut = z
  .looseObject({
    Page: z.string(),
    Template: z.string(),
    CType: z.string().meta({ description: "The same as Template (older clients read CType)." }),
    values: z.array(entryOut),
    components: z.array(entryOut).optional(),
    revision: z.number().int().min(1).meta({ description: "Send it back when saving (or as If-Match)." }),
    Created: z.string(),
    Updated: z.iso.datetime(),
  })
  .meta({ description: "A page: the fields below and any others the page was saved with." });
export const lastKey = z.object({ Page: z.string() });
export const pageListOut = z.object({
  Items: z.array(pageOut),
  Count: z.number().int().min(0),
  LastEvaluatedKey: lastKey.optional().meta({
    description: "Present when more pages follow: pass its Page (or the object as JSON) as startKey.",
  }),
});
export const onePageOut = z.object({ Items: z.tuple([pageOut]), Count: z.literal(1) });
/** Every failure: a sentence a person can read and a stable code a program can test. */
export const errorOut = z.object({ message: z.string(), code: z.string() });
export const langEnum = z.enum(["es", "en"]);
export const conflictOut = errorOut.extend({
  current: pageOut
    .nullable()
    .optional()
    .meta({ description: "code conflict: the page as it now is (null when it was deleted)." }),
  lang: langEnum
    .optional()
    .meta({ description: "code slug_taken: the language of the address name asked for." }),
  slug: z.string().optional().meta({ description: "code slug_taken: the address name asked for." }),
  page: z.string().optional().meta({ description: "code slug_taken: the page that has it." }),
});
export const pageNotFoundOut = errorOut.extend({ Items: z.array(z.never()).max(0), Count: z.literal(0) });
export const revisionInfo = z.object({
  revision: z.number().int().min(1),
  action: z.enum(REVISION_ACTIONS).meta({
    description:
      "save: saved and published at once (POST /api/prod/pages); draft: draft saved; publish; schedule, unschedule; " +
      "checked: a translation marked checked; restore: a revision copied to the draft; delete; recover; " +
      "unpublish: taken off the site (kept as the draft).",
  }),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
  template: z.string(),
  languages: z.array(langEnum).optional(),
  note: z.string().optional(),
  from: z.number().int().optional().meta({ description: "restore, recover: the revision copied." }),
  at: z.string().optional().meta({ description: "schedule: when; publish: the scheduled time it ran for." }),
  scheduled: z.boolean().optional(),
});
export const langStateOut = z.object({
  published: z.boolean().meta({ description: "Visitors read the page in this language." }),
  inDraft: z.boolean().meta({ description: "The draft has text in this language." }),
  changes: z.boolean().meta({ description: "The draft differs from what visitors read in this language." }),
  scheduledAt: z.string().optional(),
  outOfDate: z
    .boolean()
    .meta({ description: "Another language's text changed after this one was written or checked." }),
});
export const langMetaOut = z.object({ changed: z.number().int(), basis: z.number().int() });
/** Where a page stands: draft or not, what visitors read in each language, what is scheduled. */
export const pageStatusOut = z.object({
  hasDraft: z.boolean(),
  publishedRevision: z.number().int().nullable(),
  languages: z.object({ es: langStateOut, en: langStateOut }),
  schedules: z.array(
    z.object({
      lang: langEnum,
      at: z.string(),
      revision: z.number().int(),
      note: z.string().nullable(),
      by: z.string().nullable(),
    }),
  ),
  translation: z.object({ es: langMetaOut.optional(), en: langMetaOut.optional() }),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  warnings: z.array(z.looseObject({ code: z.string(), lang: langEnum, field: z.string() })).optional(),
  review: z.enum(["waiting", "returned"]).optional().meta({
    description: "waiting: submitted for review by its author; returned: sent back with a comment.",
  }),
  machineTranslated: z
    .array(langEnum)
    .optional()
    .meta({ description: "Languages with fields a model translated that no person has reviewed yet." }),
});
/** A page as the editing area works on it. */
export const draftOut = pageOut.extend({ Status: pageStatusOut });
export const problemOut = z.object({
  code: z.string(),
  severity: z.enum(["error", "warning"]),
  lang: langEnum,
  field: z.string(),
  detail: z.string().optional(),
});
export const workspaceOut = z.object({
  Items: z.array(draftOut),
  Count: z.number().int(),
  LastEvaluatedKey: lastKey.optional(),
});
/** The answer of a call that only says it was done. */
export const okOut = z.object({ ok: z.literal(true) });
export const revisionsOut = z.object({
  Page: z.string(),
  Items: z.array(revisionInfo),
  Count: z.number().int(),
});
export const deletedPageOut = z.object({
  Page: z.string(),
  Template: z.string(),
  title: z
    .object({ es: z.string(), en: z.string() })
    .meta({ description: "The page's title in each language when it was deleted (empty when it had none)." }),
  revision: z.number().int(),
  deletedAt: z.string(),
  deletedBy: z.string().nullable(),
});
export const deletedPagesOut = z.object({ Items: z.array(deletedPageOut), Count: z.number().int() });
export const previewOut = z.object({
  url: z.string(),
  urls: z.object({ es: z.string(), en: z.string() }),
  expiresAt: z.iso.datetime(),
});
export const revokedOut = z.object({ revoked: z.number().int() });

// ---- Translation help with a model (issue 41, item 7) --------------------------------------------

const localizedOut = z.object({ es: z.string(), en: z.string() });
export const glossaryTermOut = z.object({ id: z.number().int(), es: z.string(), en: z.string() });
export const glossaryOut = z.object({ Items: z.array(glossaryTermOut) });
export const machineTranslationOut = z.object({
  available: z
    .boolean()
    .meta({ description: "A model is configured (LLM_BASE_URL): translation help is offered." }),
  marked: z
    .array(z.object({ lang: langEnum, field: z.string(), label: localizedOut, at: z.string() }))
    .meta({ description: "The draft's fields a model wrote that no person has edited or approved since." }),
});
const suggestionPartOut = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("kept"), text: z.string() }),
  z.object({
    kind: z.literal("new"),
    block: z.number().int(),
    source: z.string(),
    proposed: z.string(),
    previous: z.string().nullable(),
    missingTerms: z.array(z.string()),
  }),
]);
export const translationSuggestionOut = z.object({
  from: langEnum,
  to: langEnum,
  revision: z.number().int().meta({ description: "The draft's revision the suggestion was made from." }),
  baseline: z.number().int().nullable().meta({
    description: "The revision whose source text the changes are counted from (null: never published).",
  }),
  fields: z.array(
    z.object({
      field: z.string(),
      label: localizedOut,
      kind: z.enum(["text", "html"]),
      parts: z.array(suggestionPartOut),
    }),
  ),
});

// ---- Accounts ------------------------------------------------------------------------------------

export const roleEnum = z.enum(ROLES as [Role, ...Role[]]).meta({
  description: "admin: users and everything; editor: every page, publish; author: own drafts only.",
});
export const userOut = z.object({ email: z.string(), role: roleEnum });
export const userRowOut = userOut.extend({ createdAt: z.string() });
export const signedInOut = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int().meta({ description: "Seconds the token is valid for." }),
  user: userOut,
});
export const meOut = z.object({ user: userOut, expiresAt: z.iso.datetime() });
export const createdUserOut = userRowOut.extend({
  invited: z.boolean(),
  mailSent: z.boolean().meta({ description: "The invitation e-mail is on its way (false without SMTP)." }),
  invitationUrl: z
    .string()
    .optional()
    .meta({ description: "Only when mail is not sent: the invitation's link, to pass on by hand." }),
});

// ---- Visitors' forms, messages, subscribers, the newsletter --------------------------------------

export const formErrorOut = errorOut.extend({
  field: z
    .string()
    .optional()
    .meta({ description: "The form field at fault (name, email, subject, message, consent)." }),
});
export const consentOut = z.object({
  at: z.string(),
  form: z.string(),
  lang: z.enum(["es", "en"]),
  textVersion: z.string(),
  ip: z.string(),
});
export const messageOut = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  lang: z.enum(["es", "en"]),
  consent: consentOut,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export const subscriberOut = z.object({
  id: z.number().int(),
  email: z.string(),
  lang: z.enum(["es", "en"]),
  state: z.enum(["pending", "confirmed", "unsubscribed"]),
  consent: consentOut,
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export const mailPreviewOut = z.object({ subject: z.string(), text: z.string() });
export const newsletterSendOut = z.object({
  id: z.number().int(),
  articles: z.array(z.string()),
  intro: z.object({ es: z.string().optional(), en: z.string().optional() }),
  state: z.enum(["queuing", "queued"]),
  recipients: z.number().int(),
  baseUrl: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  sent: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
});
export const mailPreviewsOut = z.object({ es: mailPreviewOut, en: mailPreviewOut });
export const mailStatusOut = z.object({
  mode: z.enum(["smtp", "files"]),
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  recentFailures: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      error: z.string(),
      at: z.string(),
    }),
  ),
});

// ---- The /chatbot assistant ----------------------------------------------------------------------

export const assistantQuestionOut = z.object({
  id: z.string(),
  askedAt: z.string(),
  lang: langEnum,
  question: z.string(),
  kind: z.enum(["quotes", "none", "model"]),
  sources: z.array(z.string()),
  answer: z.string(),
  helpful: z.boolean().nullable(),
});
export const synonymGroupOut = z.object({
  key: z.string(),
  es: z.array(z.string()),
  en: z.array(z.string()),
  revision: z.number().int().meta({ description: "Send it back when saving; 0: never changed here." }),
  shipped: z.boolean().meta({ description: "One of the groups the site ships with." }),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export const synonymConflictOut = errorOut.extend({
  current: synonymGroupOut.nullable().meta({ description: "The group as it now is (null: removed)." }),
});
export const evaluationPairOut = z.object({
  id: z.string(),
  lang: langEnum,
  question: z.string(),
  pages: z.array(z.string()),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export const evaluationReportOut = z.object({
  contentVersion: z.number().int(),
  computedAt: z.string(),
  total: z.number().int(),
  passed: z.number().int(),
  outcomes: z.array(
    z.object({
      id: z.string(),
      lang: langEnum,
      question: z.string(),
      pages: z.array(z.string()),
      cited: z.array(z.string()),
      passed: z.boolean(),
    }),
  ),
});
export const evaluationOut = z.object({ Items: z.array(evaluationPairOut), report: evaluationReportOut });
export const questionsOut = z.object({
  Items: z.array(assistantQuestionOut),
  retentionDays: z.number().int(),
});
export const questionTopicOut = z.object({
  words: z.array(z.string()),
  counts: z.object({ es: z.number().int(), en: z.number().int() }),
  questions: z.array(assistantQuestionOut),
});
export const answerDraftOut = z.object({ page: z.string(), revision: z.number().int() });

// ---- A person's data -----------------------------------------------------------------------------

export const personalRecordOut = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export const privacyRecordOut = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(["export", "erase"]),
  subject: z.string().meta({ description: "HMAC-SHA256 of the address under a server secret (hex)." }),
  via: z.enum(["admin", "visitor"]).meta({
    description: "admin: from the editing area; visitor: through the link e-mailed to the address.",
  }),
  actor: z
    .string()
    .nullable()
    .meta({ description: "The admin who did it (null for the person themselves)." }),
  detail: z.record(z.string(), z.number().int()).meta({
    description: "How many rows (or files) of each data inventory item there were.",
  }),
});
export const personalDataOut = z
  .object({
    address: z.string(),
    subject: z.string(),
    generatedAt: z.string(),
    items: z.array(
      z.object({
        id: z.string().meta({ description: "The data inventory item (app/content/data-inventory.ts)." }),
        title: z.string(),
        retention: z.string().meta({ description: "How long it is kept, with the configured number." }),
        rows: z.array(personalRecordOut),
      }),
    ),
    records: z.array(privacyRecordOut).meta({ description: "Earlier exports and erasures of this address." }),
    pagesMentioning: z.array(z.string()).meta({
      description: "Pages whose text names the address: editors change them by hand.",
    }),
    notLinked: z.array(z.object({ id: z.string(), title: z.string() })).meta({
      description:
        "What the site keeps that no e-mail address can find (keyed hashes, the browser's own storage).",
    }),
  })
  .meta({ description: "Everything the site keeps about one e-mail address." });
export const erasureOut = z.object({
  record: privacyRecordOut,
  counts: z.record(z.string(), z.number().int()),
  pagesMentioning: z.array(z.string()),
});

// ---- Files and the media library -----------------------------------------------------------------

export const variantOut = z.object({
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(["webp", "avif"]),
  size: z.number().int(),
});
export const uploadedOut = z.object({
  name: z.string(),
  path: z.string(),
  url: z.string(),
  size: z.number().int(),
  type: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  variants: z.array(variantOut),
  reused: z.boolean(),
});
export const langTexts = z
  .strictObject({ es: z.string().max(1000).optional(), en: z.string().max(1000).optional() })
  .meta({ description: "A text per language." });
export const mediaOut = z.object({
  name: z.string(),
  path: z.string(),
  ext: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  pages: z.number().int().nullable().meta({ description: "A PDF's page count; null for images." }),
  variants: z.array(variantOut),
  alt: langTexts,
  caption: langTexts,
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  usedBy: z.array(z.string()).meta({ description: "Pages (published or drafts) that name this file." }),
  usedByTitles: z.record(z.string(), z.object({ es: z.string(), en: z.string() })).meta({
    description: "The title in each language of each page in usedBy (the editing area names pages by it).",
  }),
});

// ---- Health --------------------------------------------------------------------------------------

export const readyOut = z.object({
  ok: z.boolean(),
  stopping: z
    .literal(true)
    .optional()
    .meta({ description: "Present while the server stops: it finishes what it has, takes no more." }),
  checks: z.object({
    database: z.string().meta({ description: "ok, or what failed." }),
    migrations: z.string(),
    files: z.string(),
  }),
});

// ---- Review before publishing and the audit trail (issue 41) ----------------------------------------

export const reviewStepOut = z.object({
  id: z.number().int(),
  page: z.string(),
  revision: z.number().int(),
  step: z.enum(REVIEW_STEPS),
  comment: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});
export const reviewOut = z.object({
  status: z.enum(["waiting", "returned"]).nullable().meta({ description: "null: no review open." }),
  Items: z.array(reviewStepOut).meta({ description: "Every step, oldest first." }),
});
export const auditRecordOut = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.number().int().nullable(),
  actor: z.string().nullable(),
  page: z.string().nullable(),
  lang: z.string().nullable(),
  revision: z.number().int().nullable(),
  subject: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
});
export const auditListOut = z.object({
  Items: z.array(auditRecordOut),
  total: z.number().int().meta({ description: "How many records match the filter." }),
  titles: z.record(z.string(), z.object({ es: z.string(), en: z.string() })).meta({
    description: "The title in each language of each page these records name (empty once deleted).",
  }),
});

/** A link as the link calls answer it (issue 42's link integrity). */
export const linkOut = z.object({
  lang: langEnum
    .nullable()
    .meta({ description: "The language of the value holding it; null: every language." }),
  field: z.string(),
  href: z.string().meta({ description: "The address as the page stores it." }),
  text: z.string(),
});
const titlesOut = z.object({ es: z.string(), en: z.string() });
export const linkingPagesOut = z.object({
  Page: z.string(),
  Items: z.array(z.object({ Page: z.string(), title: titlesOut, links: z.array(linkOut) })),
  Count: z.number().int(),
});
export const brokenLinkOut = linkOut.extend({
  source: z.string().meta({ description: "The published page holding the link." }),
  title: titlesOut,
  targetKind: z.enum(["page", "file"]),
  target: z.string().meta({ description: "The linked page's name, or the stored file's name." }),
  reason: z.enum(["missing", "deleted", "unpublished", "missing_file"]),
});
