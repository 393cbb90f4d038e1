import type { FastifyRequest, FastifySchema } from "fastify";
import { z } from "zod";
import { describeZodError } from "../../content/page-schema.ts";
import type { Permissions } from "../../content/roles.ts";
import type { AuditSpec } from "./audit.server.ts";
import { ApiError } from "./errors.server.ts";

/** Parses a request part with a zod schema, or throws a 400 that says what is wrong. */
export function parse<S extends z.ZodType>(schema: S, data: unknown, what = "body"): z.output<S> {
  if (
    what === "body" &&
    (data === undefined || data === null || typeof data !== "object" || Array.isArray(data))
  ) {
    throw new ApiError(400, "invalid_request", "The body must be a JSON object.");
  }
  const r = schema.safeParse(data);
  if (!r.success) throw new ApiError(400, "invalid_request", describeZodError(r.error));
  return r.data;
}

type JsonSchema = Record<string, unknown>;

/** One answer of an operation: a JSON body described by a zod schema, other media, or no body. */
export interface ResponseSpec {
  description: string;
  /** The JSON body; omit it for an answer without a body (304). */
  schema?: z.ZodType;
  /** Bodies that are not JSON (a stored file), by media type. */
  media?: Record<string, JsonSchema>;
  headers?: Record<string, { description: string; schema?: JsonSchema }>;
}

export interface OperationSpec<B, Q, P> {
  operationId: string;
  tags: [string];
  summary: string;
  description?: string;
  /**
   * Who may call it, checked before its handler runs (auth-guard.server.ts), which then finds the caller in
   * `request.user`: `true` needs `Authorization: Bearer <accessToken>`; "token-or-session" also takes the
   * browser's session cookie alone (signing out of a tab whose token has expired).
   */
  auth?: boolean | "token-or-session";
  /** Only callers whose role has this permission (app/content/roles.ts); the others get 403 `forbidden`. */
  permission?: { needs: keyof Permissions; refusal: string };
  /** Recorded in the audit trail (audit.server.ts): its action, and what it acted on. */
  audit?: AuditSpec<B, Q, P>;
  body?: B;
  /** Media types of the body, when it is not JSON (the upload). */
  consumes?: string[];
  query?: Q;
  params?: P;
  responses: Record<number, ResponseSpec>;
}

/**
 * A route's contract: the zod schemas that check its body, query and path parameters (the handler calls
 * `body()`, `query()`, `params()`, which give it typed values), and the Fastify route `schema` that
 * @fastify/swagger turns into the OpenAPI operation, generated from those same zod schemas. So what the
 * document says a request may be is what the handler accepts.
 */
export interface Operation<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> {
  readonly spec: OperationSpec<B, Q, P>;
  /** The route option `schema`; Fastify itself validates nothing with it (see registerOpenApi). */
  readonly schema: FastifySchema;
  body(request: FastifyRequest): z.output<B>;
  query(request: FastifyRequest): z.output<Q>;
  params(request: FastifyRequest): z.output<P>;
}

/** The JSON Schema of a zod schema, as an OpenAPI 3.1 schema object (JSON Schema 2020-12 without $schema). */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "throw" });
  return rest;
}

function responseSchema(r: ResponseSpec): JsonSchema {
  // @fastify/swagger takes the answer's description from x-response-description (kept out of the schema).
  const out: JsonSchema = r.schema
    ? { ...jsonSchemaOf(r.schema, "output"), "x-response-description": r.description }
    : r.media
      ? { description: r.description, content: mapValues(r.media, (schema) => ({ schema })) }
      : { description: r.description, type: "null" };
  if (r.headers) {
    out.headers = mapValues(r.headers, (h) => ({
      description: h.description,
      ...(h.schema ?? { type: "string" }),
    }));
  }
  return out;
}

function mapValues<T, U>(o: Record<string, T>, f: (v: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));
}

export function defineOperation<
  B extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  P extends z.ZodType = z.ZodNever,
>(spec: OperationSpec<B, Q, P>): Operation<B, Q, P> {
  const response: Record<string, JsonSchema> = {};
  for (const [status, r] of Object.entries(spec.responses)) response[status] = responseSchema(r);
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: spec.operationId,
    tags: spec.tags,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.auth ? { security: securityOf(spec.auth) } : {}),
    ...(spec.query ? { querystring: jsonSchemaOf(spec.query, "input") } : {}),
    ...(spec.params ? { params: jsonSchemaOf(spec.params, "input") } : {}),
    ...(spec.body ? { body: jsonSchemaOf(spec.body, "input") } : {}),
    ...(spec.consumes ? { consumes: spec.consumes } : {}),
    response,
  };
  const operation: Operation<B, Q, P> = {
    spec,
    schema,
    body: (request) => parse(spec.body ?? z.never(), request.body, "body"),
    query: (request) => parse(spec.query ?? z.never(), request.query, "query"),
    params: (request) => parse(spec.params ?? z.never(), request.params, "param"),
  };
  declared.set(schema, operation);
  return operation;
}

/** What the document says a call needs: a token, or (any of) a token or the session cookie. */
function securityOf(auth: true | "token-or-session"): Array<Record<string, string[]>> {
  return auth === true ? [{ bearerAuth: [] }] : [{ bearerAuth: [] }, { sessionCookie: [] }];
}

/** Each operation by the route schema it made, so a route tells which operation it serves. */
const declared = new WeakMap<object, Operation<z.ZodType, z.ZodType, z.ZodType>>();

/** The operation a route was declared with (its `schema` option), if any. */
export function operationOf(schema: unknown): Operation<z.ZodType, z.ZodType, z.ZodType> | undefined {
  return typeof schema === "object" && schema !== null ? declared.get(schema) : undefined;
}
