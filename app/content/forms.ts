import { localizedPath } from "./addresses.ts";
import type { Lang } from "./page-model.ts";

/*
 * The rules of the visitors' forms (issue 16): the contact form and the newsletter sign-up. Shared by the
 * server (which decides) and the pages (which say why, in the visitor's language, from the same codes).
 */

/** The version of the consent wording shown beside the checkboxes; kept in each consent record. */
export const CONSENT_VERSION = "2026-11-23";

export const CONTACT_LIMITS = { name: 200, email: 254, subject: 200, message: 5000 } as const;

/** A form sent sooner than this after its challenge was fetched was not filled in by a person (the default
 * of FORM_MIN_FILL_MS; each challenge carries the server's own value as `minFillMs`). */
export const MIN_FILL_MS = 3000;

/** How long a newsletter confirmation link works. */
export const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;

/** Why a form was refused; each has a message in both languages (app/i18n, "forms.errors"). */
export type FormErrorCode =
  | "invalid_email"
  | "field_required"
  | "field_too_long"
  | "consent_required"
  | "honeypot"
  | "too_fast"
  | "challenge_missing"
  | "challenge_invalid"
  | "rate_limited"
  | "confirm_expired"
  | "request_expired";

export const FORM_ERROR_CODES: readonly FormErrorCode[] = [
  "confirm_expired",
  "request_expired",
  "invalid_email",
  "field_required",
  "field_too_long",
  "consent_required",
  "honeypot",
  "too_fast",
  "challenge_missing",
  "challenge_invalid",
  "rate_limited",
];

export function isFormErrorCode(s: string | null | undefined): s is FormErrorCode {
  return !!s && (FORM_ERROR_CODES as readonly string[]).includes(s);
}

export interface FormProblem {
  code: FormErrorCode;
  field?: string;
}

/**
 * An address a mail server will take: one @, a dotted domain, no spaces or angle brackets (no header
 * injection), at most 254 characters. Lower-cased, so one person is one subscriber.
 */
export function normalEmail(raw: string): string | undefined {
  const email = raw.trim().toLowerCase();
  if (email.length > CONTACT_LIMITS.email) return undefined;
  return /^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(
    email,
  )
    ? email
    : undefined;
}

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Text without control characters (tabs and line breaks stay). */
function withoutControls(s: string): string {
  let out = "";
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    if ((c < 0x20 && ch !== "\n" && ch !== "\r" && ch !== "\t") || c === 0x7f) continue;
    out += ch;
  }
  return out;
}

/** The contact form's fields checked: the cleaned values, or the first problem found. */
export function checkContact(
  raw: Partial<Record<keyof ContactInput, string>>,
  consent: boolean,
): { ok: true; value: ContactInput } | { ok: false; problem: FormProblem } {
  const fields = ["name", "email", "subject", "message"] as const;
  const value = {} as ContactInput;
  for (const field of fields) {
    // Control characters would reach an e-mail header (the subject): never kept, whatever the field.
    const text = withoutControls(raw[field] ?? "").trim();
    if (!text) return { ok: false, problem: { code: "field_required", field } };
    if ([...text].length > CONTACT_LIMITS[field])
      return { ok: false, problem: { code: "field_too_long", field } };
    value[field] = field === "message" ? text : text.replace(/\s+/g, " ");
  }
  const email = normalEmail(value.email);
  if (!email) return { ok: false, problem: { code: "invalid_email", field: "email" } };
  if (!consent) return { ok: false, problem: { code: "consent_required", field: "consent" } };
  return { ok: true, value: { ...value, email } };
}

/** Where a form sends the visitor back to, in their language (the page the form is on). */
export function formPage(form: "contact" | "newsletter", lang: Lang): string {
  return localizedPath(form === "contact" ? "/contacto" : "/labs", lang);
}
