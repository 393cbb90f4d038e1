import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Entry } from "../../app/content/page-model.ts";
import { adapters } from "../support/adapters.ts";
import { json, startApi, type Harness } from "../support/api-harness.ts";

interface DraftBody {
  revision: number;
  values: Entry[];
  Status: { languages: Record<"es" | "en", { published: boolean; inDraft: boolean; changes: boolean }> };
}

/**
 * Restoring by language (issue 41): a revision saved before the English existed, restored for Spanish
 * only, leaves the English draft as it is; restored for both, empties it and the English state says so.
 */
describe.each(adapters)("restore by language on $name", (target) => {
  let h: Harness;
  let token: string;
  const name = "taller-restaurar";
  const call = async (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  const text = (body: DraftBody, lang: "es" | "en") =>
    body.values.find((e) => e.name === "Title" && e.lang === lang)?.value;
  const save = async (revision: number, values: Entry[]) => {
    const res = await call("PUT", `/api/prod/pages/${name}/draft`, {
      Page: name,
      Template: "Article",
      revision,
      values,
    });
    expect(res.statusCode).toBeLessThan(300);
    return json<DraftBody>(res);
  };

  beforeAll(async () => {
    h = await startApi(target);
    token = await h.login();
  });
  afterAll(async () => h.close());

  it("restores one language and keeps the other, or both and says which language was emptied", async () => {
    const esOnly: Entry[] = [
      { name: "Title", lang: "es", value: { text: "Taller antiguo" } },
      { name: "Image", value: { name: "vieja.jpg" } },
    ];
    const first = await save(0, esOnly);
    const both = await save(first.revision, [
      { name: "Title", lang: "es", value: { text: "Taller nuevo" } },
      { name: "Title", lang: "en", value: { text: "New workshop" } },
      { name: "Image", value: { name: "nueva.jpg" } },
    ]);
    const published = await call("POST", `/api/prod/pages/${name}/publish`, { revision: both.revision });
    expect(published.statusCode).toBe(200);
    const current = json<DraftBody>(published);

    const onlyEs = await call("POST", `/api/prod/pages/${name}/restore`, {
      revision: first.revision,
      currentRevision: current.revision,
      languages: ["es"],
    });
    expect(onlyEs.statusCode).toBe(200);
    const es = json<DraftBody>(onlyEs);
    expect(text(es, "es")).toEqual({ text: "Taller antiguo" });
    expect(text(es, "en")).toEqual({ text: "New workshop" });
    // The shared values are not the restored language's: they stay.
    expect(es.values.find((e) => e.name === "Image")?.value).toEqual({ name: "nueva.jpg" });
    expect(es.Status.languages.es).toMatchObject({ published: true, changes: true });
    expect(es.Status.languages.en).toMatchObject({ published: true, inDraft: true, changes: false });

    const all = await call("POST", `/api/prod/pages/${name}/restore`, {
      revision: first.revision,
      currentRevision: es.revision,
    });
    expect(all.statusCode).toBe(200);
    const whole = json<DraftBody>(all);
    expect(text(whole, "en")).toBeUndefined();
    // English is still public, the draft has none of it: the state says the draft differs.
    expect(whole.Status.languages.en).toMatchObject({ published: true, inDraft: false, changes: true });

    const history = json<{ Items: Array<{ action: string; languages?: string[]; from?: number }> }>(
      await call("GET", `/api/prod/pages/${name}/revisions`),
    );
    expect(history.Items.slice(0, 2)).toMatchObject([
      { action: "restore", from: first.revision, languages: ["es", "en"] },
      { action: "restore", from: first.revision, languages: ["es"] },
    ]);
  });

  it("refuses a language that is not the site's (400)", async () => {
    const res = await call("POST", `/api/prod/pages/${name}/restore`, { revision: 1, languages: ["fr"] });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: "invalid_request" });
  });
});
