import { describe, expect, it } from "vitest";
import type { PageDoc } from "../../content/page-model.ts";
import type { ListOptions, ListResult } from "../store/store.ts";
import { LISTING_CAP, getPageOfKind, listAll, listKind, type ContentStore } from "./pages.server.ts";

/** A store over an array, paging like the real one (name order, exclusive startKey). */
function memoryStore(pages: PageDoc[]): ContentStore & { calls: ListOptions[] } {
  const sorted = [...pages].sort((a, b) => (a.Page < b.Page ? -1 : 1));
  const calls: ListOptions[] = [];
  return {
    calls,
    async listPages(options: ListOptions = {}): Promise<ListResult> {
      calls.push(options);
      let items = sorted.filter((p) => options.startKey === undefined || p.Page > options.startKey);
      if (options.templateContains?.length) {
        items = items.filter((p) =>
          options.templateContains!.some((t) => p.Template.toLowerCase().includes(t)),
        );
      }
      const limit = options.limit ?? items.length;
      const page = items.slice(0, limit);
      return { items: page, lastKey: items.length > limit ? page[page.length - 1]?.Page : undefined };
    },
    async getPage(name: string) {
      return sorted.find((p) => p.Page === name);
    },
    async countPages() {
      return sorted.length;
    },
  };
}

const page = (Page: string, Template: string): PageDoc => ({ Page, Template, values: [] });

describe("reading pages for the screens", () => {
  it("lists one kind, asking the store by template and keeping only that kind", async () => {
    const store = memoryStore([
      page("a", "Article"),
      page("b", "Poster"),
      page("c", "Blog"),
      page("d", "Guide"),
    ]);
    expect((await listKind(store, "article")).map((p) => p.Page)).toEqual(["a", "c"]);
    expect(store.calls[0]?.templateContains).toContain("post");
  });
  it("walks every batch of a large store", async () => {
    const many = Array.from({ length: 1203 }, (_, i) => page(`p${String(i).padStart(5, "0")}`, "Article"));
    const store = memoryStore(many);
    expect(await listKind(store, "article")).toHaveLength(1203);
    expect(store.calls.length).toBe(3);
  });
  it("stops at the listing cap", async () => {
    const many = Array.from({ length: LISTING_CAP + 10 }, (_, i) =>
      page(`p${String(i).padStart(5, "0")}`, "Page"),
    );
    expect(await listAll(memoryStore(many))).toHaveLength(LISTING_CAP);
  });
  it("gets a page only when it is of the wanted kind", async () => {
    const store = memoryStore([page("Diseño ético", "Article"), page("bio", "Bios")]);
    expect((await getPageOfKind(store, "Diseño ético", ["article", "doc"]))?.Page).toBe("Diseño ético");
    expect(await getPageOfKind(store, "bio", ["article"])).toBeUndefined();
    expect(await getPageOfKind(store, "nope", ["article"])).toBeUndefined();
  });
});
