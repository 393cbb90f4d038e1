import SwaggerParser from "@apidevtools/swagger-parser";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { createHash, createHmac } from "node:crypto";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../support/adapters.ts";
import { ADMIN, EDITOR, json, startApi, type Harness } from "../support/api-harness.ts";
import { startTranslationStub } from "../support/translation-stub.ts";

/*
 * The OpenAPI document against the server itself: it is valid, and every answer the server really
 * gives (driven by real requests) is declared, with a body that matches the declared schema.
 */

type Schema = Record<string, unknown>;
interface DocResponse {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: Schema }>;
}
interface DocOperation {
  operationId?: string;
  summary?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, DocResponse>;
}
interface Doc {
  openapi: string;
  paths: Record<string, Record<string, DocOperation>>;
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function multipart(bytes: Buffer, field = "file") {
  const boundary = "----contract" + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const METHODS = ["get", "post", "put", "patch", "delete"];

function operations(doc: Doc): { path: string; method: string; op: DocOperation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] as DocOperation })),
  );
}

function newAjv() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat("binary", true);
  return ajv;
}

describe.each(adapters)("the OpenAPI document on $name", (target) => {
  let h: Harness;
  let token: string;
  let editorToken: string;
  let doc: Doc;
  const ajv = newAjv();
  const compiled = new Map<Schema, ValidateFunction>();
  const validate = (schema: Schema, data: unknown) => {
    let v = compiled.get(schema);
    if (!v) compiled.set(schema, (v = ajv.compile(schema)));
    return v(data) ? [] : (v.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""}`);
  };

  beforeAll(async () => {
    h = await startApi(target);
    token = await h.login();
    editorToken = await h.login(EDITOR);
    doc = json<Doc>(await h.app.inject({ method: "GET", url: "/api/openapi.json" })) as unknown as Doc;
  });
  afterAll(async () => h.close());

  const opById = (id: string) => {
    const found = operations(doc).find((o) => o.op.operationId === id);
    if (!found) throw new Error(`no operation ${id} in the document`);
    return found;
  };

  it("is a valid OpenAPI 3.1 document (swagger-parser) with no catch-all path", async () => {
    expect(doc.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    for (const path of Object.keys(doc.paths)) expect(path).not.toMatch(/\*/);
  });

  it("gives every operation a unique operationId, a summary and its path parameters", () => {
    const ids = operations(doc).map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, op } of operations(doc)) {
      expect(op.summary, op.operationId).toBeTruthy();
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? [])
        .filter((p) => p.in === "path")
        .map((p) => p.name)
        .sort();
      expect(declared, `${op.operationId} path parameters`).toEqual(inPath);
      expect(Object.keys(op.responses).length).toBeGreaterThan(0);
    }
  });

  it("declares every status the server answers, with bodies and headers that match", async () => {
    const auth = (t = token) => ({ authorization: `Bearer ${t}` });
    const big = { Page: "big", Template: "A", values: [{ name: "x", value: "y".repeat(1_100_000) }] };
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const answered = new Map<string, Set<number>>();
    const problems: string[] = [];

    async function call(
      operationId: string,
      options: InjectOptions,
      app = h.app,
    ): Promise<LightMyRequestResponse> {
      const { op } = opById(operationId);
      const res = await app.inject(options);
      answered.set(operationId, (answered.get(operationId) ?? new Set()).add(res.statusCode));
      const where = `${operationId} ${options.method ?? "GET"} ${String(options.url).slice(0, 60)} -> ${res.statusCode}`;
      const declared = op.responses[String(res.statusCode)];
      if (!declared) {
        problems.push(`${where}: status not in the document (${res.body.slice(0, 120)})`);
        return res;
      }
      for (const header of Object.keys(declared.headers ?? {})) {
        if (res.headers[header.toLowerCase()] === undefined) problems.push(`${where}: no ${header} header`);
      }
      const media = Object.keys(declared.content ?? {});
      if (media.length === 0) {
        if (res.body !== "") problems.push(`${where}: a body where the document says none`);
        return res;
      }
      const type = String(res.headers["content-type"] ?? "").split(";")[0] ?? "";
      if (!media.includes(type))
        problems.push(`${where}: answered ${type}, document says ${media.join(", ")}`);
      const schema = declared.content?.[type]?.schema;
      if (type === "application/json" && schema) {
        for (const e of validate(schema, res.json())) problems.push(`${where}: body ${e}`);
      }
      // What the server accepted must be what the document allows (the schemas are not stricter).
      const bodySchema = op.requestBody?.content["application/json"]?.schema;
      if (res.statusCode < 300 && bodySchema && typeof options.payload === "object" && options.payload) {
        for (const e of validate(bodySchema, options.payload))
          problems.push(`${where}: accepted request ${e}`);
      }
      return res;
    }

    const page = { Page: "contract", Template: "Article", values: [{ name: "Title", value: { text: "x" } }] };
    // Reads and writes of pages.
    const list = await call("listPages", { method: "GET", url: "/api/prod/pages" });
    await call("listPages", {
      method: "GET",
      url: "/api/prod/pages",
      headers: { "if-none-match": list.headers.etag as string },
    });
    await call("listPages", { method: "GET", url: "/api/prod/pages?limit=0" });
    await call("savePage", { method: "POST", url: "/api/prod/pages", payload: page });
    await call("savePage", { method: "POST", url: "/api/prod/pages", headers: auth(), payload: page });
    await call("savePage", {
      method: "POST",
      url: "/api/prod/pages",
      headers: auth(),
      payload: { ...page, revision: 1 },
    });
    await call("savePage", {
      method: "POST",
      url: "/api/prod/pages",
      headers: auth(),
      payload: { ...page, revision: 1 },
    });
    await call("savePage", {
      method: "POST",
      url: "/api/prod/pages",
      headers: { ...auth(), "if-match": "*" },
      payload: { ...page, Page: "nobody" },
    });
    await call("savePage", {
      method: "POST",
      url: "/api/prod/pages",
      headers: auth(),
      payload: { ...page, Page: "a/b" },
    });
    await call("savePage", {
      method: "POST",
      url: "/api/prod/pages",
      headers: { ...auth(), "content-type": "application/json" },
      payload: "{no",
    });
    await call("savePage", { method: "POST", url: "/api/prod/pages", headers: auth(), payload: big });
    await call("savePage", {
      method: "POST",
      url: "/api/prod/pages",
      headers: { ...auth(), ...form },
      payload: "Page=x",
    });
    const one = await call("getPage", { method: "GET", url: "/api/prod/pages/contract" });
    await call("getPage", {
      method: "GET",
      url: "/api/prod/pages/contract",
      headers: { "if-none-match": one.headers.etag as string },
    });
    await call("getPage", { method: "GET", url: "/api/prod/pages/nobody" });
    await call("getPage", { method: "GET", url: "/api/prod/pages/%ZZ" });
    await call("getPage", { method: "GET", url: `/api/prod/pages/${"n".repeat(200)}` });
    // History.
    await call("listRevisions", {
      method: "GET",
      url: "/api/prod/pages/contract/revisions",
      headers: auth(),
    });
    await call("listRevisions", { method: "GET", url: "/api/prod/pages/contract/revisions" });
    await call("listRevisions", { method: "GET", url: "/api/prod/pages/a%00b/revisions", headers: auth() });
    await call("listRevisions", { method: "GET", url: "/api/prod/pages/nobody/revisions", headers: auth() });
    await call("getRevision", {
      method: "GET",
      url: "/api/prod/pages/contract/revisions/1",
      headers: auth(),
    });
    await call("getRevision", { method: "GET", url: "/api/prod/pages/contract/revisions/1" });
    await call("getRevision", {
      method: "GET",
      url: "/api/prod/pages/contract/revisions/one",
      headers: auth(),
    });
    await call("getRevision", {
      method: "GET",
      url: "/api/prod/pages/contract/revisions/99",
      headers: auth(),
    });
    const restore = (body: unknown, headers: Record<string, string> = auth()) =>
      call("restoreRevision", {
        method: "POST",
        url: "/api/prod/pages/contract/restore",
        headers,
        payload: body as object,
      });
    await restore({ revision: 1 });
    await restore({ revision: 1, currentRevision: 1 });
    await restore({ revision: 1 }, {});
    await restore({ revision: "one" });
    await restore({ revision: 99 });
    await call("restoreRevision", {
      method: "POST",
      url: "/api/prod/pages/contract/restore",
      headers: auth(),
      payload: big,
    });
    await call("restoreRevision", {
      method: "POST",
      url: "/api/prod/pages/contract/restore",
      headers: { ...auth(), ...form },
      payload: "revision=1",
    });
    // Drafts, publishing, previews, translation status.
    const draftUrl = (page: string) => `/api/prod/pages/${page}/draft`;
    const draftBody = (page: string, text: string) => ({
      Page: page,
      Template: "Article",
      values: [{ name: "Title", value: { text }, lang: "es" }],
    });
    await call("listWorkspace", { method: "GET", url: "/api/prod/workspace?limit=5", headers: auth() });
    await call("listWorkspace", { method: "GET", url: "/api/prod/workspace?limit=0", headers: auth() });
    await call("listWorkspace", { method: "GET", url: "/api/prod/workspace" });
    const fresh = await call("saveDraft", {
      method: "PUT",
      url: draftUrl("draft-contract"),
      headers: auth(),
      payload: draftBody("draft-contract", "Borrador"),
    });
    const draftRevision = json<{ revision: number }>(fresh).revision;
    await call("saveDraft", {
      method: "PUT",
      url: draftUrl("draft-contract"),
      headers: { ...auth(), "if-match": `"r${draftRevision}"` },
      payload: draftBody("draft-contract", "Borrador 2"),
    });
    await call("saveDraft", {
      method: "PUT",
      url: draftUrl("draft-contract"),
      headers: { ...auth(), "if-match": `"r${draftRevision}"` },
      payload: draftBody("draft-contract", "Borrador viejo"),
    });
    await call("saveDraft", {
      method: "PUT",
      url: draftUrl("x"),
      headers: auth(),
      payload: draftBody("y", "no"),
    });
    await call("saveDraft", { method: "PUT", url: draftUrl("x"), payload: draftBody("x", "no") });
    await call("saveDraft", { method: "PUT", url: draftUrl("x"), headers: auth(), payload: big });
    await call("saveDraft", {
      method: "PUT",
      url: draftUrl("x"),
      headers: { ...auth(), ...form },
      payload: "a=1",
    });
    await call("getDraft", { method: "GET", url: draftUrl("draft-contract"), headers: auth() });
    await call("getDraft", { method: "GET", url: draftUrl("nobody"), headers: auth() });
    await call("getDraft", { method: "GET", url: draftUrl("%ZZ"), headers: auth() });
    await call("getDraft", { method: "GET", url: draftUrl("draft-contract") });
    const publish = (page: string, body: unknown, headers: Record<string, string> = auth()) =>
      call("publishPage", {
        method: "POST",
        url: `/api/prod/pages/${page}/publish`,
        headers,
        payload: body as object,
      });
    await publish("draft-contract", { languages: ["es"], note: "Primera versión" });
    await publish("draft-contract", { languages: ["es"], revision: 1 });
    await publish("draft-contract", { languages: ["en"] });
    await publish("draft-contract", { languages: ["fr"] });
    await publish("nobody", {});
    await publish("draft-contract", {}, {});
    await publish("draft-contract", big);
    await call("publishPage", {
      method: "POST",
      url: "/api/prod/pages/draft-contract/publish",
      headers: { ...auth(), ...form },
      payload: "a=1",
    });
    await publish("draft-contract", {
      languages: ["es"],
      at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const cancel = (url: string, headers: Record<string, string> = auth()) =>
      call("cancelSchedule", { method: "DELETE", url, headers });
    await cancel("/api/prod/pages/draft-contract/schedule?lang=es");
    await cancel("/api/prod/pages/draft-contract/schedule?lang=fr");
    await cancel("/api/prod/pages/nobody/schedule");
    await cancel("/api/prod/pages/draft-contract/schedule", {});
    const preview = (page: string, body: unknown, headers: Record<string, string> = auth()) =>
      call("createPreview", {
        method: "POST",
        url: `/api/prod/pages/${page}/preview`,
        headers,
        payload: body as object,
      });
    await preview("draft-contract", { days: 2 });
    await preview("draft-contract", { days: 99 });
    await preview("nobody", {});
    await preview("draft-contract", {}, {});
    await preview("draft-contract", big);
    await call("createPreview", {
      method: "POST",
      url: "/api/prod/pages/draft-contract/preview",
      headers: { ...auth(), ...form },
      payload: "a=1",
    });
    await call("saveDraft", {
      method: "PUT",
      url: draftUrl("no-screen"),
      headers: auth(),
      payload: { Page: "no-screen", Template: "Whatever", values: [] },
    });
    await preview("no-screen", {});
    const revoke = (url: string, headers: Record<string, string> = auth()) =>
      call("revokePreviews", { method: "DELETE", url, headers });
    await revoke("/api/prod/pages/draft-contract/preview");
    await revoke("/api/prod/pages/%ZZ/preview");
    await revoke("/api/prod/pages/draft-contract/preview", {});
    const check = (page: string, body: unknown, headers: Record<string, string> = auth()) =>
      call("markTranslationChecked", {
        method: "POST",
        url: `/api/prod/pages/${page}/translation`,
        headers,
        payload: body as object,
      });
    await check("draft-contract", { lang: "en", status: "checked" });
    await check("draft-contract", { lang: "de", status: "checked" });
    await check("nobody", { lang: "en", status: "checked" });
    await check("draft-contract", { lang: "en", status: "checked" }, {});
    await check("draft-contract", big);
    await call("markTranslationChecked", {
      method: "POST",
      url: "/api/prod/pages/draft-contract/translation",
      headers: { ...auth(), ...form },
      payload: "a=1",
    });
    // Link integrity: the pages linking to a page, the report of broken links, unpublishing.
    await h.services.store.savePage({
      Page: "links-contract",
      Template: "Article",
      values: [{ name: "Content", value: { html: '<p><a href="/article/nowhere">x</a></p>' } }],
    });
    const linking = (page: string, headers: Record<string, string> = auth()) =>
      call("listLinkingPages", { method: "GET", url: `/api/prod/pages/${page}/links`, headers });
    await linking("nowhere");
    await linking("%ZZ");
    await linking("nowhere", {});
    const report = (query: string, headers: Record<string, string> = auth()) =>
      call("listBrokenLinks", { method: "GET", url: `/api/prod/links${query}`, headers });
    await report("");
    await report("?limit=0");
    await report("", {});
    const unpublish = (page: string, body: unknown, headers: Record<string, string> = auth()) =>
      call("unpublishPage", {
        method: "POST",
        url: `/api/prod/pages/${page}/unpublish`,
        headers,
        payload: body as object,
      });
    await unpublish("links-contract", { revision: 0 });
    await unpublish("links-contract", {});
    await unpublish("nobody", {});
    await unpublish("links-contract", { revision: "one" });
    await unpublish("links-contract", {}, {});
    await unpublish("links-contract", big);
    await call("unpublishPage", {
      method: "POST",
      url: "/api/prod/pages/links-contract/unpublish",
      headers: { ...auth(), ...form },
      payload: "a=1",
    });
    // Deleting, and bringing a deleted page back.
    await call("deletePage", { method: "DELETE", url: "/api/prod/pages", payload: { Page: "contract" } });
    await call("deletePage", {
      method: "DELETE",
      url: "/api/prod/pages",
      headers: auth(),
      payload: { Page: "a\u0000b" },
    });
    await call("deletePage", {
      method: "DELETE",
      url: "/api/prod/pages",
      headers: auth(),
      payload: { Page: "nobody" },
    });
    await call("deletePage", {
      method: "DELETE",
      url: "/api/prod/pages",
      headers: auth(),
      payload: { Page: "contract", revision: 1 },
    });
    await call("deletePage", { method: "DELETE", url: "/api/prod/pages", headers: auth(), payload: big });
    await call("deletePage", {
      method: "DELETE",
      url: "/api/prod/pages",
      headers: { ...auth(), ...form },
      payload: "Page=x",
    });
    await call("deletePage", {
      method: "DELETE",
      url: "/api/prod/pages",
      headers: auth(),
      payload: { Page: "contract" },
    });
    await call("listDeletedPages", { method: "GET", url: "/api/prod/deleted", headers: auth() });
    await call("listDeletedPages", { method: "GET", url: "/api/prod/deleted" });
    await restore({ revision: 1 });
    // Files.
    const png = multipart(PNG);
    const up = await call("uploadFile", {
      method: "POST",
      url: "/api/prod/files",
      headers: { ...auth(), "content-type": png.type },
      payload: png.payload,
    });
    await call("uploadFile", {
      method: "POST",
      url: "/api/prod/files",
      headers: { "content-type": png.type },
      payload: png.payload,
    });
    const empty = multipart(Buffer.alloc(0));
    await call("uploadFile", {
      method: "POST",
      url: "/api/prod/files",
      headers: { ...auth(), "content-type": empty.type },
      payload: empty.payload,
    });
    await call("uploadFile", {
      method: "POST",
      url: "/api/prod/files",
      headers: auth(),
      payload: { file: "x" },
    });
    const huge = multipart(Buffer.concat([PNG, Buffer.alloc(21 * 1024 * 1024)]));
    await call("uploadFile", {
      method: "POST",
      url: "/api/prod/files",
      headers: { ...auth(), "content-type": huge.type },
      payload: huge.payload,
    });
    const file = await call("getFile", { method: "GET", url: json<{ path: string }>(up).path });
    await call("getFile", {
      method: "GET",
      url: json<{ path: string }>(up).path,
      headers: { "if-none-match": file.headers.etag as string },
    });
    await call("getFile", {
      method: "GET",
      url: json<{ path: string }>(up).path,
      headers: { range: "bytes=0-9" },
    });
    await call("getFile", {
      method: "GET",
      url: json<{ path: string }>(up).path,
      headers: { range: "bytes=999999-" },
    });
    await call("getFile", { method: "GET", url: "/content/nothing.png" });
    await call("getFile", { method: "GET", url: "/content/%ZZ" });
    // The same bytes again: the stored file (200), no copy.
    await call("uploadFile", {
      method: "POST",
      url: "/api/prod/files",
      headers: { ...auth(), "content-type": png.type },
      payload: png.payload,
    });
    // The media library.
    const stored = json<{ name: string }>(up).name;
    await call("listMedia", { method: "GET", url: "/api/prod/media?kind=image&q=a", headers: auth() });
    await call("listMedia", { method: "GET", url: "/api/prod/media?kind=video", headers: auth() });
    await call("listMedia", { method: "GET", url: "/api/prod/media" });
    const alt = (name: string, body: unknown, headers: Record<string, string> = auth()) =>
      call("updateMedia", {
        method: "PATCH",
        url: `/api/prod/media/${name}`,
        headers,
        payload: body as object,
      });
    await alt(stored, { alt: { es: "Un punto", en: "A dot" } });
    await alt(stored, { alt: { fr: "Un point" } });
    await alt("nothing.png", { alt: { es: "x" } });
    await alt(stored, { alt: { es: "x" } }, {});
    const drop = (name: string, headers: Record<string, string> = auth()) =>
      call("deleteMedia", { method: "DELETE", url: `/api/prod/media/${name}`, headers });
    await call("saveDraft", {
      method: "PUT",
      url: draftUrl("uses-file"),
      headers: auth(),
      payload: { ...draftBody("uses-file", "Con archivo"), Image: `/content/${stored}` },
    });
    await drop(stored);
    await drop("nothing.png");
    await drop(stored, {});
    // Accounts: the browser session, one's password, users (admins only), and what an author may not do.
    const signedIn = await h.app.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
    const cookie = String(signedIn.headers["set-cookie"]).split(";")[0] ?? "";
    await call("refreshSession", { method: "POST", url: "/api/auth/refresh", headers: { cookie } });
    await call("refreshSession", { method: "POST", url: "/api/auth/refresh" });
    await call("listUsers", { method: "GET", url: "/api/users", headers: auth() });
    await call("listUsers", { method: "GET", url: "/api/users" });
    await call("listUsers", { method: "GET", url: "/api/users", headers: auth(editorToken) });
    const author = { email: "author@test.local", password: "an author's passphrase" };
    const addUser = (body: unknown, headers: Record<string, string> = auth()) =>
      call("createUser", { method: "POST", url: "/api/users", headers, payload: body as object });
    await addUser({ ...author, role: "author" });
    await addUser({ ...author, role: "author" });
    await addUser({ ...author, role: "owner" });
    await addUser({ ...author, role: "author" }, {});
    await addUser({ ...author, role: "author" }, auth(editorToken));
    const role = (email: string, body: unknown, headers: Record<string, string> = auth()) =>
      call("setUserRole", { method: "PATCH", url: `/api/users/${email}`, headers, payload: body as object });
    await role(author.email, { role: "author" });
    await role("nobody@test.local", { role: "editor" });
    await role(ADMIN.email, { role: "editor" });
    await role(author.email, { role: "boss" });
    await role(author.email, { role: "editor" }, {});
    await role(author.email, { role: "editor" }, auth(editorToken));
    const end = (email: string, headers: Record<string, string> = auth()) =>
      call("endUserSessions", { method: "POST", url: `/api/users/${email}/sessions/end`, headers });
    await end(author.email);
    await end("nobody@test.local");
    await end(author.email, {});
    await end(author.email, auth(editorToken));
    const authorIn = await h.app.inject({ method: "POST", url: "/api/auth/login", payload: author });
    const authorToken = json<{ accessToken: string }>(authorIn).accessToken;
    const password = (body: unknown, headers: Record<string, string> = auth(authorToken)) =>
      call("changePassword", { method: "POST", url: "/api/auth/password", headers, payload: body as object });
    await password({ current: "wrong", password: "a long new passphrase" });
    await password({ current: author.password, password: "short" });
    await password({ current: author.password, password: "a long new passphrase" }, {});
    const changed = await password({ current: author.password, password: "a long new passphrase" });
    const asAuthor = auth(json<{ accessToken: string }>(changed).accessToken);
    // Review before publishing and the activity log (issue 41).
    await call("saveDraft", {
      method: "PUT",
      url: draftUrl("review-contract"),
      headers: asAuthor,
      payload: draftBody("review-contract", "De la autora"),
    });
    const step = (page: string, body: unknown, headers: Record<string, string> = asAuthor) =>
      call("addReviewStep", {
        method: "POST",
        url: `/api/prod/pages/${page}/review`,
        headers,
        payload: body as object,
      });
    await step("review-contract", { step: "submitted" });
    await step("review-contract", { step: "submitted" });
    await step("review-contract", { step: "returned", comment: "Yo no" });
    await step("review-contract", { step: "returned" }, auth());
    await step("review-contract", { step: "approved" }, auth());
    await step("review-contract", { step: "comment", comment: "x" }, {});
    await step("no-such-page", { step: "comment", comment: "x" }, auth());
    await step("draft-contract", { step: "comment", comment: "x" });
    const reviewOf = (page: string, headers: Record<string, string>) =>
      call("getReview", { method: "GET", url: `/api/prod/pages/${page}/review`, headers });
    await reviewOf("review-contract", asAuthor);
    await reviewOf("review-contract", {});
    await reviewOf("draft-contract", asAuthor);
    await reviewOf("no-such-page", auth());
    const audit = (url: string, headers: Record<string, string> = auth()) =>
      call(url.includes(".csv") ? "exportAuditRecords" : "listAuditRecords", { method: "GET", url, headers });
    await audit("/api/audit?action=publish&limit=5");
    await audit("/api/audit?action=everything");
    await audit("/api/audit", {});
    await audit("/api/audit", asAuthor);
    await audit("/api/audit.csv?page=review-contract");
    await audit("/api/audit.csv?from=yesterday");
    await audit("/api/audit.csv", auth(editorToken));
    // Translation help with a model (issue 41, item 7): the glossary, the marks, and without a model, 503.
    const glossary = (method: "GET" | "POST", body: unknown, headers: Record<string, string> = auth()) =>
      call(method === "GET" ? "listGlossary" : "addGlossaryTerm", {
        method,
        url: "/api/glossary",
        headers,
        ...(body ? { payload: body as object } : {}),
      });
    await glossary("GET", undefined);
    await glossary("GET", undefined, {});
    const term = json<{ id: number }>(await glossary("POST", { es: "Simbiosis", en: "Simbiosis" }));
    await glossary("POST", { es: "Simbiosis", en: "Simbiosis" });
    await glossary("POST", { es: "", en: "x" });
    await glossary("POST", { es: "a", en: "b" }, {});
    await glossary("POST", { es: "a", en: "b" }, asAuthor);
    const unterm = (id: string, headers: Record<string, string> = auth()) =>
      call("removeGlossaryTerm", { method: "DELETE", url: `/api/glossary/${id}`, headers });
    await unterm("nope");
    await unterm(String(term.id), {});
    await unterm(String(term.id), asAuthor);
    await unterm(String(term.id));
    await unterm(String(term.id));
    const mt = "/api/prod/pages/draft-contract/machine-translation";
    const marks = (url: string, headers: Record<string, string> = auth()) =>
      call("getMachineTranslation", { method: "GET", url, headers });
    await marks(mt);
    await marks(mt, {});
    await marks(mt, asAuthor);
    await marks("/api/prod/pages/no-such-page/machine-translation");
    await marks("/api/prod/pages/%E0%A4%A/machine-translation");
    const approve = (url: string, headers: Record<string, string> = auth()) =>
      call("approveMachineTranslation", { method: "DELETE", url, headers });
    await approve(`${mt}?lang=en`);
    await approve(`${mt}?lang=fr`);
    await approve(`${mt}?lang=en`, {});
    await approve(`${mt}?lang=en`, asAuthor);
    await approve("/api/prod/pages/no-such-page/machine-translation?lang=en");
    const suggest = (page: string, body: unknown, headers: Record<string, string> = auth(), app = h.app) =>
      call(
        "suggestTranslation",
        {
          method: "POST",
          url: `/api/prod/pages/${page}/machine-translation/suggest`,
          headers,
          payload: body as object,
        },
        app,
      );
    await suggest("draft-contract", { from: "es", to: "en" });
    await suggest("draft-contract", { from: "es", to: "es" });
    await suggest("draft-contract", { from: "es", to: "en" }, {});
    await suggest("draft-contract", { from: "es", to: "en" }, asAuthor);
    const accept = (page: string, body: unknown, headers: Record<string, string> = auth(), app = h.app) =>
      call(
        "acceptTranslation",
        {
          method: "POST",
          url: `/api/prod/pages/${page}/machine-translation/accept`,
          headers,
          payload: body as object,
        },
        app,
      );
    const current = json<{ revision: number }>(
      await h.app.inject({ method: "GET", url: draftUrl("draft-contract"), headers: auth() }),
    ).revision;
    const field = { field: "|Title", value: "Draft" };
    await accept("draft-contract", { lang: "en", revision: current, fields: [field] });
    await accept("draft-contract", {
      lang: "en",
      revision: current,
      fields: [{ field: "|Title", value: "Stale" }],
    });
    await accept("draft-contract", {
      lang: "en",
      revision: current + 1,
      fields: [{ field: "|Nope", value: "x" }],
    });
    await accept("draft-contract", { lang: "en", revision: current, fields: [] });
    await accept("draft-contract", { lang: "en", revision: current, fields: [field] }, {});
    await accept("draft-contract", { lang: "en", revision: current, fields: [field] }, asAuthor);
    await accept("no-such-page", { lang: "en", revision: 1, fields: [field] });
    // With a model: the STUB of tests/support/translation-stub.ts (no model runs here), answering, failing, silent.
    const stub = await startTranslationStub();
    const withModel = await startApi(target, {
      config: { llm: { baseUrl: stub.baseUrl, model: stub.model, timeoutMs: 1_000, firstTokenMs: 500 } },
    });
    try {
      const modelAuth = { authorization: `Bearer ${await withModel.login()}` };
      const saved = await withModel.app.inject({
        method: "PUT",
        url: draftUrl("model-contract"),
        headers: modelAuth,
        payload: draftBody("model-contract", "Taller de prueba"),
      });
      expect(saved.statusCode).toBe(201);
      const ok = { from: "es", to: "en" };
      await suggest("model-contract", ok, modelAuth, withModel.app);
      await suggest("no-such-page", ok, modelAuth, withModel.app);
      stub.mode = "fail500";
      await suggest("model-contract", ok, modelAuth, withModel.app);
      stub.mode = "silent";
      await suggest("model-contract", ok, modelAuth, withModel.app);
      // More changed text than one request may carry: 422 before the model is asked.
      const long = await withModel.app.inject({
        method: "PUT",
        url: draftUrl("model-contract"),
        headers: modelAuth,
        payload: {
          ...draftBody("model-contract", "Taller de prueba"),
          values: [
            { name: "Title", value: { text: "Taller" }, lang: "es" },
            { name: "Content", value: { html: `<p>${"palabra ".repeat(3_000)}</p>` }, lang: "es" },
          ],
          revision: json<{ revision: number }>(saved).revision,
        },
      });
      expect(long.statusCode, long.body).toBe(200);
      await suggest("model-contract", ok, modelAuth, withModel.app);
    } finally {
      await withModel.close();
      await stub.close();
    }
    // An author, on a page someone else made: 403 on every page call.
    await call("savePage", { method: "POST", url: "/api/prod/pages", headers: asAuthor, payload: page });
    await call("getDraft", { method: "GET", url: draftUrl("draft-contract"), headers: asAuthor });
    await call("saveDraft", {
      method: "PUT",
      url: draftUrl("draft-contract"),
      headers: asAuthor,
      payload: draftBody("draft-contract", "De otra persona"),
    });
    await publish("draft-contract", { languages: ["es"] }, asAuthor);
    await cancel("/api/prod/pages/draft-contract/schedule", asAuthor);
    await preview("draft-contract", {}, asAuthor);
    await revoke("/api/prod/pages/draft-contract/preview", asAuthor);
    await check("draft-contract", { lang: "en", status: "checked" }, asAuthor);
    await linking("draft-contract", asAuthor);
    await report("", asAuthor);
    await unpublish("draft-contract", {}, asAuthor);
    await call("listRevisions", {
      method: "GET",
      url: "/api/prod/pages/draft-contract/revisions",
      headers: asAuthor,
    });
    await call("getRevision", {
      method: "GET",
      url: "/api/prod/pages/draft-contract/revisions/1",
      headers: asAuthor,
    });
    await call("restoreRevision", {
      method: "POST",
      url: "/api/prod/pages/draft-contract/restore",
      headers: asAuthor,
      payload: { revision: 1 },
    });
    await call("deletePage", {
      method: "DELETE",
      url: "/api/prod/pages",
      headers: asAuthor,
      payload: { Page: "draft-contract" },
    });
    await drop(stored, asAuthor);
    const remove = (email: string, headers: Record<string, string> = auth()) =>
      call("removeUser", { method: "DELETE", url: `/api/users/${email}`, headers });
    await remove(author.email, {});
    await remove(author.email, auth(editorToken));
    await remove(author.email);
    await remove(author.email);
    await remove(ADMIN.email);
    // Who am I, signing out (another token), the server.
    await call("whoAmI", { method: "GET", url: "/api/auth/me", headers: auth() });
    await call("whoAmI", { method: "GET", url: "/api/auth/me" });
    // Password reset: the same answer for any address; a link that is not one.
    await call("requestPasswordReset", {
      method: "POST",
      url: "/api/auth/password-reset",
      payload: { email: "nadie@example.org" },
    });
    await call("requestPasswordReset", { method: "POST", url: "/api/auth/password-reset", payload: {} });
    await call("resetPassword", {
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token: "not-a-link", password: "a long new passphrase" },
    });
    // The visitors' forms and what the editing area reads of them.
    const solvedChallenge = async () => {
      const challenge = (
        await call("getFormChallenge", { method: "GET", url: "/api/forms/challenge" })
      ).json() as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    };
    const [c1, c2, c3] = [await solvedChallenge(), await solvedChallenge(), await solvedChallenge()];
    await new Promise((r) => setTimeout(r, 3100)); // the time trap
    const visitor = {
      name: "Ana",
      email: "ana@example.org",
      subject: "Hola",
      message: "Un mensaje",
      consent: true,
    };
    await call("sendContactMessage", {
      method: "POST",
      url: "/api/contact",
      payload: { ...visitor, altcha: c1 },
    });
    await call("sendContactMessage", { method: "POST", url: "/api/contact", payload: visitor });
    await call("sendContactMessage", {
      method: "POST",
      url: "/api/contact",
      payload: { ...visitor, consent: false },
    });
    await call("sendContactMessage", {
      method: "POST",
      url: "/api/contact",
      headers: form,
      payload: "name=Ana",
    });
    await call("sendContactMessage", {
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "text/plain" },
      payload: "hola",
    });
    await call("subscribeToNewsletter", {
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: { email: "lector@example.org", consent: "on", lang: "en", altcha: c2 },
    });
    await call("subscribeToNewsletter", {
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: { email: "x" },
    });
    await call("subscribeToNewsletter", {
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: { email: "lector@example.org", consent: true },
    });
    await call("subscribeToNewsletter", {
      method: "POST",
      url: "/api/newsletter/subscribe",
      headers: form,
      payload: "email=lector%40example.org&consent=on",
    });
    await call("confirmNewsletter", { method: "GET", url: "/api/newsletter/confirm?token=unknown" });
    const subscriber = json<{ Items: Array<{ id: number }> }>(
      await call("listSubscribers", { method: "GET", url: "/api/subscribers", headers: auth() }),
    ).Items[0];
    await call("listSubscribers", { method: "GET", url: "/api/subscribers" });
    await call("listSubscribers", { method: "GET", url: "/api/subscribers", headers: auth(editorToken) });
    const formsSecret = (await h.services.store.getSetting("forms_secret")) ?? "";
    const unsubscribe = `/api/newsletter/unsubscribe?id=${subscriber?.id}&token=${createHmac(
      "sha256",
      formsSecret,
    )
      .update(`unsubscribe:${subscriber?.id}`)
      .digest("base64url")}`;
    await call("unsubscribeOneClick", {
      method: "POST",
      url: unsubscribe,
      headers: form,
      payload: "List-Unsubscribe=One-Click",
    });
    await call("unsubscribeOneClick", {
      method: "POST",
      url: "/api/newsletter/unsubscribe?id=x",
      headers: form,
      payload: "",
    });
    await call("unsubscribeOneClick", {
      method: "POST",
      url: `/api/newsletter/unsubscribe?id=${subscriber?.id}&token=forged-token-xx`,
      headers: form,
      payload: "List-Unsubscribe=One-Click",
    });
    await call("unsubscribeByLink", { method: "GET", url: unsubscribe });
    await call("unsubscribeByLink", { method: "GET", url: "/api/newsletter/unsubscribe" });
    await call("unsubscribeByLink", {
      method: "GET",
      url: "/api/newsletter/unsubscribe?id=99999&token=forged-token-xx",
    });
    await call("exportSubscribers", { method: "GET", url: "/api/subscribers.csv", headers: auth() });
    await call("exportSubscribers", {
      method: "GET",
      url: "/api/subscribers.csv",
      headers: auth(editorToken),
    });
    await call("deleteSubscriber", {
      method: "DELETE",
      url: `/api/subscribers/${subscriber?.id}`,
      headers: auth(),
    });
    await call("deleteSubscriber", {
      method: "DELETE",
      url: `/api/subscribers/${subscriber?.id}`,
      headers: auth(),
    });
    const message = json<{ Items: Array<{ id: number }> }>(
      await call("listContactMessages", {
        method: "GET",
        url: "/api/contact-messages",
        headers: auth(editorToken),
      }),
    ).Items[0];
    await call("listContactMessages", { method: "GET", url: "/api/contact-messages" });
    const messageUrl = `/api/contact-messages/${message?.id}`;
    await call("markContactMessage", {
      method: "PATCH",
      url: messageUrl,
      headers: auth(),
      payload: { read: true },
    });
    await call("markContactMessage", {
      method: "PATCH",
      url: messageUrl,
      headers: auth(),
      payload: { read: "yes" },
    });
    await call("markContactMessage", { method: "PATCH", url: messageUrl, payload: { read: true } });
    await call("markContactMessage", {
      method: "PATCH",
      url: "/api/contact-messages/99999",
      headers: auth(),
      payload: { read: true },
    });
    await call("deleteContactMessage", { method: "DELETE", url: messageUrl, headers: auth() });
    await call("deleteContactMessage", { method: "DELETE", url: messageUrl, headers: auth() });
    await call("deleteContactMessage", { method: "DELETE", url: messageUrl });
    const asked = await call("askAssistant", {
      method: "POST",
      url: "/api/assistant/ask",
      payload: { question: "¿Quién financia la iniciativa?", lang: "es" },
      remoteAddress: "10.66.0.1",
    });
    const questionId = (JSON.parse(asked.body.split("\n")[0] ?? "{}") as { id?: string }).id ?? "";
    await call("askAssistant", { method: "POST", url: "/api/assistant/ask", payload: { question: "" } });
    await call("askAssistant", {
      method: "POST",
      url: "/api/assistant/ask",
      headers: { "content-type": "text/plain" },
      payload: "hola",
    });
    for (let i = 0; i < 21; i++)
      await call("askAssistant", {
        method: "POST",
        url: "/api/assistant/ask",
        payload: { question: "¿Qué es EthicsI?" },
        remoteAddress: "10.66.0.2",
      });
    const rate = (payload: unknown) =>
      call("rateAssistantAnswer", {
        method: "POST",
        url: "/api/assistant/feedback",
        payload: payload as object,
      });
    await rate({ id: questionId, helpful: true });
    await rate({ id: questionId, helpful: "yes" });
    await rate({ id: "00000000-0000-4000-8000-000000000000", helpful: false });
    await call("listAssistantQuestions", { method: "GET", url: "/api/assistant/questions", headers: auth() });
    await call("listAssistantQuestions", { method: "GET", url: "/api/assistant/questions" });
    const questionUrl = `/api/assistant/questions/${questionId}`;
    await call("deleteAssistantQuestion", { method: "DELETE", url: questionUrl, headers: auth() });
    await call("deleteAssistantQuestion", { method: "DELETE", url: questionUrl, headers: auth() });
    await call("deleteAssistantQuestion", {
      method: "DELETE",
      url: "/api/assistant/questions/x",
      headers: auth(),
    });
    await call("deleteAssistantQuestion", { method: "DELETE", url: questionUrl });
    // The editors' side of the assistant (issue 39).
    await call("listAssistantTopics", { method: "GET", url: "/api/assistant/topics", headers: auth() });
    await call("listAssistantTopics", { method: "GET", url: "/api/assistant/topics" });
    const draftAnswer = (payload: object, headers = auth()) =>
      call("draftAssistantAnswer", { method: "POST", url: "/api/assistant/answer-draft", headers, payload });
    await draftAnswer({ question: "¿Tenéis un podcast?", lang: "es" });
    await draftAnswer({ question: "", lang: "es" });
    await draftAnswer({ question: "¿Y?", lang: "es" }, {} as ReturnType<typeof auth>);
    for (const [operation, method, url] of [
      ["getAssistantEvaluation", "GET", "/api/assistant/evaluation"],
      ["runAssistantEvaluation", "POST", "/api/assistant/evaluation/run"],
      ["listAssistantSynonyms", "GET", "/api/assistant/synonyms"],
    ] as const) {
      await call(operation, { method, url, headers: auth() });
      await call(operation, { method, url });
    }
    const addPair = (payload: object, headers = auth()) =>
      call("addAssistantEvaluationPair", {
        method: "POST",
        url: "/api/assistant/evaluation",
        headers,
        payload,
      });
    const pair = await addPair({ question: "¿Tenéis un podcast?", lang: "es", pages: [] });
    await addPair({ question: "¿Y?", lang: "es", pages: ["no-such-page"] });
    await addPair({ question: "", lang: "es", pages: [] });
    await addPair({ question: "¿Y?", lang: "es", pages: [] }, {} as ReturnType<typeof auth>);
    const pairUrl = `/api/assistant/evaluation/${json<{ id: string }>(pair).id}`;
    const deletePair = (url: string, headers = auth()) =>
      call("deleteAssistantEvaluationPair", { method: "DELETE", url, headers });
    await deletePair(pairUrl);
    await deletePair(pairUrl);
    await deletePair("/api/assistant/evaluation/x");
    await deletePair(pairUrl, {} as ReturnType<typeof auth>);
    const addGroup = (payload: object, headers = auth()) =>
      call("addAssistantSynonyms", { method: "POST", url: "/api/assistant/synonyms", headers, payload });
    const group = json<{ key: string }>(await addGroup({ es: ["pódcast", "programa"], en: ["podcast"] }));
    await addGroup({ es: ["solo"], en: [] });
    await addGroup({ es: ["a", "b"], en: [] }, {} as ReturnType<typeof auth>);
    const saveGroup = (key: string, payload: object, headers = auth()) =>
      call("saveAssistantSynonyms", {
        method: "PUT",
        url: `/api/assistant/synonyms/${key}`,
        headers,
        payload,
      });
    await saveGroup(group.key, { es: ["pódcast", "emisión"], en: ["podcast"], revision: 1 });
    await saveGroup(group.key, { es: ["pódcast", "radio"], en: [], revision: 1 });
    await saveGroup(group.key, { es: ["uno"], en: [], revision: 2 });
    await saveGroup("no-such-group", { es: ["a", "b"], en: [], revision: 0 });
    await saveGroup(group.key, { es: ["a", "b"], en: [], revision: 2 }, {} as ReturnType<typeof auth>);
    const deleteGroup = (url: string, headers = auth()) =>
      call("deleteAssistantSynonyms", { method: "DELETE", url, headers });
    await deleteGroup(`/api/assistant/synonyms/${group.key}?revision=1`);
    await deleteGroup(`/api/assistant/synonyms/${group.key}?revision=2`);
    await deleteGroup(`/api/assistant/synonyms/${group.key}?revision=3`);
    await deleteGroup(`/api/assistant/synonyms/${group.key}?revision=x`);
    await deleteGroup(`/api/assistant/synonyms/funding?revision=0`, {} as ReturnType<typeof auth>);
    // Redirects and the 404 log (issue 42).
    await call("listRedirects", { method: "GET", url: "/api/redirects", headers: auth() });
    await call("listRedirects", { method: "GET", url: "/api/redirects" });
    const addRedirect = (payload: object, headers = auth()) =>
      call("addRedirect", { method: "POST", url: "/api/redirects", headers, payload });
    const redirect = await addRedirect({ from: "/contract-old", to: "/contract-new" });
    await addRedirect({ from: "/contract-new", to: "/contract-old" });
    await addRedirect({ from: "no-slash", to: "/x" });
    await addRedirect({ from: "/x", to: "/y" }, {} as ReturnType<typeof auth>);
    const redirectUrl = `/api/redirects/${json<{ id: number }>(redirect).id}`;
    const saveRedirect = (url: string, payload: object, headers = auth()) =>
      call("saveRedirect", { method: "PUT", url, headers, payload });
    await saveRedirect(redirectUrl, { from: "/contract-old", to: "/contract-newer", match: "exact" });
    await saveRedirect(redirectUrl, { from: "/contract-old", to: "/contract-old", match: "exact" });
    await saveRedirect(redirectUrl, { from: "", to: "/x" });
    await saveRedirect("/api/redirects/999999", { from: "/a", to: "/b" });
    await saveRedirect(redirectUrl, { from: "/a", to: "/b" }, {} as ReturnType<typeof auth>);
    await call("listNotFound", { method: "GET", url: "/api/not-found?days=7", headers: auth() });
    await call("listNotFound", { method: "GET", url: "/api/not-found?days=0", headers: auth() });
    await call("listNotFound", { method: "GET", url: "/api/not-found" });
    const deleteRedirect = (url: string, headers = auth()) =>
      call("deleteRedirect", { method: "DELETE", url, headers });
    await deleteRedirect(redirectUrl);
    await deleteRedirect(redirectUrl);
    await deleteRedirect("/api/redirects/x");
    await deleteRedirect(redirectUrl, {} as ReturnType<typeof auth>);
    await h.services.store.savePage({
      Page: "contract-news",
      Template: "Article",
      values: [{ name: "Title", lang: "es", value: { text: "Noticia" } }],
    });
    const news = { articles: ["contract-news"], intro: { es: "Hola", en: "Hello" } };
    await call("previewNewsletter", {
      method: "POST",
      url: "/api/newsletter/preview",
      headers: auth(),
      payload: news,
    });
    await call("previewNewsletter", {
      method: "POST",
      url: "/api/newsletter/preview",
      headers: auth(),
      payload: { ...news, articles: ["nowhere"] },
    });
    await call("previewNewsletter", {
      method: "POST",
      url: "/api/newsletter/preview",
      headers: auth(editorToken),
      payload: news,
    });
    await call("sendNewsletter", {
      method: "POST",
      url: "/api/newsletter/sends",
      headers: auth(),
      payload: news,
    });
    await call("sendNewsletter", {
      method: "POST",
      url: "/api/newsletter/sends",
      headers: auth(),
      payload: {},
    });
    await call("sendNewsletter", { method: "POST", url: "/api/newsletter/sends", payload: news });
    await call("listNewsletterSends", { method: "GET", url: "/api/newsletter/sends", headers: auth() });
    await call("listNewsletterSends", { method: "GET", url: "/api/newsletter/sends" });
    await call("getMailStatus", { method: "GET", url: "/api/mail/status", headers: auth() });
    await call("getMailStatus", { method: "GET", url: "/api/mail/status" });
    // The audience (issue 43).
    await call("getAudience", { method: "GET", url: "/api/audience?days=7", headers: auth(editorToken) });
    await call("getAudience", { method: "GET", url: "/api/audience?days=8", headers: auth() });
    await call("getAudience", { method: "GET", url: "/api/audience" });
    await call("getPageAudience", {
      method: "GET",
      url: "/api/audience/pages/contract?days=30",
      headers: auth(),
    });
    await call("getPageAudience", {
      method: "GET",
      url: "/api/audience/pages/no-such-page",
      headers: auth(),
    });
    await call("getPageAudience", { method: "GET", url: "/api/audience/pages/x?days=x", headers: auth() });
    await call("getPageAudience", { method: "GET", url: "/api/audience/pages/x" });
    // A person's data on request (issue 38).
    const lookup = (headers: Record<string, string>, payload: unknown) =>
      call("exportPersonalData", {
        method: "POST",
        url: "/api/privacy/lookup",
        headers,
        payload: payload as object,
      });
    await lookup(auth(), { email: "ana@example.org", lang: "en" });
    await lookup(auth(), { email: "x" });
    await lookup({}, { email: "ana@example.org" });
    await lookup(auth(editorToken), { email: "ana@example.org" });
    await call("exportPersonalData", {
      method: "POST",
      url: "/api/privacy/lookup",
      headers: { ...auth(), "content-type": "application/xml" },
      payload: "<email>ana@example.org</email>",
    });
    const erase = (headers: Record<string, string>, payload: unknown) =>
      call("erasePersonalData", {
        method: "POST",
        url: "/api/privacy/erase",
        headers,
        payload: payload as object,
      });
    await erase(auth(), { email: "ana@example.org", confirm: "ana@example.org" });
    await erase(auth(), { email: "ana@example.org", confirm: "otra@example.org" });
    await erase({}, { email: "ana@example.org", confirm: "ana@example.org" });
    await erase(auth(editorToken), { email: "ana@example.org", confirm: "ana@example.org" });
    await erase(auth(), { email: ADMIN.email, confirm: ADMIN.email });
    await erase(auth(), big);
    const askFor = (payload: unknown, headers: Record<string, string> = {}) =>
      call("requestPersonalData", {
        method: "POST",
        url: "/api/privacy/request",
        headers,
        payload: payload as object,
      });
    await askFor({ email: "lector@example.org", action: "export", lang: "en", altcha: c3 });
    await askFor({ email: "x", action: "export" });
    await askFor({ email: "lector@example.org", action: "erase" });
    await askFor("email=lector%40example.org&action=erase", form);
    await askFor("<hola/>", { "content-type": "application/xml" });
    const contractToken = "openapi-contract-request-token";
    await h.services.store.addPrivacyRequest({
      tokenHash: createHash("sha256").update(contractToken).digest("hex"),
      email: "lector@example.org",
      action: "export",
      lang: "en",
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const confirmRequest = (payload: unknown, headers: Record<string, string> = {}) =>
      call("confirmPersonalDataRequest", {
        method: "POST",
        url: "/api/privacy/confirm",
        headers,
        payload: payload as object,
      });
    await confirmRequest({ token: contractToken });
    await confirmRequest({ token: "not-a-request" });
    await confirmRequest("token=not-a-request", form);
    await confirmRequest("<hola/>", { "content-type": "application/xml" });
    await call("signOut", { method: "POST", url: "/api/auth/logout" });
    await call("signOut", {
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...auth(editorToken), "content-type": "application/json" },
      payload: "{no",
    });
    await call("signOut", {
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...auth(editorToken), ...form },
      payload: "a=1",
    });
    await call("signOut", {
      method: "POST",
      url: "/api/auth/logout",
      headers: auth(editorToken),
      payload: big,
    });
    await call("signOut", { method: "POST", url: "/api/auth/logout", headers: auth(editorToken) });
    await call("getHealth", { method: "GET", url: "/api/health" });
    await call("getLiveness", { method: "GET", url: "/healthz" });
    await call("getReadiness", { method: "GET", url: "/readyz" });
    await call("getOpenApiDocument", { method: "GET", url: "/api/openapi.json" });
    // Signing in, last: the failures count against this address for a minute.
    await call("signIn", {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: EDITOR.email, password: EDITOR.password },
    });
    await call("signIn", { method: "POST", url: "/api/auth/login", payload: { email: EDITOR.email } });
    await call("signIn", { method: "POST", url: "/api/auth/login", headers: form, payload: "email=a" });
    await call("signIn", {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a@b.c", password: "x".repeat(1_100_000) },
    });
    for (let i = 0; i < 6; i++) {
      await call("signIn", {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "nobody@test.local", password: "wrong" },
      });
    }

    expect(problems).toEqual([]);
    // Each operation was called, and called into the answers this test means to reach.
    expect([...answered.keys()].sort()).toEqual(
      operations(doc)
        .map((o) => o.op.operationId)
        .sort(),
    );
    const reached = Object.fromEntries([...answered].map(([id, s]) => [id, [...s].sort()]));
    expect(reached).toEqual({
      listPages: [200, 304, 400],
      getPage: [200, 304, 400, 404],
      savePage: [200, 201, 400, 401, 403, 409, 412, 413, 415],
      deletePage: [200, 400, 401, 403, 404, 409, 413, 415],
      listRevisions: [200, 400, 401, 403, 404],
      getRevision: [200, 400, 401, 403, 404],
      restoreRevision: [200, 201, 400, 401, 403, 404, 409, 413, 415],
      listDeletedPages: [200, 401],
      listWorkspace: [200, 400, 401],
      getDraft: [200, 400, 401, 403, 404],
      saveDraft: [200, 201, 400, 401, 403, 409, 413, 415],
      publishPage: [200, 400, 401, 403, 404, 409, 413, 415, 422],
      cancelSchedule: [200, 400, 401, 403, 404],
      createPreview: [201, 400, 401, 403, 404, 413, 415, 422],
      revokePreviews: [200, 400, 401, 403],
      markTranslationChecked: [200, 400, 401, 403, 404, 413, 415],
      listLinkingPages: [200, 400, 401, 403],
      listBrokenLinks: [200, 400, 401, 403],
      unpublishPage: [200, 400, 401, 403, 404, 409, 413, 415],
      refreshSession: [200, 401],
      listUsers: [200, 401, 403],
      createUser: [201, 400, 401, 403, 409],
      setUserRole: [200, 400, 401, 403, 404, 409],
      endUserSessions: [200, 401, 403, 404],
      changePassword: [200, 400, 401, 403],
      removeUser: [200, 401, 403, 404, 409],
      uploadFile: [200, 201, 400, 401, 413, 415],
      listMedia: [200, 400, 401],
      updateMedia: [200, 400, 401, 404],
      deleteMedia: [401, 403, 404, 409],
      getFile: [200, 206, 304, 400, 404, 416],
      whoAmI: [200, 401],
      signOut: [200, 400, 401, 413, 415],
      getHealth: [200],
      getLiveness: [200],
      getReadiness: [200],
      getOpenApiDocument: [200],
      signIn: [200, 400, 401, 413, 415, 429],
      getFormChallenge: [200],
      sendContactMessage: [200, 303, 400, 403],
      subscribeToNewsletter: [200, 303, 400, 403],
      confirmNewsletter: [303],
      unsubscribeByLink: [303, 400, 404],
      unsubscribeOneClick: [200, 400, 404],
      listContactMessages: [200, 401],
      markContactMessage: [200, 400, 401, 404],
      deleteContactMessage: [200, 401, 404],
      askAssistant: [200, 400, 429],
      rateAssistantAnswer: [200, 400, 404],
      listAssistantQuestions: [200, 401],
      deleteAssistantQuestion: [200, 400, 401, 404],
      listAssistantTopics: [200, 401],
      draftAssistantAnswer: [201, 400, 401],
      getAssistantEvaluation: [200, 401],
      runAssistantEvaluation: [200, 401],
      listAssistantSynonyms: [200, 401],
      addAssistantEvaluationPair: [201, 400, 401, 404],
      deleteAssistantEvaluationPair: [200, 400, 401, 404],
      addAssistantSynonyms: [201, 400, 401],
      saveAssistantSynonyms: [200, 400, 401, 404, 409],
      deleteAssistantSynonyms: [200, 400, 401, 404, 409],
      listSubscribers: [200, 401, 403],
      exportSubscribers: [200, 403],
      deleteSubscriber: [200, 404],
      getMailStatus: [200, 401],
      requestPasswordReset: [200, 400],
      previewNewsletter: [200, 400, 403],
      sendNewsletter: [201, 400, 401],
      listNewsletterSends: [200, 401],
      resetPassword: [400],
      getAudience: [200, 400, 401],
      getPageAudience: [200, 400, 401, 404],
      exportPersonalData: [200, 400, 401, 403, 415],
      erasePersonalData: [200, 400, 401, 403, 409, 413],
      requestPersonalData: [200, 303, 400, 403, 415],
      confirmPersonalDataRequest: [200, 303, 400, 415],
      listRedirects: [200, 401],
      addRedirect: [201, 400, 401, 409],
      saveRedirect: [200, 400, 401, 404, 409],
      deleteRedirect: [200, 400, 401, 404],
      listNotFound: [200, 400, 401],
      addReviewStep: [201, 400, 401, 403, 404, 409],
      getReview: [200, 401, 403, 404],
      listAuditRecords: [200, 400, 401, 403],
      exportAuditRecords: [200, 400, 403],
      listGlossary: [200, 401],
      addGlossaryTerm: [201, 400, 401, 403, 409],
      removeGlossaryTerm: [200, 400, 401, 403, 404],
      getMachineTranslation: [200, 400, 401, 403, 404],
      approveMachineTranslation: [200, 400, 401, 403, 404],
      suggestTranslation: [200, 400, 401, 403, 404, 422, 502, 503, 504],
      acceptTranslation: [200, 400, 401, 403, 404, 409, 422],
    });
  }, 60_000);

  it("states the page-name rules the server checks: what the server refuses, the schema refuses too", async () => {
    const schema = opById("savePage").op.requestBody?.content["application/json"]?.schema as Schema;
    const bad = [
      { Page: "", Template: "A", values: [] },
      { Page: "   ", Template: "A", values: [] },
      { Page: " lead", Template: "A", values: [] },
      { Page: "a/b", Template: "A", values: [] },
      { Page: "a\\b", Template: "A", values: [] },
      { Page: "a\u0007b", Template: "A", values: [] },
      { Page: "x".repeat(201), Template: "A", values: [] },
      { Page: "ok", Template: " ", values: [] },
      { Page: "ok", Template: "A", values: [{ name: "x", value: 1, lang: "fr" }] },
    ];
    for (const body of bad) {
      const res = await h.app.inject({
        method: "POST",
        url: "/api/prod/pages",
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(validate(schema, body), JSON.stringify(body).slice(0, 60)).not.toEqual([]);
    }
    expect(validate(schema, { Page: "ña ña", Template: "Article", values: [], extra: 1 })).toEqual([]);
  });

  it("answers a page with a 200-character name (longer than find-my-way's default parameter length)", async () => {
    const name = "ñ".repeat(200);
    const saved = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: { authorization: `Bearer ${token}` },
      payload: { Page: name, Template: "A", values: [] },
    });
    expect(saved.statusCode).toBe(201);
    const res = await h.app.inject({ method: "GET", url: `/api/prod/pages/${encodeURIComponent(name)}` });
    expect(res.statusCode).toBe(200);
    expect(json<{ Items: { Page: string }[] }>(res).Items[0]?.Page).toBe(name);
  });

  it("answers a malformed %-encoding with the JSON error shape", async () => {
    const res = await h.app.inject({ method: "GET", url: "/api/prod/pages/%E0%A4%A" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringMatching(/'%'/), code: "invalid_url" });
  });
});

describe.each(adapters)("the demo content against the document on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApi(target, { seed: true });
  });
  afterAll(async () => h.close());

  it("lists every demo page in the shape the document declares", async () => {
    const doc = json<Doc>(await h.app.inject({ method: "GET", url: "/api/openapi.json" })) as unknown as Doc;
    const schema = doc.paths["/api/prod/pages"]?.get?.responses["200"]?.content?.["application/json"]?.schema;
    expect(schema).toBeTruthy();
    const res = await h.app.inject({ method: "GET", url: "/api/prod/pages" });
    const body = json<{ Count: number }>(res);
    expect(body.Count).toBeGreaterThan(10);
    const validate = newAjv().compile(schema as Schema);
    expect(validate(body) ? [] : validate.errors).toEqual([]);
  });
});

describe.each(adapters)("startKey on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApi(target);
    const token = await h.login();
    for (const Page of ["alfa", "bravo", "charlie", "{llaves}"]) {
      await h.app.inject({
        method: "POST",
        url: "/api/prod/pages",
        headers: { authorization: `Bearer ${token}` },
        payload: { Page, Template: "Article", values: [] },
      });
    }
  });
  afterAll(async () => h.close());

  const names = async (query: string) => {
    const res = await h.app.inject({ method: "GET", url: `/api/prod/pages?${query}` });
    expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).toBe(200);
    const body = json<{ Items: { Page: string }[]; LastEvaluatedKey?: { Page: string } }>(res);
    return { pages: body.Items.map((p) => p.Page), last: body.LastEvaluatedKey };
  };

  it("pages through with LastEvaluatedKey passed back as its Page or as the whole object in JSON", async () => {
    const first = await names("limit=1");
    expect(first).toEqual({ pages: ["alfa"], last: { Page: "alfa" } });
    const byName = await names(`limit=2&startKey=${encodeURIComponent(first.last?.Page ?? "")}`);
    const byObject = await names(`limit=2&startKey=${encodeURIComponent(JSON.stringify(first.last))}`);
    expect(byName).toEqual({ pages: ["bravo", "charlie"], last: { Page: "charlie" } });
    expect(byObject).toEqual(byName);
    // A name that starts with '{' goes in the JSON form.
    const all = await names("");
    const before = all.pages[all.pages.indexOf("{llaves}") - 1] ?? "";
    expect((await names(`startKey=${encodeURIComponent(JSON.stringify({ Page: before }))}`)).pages).toContain(
      "{llaves}",
    );
    expect((await names(`startKey=${encodeURIComponent('{"Page":"{llaves}"}')}`)).pages).not.toContain(
      "{llaves}",
    );
  });

  it.each([
    ["an object turned into text", "startKey=%5Bobject%20Object%5D", /\[object Object\]/],
    ["a name the store can never hold", "startKey=a%2Fb", /startKey must be a page name: .*'\/'/],
    ["a control character", "startKey=a%01b", /control characters/],
    ["the parameter twice", "startKey=alfa&startKey=bravo", /startKey must be given once/],
    ["malformed JSON", `startKey=${encodeURIComponent("{Page:alfa}")}`, /LastEvaluatedKey object as JSON/],
    ["JSON with a Page that is not a string", `startKey=${encodeURIComponent('{"Page":5}')}`, /as JSON/],
    ["JSON with more than Page", `startKey=${encodeURIComponent('{"Page":"a","x":1}')}`, /as JSON/],
    ["JSON that is not an object", `startKey=${encodeURIComponent("{}")}`, /as JSON/],
    ["a nested-object serialiser's startKey[Page]", "startKey%5BPage%5D=alfa", /LastEvaluatedKey object/],
    ["an empty value", "startKey=", /must not be empty/],
  ])("answers 400 invalid_request for %s", async (_label, query, message) => {
    const res = await h.app.inject({ method: "GET", url: `/api/prod/pages?${query}` });
    expect(res.statusCode).toBe(400);
    const body = json<{ message: string; code: string }>(res);
    expect(body.code).toBe("invalid_request");
    expect(body.message).toMatch(message);
  });
});

describe("/api/docs", () => {
  let h: Harness;
  let doc: Doc;
  beforeAll(async () => {
    h = await startApi(adapters[0]!);
    doc = json<Doc>(await h.app.inject({ method: "GET", url: "/api/openapi.json" })) as unknown as Doc;
  });
  afterAll(async () => h.close());

  it.each(["/api/docs", "/api/docs?lang=en", "/api/docs/?a=1&b=%ZZ"])(
    "%s is the reference: HTML in English with every operation, without script",
    async (url) => {
      const res = await h.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toMatch(/<html lang="en">/);
      expect(res.body).toContain('href="/api/openapi.json"');
      expect(res.body).not.toMatch(/<script/i);
      for (const { path, op } of operations(doc)) {
        expect(res.body).toContain(`<code class="path">${path}</code>`);
        expect(res.body).toContain(`id="op-${op.operationId}"`);
      }
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).not.toMatch(/unsafe-inline|script-src/);
    },
  );

  it("serves its stylesheet", async () => {
    const res = await h.app.inject({ method: "GET", url: "/api/docs.css" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/css/);
  });
});
