import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";

/*
 * Route schemas here describe the API for /api/openapi.json; validation itself is done by the zod
 * schemas in app/content/page-schema.ts (shared with the editing area), so these never reject.
 */

const entry = {
  type: "object",
  required: ["name"],
  properties: {
    name: { type: "string", example: "Content" },
    component: { type: "string", example: "Article/Content" },
    value: { description: "An object (text, html, name, url, caption, path, value) or a plain value." },
    lang: { type: "string", enum: ["es", "en"] },
  },
} as const;

const page = {
  type: "object",
  required: ["Page", "Template", "values"],
  properties: {
    Page: { type: "string", maxLength: 200, description: "Name: no '/', '\\' or control characters." },
    Template: { type: "string", example: "Article" },
    values: { type: "array", items: entry },
    components: { type: "array", items: entry },
    revision: { type: "integer", description: "The revision you edited; a stale one gets 409." },
  },
  additionalProperties: true,
} as const;

const bearer = [{ bearerAuth: [] }];
const pageParam = {
  type: "object",
  properties: { page: { type: "string", description: "Page name, URL-encoded" } },
} as const;

export const pageSchemas = {
  list: {
    tags: ["pages"],
    summary: "List pages",
    description:
      "200 { Items, Count }; with limit, LastEvaluatedKey { Page } when more follow (pass it as startKey).",
    querystring: {
      type: "object",
      properties: { limit: { type: "integer", minimum: 1, maximum: 1000 }, startKey: { type: "string" } },
    },
  },
  get: {
    tags: ["pages"],
    summary: "Get one page",
    description: "200 { Items: [page], Count: 1 } with an ETag; 404 { Items: [], Count: 0, message }.",
    params: pageParam,
  },
  save: {
    tags: ["pages"],
    summary: "Create (201) or save (200) a page",
    description:
      "Answers the stored page with revision and ETag. If-Match or body.revision stale: 409 { message, code, current }. " +
      "If-None-Match: * creates only (409 when the name is taken).",
    body: page,
    security: bearer,
  },
  remove: {
    tags: ["pages"],
    summary: "Delete a page",
    description: "Body { Page, component? }. Answers the deleted item; the version is kept in the history.",
    body: { type: "object", required: ["Page"], properties: { Page: { type: "string" }, component: {} } },
    security: bearer,
  },
  revisions: {
    tags: ["history"],
    summary: "A page's revisions, newest first",
    params: pageParam,
    security: bearer,
  },
  revision: { tags: ["history"], summary: "One stored revision of a page", security: bearer },
  restore: {
    tags: ["history"],
    summary: "Restore a revision (also of a deleted page) as a new revision",
    params: pageParam,
    body: {
      type: "object",
      required: ["revision"],
      properties: { revision: { type: "integer" }, currentRevision: { type: "integer" } },
    },
    security: bearer,
  },
  deleted: { tags: ["history"], summary: "Deleted pages that can be restored", security: bearer },
};

export const authSchemas = {
  login: {
    tags: ["auth"],
    summary: "Sign in",
    description:
      "200 { accessToken, expiresIn, user: { email, role } }; 401 wrong credentials; 429 too many attempts.",
    body: {
      type: "object",
      required: ["email", "password"],
      properties: { email: { type: "string" }, password: { type: "string" } },
    },
  },
  logout: { tags: ["auth"], summary: "Sign out (revokes the token)", security: bearer },
  me: { tags: ["auth"], summary: "Who the token belongs to", security: bearer },
};

export const fileSchemas = {
  upload: {
    tags: ["files"],
    summary: "Upload a file (multipart field 'file', at most 20 MB)",
    description:
      "PDF, PNG, JPEG, WebP, GIF or SVG, recognised from the bytes. 201 { name, path, url, size, type }. " +
      "The file is then served at /content/{name}.",
    consumes: ["multipart/form-data"],
    security: bearer,
  },
};

export async function registerOpenApi(app: FastifyInstance) {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Simbiosis API",
        version: "1.0.0",
        description: "Pages, sign-in and files of the Simbiosis site. Errors are JSON { message, code }.",
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "list" } });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
