import { describe, expect, it } from "vitest";
import {
  isEditingAreaPath,
  langOfPath,
  languageQueryRedirect,
  localizedPath,
  sitePathOf,
} from "./addresses.ts";
import { ROUTE_NAMES, otherLanguageName } from "./route-names.ts";

describe("each language at its own address", () => {
  it("reads the language from the path: English under /en/, Spanish elsewhere", () => {
    expect(["/en", "/en/", "/en/articles", "/en/article/x", "/en.data"].map(langOfPath)).toEqual([
      "en",
      "en",
      "en",
      "en",
      "en",
    ]);
    expect(["/", "/articles", "/enlaces", "/ensayo/en", "/admin"].map(langOfPath)).toEqual([
      "es",
      "es",
      "es",
      "es",
      "es",
    ]);
  });

  it("gives a page's address in each language, keeping its query and fragment", () => {
    expect(localizedPath("/", "en")).toBe("/en/");
    expect(localizedPath("/articles?tag=sesgo&page=2#top", "en")).toBe("/en/articles?tag=sesgo&page=2#top");
    expect(localizedPath("/en/articles?q=x", "es")).toBe("/articles?q=x");
    expect(localizedPath("/en/", "es")).toBe("/");
    expect(localizedPath("/article/Dise%C3%B1o", "es")).toBe("/article/Dise%C3%B1o");
    // Idempotent: a link that already names its language keeps it.
    expect(localizedPath(localizedPath("/labs", "en"), "en")).toBe("/en/labs");
    expect(sitePathOf("/en/labs")).toBe("/labs");
    expect(sitePathOf("/en")).toBe("/");
  });

  it("names each fixed screen in the address's language, both ways, from the one table", () => {
    for (const [es, en] of Object.entries(ROUTE_NAMES)) {
      expect(localizedPath(`/${es}`, "en")).toBe(`/en/${en}`);
      expect(localizedPath(`/en/${en}`, "es")).toBe(`/${es}`);
      // Either form is understood as the same screen.
      expect(localizedPath(`/${en}?a=1#b`, "es")).toBe(`/${es}?a=1#b`);
      expect(localizedPath(`/en/${es}`, "en")).toBe(`/en/${en}`);
      expect(sitePathOf(`/en/${en}`)).toBe(`/${es}`);
      expect(otherLanguageName(es, "en")).toBe(en);
      expect(otherLanguageName(en, "es")).toBe(es);
      expect(otherLanguageName(en, "en")).toBeUndefined();
    }
    // Only the first segment is a screen's name; what follows is the screen's own.
    expect(localizedPath("/plataformas/ethicsi", "en")).toBe("/en/platforms/ethicsi");
    expect(localizedPath("/article/contacto", "en")).toBe("/en/article/contacto");
    expect(localizedPath("/contactos", "en")).toBe("/en/contactos");
  });

  it("never prefixes files, the API, the editing area, root files or other sites", () => {
    for (const href of [
      "/content/guia.pdf",
      "/api/prod/pages",
      "/admin",
      "/admin/pages/x",
      "/assets/root.js",
      "/favicon.svg",
      "/feed.xml",
      "/robots.txt",
      "/sitemap.xml",
      "https://example.org/x",
      "//evil.example/x",
      "mailto:hola@simbiosis.example",
      "#main",
      "?page=2",
    ])
      expect(localizedPath(href, "en"), href).toBe(href);
  });

  it("sends an old ?lang= address to the page in that language, keeping the rest of the query", () => {
    const at = (u: string) => languageQueryRedirect(new URL(u, "http://x"));
    expect(at("/articles?lang=en")).toBe("/en/articles");
    expect(at("/articles?lang=en&tag=sesgo&q=a%20b")).toBe("/en/articles?tag=sesgo&q=a+b");
    expect(at("/en/articles?lang=es")).toBe("/articles");
    expect(at("/?lang=en")).toBe("/en/");
    expect(at("/en/?lang=en")).toBe("/en/");
    expect(at("/articles?lang=fr")).toBeUndefined();
    expect(at("/articles")).toBeUndefined();
    expect(at("/admin?lang=en")).toBeUndefined();
    expect(at("/api/docs?lang=en")).toBeUndefined();
  });
});

describe("the editing area's paths (their language is the editor's choice)", () => {
  it("include the page list's data request, so a filter of the list keeps the editor's language", () => {
    for (const path of ["/admin", "/admin.data", "/admin/audit", "/admin/pages/x.data"])
      expect(isEditingAreaPath(path), path).toBe(true);
    for (const path of ["/administracion", "/admin.data.x", "/en/admin", "/articles.data"])
      expect(isEditingAreaPath(path), path).toBe(false);
  });
});
