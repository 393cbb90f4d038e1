import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AuditAction } from "../../content/audit.ts";
import type { AuditStore, NewAuditRecord, AccountStore } from "../store/store.server.ts";
import { operationOf } from "./validate.server.ts";

/*
 * The audit trail (issue 41, item 5), recorded in one place: an operation declares `audit` in
 * openapi.server.ts (its action, and what it acted on, read from its validated input), and the hook below
 * writes the record before the answer leaves, for every route registered with that operation. The record
 * says who (the caller's account, or the e-mail typed at a sign-in), when, and on what: a page, a language,
 * a revision (from the answer's ETag), an account. Never a body, a text or a password.
 */

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What the operation acted on, read from its validated input (each part undefined when not declared). */
export interface AuditInput<B, Q, P> {
  body: Out<B> | undefined;
  query: Out<Q> | undefined;
  params: Out<P> | undefined;
  status: number;
  /** The signed-in caller's e-mail, if any. */
  caller: string | undefined;
}

export interface AuditWhat {
  /** Another action than the declared one (a publish with a future time is a schedule). */
  action?: AuditAction;
  /** Who, when the call has no signed-in caller (a sign-in: the e-mail typed). */
  actor?: string;
  page?: string;
  lang?: string;
  subject?: string;
  detail?: Record<string, string | number>;
  /** Name nobody: the caller erased their own address. */
  anonymous?: boolean;
}

export interface AuditSpec<B, Q, P> {
  action: AuditAction;
  what?: (input: AuditInput<B, Q, P>) => AuditWhat;
  /** Refusals recorded too (a failed sign-in), by status; otherwise only what succeeded (2xx, 3xx). */
  refusals?: readonly number[];
}

/** The revision an answer's ETag names ("r3"), if any. */
function revisionOf(reply: FastifyReply): number | null {
  const etag = reply.getHeader("etag");
  const m = typeof etag === "string" ? /^(?:W\/)?"r(\d+)"$/.exec(etag) : null;
  return m ? Number(m[1]) : null;
}

function parsed(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const r = schema.safeParse(value);
  return r.success ? r.data : undefined;
}

/** The record of a call, or undefined when it is not one to record. */
async function recordOf(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Pick<AccountStore, "getUserByEmail">,
): Promise<NewAuditRecord | undefined> {
  const spec = operationOf(request.routeOptions.schema)?.spec;
  const audit = spec?.audit as AuditSpec<unknown, unknown, unknown> | undefined;
  if (!spec || !audit) return undefined;
  const status = reply.statusCode;
  if (status >= 400 && !audit.refusals?.includes(status)) return undefined;
  const caller = request.user ?? request.browserSession?.user;
  const input = {
    body: parsed(spec.body as z.ZodType | undefined, request.body),
    query: parsed(spec.query as z.ZodType | undefined, request.query),
    params: parsed(spec.params as z.ZodType | undefined, request.params),
    status,
    caller: caller?.email,
  } as AuditInput<unknown, unknown, unknown>;
  const what = audit.what?.(input) ?? {};
  let actor: { id: number | null; email: string } | undefined = what.anonymous ? undefined : caller;
  if (!actor && !what.anonymous && what.actor) {
    const email = what.actor.trim().toLowerCase();
    // A failed sign-in names no account: the address typed may be anyone's, or nobody's.
    const known = status < 400 ? await store.getUserByEmail(email) : undefined;
    actor = { id: known?.id ?? null, email };
  }
  return {
    at: new Date().toISOString(),
    action: what.action ?? audit.action,
    actorId: actor?.id ?? null,
    actor: actor?.email ?? null,
    page: what.page ?? null,
    lang: what.lang ?? null,
    revision: revisionOf(reply),
    subject: what.subject ?? null,
    detail: { ...what.detail, ...(status >= 400 ? { status } : {}) },
  };
}

/**
 * Records each audited call of `api` (its operation declares `audit`) before its answer is sent. A record
 * that cannot be written is logged as an error: the action itself has already been done.
 */
export function auditOperations(
  api: FastifyInstance,
  store: AuditStore & Pick<AccountStore, "getUserByEmail">,
) {
  api.addHook("onRoute", (route) => {
    if (!operationOf(route.schema)?.spec.audit) return;
    const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      try {
        const r = await recordOf(request, reply, store);
        if (r) await store.addAuditRecord(r);
      } catch (err) {
        request.log.error({ err }, "the audit record of this call could not be written");
      }
      return payload;
    };
    const own = route.onSend;
    route.onSend = own === undefined ? [record] : Array.isArray(own) ? [...own, record] : [own, record];
  });
}
