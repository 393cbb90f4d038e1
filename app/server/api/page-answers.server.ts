import type { FastifyReply } from "fastify";
import type { z } from "zod";
import type { PageDoc } from "../../content/page-model.ts";
import type { pageBodySchema } from "../../content/page-schema.ts";
import { fieldLimitProblems } from "../../content/template-fields.ts";
import { sanitizeDeep } from "../html/sanitize.server.ts";
import type { ConflictError, StoredPageBytes } from "../store/store.server.ts";
import { ApiError, sendError } from "./errors.server.ts";

/*
 * How the page calls read and answer a page, shared by the published pages' routes (pages.server.ts)
 * and the drafts' (drafts.server.ts): the legacy client's CType, ETags and If-Match, a body cleaned for
 * storing, a conflict's answer.
 */

/** The legacy client reads CType or Template (docs/product.md "The legacy client"): we answer both. */
export function withCType(page: PageDoc): PageDoc & { CType: string } {
  return { ...page, CType: page.Template };
}

const CLOSING_BRACE = 0x7d;

/**
 * withCType on a stored page's JSON bytes, without decoding or parsing them (lists of thousands of
 * pages): the pieces to send, the stored bytes among them.
 */
export function withCTypeBytes({ json, template }: StoredPageBytes): Buffer[] {
  if (json.includes('"CType"') || json.length < 3 || json[json.length - 1] !== CLOSING_BRACE)
    return [Buffer.from(JSON.stringify(withCType(JSON.parse(json.toString("utf8")) as PageDoc)))];
  return [json.subarray(0, -1), Buffer.from(`,"CType":${JSON.stringify(template)}}`)];
}

export function etagOf(page: PageDoc): string {
  return `"r${page.revision ?? 0}"`;
}

/** If-Match: "r3" (or 3) -> 3; "*" means any existing revision. */
export function revisionFromIfMatch(header: string | undefined): number | "any" | undefined {
  if (!header) return undefined;
  if (header.trim() === "*") return "any";
  const m = /^\s*(?:W\/)?"?r?(\d+)"?\s*$/.exec(header);
  if (!m?.[1])
    throw new ApiError(400, "invalid_request", 'If-Match must be an ETag of this API, such as "r3".');
  return Number(m[1]);
}

/**
 * Sanitises every stored string that the site will render as HTML (the page's identity is left alone),
 * then refuses a value longer than its template allows (400 field_too_long with the field, its language
 * and the limit, app/content/template-fields.ts): measured after sanitising, as it would be stored.
 */
export function cleanPage(body: z.output<typeof pageBodySchema>): PageDoc {
  const out: PageDoc = { ...body } as PageDoc;
  for (const [k, v] of Object.entries(body)) {
    if (k === "Page" || k === "Template" || k === "revision") continue;
    if (k === "values" || k === "components") {
      out[k] = (v as PageDoc["values"]).map((e) => ({ ...e, value: sanitizeDeep(e.value, "value") }));
    } else {
      out[k] = sanitizeDeep(v, k);
    }
  }
  delete out.revision;
  delete (out as Record<string, unknown>).CType;
  const [tooLong] = fieldLimitProblems(out);
  if (tooLong) {
    const where = tooLong.lang ? ` (${tooLong.lang})` : "";
    throw new ApiError(
      400,
      "field_too_long",
      `"${tooLong.field}"${where} has ${tooLong.length} characters; its template allows at most ${tooLong.max}.`,
      {
        field: tooLong.field,
        ...(tooLong.lang ? { lang: tooLong.lang } : {}),
        max: tooLong.max,
        length: tooLong.length,
      },
    );
  }
  return out;
}

export function sendConflict(reply: FastifyReply, err: ConflictError) {
  return sendError(reply, 409, "conflict", err.message, {
    current: err.current ? withCType(err.current) : null,
  });
}
