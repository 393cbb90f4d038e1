import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicAddresses } from "../../app/content/content-model.ts";
import { loader as articleLoader } from "../../app/routes/site/article.server.ts";
import { loader as productLoader } from "../../app/routes/site/product.server.ts";
import { storeMedia } from "../../app/server/files/media.server.ts";
import type { Services } from "../../app/server/services.server.ts";
import type { ContentChange } from "../../app/server/store/store.server.ts";
import { hashPassword } from "../../app/server/auth/passwords.server.ts";
import { adapters } from "../support/adapters.ts";
import { EDITOR, json, startApi, type Harness } from "../support/api-harness.ts";
import { freshServices, loaderArgs, plainPng } from "../support/services.ts";

/*
 * One image for both languages (issue 41, item 3), on both databases: the public pages describe a library
 * image with the library's alt text and caption in the page's language (what the HTML says is the
 * fallback), hostile texts stay text, and changing a file's texts is a change of every page showing it.
 */

describe.each(adapters)("media shared by languages on $name", (target) => {
  let services: Services;
  let cleanup: () => Promise<void>;
  let photo: string;

  beforeAll(async () => {
    ({ services, close: cleanup } = await freshServices(target));
    const bytes = await plainPng(800, 400, "#38a");
    const { item } = await storeMedia(services, { name: "huerto-9f8e.png", ext: "png", bytes, user: null });
    photo = item.name;
    await services.store.savePage({
      Page: "huerto",
      Template: "Article",
      values: [
        { name: "Title", lang: "es", value: { text: "El huerto" } },
        { name: "Title", lang: "en", value: { text: "The garden" } },
        {
          name: "Content",
          lang: "es",
          value: {
            html: `<p>Arriba</p><img src="/content/${photo}" alt="Lo que escribió el editor"><p>Fin</p>`,
          },
        },
        { name: "Content", lang: "en", value: { html: `<p>Top</p><img src="/content/${photo}"><p>End</p>` } },
      ],
    });
    await services.store.savePage({
      Page: "semillas",
      Template: "Products",
      values: [
        { name: "productname", lang: "es", value: { text: "Semillas" } },
        { name: "logo", value: { name: photo } },
      ],
    });
    await services.store.savePage({
      Page: "sin-foto",
      Template: "Article",
      values: [{ name: "Title", lang: "es", value: { text: "Sin foto" } }],
    });
  });
  afterAll(() => cleanup?.());

  const args = <P>(path: string, params: P) => loaderArgs(services, path, params);
  /** A page's loader at its public address in a language (an English address has its own slug). */
  const at = async (name: string, lang: "es" | "en") => {
    const page = await services.store.getPage(name);
    const address = (page && publicAddresses(page)?.[lang]) ?? "";
    return { address, id: address.split("/").pop() ?? "" };
  };
  const body = async (lang: "es" | "en") => {
    const { address, id } = await at("huerto", lang);
    return (await articleLoader(args(address, { id }))).view.bodyHtml ?? "";
  };
  const altIn = (html: string) => /<img [^>]*alt="([^"]*)"/.exec(html)?.[1];

  it("shows what the text says until the library describes the image", async () => {
    expect(altIn(await body("es"))).toBe("Lo que escribió el editor");
    expect(altIn(await body("en"))).toBeUndefined();
  });

  it("describes the image in each page's language from the library, with its caption", async () => {
    await services.store.updateMedia(photo, {
      alt: { es: "Tomateras en flor", en: "Tomato plants in bloom" },
      caption: { en: "The garden in May" },
    });
    const es = await body("es");
    const en = await body("en");
    expect(altIn(es)).toBe("Tomateras en flor");
    expect(altIn(en)).toBe("Tomato plants in bloom");
    expect(en).toMatch(
      /<figure class="rich-figure"><picture>.*<\/picture><figcaption>The garden in May<\/figcaption><\/figure>/,
    );
    expect(es).not.toContain("<figure");
    // An image field of another template takes the same texts.
    const product = await at("semillas", "en");
    const en2 = await productLoader(args(product.address, { name: product.id }));
    expect(en2.view.logo?.alt).toBe("Tomato plants in bloom");
  });

  it("keeps hostile texts as text", async () => {
    await services.store.updateMedia(photo, {
      alt: { es: '"><script>alert(1)</script>' },
      caption: { es: "<img src=x onerror=alert(1)>" },
    });
    const es = await body("es");
    expect(es).not.toContain("<script");
    expect(es).not.toContain("<img src=x");
    expect(altIn(es)).toBe("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(es).toContain("<figcaption>&lt;img src=x onerror=alert(1)&gt;</figcaption>");
  });

  it("records a change of each page showing the file, in the languages whose texts changed", async () => {
    const seen: ContentChange[] = [];
    const stop = services.store.onChange((c) => seen.push(c));
    const before = await services.store.contentVersion();
    await services.store.updateMedia(photo, { alt: { en: "Tomatoes" } });
    stop();
    const recorded = (await services.store.changesSince(before)) ?? [];
    expect(recorded.map((c) => [c.page, c.langs]).sort()).toEqual([
      ["huerto", ["en"]],
      ["semillas", ["en"]],
    ]);
    expect(seen.map((c) => c.page).sort()).toEqual(["huerto", "semillas"]);
    // The same texts again change nothing.
    const now = await services.store.contentVersion();
    await services.store.updateMedia(photo, { alt: { en: "Tomatoes" } });
    expect(await services.store.contentVersion()).toBe(now);
  });

  it("reads the texts of many files in one call, leaving out what is not in the library", async () => {
    const texts = await services.store.mediaTexts([photo, "nada.png"]);
    expect(texts).toEqual([
      { name: photo, alt: expect.objectContaining({ en: "Tomatoes" }), caption: expect.any(Object) },
    ]);
  });
});

describe.each(adapters)("the alt text of a shared image as a publish check on $name", (target) => {
  let h: Harness;
  let token: string;
  let photo: string;
  const auth = () => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    h = await startApi(target);
    token = await h.login(EDITOR);
    const bytes = await plainPng(300, 200, "#a53");
    photo = (await storeMedia(h.services, { name: "taller-1c2d.png", ext: "png", bytes, user: null })).item
      .name;
  });
  afterAll(() => h?.close());

  const problemsOf = (res: { body: string }) =>
    json<{ problems: Array<{ code: string; lang: string; detail?: string }> }>(res as never).problems.map(
      (p) => `${p.lang}:${p.code}:${p.detail ?? ""}`,
    );
  const publish = (name: string, languages: string[]) =>
    h.app.inject({
      method: "POST",
      url: `/api/prod/pages/${name}/publish`,
      headers: auth(),
      payload: { languages },
    });

  it("blocks publishing a language whose library text and page text both lack the image's alt, naming the file", async () => {
    const saved = await h.app.inject({
      method: "PUT",
      url: "/api/prod/pages/taller/draft",
      headers: auth(),
      payload: {
        Page: "taller",
        Template: "Article",
        values: [
          { name: "Title", lang: "es", value: { text: "Taller" } },
          { name: "Title", lang: "en", value: { text: "Workshop" } },
          {
            name: "Content",
            lang: "es",
            value: { html: `<img src="/content/${photo}" alt="Gente en el taller">` },
          },
          { name: "Content", lang: "en", value: { html: `<p>Hi</p><img src="/content/${photo}">` } },
          { name: "image", value: { name: photo } },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    // Spanish: the body's own alt text answers for the body; the image field has none anywhere.
    const first = await publish("taller", ["es", "en"]);
    expect(first.statusCode).toBe(422);
    expect(
      problemsOf(first)
        .filter((p) => p.includes("image_alt_missing"))
        .sort(),
    ).toEqual([
      `en:image_alt_missing:${photo}`,
      `en:image_alt_missing:${photo}`,
      `es:image_alt_missing:${photo}`,
    ]);
    // Described in the library in both languages: every use of it is described, and it publishes.
    const patched = await h.app.inject({
      method: "PATCH",
      url: `/api/prod/media/${photo}`,
      headers: auth(),
      payload: { alt: { es: "Gente en el taller", en: "People at the workshop" } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const second = await publish("taller", ["es", "en"]);
    expect(second.statusCode, second.body).toBe(200);
  });

  it("lets an author fill a file's missing texts but not change written ones (visitors read them)", async () => {
    const author = { email: "autora@test.local", password: "una frase de paso larga" };
    await h.services.store.createUser(author.email, await hashPassword(author.password), "author");
    const authorToken = await h.login(author);
    const patch = (payload: object) =>
      h.app.inject({
        method: "PATCH",
        url: `/api/prod/media/${photo}`,
        headers: { authorization: `Bearer ${authorToken}` },
        payload,
      });
    const refused = await patch({ alt: { en: "Something else" } });
    expect(refused.statusCode).toBe(403);
    expect(json<{ code: string; message: string }>(refused)).toMatchObject({ code: "forbidden_texts" });
    // The same text again, and a caption nobody wrote, are fine.
    const filled = await patch({ alt: { en: "People at the workshop" }, caption: { es: "Taller de mayo" } });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(json<{ caption: Record<string, string> }>(filled).caption.es).toBe("Taller de mayo");
  });
});
