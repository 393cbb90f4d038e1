import { expect, test, type Browser, type Page } from "./support/test.ts";
import { localizedPath } from "../../app/content/addresses.ts";
import type { Entry, PageDoc } from "../../app/content/page-model.ts";
import { siteIndexer } from "../../app/server/site/search-index.server.ts";
import { openStore } from "../../app/server/store/open-store.server.ts";
import { ADMIN, startPrivateServer, type PrivateServer } from "./support/content-server.ts";
import { waitForHydration } from "./support/content-helpers.ts";

/*
 * Hostile values in every field a content screen reads, stored through the API (which sanitises on
 * save) and, to prove the second line of defence, straight into the store (raw, as an older or
 * compromised writer could leave them). Every screen is then visited in a real browser: no payload
 * may run (window.__xss stays undefined, no dialog opens) and no dangerous markup may reach the DOM.
 */

test.describe.configure({ mode: "serial" });

const RUN = "window.__xss=1";
const HTML_PAYLOADS = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg onload="${RUN}"><circle r="1"></circle></svg>`,
  `<a href="javascript:${RUN}">click</a>`,
  `<a href="JaVaScRiPt:${RUN}">click2</a>`,
  `<a href="&#106;avascript:${RUN}">entity</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">data</a>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<object data="javascript:${RUN}"></object><embed src="javascript:${RUN}">`,
  `<form action="javascript:${RUN}"><button>go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="javascript:${RUN}//">`,
  `<div style="background:url(javascript:${RUN})" onmouseover="${RUN}">hover</div>`,
  `<details open ontoggle="${RUN}"><summary>t</summary></details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  `<p><b>unclosed <img src=x onerror=${RUN} <a href=javascript:${RUN}>broken`,
].join("\n");
const TEXT_PAYLOAD = `"><img src=x onerror=${RUN}>'><svg onload=${RUN}>`;
const URL_PAYLOAD = `javascript:${RUN}`;

/** Every field the content screens read, each holding a payload. */
function hostileValues(): Entry[] {
  const html = (extra: string) => ({ html: `<p>${extra}</p>${HTML_PAYLOADS}` });
  return [
    { name: "Title", value: { text: `Título ${TEXT_PAYLOAD}` } },
    { name: "Excerpt", value: { text: TEXT_PAYLOAD } },
    { name: "description", value: { text: TEXT_PAYLOAD } },
    { name: "descirption", value: html("descirption") },
    { name: "Content", value: html("contenido") },
    { name: "Tags", value: [TEXT_PAYLOAD, "seguro"] },
    { name: "Name", component: "Bios/Name", value: { text: `Nombre ${TEXT_PAYLOAD}` } },
    { name: "ShortDescription", value: { text: TEXT_PAYLOAD } },
    { name: "Bio", value: html("bio") },
    { name: "Photo", value: { name: `foto.svg" onerror="${RUN}`, caption: TEXT_PAYLOAD } },
    { name: "ProjectName", value: { text: `Proyecto ${TEXT_PAYLOAD}` } },
    { name: "productname", value: { text: `Producto ${TEXT_PAYLOAD}` } },
    { name: "Subtitle", value: { text: TEXT_PAYLOAD } },
    { name: "tagline", value: html("tagline") },
    { name: "Overview", value: html("overview") },
    { name: "logo", value: { name: `logo.png" onerror="${RUN}`, caption: TEXT_PAYLOAD } },
    { name: "image", value: { name: "javascript:alert(1).png" } },
    {
      name: "document",
      value: { name: `doc.pdf" onclick="${RUN}`, path: URL_PAYLOAD, caption: TEXT_PAYLOAD },
    },
    { name: "whitepaper", value: { text: `${URL_PAYLOAD}.pdf` } },
    { name: "fichero", value: { name: "ok.pdf", caption: `<img src=x onerror=${RUN}>` } },
    { name: "github", value: { url: URL_PAYLOAD } },
    { name: "Repository", value: { url: `data:text/html,<script>${RUN}</script>` } },
    { name: "Website", value: { url: `  JAVASCRIPT:${RUN}` } },
    { name: "Features", value: html("features") },
    { name: `Campo ${TEXT_PAYLOAD}`, value: html("campo") },
    { name: "Part", value: { text: TEXT_PAYLOAD } },
    { name: "Author", value: { text: TEXT_PAYLOAD } },
    { name: "Version", component: "Bot/Version", value: { text: TEXT_PAYLOAD } },
    { name: "Model", component: "Bot/Model", value: { text: TEXT_PAYLOAD } },
    { name: "Capabilities", component: "Bot/Capabilities", value: html("capabilities") },
  ];
}

/** A page of a template, with payloads in the page's own attributes too. */
function hostilePage(name: string, template: string): PageDoc {
  return {
    Page: name,
    Template: template,
    Category: TEXT_PAYLOAD,
    Author: TEXT_PAYLOAD,
    Created: TEXT_PAYLOAD,
    Tags: `${TEXT_PAYLOAD}, otra`,
    Description: TEXT_PAYLOAD,
    Content: HTML_PAYLOADS,
    values: hostileValues(),
  };
}

/** One page per template the screens read; names are hostile too (any character but "/" is allowed). */
const TEMPLATES: Array<[kind: string, template: string]> = [
  ["article", "Article"],
  ["blog", `Blog <img src=x onerror=${RUN}>`],
  ["doc", "Documentation"],
  ["tutorial", "Tutorial"],
  ["project", "Projects"],
  ["product", "Producto"],
  ["bio", "Bios"],
  ["chapter", "Chapters"],
];

function pagesFor(prefix: string): PageDoc[] {
  return [
    ...TEMPLATES.map(([kind, template]) => hostilePage(`${prefix}-${kind} "><svg onload=${RUN}>`, template)),
    hostilePage(`${prefix}-plain`, "Article"),
  ];
}

/** The screens to visit: lists, then every hostile page on each screen that shows its kind. */
function screens(pages: PageDoc[]): string[] {
  const enc = encodeURIComponent;
  const out = [
    "/articles",
    "/documentation",
    "/docs",
    "/projects",
    "/products",
    "/bios",
    "/book",
    "/manifest",
    "/chatbot",
  ];
  out.push(
    `/articles?q=${enc(TEXT_PAYLOAD)}`,
    `/articles?tag=${enc(TEXT_PAYLOAD)}`,
    `/documentation?q=${enc(TEXT_PAYLOAD)}&type=${enc(TEXT_PAYLOAD)}`,
  );
  for (const p of pages) {
    const n = enc(p.Page);
    const t = p.Template.toLowerCase();
    if (t.includes("article") || t.includes("blog")) out.push(`/article/${n}`, `/document/${n}`);
    if (t.includes("doc") || t.includes("tutorial")) out.push(`/article/${n}`, `/document/${n}`);
    if (t.includes("project")) out.push(`/project/${n}`, `/document/${n}`);
    if (t.includes("product")) out.push(`/product/${n}`);
    if (t.includes("bios")) out.push(`/bio/${n}`);
    if (t.includes("chapters")) out.push(`/chapter/${n}`);
  }
  // Hostile ids on not-found pages.
  for (const base of ["article", "document", "project", "product", "bio", "chapter"]) {
    out.push(`/${base}/${enc(`nope "><img src=x onerror=${RUN}>`)}`);
  }
  return out;
}

/** Everything in the DOM that could run script or leave the page: must be empty. */
async function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    // Our own inline scripts are exactly those whose SHA-256 the page's CSP lists.
    const csp = (await fetch(location.href)).headers.get("content-security-policy") ?? "";
    const allowed = new Set(Array.from(csp.matchAll(/'sha256-([^']+)'/g), (m) => m[1]));
    const hashOf = async (text: string) =>
      btoa(
        String.fromCharCode(
          ...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))),
        ),
      );
    const urlAttrs = ["href", "src", "action", "formaction", "data", "xlink:href", "poster", "background"];
    for (const el of Array.from(document.querySelectorAll("*"))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        // Browsers ignore whitespace and control characters inside a URL's scheme ("java\tscript:").
        // eslint-disable-next-line no-control-regex -- matching control characters is the point here
        const value = attr.value.replace(/[\s\u0000-\u001f]+/g, "").toLowerCase();
        if (name.startsWith("on")) found.push(`<${el.localName} ${name}>`);
        if (name === "srcdoc") found.push(`<${el.localName} srcdoc>`);
        if (urlAttrs.includes(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) {
          found.push(`<${el.localName} ${name}="${attr.value}">`);
        }
        if (name === "style" && /javascript:|expression\(/.test(value)) found.push(`<${el.localName} style>`);
      }
    }
    for (const s of Array.from(document.querySelectorAll("script:not([src])"))) {
      if (!allowed.has(await hashOf(s.textContent ?? "")))
        found.push(`<script> ${s.textContent?.slice(0, 40) ?? ""}`);
    }
    for (const sel of ["iframe", "object", "embed", "frame", "base", "meta[http-equiv]", "svg script"]) {
      for (const el of Array.from(document.querySelectorAll(sel))) found.push(`<${el.localName}> (${sel})`);
    }
    // The site's own forms (the header's search, the contact and newsletter forms) post to its own
    // addresses; any other form was put there by stored content.
    const ownForms = new Set(["/buscar", "/en/search", "/api/contact", "/api/newsletter/subscribe"]);
    for (const form of Array.from(document.querySelectorAll("form[action]"))) {
      const target = new URL(form.getAttribute("action") ?? "", location.href);
      if (target.origin !== location.origin || !ownForms.has(target.pathname))
        found.push(`<form action="${form.getAttribute("action") ?? ""}">`);
    }
    return found;
  });
}

let server: PrivateServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startPrivateServer();
});

test.afterAll(async () => {
  await server?.stop();
});

/** Visits every path in a language and fails on any sign of a payload. */
async function visitAll(browser: Browser, paths: readonly string[], lang: "es" | "en"): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  for (const spanish of paths) {
    // Each language at its own address (English under /en/): the address alone decides the language.
    const path = localizedPath(spanish, lang);
    const res = await page.goto(`${server.base}${path}`);
    expect(res?.status(), `${path} (${lang})`).toBeLessThan(500);
    expect(await page.locator("html").getAttribute("lang"), path).toBe(lang);
    // A page broken by injected markup may never hydrate: the checks below then say what got in.
    await waitForHydration(page, 8_000).catch(() => undefined);
    // Let anything scheduled (image errors, toggles, animations) fire.
    await page.waitForTimeout(100);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
      `${path} (${lang})`,
    ).toBe(undefined);
    expect(await dangerousMarkup(page), `${path} (${lang})`).toEqual([]);
  }
  expect(dialogs, lang).toEqual([]);
  await context.close();
}

test("hostile values saved through the API never run on any content screen", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const login = await request.post(`${server.base}/api/auth/login`, { data: ADMIN });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const pages = [...pagesFor("api"), hostilePage("chatbot", "Bot"), hostilePage("manifest", "Manifest")];
  for (const p of pages) {
    const res = await request.post(`${server.base}/api/prod/pages`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: p,
    });
    expect(res.status(), `saving ${p.Page}`).toBeLessThan(300);
  }
  await visitAll(browser, [...new Set(screens(pages))], "es");
});

test("hostile values written raw into the store are made safe when shown", async ({ browser }) => {
  test.setTimeout(240_000);
  // Past the API's own sanitising, as an older or compromised writer could leave them.
  const pages = [...pagesFor("raw"), hostilePage("chatbot", "Bot"), hostilePage("manifest", "Manifest")];
  const store = await openStore({ dataDir: server.dataDir, indexer: siteIndexer });
  try {
    for (const p of pages) await store.savePage(structuredClone(p), { user: "xss-test" });
  } finally {
    await store.close();
  }
  const paths = [...new Set(screens(pages))];
  await visitAll(browser, paths, "es");
  await visitAll(browser, paths, "en");
});

test("the hostile pages are still listed and readable as text", async ({ page }) => {
  await page.goto(`${server.base}/articles?q=${encodeURIComponent("raw-plain")}`);
  await expect(page.locator("article.card")).toHaveCount(1);
  // The title's markup became text: the readable words stay, the payload is gone.
  await expect(page.locator("article.card").first()).toContainText("Título");
  await page.goto(`${server.base}/products`);
  await expect(page.locator("article.card").first()).toContainText("Producto");
});
