import { describe, expect, it } from "vitest";
import { changedLangs, changedViews } from "./lang-view.ts";
import type { Entry, PageDoc } from "./page-model.ts";
import type { PageMeta } from "./publishing.ts";

const page = (values: Entry[], extra: Partial<PageDoc> = {}): PageDoc => ({
  Page: "p",
  Template: "Article",
  Created: "2026-01-01T00:00:00.000Z",
  values,
  ...extra,
});
const es = (name: string, text: string): Entry => ({ name, lang: "es", value: { text } });
const en = (name: string, text: string): Entry => ({ name, lang: "en", value: { text } });
const changed = (a: PageDoc, b: PageDoc, metas: [PageMeta?, PageMeta?] = []) =>
  changedLangs({ doc: a, meta: metas[0] }, { doc: b, meta: metas[1] });

describe("the languages a write changed", () => {
  const both = page([
    es("Title", "Hola"),
    en("Title", "Hello"),
    es("Content", "Texto"),
    en("Content", "Text"),
  ]);

  it("is the language whose text changed, when the other has its own text for that field", () => {
    expect(changed(both, page([es("Title", "Hola!"), ...both.values!.slice(1)]))).toEqual(["es"]);
    expect(changed(both, page([...both.values!.slice(0, 3), en("Content", "Text!")]))).toEqual(["en"]);
  });

  it("is every language when a shared value, an attribute or the page's languages change", () => {
    const shared: Entry = { name: "Image", value: { name: "a.png" } };
    expect(changed(both, page([...both.values!, shared]))).toEqual(["es", "en"]);
    expect(changed(both, { ...both, Created: "2026-02-01T00:00:00.000Z" })).toEqual(["es", "en"]);
    const spanishOnly = page([es("Title", "Hola")]);
    expect(changed(spanishOnly, page([es("Title", "Hola"), en("Title", "Hello")]))).toEqual(["es", "en"]);
  });

  it("counts a field the other language falls back to, and a page shown untranslated", () => {
    // English has no Excerpt: its screens show the Spanish one.
    const before = page([...both.values!, es("Excerpt", "Resumen")]);
    expect(changed(before, page([...both.values!, es("Excerpt", "Resumen nuevo")]))).toEqual(["es", "en"]);
    // A blank English value stands in for nothing.
    const blank = page([...both.values!, es("Excerpt", "Resumen"), en("Excerpt", "")]);
    expect(changed(blank, page([...both.values!, es("Excerpt", "Otro"), en("Excerpt", "")]))).toEqual([
      "es",
      "en",
    ]);
    // Written in Spanish only: the English address shows the Spanish text.
    expect(changed(page([es("Title", "Hola")]), page([es("Title", "Adiós")]))).toEqual(["es", "en"]);
  });

  it("is none when only the revision or the time of the save changed", () => {
    const saved = { ...both, revision: 3, Updated: "2026-01-02T00:00:00.000Z" };
    expect(changed(saved, { ...saved, revision: 4, Updated: "2026-01-03T00:00:00.000Z" })).toEqual([]);
    // Without Created, the time of the save is the date screens show.
    const { Created: _created, ...undated } = saved;
    expect(changed(undated, { ...undated, Updated: "2026-01-03T00:00:00.000Z" })).toEqual(["es", "en"]);
  });

  it("counts a translation's notice: out of date once the other language changed, and its change note", () => {
    const fresh: PageMeta = { langs: { es: { changed: 1, basis: 0 }, en: { changed: 1, basis: 1 } } };
    const outOfDate: PageMeta = { langs: { es: { changed: 2, basis: 1 }, en: { changed: 1, basis: 1 } } };
    const stillOutOfDate: PageMeta = {
      langs: { es: { changed: 3, basis: 1 }, en: { changed: 1, basis: 1 } },
    };
    const edited = page([es("Title", "Hola!"), ...both.values!.slice(1)]);
    expect(changed(both, edited, [fresh, outOfDate])).toEqual(["es", "en"]);
    expect(
      changed(edited, { ...edited, values: [es("Title", "Hola!!"), ...both.values!.slice(1)] }, [
        outOfDate,
        stillOutOfDate,
      ]),
    ).toEqual(["es"]);
    const noted: PageMeta = { ...fresh, notes: { en: { text: "Fixed a typo", at: "2026-01-02" } } };
    expect(changed(both, both, [fresh, noted])).toEqual(["en"]);
  });

  it("tells apart the languages whose page itself changed from those whose notices alone did", () => {
    const fresh: PageMeta = { langs: { es: { changed: 1, basis: 0 }, en: { changed: 1, basis: 1 } } };
    const outOfDate: PageMeta = { langs: { es: { changed: 2, basis: 1 }, en: { changed: 1, basis: 1 } } };
    const edited = page([es("Title", "Hola!"), ...both.values!.slice(1)]);
    // The Spanish title: English screens now say the translation is out of date, its page is the same.
    expect(changedViews({ doc: both, meta: fresh }, { doc: edited, meta: outOfDate })).toEqual({
      langs: ["es", "en"],
      pageLangs: ["es"],
    });
    const shared: Entry = { name: "Image", value: { name: "a.png" } };
    expect(changedViews({ doc: both }, { doc: page([...both.values!, shared]) })).toEqual({
      langs: ["es", "en"],
      pageLangs: ["es", "en"],
    });
    expect(changedViews({ doc: both, meta: fresh }, { doc: both, meta: fresh })).toEqual({
      langs: [],
      pageLangs: [],
    });
  });
});
