import { describe, expect, it } from "vitest";
import { OBJECT_URL_RELEASE_MS, contentHref, fileHref } from "./links.ts";

describe("links to content", () => {
  it("encodes names with spaces, accents and ñ as one segment, and back", () => {
    const href = contentHref("article", "Diseño ético");
    expect(href).toBe("/article/Dise%C3%B1o%20%C3%A9tico");
    expect(decodeURIComponent(href!.split("/").pop()!)).toBe("Diseño ético");
    expect(contentHref("doc", "Guía rápida de la API")).toBe(
      "/document/Gu%C3%ADa%20r%C3%A1pida%20de%20la%20API",
    );
  });
  it("keeps reserved characters inside the segment", () => {
    expect(contentHref("product", "A/B ?#%")).toBe("/product/A%2FB%20%3F%23%25");
  });
  it("has a screen per kind that has one", () => {
    expect(contentHref("project", "p")).toBe("/project/p");
    expect(contentHref("bio", "b")).toBe("/bio/b");
    expect(contentHref("chapter", "c")).toBe("/chapter/c");
    expect(contentHref("other", "x")).toBeUndefined();
  });
  it("serves files from /content/", () => {
    expect(fileHref("guía 1.pdf")).toBe("/content/gu%C3%ADa%201.pdf");
    expect(OBJECT_URL_RELEASE_MS).toBe(60_000);
  });
});
