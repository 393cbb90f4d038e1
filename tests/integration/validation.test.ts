import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../support/adapters.ts";
import { json, startApi, type Harness } from "../support/api-harness.ts";

/** Every validation error: a 400 (or 413/415) with a message that says what is wrong. */
describe.each(adapters)("validation on $name", (target) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startApi(target);
    token = await h.login();
  });
  afterAll(async () => h.close());

  const save = (payload: unknown, extra: Record<string, string> = {}) =>
    h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...extra },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  it.each([
    ["a missing Page", { Template: "Article", values: [] }, /Page/],
    ["an empty Page", { Page: "", Template: "Article", values: [] }, /Page must not be empty/],
    ["a blank Page", { Page: "   ", Template: "Article", values: [] }, /Page must not be empty/],
    ["a Page that is a number", { Page: 5, Template: "Article", values: [] }, /Page must be a string/],
    ["a Page over 200 characters", { Page: "x".repeat(201), Template: "A", values: [] }, /at most 200/],
    ["a Page with a slash", { Page: "a/b", Template: "A", values: [] }, /'\/'/],
    ["a Page with a backslash", { Page: "a\\b", Template: "A", values: [] }, /or '\\'/],
    [
      "a Page with a control character",
      { Page: "a\u0000b", Template: "A", values: [] },
      /control characters/,
    ],
    ["a Page with a newline", { Page: "a\nb", Template: "A", values: [] }, /control characters/],
    ["a missing Template", { Page: "ok", values: [] }, /Template/],
    ["an empty Template", { Page: "ok", Template: " ", values: [] }, /Template must not be empty/],
    ["values that is not an array", { Page: "ok", Template: "A", values: {} }, /values must be an array/],
    ["a value without a name", { Page: "ok", Template: "A", values: [{ value: 1 }] }, /values\.0\.name/],
    [
      "a value with an unknown lang",
      { Page: "ok", Template: "A", values: [{ name: "x", value: 1, lang: "fr" }] },
      /lang/,
    ],
    [
      "a revision that is not a number",
      { Page: "ok", Template: "A", values: [], revision: "2" },
      /revision must be a number/,
    ],
  ])("rejects %s with 400", async (_label, payload, message) => {
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    const body = json<{ message: string; code: string }>(res);
    expect(body.code).toBe("invalid_request");
    expect(body.message).toMatch(message);
  });

  it("rejects a body that is not JSON", async () => {
    const res = await save("{not json");
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: "invalid_json" });
  });

  it("rejects a JSON array body", async () => {
    const res = await save([]);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/JSON object/);
  });

  it("rejects another content type with 415", async () => {
    const res = await save("Page=x", { "content-type": "application/x-www-form-urlencoded" });
    expect(res.statusCode).toBe(415);
    expect(json(res)).toMatchObject({ code: "unsupported_media_type" });
  });

  it("rejects a body over 1 MB with 413", async () => {
    const res = await save({
      Page: "big",
      Template: "A",
      values: [{ name: "x", value: "y".repeat(1_100_000) }],
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ code: "payload_too_large" });
  });

  it("rejects a malformed If-Match", async () => {
    const res = await save({ Page: "ok", Template: "A", values: [] }, { "if-match": "banana" });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/If-Match/);
  });

  it.each([
    ["limit=0", /at least 1/],
    ["limit=abc", /limit must be a number/],
    ["limit=1.5", /whole number/],
    ["limit=5000", /at most 1000/],
    ["startKey=", /startKey must not be empty/],
  ])("rejects list query %s", async (qs, message) => {
    const res = await h.app.inject({ method: "GET", url: `/api/prod/pages?${qs}` });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(message);
  });

  it("rejects a delete without Page", async () => {
    const res = await h.app.inject({
      method: "DELETE",
      url: "/api/prod/pages",
      headers: { authorization: `Bearer ${token}` },
      payload: { component: "x" },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/Page/);
  });

  it("rejects a restore of a revision that is not a number", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages/x/restore",
      headers: { authorization: `Bearer ${token}` },
      payload: { revision: "one" },
    });
    expect(res.statusCode).toBe(400);
  });

  it("answers JSON 404 for an unknown API call", async () => {
    const res = await h.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/json/);
  });

  it("serves the OpenAPI description and its rendered docs", async () => {
    const spec = await h.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(spec.statusCode).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, unknown> }>(spec);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/prod/pages",
        "/api/prod/pages/{page}",
        "/api/auth/login",
        "/api/prod/files",
      ]),
    );
    const ui = await h.app.inject({ method: "GET", url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toMatch(/<title>Simbiosis API reference<\/title>/);
  });
});
