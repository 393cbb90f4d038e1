import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linkTarget, pageHrefsOf, pageLinks, withMovedLinks } from "./page-links.ts";

describe("linkTarget", () => {
  it("names the page of every screen that shows one by slug or name, with the address's language", () => {
    expect(linkTarget("/article/hola")).toEqual({ kind: "page", name: "hola", lang: "es" });
    expect(linkTarget("/en/document/Dise%C3%B1o%20%C3%A9tico?x=1#a")).toEqual({
      kind: "page",
      name: "Diseño ético",
      lang: "en",
    });
    expect(linkTarget("/project/p")).toEqual({ kind: "page", name: "p", lang: "es" });
    expect(linkTarget("/bio/ana")).toEqual({ kind: "page", name: "ana", lang: "es" });
    expect(linkTarget("/en/chapter/uno")).toEqual({ kind: "page", name: "uno", lang: "en" });
    expect(linkTarget("/faq")).toEqual({ kind: "page", name: "faq" });
    expect(linkTarget("/en/harmonia/")).toEqual({ kind: "page", name: "harmonia" });
  });

  it("leaves a product's key to the store, and names stored files", () => {
    expect(linkTarget("/product/Compass%20Pro")).toEqual({ kind: "product", key: "Compass Pro", lang: "es" });
    expect(linkTarget("/en/product/compass")).toEqual({ kind: "product", key: "compass", lang: "en" });
    expect(linkTarget("/content/guia%20uno.pdf")).toEqual({ kind: "file", name: "guia uno.pdf" });
  });

  it("names nothing for other sites, lists, fixed screens and odd paths", () => {
    for (const href of [
      "https://example.org/article/x",
      "//evil.example/article/x",
      "/\\evil.example",
      "/articles",
      "/article/",
      "/article/a/b",
      "/manifiesto",
      "mailto:a@b.c",
      "#top",
    ])
      expect(linkTarget(href), href).toBeUndefined();
  });

  it("never throws, whatever the address", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (href) => {
        linkTarget(href);
        linkTarget(`/article/${href}`);
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

describe("pageLinks", () => {
  it("finds anchors, file images, link values and file fields, with their language, field and text", () => {
    const links = pageLinks({
      Page: "a",
      Template: "Article",
      values: [
        {
          name: "Content",
          lang: "es",
          value: {
            html:
              "<p><a href='/article/b'>la <strong>B</strong></a> <a href=\"https://x.org\">fuera</a>" +
              '<a href="/content/x.pdf?v=1">PDF &amp; más</a><img src="/content/f.png" alt="foto"></p>',
          },
        },
        { name: "Enlace", value: { url: "/en/bio/ana", text: "Ana" } },
        { name: "Document", value: { name: "manual.pdf", caption: "Manual" } },
        { name: "Web", value: { url: "https://example.org" } },
      ],
    });
    expect(links).toEqual([
      {
        lang: "es",
        field: "Content",
        href: "/article/b",
        text: "la B",
        target: { kind: "page", name: "b", lang: "es" },
      },
      {
        lang: "es",
        field: "Content",
        href: "/content/x.pdf?v=1",
        text: "PDF & más",
        target: { kind: "file", name: "x.pdf" },
      },
      {
        lang: "es",
        field: "Content",
        href: "/content/f.png",
        text: "foto",
        target: { kind: "file", name: "f.png" },
      },
      {
        lang: null,
        field: "Enlace",
        href: "/en/bio/ana",
        text: "",
        target: { kind: "page", name: "ana", lang: "en" },
      },
      {
        lang: null,
        field: "Document",
        href: "/content/manual.pdf",
        text: "manual.pdf",
        target: { kind: "file", name: "manual.pdf" },
      },
    ]);
  });
});

describe("withMovedLinks", () => {
  it("moves the anchors and link fields it is told of, and nothing else", () => {
    const data = {
      view: {
        bodyHtml: '<p><a href="/product/Old%20One#x">a</a> <a href="/article/b">b</a></p>',
        fields: [{ type: "link", key: "k", label: "K", url: "/product/Old%20One", text: "t" }],
        title: '<a href="/product/Old%20One#x">not html</a>',
      },
    };
    expect([...pageHrefsOf(data)].sort()).toEqual([
      "/article/b",
      "/product/Old%20One",
      "/product/Old%20One#x",
    ]);
    const moved = withMovedLinks(
      data,
      new Map([
        ["/product/Old%20One#x", "/product/New%20One#x"],
        ["/product/Old%20One", "/product/New&One"],
      ]),
    );
    expect(moved.view.bodyHtml).toBe(
      '<p><a href="/product/New%20One#x">a</a> <a href="/article/b">b</a></p>',
    );
    expect(moved.view.fields[0]?.url).toBe("/product/New&One");
    expect(moved.view.title).toBe(data.view.title);
  });
});
