import { expect, request as playwrightRequest, test } from "./support/test.ts";
import { localizedPath } from "../../app/content/addresses.ts";
import { demoPages } from "../../app/server/seed/demo-pages.server.ts";
import { foreignPhrases, textInPageLanguage } from "./support/foreign-strings.ts";
import { BASE, demoAddress } from "./support/content-helpers.ts";

/*
 * From the home page, follow every internal link (<a href="/...">) of every page reached, in both
 * languages, and meet no 4xx or 5xx, no text of the other language (outside an element marked with its
 * `lang`; support/foreign-strings.ts says what belongs where), and no link that leaves the page's language: English lives
 * under /en/, and only the language selector (buttons) and the hreflang alternates (<link>, not
 * <a>) lead to the other language. Whatever the header and footer link to is followed too, so the
 * crawl grows with them. The editing area and the API are not part of the public site.
 */

/** A crawl never requests more than this many addresses (a runaway link generator must not hang CI). */
const MAX_URLS = 600;

/**
 * Where the crawl starts: home, plus the entry of every content screen (until the header and footer
 * link them all, some are reached from nowhere else).
 */
const SEEDS = [
  "/",
  "/articles",
  "/documentation",
  "/projects",
  "/products",
  "/bios",
  "/book",
  "/manifest",
  "/chatbot",
];

const SKIP = /^\/(admin|api)(\/|$|\?)/;

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The internal links of an HTML document: every <a href> that starts with one "/". */
function internalLinks(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*?\shref=("([^"]*)"|'([^']*)')/gi)) {
    const href = decodeEntities(m[2] ?? m[3] ?? "").trim();
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    out.push(href.split("#")[0] ?? href);
  }
  return out;
}

for (const lang of ["es", "en"] as const) {
  test(`every internal link answers without error (${lang})`, async () => {
    test.setTimeout(240_000);
    // No cookie: the address alone says the language.
    const api = await playwrightRequest.newContext({ baseURL: BASE });
    const queue = SEEDS.map((seed) => localizedPath(seed, lang));
    const seen = new Set(queue);
    const failures: string[] = [];
    const otherLanguage = new Set<string>();
    // The other language's interface strings and the demo's texts in it (support/foreign-strings.ts).
    const foreign = foreignPhrases(lang, demoPages);
    const foreignFound = new Map<string, string[]>();
    const from = new Map<string, string>();
    let pages = 0;
    try {
      while (queue.length > 0) {
        const path = queue.shift()!;
        const res = await api.get(path, { maxRedirects: 5 });
        if (res.status() >= 400) {
          failures.push(`${res.status()} ${path} (linked from ${from.get(path) ?? "the start"})`);
          continue;
        }
        const type = res.headers()["content-type"] ?? "";
        if (!type.includes("text/html")) continue;
        pages += 1;
        const html = await res.text();
        const shown = textInPageLanguage(html);
        expect(shown.lang, path).toBe(lang);
        for (const phrase of foreign)
          if (shown.text.includes(phrase))
            foreignFound.set(phrase, [...(foreignFound.get(phrase) ?? []), path]);
        for (const href of internalLinks(html)) {
          if (localizedPath(href, lang) !== href) otherLanguage.add(`${href} (on ${path})`);
          if (SKIP.test(href) || seen.has(href)) continue;
          if (seen.size >= MAX_URLS) break;
          seen.add(href);
          from.set(href, path);
          queue.push(href);
        }
      }
    } finally {
      await api.dispose();
    }
    expect(failures, `broken internal links (${lang})`).toEqual([]);
    expect([...otherLanguage], `links that leave the page's language (${lang})`).toEqual([]);
    // Text in the other language is allowed only where an element says so (lang="…"), as an untranslated page does.
    expect(
      [...foreignFound].map(([phrase, where]) => `"${phrase}" on ${where.slice(0, 3).join(", ")}`),
      `strings of the other language on ${lang} pages`,
    ).toEqual([]);
    // Sanity: the crawl did reach the content, not just the start.
    expect(pages).toBeGreaterThan(30);
    for (const must of ["soberania-de-datos", "como-contribuir", "EthicsI Audit"]) {
      expect(seen.has(demoAddress(must, lang)), must).toBe(true);
    }
  });
}

test("the link extractor reads what React renders", () => {
  expect(
    internalLinks(
      `<a class="x" href="/a?x=1&amp;y=2">a</a><a href="https://x.example">b</a><a data-x="1" href='/b#top'>c</a>` +
        `<a href="//evil.example">d</a><link href="/style.css">`,
    ),
  ).toEqual(["/a?x=1&y=2", "/b"]);
});

test("the foreign-string check knows what belongs where, and reads only the page's own language", () => {
  const onEnglish = foreignPhrases("en", demoPages);
  expect(onEnglish).toContain("Ruta de navegación"); // common.breadcrumb.label in Spanish
  expect(onEnglish).toContain("Soberanía de datos: decidir en comunidad qué se comparte"); // a demo title
  expect(onEnglish).not.toContain("Simbiosis");
  expect(foreignPhrases("es", demoPages)).toContain("Breadcrumb");
  const shown = textInPageLanguage(
    `<html lang="en"><body><p aria-label="Said">Hello <span lang="es">Hola <b>amigos</b></span> world</p>` +
      `<code>Template</code><img alt="A cat"><script>var x = "Hola"</script></body></html>`,
  );
  expect(shown).toEqual({ lang: "en", text: "Said Hello world A cat" });
});
