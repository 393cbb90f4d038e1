import { describe, expect, it } from "vitest";
import type { PageDoc } from "../../content/page-model.ts";
import { productAnswersTo } from "../../content/content-model.ts";
import { TAGS_PAGE, tagVocabulary } from "../../content/tags.ts";
import { demoPages } from "../seed/demo-pages.server.ts";
import {
  BOT_DEFAULT_NAME,
  BOT_DEFAULT_VERSION,
  articleCard,
  keptCards,
  bioView,
  botView,
  chapterView,
  docCard,
  manifestView,
  pdfAttachments,
  productCard,
  productView,
  projectView,
  readableView,
  safeHtml,
} from "./views.server.ts";

const demo = (name: string): PageDoc => {
  const page = demoPages.find((p) => p.Page === name);
  if (!page) throw new Error(`no demo page ${name}`);
  return page;
};

const HOSTILE = [
  `<script>window.__xss=1</script>`,
  `<img src=x onerror="window.__xss=1">`,
  `<a href="javascript:window.__xss=1">x</a>`,
  `<svg><script>window.__xss=1</script></svg>`,
  `<svg onload="window.__xss=1"></svg>`,
  `<iframe src="javascript:window.__xss=1"></iframe>`,
  `<p onclick="window.__xss=1">p</p><div style="background:url(javascript:x)">`,
  `<a href="JAVASCRIPT:window.__xss=1">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>`,
].join("");

describe("sanitising in the loader", () => {
  it("removes scripts, handlers and javascript: links; keeps links and images", () => {
    // The hostile markup comes last: its unclosed elements would otherwise swallow what follows.
    const html = safeHtml(
      `<p>ok <a href="/articles">link</a> <img src="https://x.example/i.png" alt="i"></p>${HOSTILE}`,
      "es",
    );
    expect(html).toBeDefined();
    expect(html).not.toMatch(/<script|onerror|onload|onclick|javascript:|<svg|<iframe|style=/i);
    expect(html).toContain('<a href="/articles">link</a>');
    expect(html).toContain('<img src="https://x.example/i.png" alt="i" />');
  });
  it("sends the site's own links to the page's language, and leaves files and other sites alone", () => {
    const body =
      '<p><a href="/codigo">code</a> <a href="/article/x?y=1#z">art</a> <a href="/en/faq">faq</a> ' +
      '<a href="/content/guide.pdf">pdf</a> <a href="https://example.org/a">ext</a> <a href="#top">top</a></p>';
    const links = (lang: "es" | "en") =>
      [...(safeHtml(body, lang) ?? "").matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(links("en")).toEqual([
      "/en/conduct",
      "/en/article/x?y=1#z",
      "/en/faq",
      "/content/guide.pdf",
      "https://example.org/a",
      "#top",
    ]);
    expect(links("es")).toEqual([
      "/codigo",
      "/article/x?y=1#z",
      "/faq",
      "/content/guide.pdf",
      "https://example.org/a",
      "#top",
    ]);
  });
  it("escapes plain text, and returns nothing when nothing readable is left", () => {
    expect(safeHtml("a < b & c", "es")).toBe("<p>a &lt; b &amp; c</p>");
    expect(safeHtml("<script>x</script>", "en")).toBeUndefined();
    expect(safeHtml("   ", "es")).toBeUndefined();
  });
  it("sanitises every HTML value of every screen", () => {
    const hostile: PageDoc = {
      Page: "hostil",
      Template: "Products",
      Tags: [`<img src=x onerror=alert(1)>tag`],
      values: [
        { name: "Title", value: HOSTILE + "Título" },
        { name: "productname", value: `<img src=x onerror="window.__xss=1">Producto<script>x</script>` },
        { name: "Content", value: { html: HOSTILE + "<p>c</p>" } },
        { name: "overview", value: { html: HOSTILE + "<p>o</p>" } },
        { name: "Features", value: { html: HOSTILE + "<p>f</p>" } },
        { name: "Bio", value: { html: HOSTILE + "<p>b</p>" } },
        { name: "Capabilities", value: { html: HOSTILE + "<p>k</p>" } },
        { name: "github", value: { url: "javascript:alert(1)" } },
      ],
    };
    const views = [
      readableView(hostile, "es", "article"),
      readableView(hostile, "es", "document"),
      productView(hostile, "es"),
      projectView(hostile, "es"),
      bioView(hostile, "es"),
      chapterView(hostile, "es", [hostile]),
      manifestView(hostile, "es"),
      botView(hostile, "es", "m"),
      articleCard(hostile, "es"),
    ];
    const json = JSON.stringify(views);
    expect(json).not.toMatch(/<script|onerror|onload|onclick|javascript:|<svg|<iframe/i);
    // Text fields are text: markup was removed, what was readable stays.
    expect(productView(hostile, "es").title).toBe("Producto");
    expect(articleCard(hostile, "es").tags).toEqual([{ key: "tag", label: "tag" }]);
  });
});

describe("view models of the demo content", () => {
  it("builds article cards with every part the list shows", () => {
    const card = articleCard(demo("soberania-de-datos"), "en", tagVocabulary(demo(TAGS_PAGE)));
    expect(card).toMatchObject({
      href: "/article/soberania-de-datos",
      title: "Data sovereignty: deciding together what gets shared",
      category: "research",
      author: "Mateo Quispe",
      date: "2024-12-02T11:00:00.000Z",
      dateLabel: "2 December 2024",
      // The vocabulary's English labels, linking by the keys the page stores.
      tags: [
        { key: "datos", label: "data" },
        { key: "soberanía", label: "sovereignty" },
        { key: "comunidades", label: "communities" },
        { key: "privacidad", label: "privacy" },
      ],
    });
    // Without a vocabulary (the search index, the feeds): the tags as the page writes them.
    expect(articleCard(demo("soberania-de-datos"), "en").tags.map((t) => t.label)).toEqual([
      "datos",
      "soberanía",
      "comunidades",
      "privacidad",
    ]);
    expect(card.minutes).toBeGreaterThanOrEqual(2);
    expect(card.excerpt.length).toBeLessThanOrEqual(151);
    expect(card.text).toContain("farming cooperative");
  });
  it("keeps one card per article and language, whatever the number of saves, and shows the newest", () => {
    const before = keptCards();
    const page = demo("soberania-de-datos");
    for (let revision = 1; revision <= 50; revision++) {
      const saved: PageDoc = {
        ...page,
        Page: "tarjeta-guardada-50-veces",
        revision,
        Updated: new Date(Date.UTC(2026, 0, 1, 0, revision)).toISOString(),
        values: [
          { name: "Title", lang: "es", value: { text: `Versión ${revision}` } },
          ...page.values.filter((v) => !(v.name === "Title" && v.lang === "es")),
        ],
      };
      expect(articleCard(saved, "es").title).toBe(`Versión ${revision}`);
      articleCard(saved, "en");
    }
    expect(keptCards() - before).toBe(2);
  });

  it("links names with accents and spaces", () => {
    expect(articleCard(demo("Diseño ético"), "es").href).toBe("/article/Dise%C3%B1o%20%C3%A9tico");
    expect(docCard(demo("Guía rápida de la API"), "es").href).toBe(
      "/document/Gu%C3%ADa%20r%C3%A1pida%20de%20la%20API",
    );
  });
  it("builds doc cards with category and level, reading descirption too", () => {
    expect(docCard(demo("tutorial-auditoria-de-sesgos"), "es")).toMatchObject({
      category: "tutorial",
      difficulty: "advanced",
      description: expect.stringContaining("Un recorrido completo") as string,
    });
  });
  it("offers the document file and the breadcrumb of a documentation page", () => {
    const view = readableView(demo("como-contribuir"), "es", "document");
    expect(view.file).toEqual({
      file: "guia-de-contribucion.pdf",
      href: "/content/guia-de-contribucion.pdf",
      caption: expect.any(String) as string,
    });
    expect(view.crumbs.map((c) => c.section)).toEqual(["home", "documentation"]);
    expect(view.bodyHtml).toContain("<h2>");
  });
  it("shows a project on the document screen as the project variant", () => {
    const view = readableView(demo("detector-de-sesgos"), "es", "document");
    expect(view.crumbs.map((c) => c.section)).toEqual(["home", "projects"]);
    expect(view.title).toBe("Detector de sesgos");
    expect(view.project?.logo?.src).toBe("/content/logo-detector-sesgos.svg");
    expect(view.project?.repository).toBe("https://github.com/simbiosis-ai/detector-sesgos");
    expect(view.project?.fields.map((f) => [f.type, f.key])).toEqual([
      ["html", "status"],
      ["file", "document"],
    ]);
  });
  it("reads every product variant: tagline, description, image, datasheet", () => {
    const core = productView(demo("InnvaLab Core"), "en");
    expect(core.title).toBe("InnvaLab Core");
    expect(core.subtitle).not.toBe("");
    expect(core.overviewHtml).toContain("InnvaLab Core");
    expect(core.file?.file).toBe("portfolio-simbiosis.pdf");
    expect(core.repository).toBe("https://github.com/simbiosis-ai/innvalab-core");
    expect(core.fields.map((f) => f.key)).toEqual(["features", "license"]);
    const compass = productView(demo("Harmonia Compass"), "es");
    expect(compass.logo?.src).toBe("/content/logo-harmonia.svg");
    expect(compass.file).toBeUndefined();
    expect(productCard(demo("EthicsI Audit"), "es").href).toBe("/product/EthicsI%20Audit");
  });
  it("finds a product by page name or product name", () => {
    const page: PageDoc = {
      Page: "p-1",
      Template: "Producto",
      values: [
        { name: "productname", lang: "es", value: "Brújula" },
        { name: "productname", lang: "en", value: "Compass" },
      ],
    };
    expect(productAnswersTo(page, "p-1")).toBe(true);
    expect(productAnswersTo(page, "brújula")).toBe(true);
    expect(productAnswersTo(page, "Compass")).toBe(true);
    expect(productAnswersTo(page, "otro")).toBe(false);
  });
  it("builds bios, chapters, the manifest and the bot", () => {
    const bio = bioView(demo("lucia-ferrer"), "en");
    expect(bio.title).toBe("Lucía Ferrer");
    expect(bio.photo?.src).toBe("/content/avatar-lucia-ferrer.svg");
    expect(bio.bioHtml).toContain("<p>");
    const chapters = demoPages.filter((p) => p.Template === "Chapters");
    const second = chapterView(demo("capitulo-02-aprender-a-escuchar"), "es", chapters);
    expect(second.part).toBe("Parte I: Raíces");
    expect(second.author).toBe("Lucía Ferrer");
    expect(second.previous?.name).toBe("capitulo-01-la-semilla");
    expect(second.next?.name).toBe("capitulo-03-el-bosque-conectado");
    const manifest = manifestView(demo("manifest"), "en");
    expect(manifest.author).toBe("The Simbiosis community");
    const bot = botView(demo("chatbot"), "en", "m");
    expect(bot.version).toBe("v1.2-experimental");
    expect(bot.capabilitiesHtml).toContain("<li>");
  });
  it("falls back to the default name, version and model of the bot", () => {
    const bot = botView(undefined, "en", "None: it answers by quoting the site's pages");
    expect(bot).toMatchObject({ name: BOT_DEFAULT_NAME, version: BOT_DEFAULT_VERSION });
    expect(bot.name).toBe("Chatbot Experimental");
    expect(bot.version).toBe("v1.0-experimental");
    expect(bot.model).toBe("None: it answers by quoting the site's pages");
    expect(bot.capabilitiesHtml).toBeUndefined();
  });
  it("uses the team author and General when an article has neither", () => {
    const bare: PageDoc = { Page: "bare", Template: "Post", values: [] };
    expect(articleCard(bare, "es")).toMatchObject({
      author: "Equipo Simbiosis",
      category: "general",
      minutes: 1,
    });
    expect(articleCard(bare, "en").author).toBe("Simbiosis team");
    expect(readableView(bare, "es", "document").bodyHtml).toBeUndefined();
  });
});

describe("PDF attachments", () => {
  it("lists PDFs from file fields once, plus the portfolio, only when the file exists", async () => {
    const all = await pdfAttachments(demoPages, "es", async () => true);
    const files = all.map((a) => a.file);
    expect(files).toContain("guia-de-contribucion.pdf");
    expect(files).toContain("whitepaper-ethicsi-audit.pdf");
    expect(files).toContain("portfolio-simbiosis.pdf");
    expect(new Set(files).size).toBe(files.length);
    expect(all.find((a) => a.file === "portfolio-simbiosis.pdf")?.title).toBe("Portfolio de Simbiosis");
    expect(all.find((a) => a.file === "guia-de-contribucion.pdf")?.source?.href).toBe(
      "/document/como-contribuir",
    );
    expect(await pdfAttachments(demoPages, "es", async () => false)).toEqual([]);
    expect(await pdfAttachments([], "en", async (f) => f === "portfolio-simbiosis.pdf")).toEqual([
      {
        file: "portfolio-simbiosis.pdf",
        href: "/content/portfolio-simbiosis.pdf",
        title: "Simbiosis portfolio",
      },
    ]);
  });
});
