import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../support/adapters.ts";
import { json, startApi, type ApiCopy, type Harness } from "../support/api-harness.ts";

/*
 * Drafts, per-language publishing, translation status, scheduling (once across two copies), previews and
 * publish checks, through the API on both databases (docs/decisions/0008-drafts-and-publishing.md).
 */

interface DraftAnswer {
  revision: number;
  values: Array<{ name: string; value: unknown; lang?: string }>;
  Status: {
    hasDraft: boolean;
    languages: Record<
      "es" | "en",
      { published: boolean; changes: boolean; outOfDate: boolean; scheduledAt?: string }
    >;
    schedules: Array<{ lang: string; at: string }>;
  };
}

const article = (name: string, es: string, en?: string) => ({
  Page: name,
  Template: "Article",
  values: [
    { name: "Title", value: { text: `Título ${es}` }, lang: "es" },
    { name: "Content", value: { html: `<p>${es}</p>` }, lang: "es" },
    ...(en
      ? [
          { name: "Title", value: { text: `Title ${en}` }, lang: "en" },
          { name: "Content", value: { html: `<p>${en}</p>` }, lang: "en" },
        ]
      : []),
    { name: "Category", value: { text: "Ética" } },
  ],
});

describe.each(adapters)("drafts and publishing on $name", (target) => {
  let h: Harness;
  let other: ApiCopy;
  let token: string;
  const auth = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });

  const saveDraft = (body: object, revision?: number) =>
    h.app.inject({
      method: "PUT",
      url: `/api/prod/pages/${encodeURIComponent((body as { Page: string }).Page)}/draft`,
      headers: auth(revision === undefined ? {} : { "if-match": `"r${revision}"` }),
      payload: body,
    });
  const publish = (name: string, body: object, app = h.app) =>
    app.inject({ method: "POST", url: `/api/prod/pages/${name}/publish`, headers: auth(), payload: body });
  const publicPage = async (name: string, app = h.app) => {
    const res = await app.inject({ method: "GET", url: `/api/prod/pages/${name}` });
    return res.statusCode === 200 ? json<{ Items: DraftAnswer[] }>(res).Items[0] : undefined;
  };
  const texts = (page: DraftAnswer | undefined, lang: string) =>
    page?.values.filter((v) => v.lang === lang).map((v) => JSON.stringify(v.value));

  beforeAll(async () => {
    h = await startApi(target);
    other = await h.openCopy();
    token = await h.login();
  });
  afterAll(async () => h.close());

  it("a new page is a draft: invisible to visitors, listed for editors with its languages' states", async () => {
    const res = await saveDraft(article("borrador", "uno", "one"));
    expect(res.statusCode).toBe(201);
    expect(json<DraftAnswer>(res).Status.languages.es).toMatchObject({ published: false, changes: true });
    expect(await publicPage("borrador")).toBeUndefined();
    const list = await h.app.inject({ method: "GET", url: "/api/prod/pages" });
    expect(JSON.stringify(json(list))).not.toContain("borrador");
    const workspace = await h.app.inject({ method: "GET", url: "/api/prod/workspace", headers: auth() });
    expect(json<{ Items: Array<{ Page: string }> }>(workspace).Items.map((i) => i.Page)).toContain(
      "borrador",
    );
  });

  it("publishes Spanish only: English stays unpublished; then English alone, Spanish untouched", async () => {
    const es = await publish("borrador", { languages: ["es"], note: "Primera versión" });
    expect(es.statusCode).toBe(200);
    const state = json<DraftAnswer>(es).Status.languages;
    expect(state.es).toMatchObject({ published: true, changes: false });
    expect(state.en).toMatchObject({ published: false, changes: true });
    const seen = await publicPage("borrador");
    expect(texts(seen, "es")).toHaveLength(2);
    expect(texts(seen, "en")).toEqual([]);
    // A shared value goes with either language.
    expect(seen?.values.find((v) => v.name === "Category")).toBeDefined();

    // The draft changes Spanish; English is published: the public Spanish text stays as it was.
    const draft = json<DraftAnswer>(
      await h.app.inject({ method: "GET", url: "/api/prod/pages/borrador/draft", headers: auth() }),
    );
    const edited = await saveDraft(article("borrador", "dos", "one"), draft.revision);
    expect(edited.statusCode).toBe(200);
    expect((await publish("borrador", { languages: ["en"] })).statusCode).toBe(200);
    const after = await publicPage("borrador");
    expect(texts(after, "es")?.join()).toContain("uno");
    expect(texts(after, "en")?.join()).toContain("one");
  });

  it("flags English out of date when Spanish changes, until English is written or marked checked", async () => {
    const before = json<DraftAnswer>(
      await h.app.inject({ method: "GET", url: "/api/prod/pages/borrador/draft", headers: auth() }),
    );
    // The Spanish edit of the previous test came after the English text was written.
    expect(before.Status.languages.en.outOfDate).toBe(true);
    expect(before.Status.languages.es.outOfDate).toBe(false);
    const checked = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages/borrador/translation",
      headers: auth(),
      payload: { lang: "en", status: "checked" },
    });
    expect(json<DraftAnswer>(checked).Status.languages.en.outOfDate).toBe(false);
    const changed = await saveDraft(article("borrador", "tres", "one"), json<DraftAnswer>(checked).revision);
    expect(json<DraftAnswer>(changed).Status.languages.en.outOfDate).toBe(true);
    const translated = await saveDraft(
      article("borrador", "tres", "three"),
      json<DraftAnswer>(changed).revision,
    );
    const langs = json<DraftAnswer>(translated).Status.languages;
    expect(langs.en.outOfDate).toBe(false);
    // A translation catching up does not make the text it translates look out of date.
    expect(langs.es.outOfDate).toBe(false);
  });

  it("a draft saved on a stale revision is a 409, never an overwrite", async () => {
    const current = json<DraftAnswer>(
      await h.app.inject({ method: "GET", url: "/api/prod/pages/borrador/draft", headers: auth() }),
    );
    expect((await saveDraft(article("borrador", "A", "A"), current.revision)).statusCode).toBe(200);
    const stale = await saveDraft(article("borrador", "B", "B"), current.revision);
    expect(stale.statusCode).toBe(409);
    expect(JSON.stringify(json(stale))).toContain("Título A");
  });

  it("refuses to publish a language with problems (422 with the list), and says what", async () => {
    await saveDraft({
      Page: "sin-alt",
      Template: "Article",
      values: [
        { name: "Title", value: { text: "Con imagen" }, lang: "es" },
        {
          name: "Content",
          value: { html: '<h4>Salto</h4><img src="/content/x.png"><a href="/article/nadie">x</a>' },
          lang: "es",
        },
      ],
    });
    const res = await publish("sin-alt", { languages: ["es", "en"] });
    expect(res.statusCode).toBe(422);
    const codes = json<{ problems: Array<{ code: string; lang: string; severity: string }> }>(
      res,
    ).problems.map((p) => `${p.lang}:${p.code}:${p.severity}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        "es:image_alt_missing:error",
        "es:link_unpublished:error",
        "es:heading_skip:warning",
        "en:title_missing:error",
      ]),
    );
    expect(await publicPage("sin-alt")).toBeUndefined();
  });

  it("a scheduled publish runs once across two copies, at its time, with no request in between", async () => {
    await saveDraft(article("programado", "luego", "later"));
    const at = new Date(Date.now() + 1500).toISOString();
    const scheduled = await publish("programado", { languages: ["es", "en"], at });
    expect(scheduled.statusCode).toBe(200);
    expect(
      json<DraftAnswer>(scheduled)
        .Status.schedules.map((s) => s.lang)
        .sort(),
    ).toEqual(["en", "es"]);
    expect(await publicPage("programado")).toBeUndefined();
    // Both copies' schedulers poll on their own (every second); wait for the time and a little more.
    const deadline = Date.now() + 10_000;
    let seen = await publicPage("programado", other.app);
    while (!seen && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      seen = await publicPage("programado", other.app);
    }
    expect(seen).toBeDefined();
    // Both copies look again at once: nothing is published twice.
    await Promise.all([h.app.scheduler.runNow(), other.app.scheduler.runNow()]);
    const history = await h.app.inject({
      method: "GET",
      url: "/api/prod/pages/programado/revisions",
      headers: auth(),
    });
    const actions = json<{ Items: Array<{ action: string; scheduled?: boolean }> }>(history).Items;
    expect(actions.filter((a) => a.action === "publish")).toHaveLength(1);
    expect(actions.find((a) => a.action === "publish")?.scheduled).toBe(true);
  });

  it("a cancelled schedule never runs", async () => {
    await saveDraft(article("cancelado", "no", "no"));
    await publish("cancelado", { at: new Date(Date.now() + 800).toISOString() });
    const cancel = await h.app.inject({
      method: "DELETE",
      url: "/api/prod/pages/cancelado/schedule",
      headers: auth(),
    });
    expect(json<DraftAnswer>(cancel).Status.schedules).toEqual([]);
    await new Promise((r) => setTimeout(r, 1200));
    await h.app.scheduler.runNow();
    expect(await publicPage("cancelado")).toBeUndefined();
  });

  it("preview links: made for a draft, resolved only while valid, revocable", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages/cancelado/preview",
      headers: auth(),
      payload: {},
    });
    expect(res.statusCode).toBe(201);
    const { urls, expiresAt } = json<{ urls: { es: string; en: string }; expiresAt: string }>(res);
    expect(urls.es).toMatch(/\/article\/cancelado\?preview=[\w-]{20,}$/);
    expect(urls.en).toMatch(/\/en\/article\/cancelado\?preview=/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const { previewHash } = await import("../../app/server/site/preview.server.ts");
    const token = new URL(urls.es).searchParams.get("preview") ?? "";
    expect(await h.services.store.previewTarget(previewHash(token), new Date())).toMatchObject({
      name: "cancelado",
    });
    expect(
      await h.services.store.previewTarget(previewHash(token), new Date(Date.parse(expiresAt) + 1)),
    ).toBeUndefined();
    const revoked = await h.app.inject({
      method: "DELETE",
      url: "/api/prod/pages/cancelado/preview",
      headers: auth(),
    });
    expect(json(revoked)).toEqual({ revoked: 1 });
    expect(await h.services.store.previewTarget(previewHash(token), new Date())).toBeUndefined();
  });

  it("the legacy save still saves and publishes at once", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: auth(),
      payload: article("legado", "ya", "now"),
    });
    expect(res.statusCode).toBe(201);
    expect(texts(await publicPage("legado"), "en")?.join()).toContain("now");
  });

  it("refuses a value over its template's limit (400 with the field, its language and the limit), on both saves", async () => {
    const long = article("largo", "x".repeat(200));
    long.values[0] = { name: "Title", value: { text: "t".repeat(201) }, lang: "es" };
    const legacy = await h.app.inject({
      method: "POST",
      url: "/api/prod/pages",
      headers: auth(),
      payload: long,
    });
    for (const res of [await saveDraft(long), legacy]) {
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        code: "field_too_long",
        field: "Title",
        lang: "es",
        max: 200,
        length: 201,
      });
      expect(json<{ message: string }>(res).message).toContain("201");
    }
    expect(await publicPage("largo")).toBeUndefined();
    // At the limit it is stored; an author over 200 characters is refused as an attribute (no language).
    long.values[0] = { name: "Title", value: { text: "t".repeat(200) }, lang: "es" };
    expect((await saveDraft(long)).statusCode).toBe(201);
    const withAuthor = { ...long, Author: "a".repeat(201) };
    const res = await saveDraft(withAuthor, 1);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: "field_too_long", field: "Author", max: 200 });
    expect(json<object>(res)).not.toHaveProperty("lang");
    // A template without a form has no field limits here (only the API's body limits).
    const free = {
      Page: "libre",
      Template: "Ficha",
      values: [{ name: "Title", value: { text: "t".repeat(5000) } }],
    };
    expect((await saveDraft(free)).statusCode).toBe(201);
  });
});
