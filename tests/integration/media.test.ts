import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart } from "../support/multipart.ts";
import { adapters } from "../support/adapters.ts";
import { EDITOR, json, startApi, type Harness } from "../support/api-harness.ts";

/*
 * The media library (issue 15, item 5) through the API on both databases: one stored copy per content,
 * responsive variants made with sharp, alt texts per language, the pages using a file, and deleting only
 * what no page uses.
 */

interface Uploaded {
  name: string;
  width?: number;
  height?: number;
  reused: boolean;
  variants: { name: string; width: number; height: number; format: string; size: number }[];
}
interface Media extends Uploaded {
  pages: number | null;
  usedBy: string[];
  usedByTitles: Record<string, { es: string; en: string }>;
  alt: Record<string, string>;
}

/** A real 1200 × 800 photo-like PNG (a gradient, so it compresses like a picture, not a flat square). */
async function picture(): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x ^ y) & 0xff) / 2;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe.each(adapters)("the media library on $name", (target) => {
  let h: Harness;
  let token: string;
  let png: Buffer;
  const auth = (t = token) => ({ authorization: `Bearer ${t}` });
  const upload = async (filename: string, bytes: Buffer) => {
    const { payload, type } = multipart(filename, bytes);
    return h.app.inject({
      method: "POST",
      url: "/api/prod/files",
      headers: { ...auth(), "content-type": type },
      payload,
    });
  };
  const library = async (query = "") =>
    json<{ Items: Media[] }>(
      await h.app.inject({ method: "GET", url: `/api/prod/media${query}`, headers: auth() }),
    ).Items;

  beforeAll(async () => {
    h = await startApi(target);
    token = await h.login();
    png = await picture();
  });
  afterAll(() => h?.close());

  it("stores an image once with WebP and AVIF copies in a few widths, each with its size", async () => {
    const res = await upload("Paisaje.png", png);
    expect(res.statusCode, res.body).toBe(201);
    const first = json<Uploaded>(res);
    expect(first).toMatchObject({ width: 1200, height: 800, reused: false });
    expect(first.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ["webp", 480, 320],
      ["avif", 480, 320],
      ["webp", 960, 640],
      ["avif", 960, 640],
      ["webp", 1200, 800],
      ["avif", 1200, 800],
    ]);
    for (const v of first.variants) {
      const got = await h.app.inject({ method: "GET", url: `/content/${v.name}` });
      expect(got.statusCode).toBe(200);
      expect(got.headers["content-type"]).toBe(`image/${v.format}`);
      expect(got.rawPayload.length).toBe(v.size);
      // Every copy is smaller than the original.
      expect(v.size).toBeLessThan(png.length);
    }
    // The same bytes again, under another name: the stored file, no second copy.
    const again = await upload("otra-copia.png", png);
    expect(again.statusCode).toBe(200);
    expect(json<Uploaded>(again)).toMatchObject({ name: first.name, reused: true });
    expect((await library()).filter((m) => m.name === first.name)).toHaveLength(1);
  });

  it("lists, searches and filters the library, keeps alt texts per language, and says where a file is used", async () => {
    const [item] = await library("?kind=image");
    expect(item?.name).toMatch(/^paisaje-[0-9a-f]{8}\.png$/);
    expect(await library("?kind=document")).toEqual([]);
    const patched = await h.app.inject({
      method: "PATCH",
      url: `/api/prod/media/${item!.name}`,
      headers: auth(),
      payload: { alt: { es: "Un degradado de colores", en: "A colour gradient" } },
    });
    expect(patched.statusCode).toBe(200);
    expect((await library("?q=degradado")).map((m) => m.alt)).toEqual([
      { es: "Un degradado de colores", en: "A colour gradient" },
    ]);
    expect(await library("?q=nada-parecido")).toEqual([]);
    const bad = await h.app.inject({ method: "GET", url: "/api/prod/media?kind=video", headers: auth() });
    expect(bad.statusCode).toBe(400);

    // Used by a draft: listed, and not deletable.
    const page = {
      Page: "con-imagen",
      Template: "Article",
      values: [
        { name: "Title", value: { text: "Con imagen" }, lang: "es" },
        { name: "SocialImage", value: { name: item!.name, path: `/content/${item!.name}` }, lang: "es" },
      ],
    };
    expect(
      (
        await h.app.inject({
          method: "PUT",
          url: "/api/prod/pages/con-imagen/draft",
          headers: auth(),
          payload: page,
        })
      ).statusCode,
    ).toBe(201);
    expect((await library("?kind=image"))[0]?.usedBy).toEqual(["con-imagen"]);
    // Named by its title in the editing area (its draft's), per language (the other's when one has none).
    expect((await library("?kind=image"))[0]?.usedByTitles).toEqual({
      "con-imagen": { es: "Con imagen", en: "Con imagen" },
    });
    const refused = await h.app.inject({
      method: "DELETE",
      url: `/api/prod/media/${item!.name}`,
      headers: auth(),
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: "in_use", usedBy: ["con-imagen"] });

    // An author may not delete files at all.
    await h.app.inject({
      method: "POST",
      url: "/api/users",
      headers: auth(),
      payload: { email: "autor@test.local", role: "author", password: "a long password" },
    });
    const author = await h.login({ email: "autor@test.local", password: "a long password" });
    const forbidden = await h.app.inject({
      method: "DELETE",
      url: `/api/prod/media/${item!.name}`,
      headers: auth(author),
    });
    expect(forbidden.statusCode).toBe(403);

    // Once no page names it, it goes, with its copies.
    page.values.pop();
    const saved = await h.app.inject({
      method: "PUT",
      url: "/api/prod/pages/con-imagen/draft",
      headers: { ...auth(), "if-match": '"r1"' },
      payload: page,
    });
    expect(saved.statusCode).toBe(200);
    const editor = await h.login(EDITOR);
    const gone = await h.app.inject({
      method: "DELETE",
      url: `/api/prod/media/${item!.name}`,
      headers: auth(editor),
    });
    expect(gone.statusCode).toBe(200);
    for (const name of [item!.name, ...item!.variants.map((v) => v.name)])
      expect((await h.app.inject({ method: "GET", url: `/content/${name}` })).statusCode, name).toBe(404);
    expect(await library()).toEqual([]);
    const missing = await h.app.inject({
      method: "DELETE",
      url: `/api/prod/media/${item!.name}`,
      headers: auth(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps a PDF's page count, and no pixel size or copies for it", async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 3; i++) doc.addPage([300, 400]).drawText(`Página ${i + 1}`, { x: 20, y: 360 });
    doc.setTitle(`Tres páginas ${Date.now()}`);
    const res = await upload("tres-paginas.pdf", Buffer.from(await doc.save()));
    expect(res.statusCode, res.body).toBe(201);
    const { name } = json<Uploaded>(res);
    const [item] = await library(`?q=${name.replace(/\.pdf$/, "")}`);
    expect(item).toMatchObject({ name, pages: 3, width: null, height: null, variants: [] });
    // An image has no page count.
    expect((await library("?kind=image")).every((m) => m.pages === null)).toBe(true);
  });
});

describe.each(adapters)("the demo's files in the library on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApi(target, { seed: true });
  });
  afterAll(() => h?.close());

  it("are listed, and a file a fixed screen links (the book's PDFs) counts as used and stays", async () => {
    const token = await h.login();
    const auth = { authorization: `Bearer ${token}` };
    const list = json<{ Items: Media[] }>(
      await h.app.inject({ method: "GET", url: "/api/prod/media?q=path-of-life-es", headers: auth }),
    ).Items;
    expect(list.map((m) => [m.name, m.usedBy])).toEqual([["path-of-life-es.pdf", ["/book"]]]);
    // Its page count, as another reader counts the served file's pages.
    const served = await h.app.inject({ method: "GET", url: "/content/path-of-life-es.pdf" });
    expect(list[0]?.pages).toBe((await PDFDocument.load(served.rawPayload)).getPageCount());
    const refused = await h.app.inject({
      method: "DELETE",
      url: "/api/prod/media/path-of-life-es.pdf",
      headers: auth,
    });
    expect(refused.statusCode).toBe(409);
    expect((await h.app.inject({ method: "GET", url: "/content/path-of-life-es.pdf" })).statusCode).toBe(200);
    // Logos used by the demo's products are listed with those pages.
    const logos = json<{ Items: Media[] }>(
      await h.app.inject({ method: "GET", url: "/api/prod/media?kind=image&q=logo-ethicsi", headers: auth }),
    ).Items;
    expect(logos[0]?.usedBy.length).toBeGreaterThan(0);
  });
});
