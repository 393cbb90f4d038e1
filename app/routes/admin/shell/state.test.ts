import { describe, expect, it } from "vitest";
import type { PageDoc } from "../../../content/page-model.ts";
import { EMPTY_PAGE, NO_ERROR, adminReducer, initialState, isDirty, stableJson, summarize } from "./state.ts";

const article: PageDoc = {
  Page: "hola",
  Template: "Article",
  revision: 2,
  Updated: "2025-01-02T10:00:00.000Z",
  values: [
    { name: "Title", lang: "es", value: { text: "Hola" } },
    { name: "Title", lang: "en", value: { text: "Hello" } },
    { name: "Content", value: { html: "<p>x</p>" } },
  ],
};

describe("the editing-area state (docs/product.md)", () => {
  it("starts with empty lists, an empty selection and the default Error", () => {
    expect(initialState).toMatchObject({ data: [], components: [], selectedPage: EMPTY_PAGE });
    expect(initialState.Error).toEqual({ status: false, titulo: "No error", description: "No error" });
    expect(EMPTY_PAGE).toEqual({ values: [], Page: "", Template: "" });
  });

  it("a list row reads Template, else CType, else 'Unknown'", () => {
    const rows = [
      { Page: "a", CType: "Bios", values: [] } as unknown as PageDoc,
      { Page: "b", values: [] } as unknown as PageDoc,
    ].map((p) => summarize(p));
    expect(rows.map((p) => [p.Page, p.Template])).toEqual([
      ["a", "Bios"],
      ["b", "Unknown"],
    ]);
  });

  it("summarises a page with its titles in both languages and its public address", () => {
    expect(summarize(article)).toEqual({
      Page: "hola",
      Template: "Article",
      Updated: "2025-01-02T10:00:00.000Z",
      title: { es: "Hola", en: "Hello" },
      publicAddresses: { es: "/article/hola", en: "/en/article/hola" },
      published: true,
    });
  });

  it("selecting sets the selected page, appends its values to data and mirrors its components", () => {
    const withComponents = { ...article, components: [{ name: "Bot/Name", value: { text: "Simbi" } }] };
    const once = adminReducer(initialState, { type: "pageSelected", page: withComponents });
    const twice = adminReducer(once, { type: "pageSelected", page: article });
    expect(once.selectedPage).toBe(withComponents);
    expect(once.components).toEqual(withComponents.components);
    expect(twice.data).toHaveLength(6);
    expect(twice.components).toEqual([]);
    expect(isDirty(twice)).toBe(false);
  });

  it("an edit makes the selection dirty; undoing it makes it clean again", () => {
    const s = adminReducer(initialState, { type: "pageSelected", page: article });
    const edited = adminReducer(s, {
      type: "entryChanged",
      list: "values",
      index: 1,
      entry: { name: "Title", lang: "en", value: { text: "Hi" } },
    });
    expect(isDirty(edited)).toBe(true);
    expect(edited.selectedPage.values[1]?.value).toEqual({ text: "Hi" });
    const undone = adminReducer(edited, {
      type: "entryChanged",
      list: "values",
      index: 1,
      entry: { name: "Title", lang: "en", value: { text: "Hello" } },
    });
    expect(isDirty(undone)).toBe(false);
  });

  it("saving replaces the selected page with the returned body", () => {
    let s = adminReducer(initialState, { type: "pageSelected", page: article });
    s = adminReducer(s, { type: "fieldChanged", field: "Category", value: "ethics" });
    const sent = s.selectedPage;
    const answer = { ...sent, revision: 3, Updated: "2025-02-01T00:00:00.000Z" };
    const saved = adminReducer(s, { type: "pageSaved", page: answer, sent });
    expect(saved.selectedPage).toBe(answer);
    expect(isDirty(saved)).toBe(false);
    expect(saved.savedPage?.Updated).toBe("2025-02-01T00:00:00.000Z");
  });

  it("keeps what was typed while a save was on its way, on top of the new revision", () => {
    let s = adminReducer(initialState, { type: "pageSelected", page: article });
    s = adminReducer(s, { type: "fieldChanged", field: "Author", value: "Ana" });
    const sent = s.selectedPage;
    s = adminReducer(s, { type: "fieldChanged", field: "Author", value: "Ana María" });
    const saved = adminReducer(s, { type: "pageSaved", page: { ...sent, revision: 3 }, sent });
    expect(saved.selectedPage.Author).toBe("Ana María");
    expect(saved.selectedPage.revision).toBe(3);
    expect(isDirty(saved)).toBe(true);
  });

  it("deleting resets the selection to empty values, Page and Template", () => {
    const s = adminReducer(initialState, { type: "pageSelected", page: article });
    const deleted = adminReducer(s, { type: "pageDeleted", name: "hola" });
    expect(deleted.selectedPage).toEqual({ values: [], Page: "", Template: "" });
    expect(isDirty(deleted)).toBe(false);
  });

  it("editing a component changes the value of the component with that name", () => {
    const bot: PageDoc = {
      Page: "chatbot",
      Template: "Bot",
      values: [],
      components: [
        { name: "Name", component: "Bot/Name", value: { text: "Simbi" }, lang: "es" },
        { name: "Version", component: "Bot/Version", value: { text: "v1" } },
      ],
    };
    let s = adminReducer(initialState, { type: "pageSelected", page: bot });
    s = adminReducer(s, { type: "componentChanged", name: "Bot/Version", value: { text: "v2" } });
    expect(s.selectedPage.components?.[1]?.value).toEqual({ text: "v2" });
    expect(s.components[1]?.value).toEqual({ text: "v2" });
    // A name found only among the values edits the value.
    s = adminReducer(s, {
      type: "valueAdded",
      list: "values",
      name: "Content",
      kind: "rich",
      bilingual: false,
    });
    s = adminReducer(s, { type: "componentChanged", name: "Content", value: { html: "<p>y</p>" } });
    expect(s.selectedPage.values[0]?.value).toEqual({ html: "<p>y</p>" });
  });

  it("adds, reorders and removes values and language variants", () => {
    let s = adminReducer(initialState, { type: "pageSelected", page: article });
    s = adminReducer(s, { type: "groupMoved", list: "values", key: "|Content", delta: -1 });
    expect(s.selectedPage.values.map((e) => e.name)).toEqual(["Content", "Title", "Title"]);
    s = adminReducer(s, { type: "variantAdded", list: "values", key: "|Content", lang: "en" });
    expect(s.selectedPage.values.slice(0, 2)).toEqual([
      { name: "Content", value: { html: "<p>x</p>" }, lang: "es" },
      { name: "Content", value: { html: "" }, lang: "en" },
    ]);
    s = adminReducer(s, { type: "entryRemoved", list: "values", index: 1 });
    s = adminReducer(s, { type: "groupRemoved", list: "values", key: "|Title" });
    expect(s.selectedPage.values).toEqual([{ name: "Content", value: { html: "<p>x</p>" }, lang: "es" }]);
    s = adminReducer(s, {
      type: "valueAdded",
      list: "values",
      name: "Status",
      kind: "text",
      bilingual: true,
    });
    expect(s.selectedPage.values.slice(1)).toEqual([
      { name: "Status", value: { text: "" }, lang: "es" },
      { name: "Status", value: { text: "" }, lang: "en" },
    ]);
  });

  it("sets and removes top-level fields", () => {
    let s = adminReducer(initialState, { type: "pageSelected", page: article });
    s = adminReducer(s, { type: "fieldChanged", field: "Tags", value: ["a", "b"] });
    expect(s.selectedPage.Tags).toEqual(["a", "b"]);
    s = adminReducer(s, { type: "fieldChanged", field: "Tags", value: undefined });
    expect("Tags" in s.selectedPage).toBe(false);
  });

  it("opening a page selects it; a draft kept of the same page goes on top, and says so", () => {
    const plain = adminReducer(initialState, { type: "pageOpened", page: article, draft: null });
    expect(plain.openedPage).toBe(article);
    expect(plain.selectedPage).toBe(article);
    expect(plain.draftRecovered).toBe(false);
    expect(isDirty(plain)).toBe(false);

    const draft = { ...article, Author: "Ana" };
    const kept = adminReducer(initialState, { type: "pageOpened", page: article, draft });
    expect(kept.openedPage).toBe(article);
    expect(kept.savedPage).toBe(article);
    expect(kept.selectedPage).toBe(draft);
    expect(kept.draftRecovered).toBe(true);
    expect(isDirty(kept)).toBe(true);
  });

  it("the recovered draft's notice ends with a save, a discard (selecting again) or leaving", () => {
    const draft = { ...article, Author: "Ana" };
    const kept = adminReducer(initialState, { type: "pageOpened", page: article, draft });
    const saved = adminReducer(kept, { type: "pageSaved", page: { ...draft, revision: 3 }, sent: draft });
    expect(saved.draftRecovered).toBe(false);
    const discarded = adminReducer(kept, { type: "pageSelected", page: article });
    expect(discarded.draftRecovered).toBe(false);
    expect(isDirty(discarded)).toBe(false);
    const left = adminReducer(kept, { type: "selectionCleared" });
    expect(left).toMatchObject({ draftRecovered: false, openedPage: null, savedPage: null });
  });

  it("a restored draft is unsaved against the server's version", () => {
    let s = adminReducer(initialState, { type: "pageSelected", page: article });
    s = adminReducer(s, { type: "draftRestored", draft: { ...article, Author: "Ana" } });
    expect(isDirty(s)).toBe(true);
    expect(s.savedPage).toBe(article);
  });

  it("a failure sets Error; dismissing restores the default; an upload changes nothing", () => {
    const failed = adminReducer(initialState, {
      type: "errorRaised",
      titulo: "Something went wrong",
      description: "internal_error · HTTP 500",
    });
    expect(failed.Error).toEqual({
      status: true,
      titulo: "Something went wrong",
      description: "internal_error · HTTP 500",
    });
    expect(adminReducer(failed, { type: "errorCleared" }).Error).toEqual(NO_ERROR);
    expect(adminReducer(failed, { type: "imageUploaded" })).toBe(failed);
  });

  it("compares pages whatever the order of their keys", () => {
    expect(stableJson({ a: 1, b: { d: 2, c: 3 } })).toBe(stableJson({ b: { c: 3, d: 2 }, a: 1 }));
  });
});
