import { describe, expect, it } from "vitest";
import {
  countedAs,
  fillDays,
  normaliseQuery,
  referrerDomain,
  tableRows,
  toCsv,
  type AudienceReport,
} from "./analytics.ts";

describe("what a request counts as", () => {
  it("a page view in its address's language, documents and React Router's data requests alike", () => {
    expect(countedAs("/article/etica", 200)).toEqual({ kind: "page", path: "/article/etica", lang: "es" });
    expect(countedAs("/en/article/etica", 304)).toEqual({ kind: "page", path: "/article/etica", lang: "en" });
    expect(countedAs("/article/etica.data?_routes=x", 200)).toEqual({
      kind: "page",
      path: "/article/etica",
      lang: "es",
    });
    expect(countedAs("/_root.data", 200)).toEqual({ kind: "page", path: "/", lang: "es" });
    expect(countedAs("/en.data", 200)).toEqual({ kind: "page", path: "/", lang: "en" });
    expect(countedAs("/en/", 200)).toEqual({ kind: "page", path: "/", lang: "en" });
  });

  it("nothing for redirects, errors, files of the root, assets, the API and the editing area", () => {
    for (const [url, status] of [
      ["/article/x", 404],
      ["/articles", 301],
      ["/articles", 500],
      ["/feed.xml", 200],
      ["/robots.txt", 200],
      ["/assets/entry-abc.js", 200],
      ["/api/prod/pages", 200],
      ["/admin", 200],
      ["/admin/pages/x", 200],
      ["/healthz", 200],
      ["/__manifest?paths=%2F%2Carticles&version=abc", 200],
    ] as const)
      expect(countedAs(url, status), url).toBeUndefined();
  });

  it("a search on the first page of results of either search screen", () => {
    expect(countedAs("/buscar?q=etica", 200)).toMatchObject({ search: "etica", lang: "es" });
    expect(countedAs("/en/search?q=ethics&kind=article", 200)).toMatchObject({
      search: "ethics",
      lang: "en",
    });
    expect(countedAs("/en/search?q=ethics&page=2", 200)).not.toHaveProperty("search");
    expect(countedAs("/buscar", 200)).not.toHaveProperty("search");
  });

  it("a whole download of a stored file, not a range further in, a variant or an image", () => {
    expect(countedAs("/content/informe.pdf", 200)).toEqual({ kind: "file", name: "informe.pdf" });
    expect(countedAs("/content/informe.pdf", 206, "bytes=0-65535")).toEqual({
      kind: "file",
      name: "informe.pdf",
    });
    expect(countedAs("/content/informe.pdf", 206, "bytes=65536-")).toBeUndefined();
    expect(countedAs("/content/informe.pdf", 404)).toBeUndefined();
    expect(countedAs("/content/foto.jpg", 200)).toBeUndefined();
    expect(countedAs("/content/foto.jpg?w=640", 200)).toBeUndefined();
    expect(countedAs("/content/informe.pdf?download=1", 200)).toEqual({ kind: "file", name: "informe.pdf" });
  });
});

describe("what is kept of a query and a referrer", () => {
  it("queries folded, collapsed and cut; personal-looking ones not at all", () => {
    expect(normaliseQuery("  Ética   de\tDATOS ")).toBe("etica de datos");
    expect(normaliseQuery("x".repeat(500))).toHaveLength(100);
    expect(normaliseQuery("   ")).toBeUndefined();
    expect(normaliseQuery("ana@example.org")).toBeUndefined();
    expect(normaliseQuery("llamar al 600 123 456")).toBeUndefined();
    expect(normaliseQuery("a\u0000b")).toBe("a b");
  });

  it("a referrer's domain only, never this site's own", () => {
    expect(referrerDomain("https://www.Example.org/path?email=a@b.c", "simbiosis.example")).toBe(
      "example.org",
    );
    expect(referrerDomain("https://simbiosis.example/articles", "simbiosis.example:443")).toBe(undefined);
    expect(referrerDomain("https://www.simbiosis.example/", "simbiosis.example")).toBe(undefined);
    expect(referrerDomain("android-app://com.x/", "simbiosis.example")).toBe(undefined);
    expect(referrerDomain("not a url", "simbiosis.example")).toBe(undefined);
    expect(referrerDomain(undefined, "simbiosis.example")).toBe(undefined);
  });
});

describe("the screen's tables and their CSV", () => {
  const report: AudienceReport = {
    days: 7,
    from: "2026-11-21",
    to: "2026-11-27",
    totals: { views: 3, visitors: 2, downloads: 0, searches: 1 },
    daily: fillDays([{ day: "2026-11-23", views: 3, visitors: 2 }], "2026-11-21", "2026-11-27"),
    pages: [{ page: "etica", title: 'Ética, "datos"', views: 3, visitors: 2, es: 2, en: 1 }],
    files: [],
    referrers: [],
    emptySearches: [{ query: "=HYPERLINK(1)", lang: "es", searches: 1 }],
    unanswered: [],
    notFound: [{ path: "/viejo", visitors: 3, bots: 1 }],
    retentionDays: 400,
  };

  it("has every day of the period, zeros included", () => {
    expect(report.daily).toHaveLength(7);
    expect(report.daily[2]).toEqual({ day: "2026-11-23", views: 3, visitors: 2 });
    expect(report.daily[0]).toEqual({ day: "2026-11-21", views: 0, visitors: 0 });
  });

  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    expect(toCsv([["Página", "Vistas"], ...tableRows(report, "pages").map((r) => r.slice(0, 2))])).toBe(
      'Página,Vistas\r\n"Ética, ""datos""",3\r\n',
    );
    expect(toCsv(tableRows(report, "emptySearches"))).toBe(`"'=HYPERLINK(1)",ES,1\r\n`);
    expect(toCsv(tableRows(report, "notFound"))).toBe("/viejo,3,1\r\n");
  });
});
