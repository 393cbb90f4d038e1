import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PageDoc } from "../../content/page-model.ts";
import { openStore } from "../store/open-store.server.ts";
import type { ListOptions, ListResult, Store } from "../store/store.server.ts";
import { TAGS_PAGE, tagLabel } from "../../content/tags.ts";
import { LISTING_CAP, listAll, listKind, pageAtAddress, readTagVocabulary } from "./pages.server.ts";

/** The real SQLite store on a temporary folder, recording how the screens ask it for lists. */
async function realStore(pages: PageDoc[]): Promise<Store & { calls: ListOptions[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-pages-"));
  const store = await openStore({ dataDir: dir });
  cleanups.push(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  for (const p of pages) await store.savePage(p);
  const calls: ListOptions[] = [];
  const listPages = store.listPages.bind(store);
  return Object.assign(store, {
    calls,
    listPages: (options: ListOptions = {}): Promise<ListResult> => {
      calls.push(options);
      return listPages(options);
    },
  });
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

const page = (Page: string, Template: string): PageDoc => ({ Page, Template, values: [] });

describe("reading pages for the screens", () => {
  it("lists one kind, asking the store by template and keeping only that kind", async () => {
    const store = await realStore([
      page("a", "Article"),
      page("b", "Poster"),
      page("c", "Blog"),
      page("d", "Guide"),
    ]);
    expect((await listKind(store, "article")).map((p) => p.Page)).toEqual(["a", "c"]);
    expect(store.calls[0]?.templateContains).toContain("post");
  });
  it("walks every batch of a large store", async () => {
    const many = Array.from({ length: 23 }, (_, i) => page(`p${String(i).padStart(5, "0")}`, "Article"));
    const store = await realStore(many);
    expect(await listKind(store, "article", { batch: 10, cap: 1000 })).toHaveLength(23);
    expect(store.calls.length).toBe(3);
  });
  it("stops at the listing cap", async () => {
    const many = Array.from({ length: 30 }, (_, i) => page(`p${String(i).padStart(5, "0")}`, "Page"));
    expect(await listAll(await realStore(many), { batch: 10, cap: 25 })).toHaveLength(25);
    expect(LISTING_CAP).toBeGreaterThanOrEqual(1000);
  });
  it("finds a page by its slug in the address's language, only when it is of the wanted kind", async () => {
    const titled = (Page: string, es: string, en: string): PageDoc => ({
      Page,
      Template: "Article",
      values: [
        { name: "Title", lang: "es", value: { text: es } },
        { name: "Title", lang: "en", value: { text: en } },
      ],
    });
    const store = await realStore([
      page("Diseño ético", "Article"),
      page("bio", "Bios"),
      titled("Ética 1", "Ética", "Ethics"),
      titled("x-1", "Equis", "Ex"),
    ]);
    const at = (
      param: string,
      lang: "es" | "en",
      kinds: Parameters<typeof pageAtAddress>[2] = ["article", "doc"],
    ) => pageAtAddress(store, { param, lang, base: "/article/", search: "?q=1" }, kinds);
    const redirectOf = async (call: Promise<unknown>) => {
      const thrown: unknown = await call.then(
        () => undefined,
        (e: unknown) => e,
      );
      return thrown instanceof Response ? [thrown.status, thrown.headers.get("location")] : thrown;
    };
    // Made from the title in each language when first published (from the page name when it has no title).
    expect((await at("diseno-etico", "es"))?.Page).toBe("Diseño ético");
    expect((await at("etica", "es"))?.Page).toBe("Ética 1");
    expect((await at("ethics", "en"))?.Page).toBe("Ética 1");
    // In Spanish a name that is already a clean slug stays the address; English has its title's.
    expect((await at("x-1", "es"))?.Page).toBe("x-1");
    expect((await at("ex", "en"))?.Page).toBe("x-1");
    // The other language's slug, the page name: a 301 to the address now, the query kept.
    expect(await redirectOf(at("etica", "en"))).toEqual([301, "/en/article/ethics?q=1"]);
    expect(await redirectOf(at("ethics", "es"))).toEqual([301, "/article/etica?q=1"]);
    expect(await redirectOf(at("Diseño ético", "es"))).toEqual([301, "/article/diseno-etico?q=1"]);
    expect(await redirectOf(at("x-1", "en"))).toEqual([301, "/en/article/ex?q=1"]);
    expect(await redirectOf(at("Ética 1", "en"))).toEqual([301, "/en/article/ethics?q=1"]);
    expect(await at("bio", "es")).toBeUndefined();
    expect(await at("nope", "es")).toBeUndefined();
    expect((await at("bio", "es", "any"))?.Page).toBe("bio");
  });
});

describe("the tag vocabulary", () => {
  const tagsPage = (label: string): PageDoc => ({
    Page: TAGS_PAGE,
    Template: "Etiquetas",
    values: [{ name: "sesgo", lang: "en", value: { text: label } }],
  });

  it("is made again when its page changes, and read from the store every time", async () => {
    const store = await realStore([tagsPage("bias")]);
    const asked: string[] = [];
    const getPage = store.getPage.bind(store);
    const reading = Object.assign(store, {
      getPage: (name: string) => {
        asked.push(name);
        return getPage(name);
      },
    });
    const first = await readTagVocabulary(reading);
    expect(tagLabel(first, "sesgo", "en")).toBe("bias");
    // The same page: the same vocabulary, not made again; the page is still read (the response
    // cache learns from that read which answers show the vocabulary).
    expect(await readTagVocabulary(reading)).toBe(first);
    expect(asked).toEqual([TAGS_PAGE, TAGS_PAGE]);
    await store.savePage(tagsPage("algorithmic bias"));
    const second = await readTagVocabulary(reading);
    expect(second).not.toBe(first);
    expect(tagLabel(second, "sesgo", "en")).toBe("algorithmic bias");
    await store.deletePage(TAGS_PAGE);
    expect(tagLabel(await readTagVocabulary(reading), "sesgo", "en")).toBe("sesgo");
  });
});
