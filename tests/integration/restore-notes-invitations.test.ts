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

  it("keeps each language's change note in its language; one `note` serves every language published", async () => {
    const draft = json<DraftBody>(await call("GET", `/api/prod/pages/${name}/draft`));
    await save(draft.revision, [
      { name: "Title", lang: "es", value: { text: "Taller con nota" } },
      { name: "Title", lang: "en", value: { text: "Workshop with a note" } },
    ]);
    const both = await call("POST", `/api/prod/pages/${name}/publish`, {
      notes: { es: "Cambiada la fecha", en: "Date changed" },
    });
    expect(both.statusCode).toBe(200);
    const meta = await h.services.store.publishedMeta(name);
    expect(meta?.notes?.es?.text).toBe("Cambiada la fecha");
    expect(meta?.notes?.en?.text).toBe("Date changed");
    // Publishing Spanish alone with a Spanish note leaves the English note as English visitors know it.
    expect(
      (await call("POST", `/api/prod/pages/${name}/publish`, { languages: ["es"], notes: { es: "Otra" } }))
        .statusCode,
    ).toBe(200);
    const after = await h.services.store.publishedMeta(name);
    expect(after?.notes?.es?.text).toBe("Otra");
    expect(after?.notes?.en?.text).toBe("Date changed");
    const bad = await call("POST", `/api/prod/pages/${name}/publish`, { notes: { fr: "Non" } });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a language that is not the site's (400)", async () => {
    const res = await call("POST", `/api/prod/pages/${name}/restore`, { revision: 1, languages: ["fr"] });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: "invalid_request" });
  });
});

/** Without SMTP_URL mail is written to files: an invitation says so and hands its link to the admin. */
describe.each(adapters)("an invitation without SMTP on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApi(target);
  });
  afterAll(async () => h.close());

  it("answers mailSent: false with the invitation's link, which works", async () => {
    const admin = { authorization: `Bearer ${await h.login()}` };
    const res = await h.app.inject({
      method: "POST",
      url: "/api/users",
      headers: admin,
      payload: { email: "sin-correo@example.org", role: "author", lang: "es" },
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ invited: boolean; mailSent: boolean; invitationUrl?: string }>(res);
    expect(body).toMatchObject({ invited: true, mailSent: false });
    const token = /\/admin\?reset=(\S+)$/.exec(body.invitationUrl ?? "")?.[1] ?? "";
    const chosen = await h.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token, password: "a chosen passphrase" },
    });
    expect(chosen.statusCode).toBe(200);
    await h.login({ email: "sin-correo@example.org", password: "a chosen passphrase" });
    // A user added with a password is no invitation: nothing to pass on.
    const direct = await h.app.inject({
      method: "POST",
      url: "/api/users",
      headers: admin,
      payload: { email: "con-clave@example.org", role: "author", password: "a first passphrase" },
    });
    expect(json(direct)).toMatchObject({ invited: false, mailSent: false });
    expect(json(direct)).not.toHaveProperty("invitationUrl");
  });
});
