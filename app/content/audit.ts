import { csvCell } from "./csv.ts";

/*
 * The audit trail (issue 41, item 5): what the API records of each sensitive call, as pure data shared by
 * the server (app/server/api/audit.server.ts records them, app/server/store/repositories/audit.server.ts
 * keeps them) and the admins' screen (app/routes/admin/audit/). A record says who, when and on what (a
 * page's name, a language, a revision, an account): never a copy of content, never a password.
 */

export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "publish",
  "schedule",
  "unschedule",
  "unpublish",
  "restore",
  "delete",
  "review-submit",
  "review-return",
  "review-comment",
  "account-added",
  "invitation",
  "role-change",
  "account-removed",
  "sessions-ended",
  "password-changed",
  "export",
  "erasure",
  "privacy-request",
  "privacy-confirmed",
  "settings-change",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** One record as the API answers it and the screen shows it. */
export interface AuditRecord {
  id: number;
  at: string;
  action: AuditAction;
  actorId: number | null;
  actor: string | null;
  page: string | null;
  lang: string | null;
  revision: number | null;
  subject: string | null;
  detail: Record<string, string | number>;
}

/** What a list of records is narrowed by: every part optional. */
export interface AuditFilter {
  action?: AuditAction;
  /** A part of the person's e-mail (case-insensitive). */
  actor?: string;
  /** The page's name, exactly. */
  page?: string;
  /** From this day (YYYY-MM-DD, inclusive) … */
  from?: string;
  /** … to this day (inclusive). */
  to?: string;
}

export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_CSV_COLUMNS = [
  "at",
  "action",
  "actor",
  "page",
  "lang",
  "revision",
  "subject",
  "detail",
] as const;

/** The detail of a record as one cell: key=value pairs in a stable order. */
export function detailText(detail: AuditRecord["detail"]): string {
  return Object.keys(detail)
    .sort()
    .map((k) => `${k}=${detail[k]}`)
    .join("; ");
}

/** The records as CSV (RFC 4180, CRLF), a header line first. */
export function auditCsv(records: readonly AuditRecord[]): string {
  const lines = [AUDIT_CSV_COLUMNS.join(",")];
  for (const r of records) {
    lines.push(
      [r.at, r.action, r.actor, r.page, r.lang, r.revision, r.subject, detailText(r.detail)]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
