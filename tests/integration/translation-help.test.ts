import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { machineTranslationOut, translationSuggestionOut } from "../../app/content/api-schemas.ts";
import { composeField } from "../../app/content/translation.ts";
import { sanitize } from "../../app/server/html/sanitize.server.ts";
import { adapters } from "../support/adapters.ts";
import { ADMIN, json, startApi, type Harness } from "../support/api-harness.ts";
import { hashPassword } from "../../app/server/auth/passwords.server.ts";
import { startTranslationStub, type TranslationStub } from "../support/translation-stub.ts";

/*
 * Translation help with a model (issue 41, item 7) through the real API and store on both databases. The model
 * is a STUB (tests/support/translation-stub.ts): no language model runs on this machine or in CI, so a small
 * OpenAI-compatible server started here translates by a word map, which lets these tests see what was sent
 * (only the blocks changed since the translation was published, glossary terms as tokens) and what came back.
 */

type Suggestion = z.output<typeof translationSuggestionOut>;
type Marks = z.output<typeof machineTranslationOut>;
type Entry = { name: string; lang?: string; value: { text?: string; html?: string } };
type Draft = {
  values: Entry[];
  revision: number;
  Status: { languages: Record<string, { changes: boolean }> };
};

const AUTHOR = { email: "autor-traduccion@test.local", password: "an author's long password" };

const ES_BODY = "<p>Primer párrafo.</p><p>Segundo párrafo.</p><p>Tercer párrafo.</p>";
const EN_BODY = "<p>First paragraph, as a person wrote it.</p><p>Second paragraph.</p><p>Third one.</p>";

const article = (name: string, esBody: string, esTitle = "Taller de prueba") => ({
  Page: name,
  Template: "Article",
  values: [
    { name: "Title", value: { text: esTitle }, lang: "es" },
    { name: "Content", value: { html: esBody }, lang: "es" },
    { name: "Title", value: { text: "Test workshop" }, lang: "en" },
    { name: "Content", value: { html: EN_BODY }, lang: "en" },
  ],
});

const valueOf = (draft: Draft, name: string, lang: string) =>
  draft.values.find((e) => e.name === name && e.lang === lang)?.value;

describe.each(adapters)("translation help on $name", (target) => {
  let h: Harness;
  let stub: TranslationStub;
  let token = "";
  let authorToken = "";
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, who = token) =>
    h.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${who}` },
      ...(payload ? { payload } : {}),
    });
  const draft = async (name: string) => json<Draft>(await call("GET", `/api/prod/pages/${name}/draft`));
  const save = async (name: string, body: object) => {
    const current = await call("GET", `/api/prod/pages/${name}/draft`);
    const revision = current.statusCode === 200 ? json<Draft>(current).revision : undefined;
    const res = await call("PUT", `/api/prod/pages/${name}/draft`, {
      ...body,
      ...(revision ? { revision } : {}),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return json<Draft>(res);
  };
  const suggest = (name: string) =>
    call("POST", `/api/prod/pages/${name}/machine-translation/suggest`, { from: "es", to: "en" });
  const marks = async (name: string) =>
    json<Marks>(await call("GET", `/api/prod/pages/${name}/machine-translation`));
  const acceptAll = async (name: string, s: Suggestion) =>
    call("POST", `/api/prod/pages/${name}/machine-translation/accept`, {
      lang: s.to,
      revision: s.revision,
      fields: s.fields.map((f) => ({
        field: f.field,
        value: composeField(
          f,
          new Map(f.parts.flatMap((p) => (p.kind === "new" ? [[p.block, p.proposed] as const] : []))),
        ),
      })),
    });

  /** A page published in both languages, then its Spanish changed in the draft. */
  async function publishedThenChanged(name: string, esBody: string) {
    await save(name, article(name, ES_BODY));
    const pub = await call("POST", `/api/prod/pages/${name}/publish`, { languages: ["es", "en"] });
    expect(pub.statusCode, pub.body).toBe(200);
    await save(name, article(name, esBody));
  }

  beforeAll(async () => {
    stub = await startTranslationStub();
    h = await startApi(target, {
      config: {
        llm: { baseUrl: stub.baseUrl, model: stub.model, timeoutMs: 2_000, firstTokenMs: 1_000 },
      },
    });
    await h.services.store.createUser(AUTHOR.email, await hashPassword(AUTHOR.password), "author");
    token = await h.login(ADMIN);
    authorToken = await h.login(AUTHOR);
    for (const term of [
      { es: "Simbiosis", en: "Simbiosis" },
      { es: "gobernanza comunitaria", en: "community governance" },
    ]) {
      const res = await call("POST", "/api/glossary", term);
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(async () => {
    await h.close();
    await stub.close();
  });

  it("sends only the blocks changed since the translation was published, with the glossary as fixed tokens", async () => {
    const name = "taller-cambiado";
    await publishedThenChanged(
      name,
      "<p>Primer párrafo.</p><p>Segundo párrafo sobre gobernanza comunitaria.</p><p>Tercer párrafo.</p>" +
        "<p>Nuevo párrafo de Simbiosis.</p>",
    );
    stub.mode = "ok";
    const before = stub.received.length;
    const res = await suggest(name);
    expect(res.statusCode, res.body).toBe(200);
    // One request, two blocks: the title and the unchanged paragraphs were not sent.
    expect(stub.received.length).toBe(before + 1);
    const sent = stub.received.at(-1)!;
    expect(sent).toEqual(["<p>Segundo párrafo sobre ⟦1⟧.</p>", "<p>Nuevo párrafo de ⟦2⟧.</p>"]);
    expect(stub.prompts.at(-1)).toContain('"gobernanza comunitaria" → "community governance"');

    const s = json<Suggestion>(res);
    expect(s.fields).toHaveLength(1);
    const [content] = s.fields;
    expect(content?.label).toEqual({ es: "Contenido", en: "Content" });
    expect(content?.parts).toEqual([
      { kind: "kept", text: "<p>First paragraph, as a person wrote it.</p>" },
      {
        kind: "new",
        block: 1,
        source: "<p>Segundo párrafo sobre gobernanza comunitaria.</p>",
        proposed: "<p>Second paragraph about community governance.</p>",
        previous: "<p>Second paragraph.</p>",
        missingTerms: [],
      },
      { kind: "kept", text: "<p>Third one.</p>" },
      {
        kind: "new",
        block: 2,
        source: "<p>Nuevo párrafo de Simbiosis.</p>",
        // The stub would have said "Symbiosis": the term never reached it.
        proposed: "<p>New paragraph of Simbiosis.</p>",
        previous: null,
        missingTerms: [],
      },
    ]);
    // Nothing is written until the editor accepts.
    expect(valueOf(await draft(name), "Content", "en")?.html).toBe(EN_BODY);
  });

  it("accepting writes the draft, marked as machine-translated until a person edits it or approves it", async () => {
    const name = "taller-aceptado";
    await publishedThenChanged(
      name,
      "<p>Primer párrafo.</p><p>Segundo párrafo con texto nuevo.</p><p>Tercer párrafo.</p>",
    );
    const s = json<Suggestion>(await suggest(name));
    const accepted = await acceptAll(name, s);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await draft(name);
    expect(valueOf(after, "Content", "en")?.html).toBe(
      "<p>First paragraph, as a person wrote it.</p><p>Second paragraph with text new.</p><p>Third one.</p>",
    );
    expect(after.Status.languages.en?.changes).toBe(true);
    expect((await marks(name)).marked).toEqual([
      expect.objectContaining({ lang: "en", field: "|Content", label: { es: "Contenido", en: "Content" } }),
    ]);
    // The page list says it too.
    const listed = async () =>
      json<{ Items: { Page: string; Status: { machineTranslated?: string[] } }[] }>(
        await call("GET", "/api/prod/workspace?limit=200"),
      ).Items.find((p) => p.Page === name)?.Status.machineTranslated;
    expect(await listed()).toEqual(["en"]);

    // A person edits the English text: the mark goes.
    const edited = {
      ...after,
      values: after.values.map((e) =>
        e.name === "Content" && e.lang === "en"
          ? {
              ...e,
              value: {
                html: "<p>First paragraph.</p><p>Second paragraph with new text.</p><p>Third one.</p>",
              },
            }
          : e,
      ),
    };
    const { Status: _status, ...body } = edited;
    await save(name, body);
    expect((await marks(name)).marked).toEqual([]);
    expect(await listed()).toBeUndefined();

    // Accepted again, then approved by a person without editing: the mark goes too.
    await save(name, article(name, "<p>Primer párrafo.</p><p>Segundo párrafo con otro texto.</p>"));
    const again = json<Suggestion>(await suggest(name));
    expect((await acceptAll(name, again)).statusCode).toBe(200);
    expect((await marks(name)).marked).toHaveLength(1);
    const approved = await call("DELETE", `/api/prod/pages/${name}/machine-translation?lang=en`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json<Marks>(approved)).toEqual({ available: true, marked: [] });
  });

  it("a field the translation edited by hand before accepting is not marked", async () => {
    const name = "taller-editado";
    await publishedThenChanged(
      name,
      "<p>Primer párrafo.</p><p>Segundo párrafo nuevo.</p><p>Tercer párrafo.</p>",
    );
    const s = json<Suggestion>(await suggest(name));
    const res = await call("POST", `/api/prod/pages/${name}/machine-translation/accept`, {
      lang: "en",
      revision: s.revision,
      fields: [{ field: "|Content", value: "<p>Written by a person.</p>", edited: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(valueOf(await draft(name), "Content", "en")?.html).toBe("<p>Written by a person.</p>");
    expect((await marks(name)).marked).toEqual([]);
  });

  it("a page never published in English gets every field proposed, the title too", async () => {
    const name = "taller-sin-ingles";
    await save(name, {
      Page: name,
      Template: "Article",
      values: [
        { name: "Title", value: { text: "Taller de Simbiosis" }, lang: "es" },
        { name: "Content", value: { html: "<p>Primer párrafo.</p>" }, lang: "es" },
      ],
    });
    const s = json<Suggestion>(await suggest(name));
    expect(s.baseline).toBeNull();
    expect(s.fields.map((f) => [f.field, f.parts])).toEqual([
      [
        "|Title",
        [expect.objectContaining({ kind: "new", proposed: "Workshop of Simbiosis", previous: null })],
      ],
      ["|Content", [expect.objectContaining({ kind: "new", proposed: "<p>First paragraph.</p>" })]],
    ]);
    expect((await acceptAll(name, s)).statusCode).toBe(200);
    const after = await draft(name);
    expect(valueOf(after, "Title", "en")).toEqual({ text: "Workshop of Simbiosis" });
    expect(valueOf(after, "Content", "en")).toEqual({ html: "<p>First paragraph.</p>" });
  });

  it("sanitises what a hostile model returns, as every stored body", async () => {
    const name = "taller-hostil";
    await publishedThenChanged(name, "<p>Primer párrafo.</p><p>Texto hostil.</p><p>Tercer párrafo.</p>");
    const s = json<Suggestion>(await suggest(name));
    const proposed = s.fields[0]!.parts.flatMap((p) => (p.kind === "new" ? [p.proposed] : []));
    expect(proposed).toHaveLength(1);
    expect(proposed[0]).toContain("Text hostile.");
    expect(proposed[0]).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("a failing, silent or incomplete model is a clear error, and the draft is left as it was", async () => {
    const name = "taller-fallido";
    await publishedThenChanged(
      name,
      "<p>Primer párrafo.</p><p>Segundo párrafo distinto.</p><p>Tercer párrafo.</p>",
    );
    const before = await draft(name);
    try {
      stub.mode = "fail500";
      const failed = await suggest(name);
      expect(failed.statusCode).toBe(502);
      expect(json(failed)).toMatchObject({
        code: "model_failed",
        message: expect.stringContaining("HTTP 500"),
      });
      stub.mode = "incomplete";
      const partial = await suggest(name);
      expect(partial.statusCode).toBe(502);
      expect(json(partial)).toMatchObject({ code: "model_incomplete" });
      stub.mode = "silent";
      const started = Date.now();
      const slow = await suggest(name);
      expect(slow.statusCode).toBe(504);
      expect(json(slow)).toMatchObject({
        code: "model_timeout",
        message: expect.stringContaining("in time"),
      });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      stub.mode = "ok";
    }
    expect(await draft(name)).toEqual(before);
  });

  it("refuses what it must: a stale revision, an unknown field, the same language, an author's glossary edit", async () => {
    const name = "taller-rechazos";
    await publishedThenChanged(name, "<p>Primer párrafo.</p><p>Otro segundo.</p><p>Tercer párrafo.</p>");
    const s = json<Suggestion>(await suggest(name));
    await save(name, article(name, "<p>Cambiado mientras tanto.</p>"));
    const stale = await acceptAll(name, s);
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: "conflict" });
    const unknown = await call("POST", `/api/prod/pages/${name}/machine-translation/accept`, {
      lang: "en",
      revision: (await draft(name)).revision,
      fields: [{ field: "|Nope", value: "x" }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown)).toMatchObject({ code: "unknown_field" });
    const same = await call("POST", `/api/prod/pages/${name}/machine-translation/suggest`, {
      from: "es",
      to: "es",
    });
    expect(same.statusCode).toBe(400);
    const byAuthor = await call("POST", "/api/glossary", { es: "asamblea", en: "assembly" }, authorToken);
    expect(byAuthor.statusCode).toBe(403);
    const notTheirs = await call(
      "POST",
      `/api/prod/pages/${name}/machine-translation/suggest`,
      { from: "es", to: "en" },
      authorToken,
    );
    expect(notTheirs.statusCode).toBe(403);
    const twice = await call("POST", "/api/glossary", { es: "simbiosis", en: "Simbiosis" });
    expect(json(twice)).toMatchObject({ code: "term_exists" });
    const list = json<{ Items: { id: number; es: string }[] }>(await call("GET", "/api/glossary"));
    expect(list.Items.map((t) => t.es)).toEqual(["gobernanza comunitaria", "Simbiosis"]);
  });

  it("answers any body with a status below 500, and any model output is cleaned (fuzzed)", async () => {
    const name = "taller-fuzz";
    await publishedThenChanged(name, "<p>Primer párrafo.</p><p>Segundo cambiado.</p><p>Tercer párrafo.</p>");
    const urls = [
      "/api/glossary",
      `/api/prod/pages/${name}/machine-translation/suggest`,
      `/api/prod/pages/${name}/machine-translation/accept`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.jsonValue(), async (url, body) => {
        const res = await h.app.inject({
          method: "POST",
          url,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    // The model answering anything at all (markup, markers, tokens of its own): no 5xx, nothing unsafe kept.
    const hostile = fc.string({
      unit: fc.constantFrom("<", ">", "/", '"', "=", "⟦", "⟧", "1", "a", " ", "script", "onerror", "BLOCK"),
    });
    await fc.assert(
      fc.asyncProperty(hostile, async (text) => {
        stub.override = text;
        try {
          const res = await suggest(name);
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode === 200)
            for (const f of json<Suggestion>(res).fields)
              for (const p of f.parts)
                // What the stored bodies' sanitiser would leave as it is: nothing for it to remove.
                if (p.kind === "new") expect(sanitize(p.proposed)).toBe(p.proposed);
        } finally {
          stub.override = undefined;
        }
      }),
      { numRuns: 25 },
    );
  });

  it("without LLM_BASE_URL there is no translation help, and the marks still answer", async () => {
    const plain = await startApi(target);
    try {
      const t = await plain.login(ADMIN);
      const headers = { authorization: `Bearer ${t}` };
      const put = await plain.app.inject({
        method: "PUT",
        url: "/api/prod/pages/sin-modelo/draft",
        headers,
        payload: article("sin-modelo", ES_BODY),
      });
      expect(put.statusCode).toBe(201);
      const m = await plain.app.inject({ url: "/api/prod/pages/sin-modelo/machine-translation", headers });
      expect(json(m)).toEqual({ available: false, marked: [] });
      const s = await plain.app.inject({
        method: "POST",
        url: "/api/prod/pages/sin-modelo/machine-translation/suggest",
        headers,
        payload: { from: "es", to: "en" },
      });
      expect(s.statusCode).toBe(503);
      expect(json(s)).toMatchObject({ code: "no_model" });
    } finally {
      await plain.close();
    }
  });
});
