import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "./support/test.ts";
import fc from "fast-check";
import { localizedPath } from "../../app/content/addresses.ts";
import { publicPath } from "../../app/content/content-model.ts";
import type { Entry, Lang, PageDoc } from "../../app/content/page-model.ts";
import { startBuiltServer } from "../../scripts/support.ts";

/*
 * A save that changes one language's text keeps the other language's pages in the render cache
 * (app/content/lang-view.ts, app/server/cache/dependencies.server.ts). Whatever the cache serves after a save
 * must be exactly what a fresh render shows: random edits of one language of the demo pages (change,
 * add or remove a text), then every page and list that shows them, in both languages, is compared with
 * a render made for an address the cache has never seen (the same page with a query string no screen
 * reads). A page kept that should have changed would differ.
 */

const PORT = Number(process.env.E2E_PORT ?? 4310) + 60;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "languages@e2e.local", password: "languages-test-password" };
/** Demo pages of every kind of screen, bilingual and not. */
const PAGES = [
  "soberania-de-datos",
  "auditorias-de-sesgo",
  "modelos-abiertos",
  "Harmonia Compass",
  "detector-de-sesgos",
  "amara-okafor",
  "capitulo-01-la-semilla",
  "como-contribuir",
  "contacto",
  "manifest",
];
const LISTS = ["/", "/articles", "/products", "/projects", "/bios", "/book", "/documentation", "/manifiesto"];
const FIELDS = ["Title", "Excerpt", "Content", "Subtitle", "Author", "Category", "SeoDescription"];
const LANGS: Lang[] = ["es", "en"];

interface Edit {
  page: string;
  lang: Lang;
  op: "change" | "add" | "remove";
  field: string;
  pick: number;
}

function edited(doc: PageDoc, edit: Edit, n: number): PageDoc {
  const values = [...(doc.values ?? [])];
  const own = values.flatMap((e, i) => (e.lang === edit.lang ? [i] : []));
  const text = `Cambio ${n} (${edit.lang})`;
  if (edit.op === "add" || own.length === 0) {
    values.push({ name: edit.field, lang: edit.lang, value: { text } });
  } else {
    const at = own[edit.pick % own.length]!;
    if (edit.op === "remove") values.splice(at, 1);
    else {
      const entry = values[at]!;
      const value: Entry["value"] =
        entry.value && typeof entry.value === "object" && !Array.isArray(entry.value)
          ? { ...entry.value, ...("html" in entry.value ? { html: `<p>${text}</p>` } : { text }) }
          : text;
      values[at] = { ...entry, value };
    }
  }
  const { revision: _revision, ...rest } = doc;
  return { ...rest, values };
}

async function body(request: APIRequestContext, url: string) {
  const res = await request.get(`${BASE}${url}`);
  return { status: res.status(), cache: res.headers()["x-cache"], text: await res.text() };
}

/** Asks until the cache keeps the page (it keeps what is asked for twice). */
async function warm(request: APIRequestContext, url: string) {
  for (let i = 0; i < 4; i++) if ((await body(request, url)).cache === "HIT") return;
  throw new Error(`${url} is never kept`);
}

test.describe("render cache and languages", () => {
  let dataDir: string;
  let server: ChildProcess;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "simbiosis-languages-"));
    server = await startBuiltServer(PORT, dataDir, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  });
  test.afterAll(() => {
    server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("after any edit of one language, every page served is the one a fresh render shows, and the other language's are kept", async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const login = await request.post(`${BASE}/api/auth/login`, { data: ADMIN });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const read = async (name: string) =>
      (
        (await (await request.get(`${BASE}/api/prod/pages/${encodeURIComponent(name)}`)).json()) as {
          Items: PageDoc[];
        }
      ).Items[0]!;
    const addresses = async (name: string) => {
      const doc = await read(name);
      const own = LANGS.flatMap((l) => publicPath(doc, l) ?? []);
      return [...new Set([...own, ...LISTS.flatMap((p) => LANGS.map((l) => localizedPath(p, l)))])];
    };

    // The method itself: a query string no screen reads changes nothing in what a page shows.
    let run = 0;
    const fresh = (url: string) => `${url}${url.includes("?") ? "&" : "?"}fresh=${run}`;
    for (const name of PAGES) {
      for (const url of await addresses(name)) {
        const [served, again] = [await body(request, url), await body(request, fresh(url))];
        expect(served.status, url).toBe(200);
        expect(again.text, url).toBe(served.text);
      }
    }

    let kept = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          page: fc.constantFrom(...PAGES),
          lang: fc.constantFrom<Lang>("es", "en"),
          op: fc.constantFrom<Edit["op"]>("change", "add", "remove"),
          field: fc.constantFrom(...FIELDS),
          pick: fc.nat(20),
        }),
        async (edit) => {
          run++;
          const urls = await addresses(edit.page);
          for (const url of urls) await warm(request, url);
          const saved = await request.post(`${BASE}/api/prod/pages`, {
            headers: { authorization: `Bearer ${accessToken}` },
            data: edited(await read(edit.page), edit, run),
          });
          expect(saved.status(), JSON.stringify(edit)).toBe(200);
          for (const url of urls) {
            const served = await body(request, url);
            const rendered = await body(request, fresh(url));
            expect(served.text, `${url} after ${JSON.stringify(edit)}`).toBe(rendered.text);
            if (served.cache === "HIT") kept++;
          }
        },
      ),
      { numRuns: 25, seed: 20261124 },
    );
    // Lists and pages of the other language stayed in the cache (else this proves nothing).
    expect(kept).toBeGreaterThan(25);
  });
});
