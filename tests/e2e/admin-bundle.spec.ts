import fs from "node:fs";
import path from "node:path";
import type { Page } from "./support/test.ts";
import {
  articleFixture,
  apiToken,
  editorUrl,
  expect,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
} from "./support/admin-helpers.ts";

/*
 * The editing area's weight stays out of the public site: a public page requests no admin route
 * module, no admin-only chunk or stylesheet, and no script with TipTap/ProseMirror in it.
 */

interface RouteEntry {
  id: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
}

/** React Router's build manifest (build/client/assets/manifest-*.js) of the build the server runs. */
function readManifest(): Manifest {
  const dir = path.resolve("build/client/assets");
  const file = fs.readdirSync(dir).find((f) => /^manifest-[0-9a-f]+\.js$/.test(f));
  if (!file) throw new Error("No React Router manifest in build/client/assets: run the build first.");
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "")) as Manifest;
}

function filesOf(route: RouteEntry): string[] {
  return [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
}

/** Files only the editing area's routes use. */
function adminOnlyFiles(manifest: Manifest): Set<string> {
  const routes = Object.values(manifest.routes);
  const admin = new Set(routes.filter((r) => r.id.startsWith("routes/admin/")).flatMap(filesOf));
  const shared = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routes.filter((r) => !r.id.startsWith("routes/admin/")).flatMap(filesOf),
  ]);
  return new Set([...admin].filter((f) => !shared.has(f)));
}

/** Every script and stylesheet a page asks for while it loads and hydrates. */
async function assetsRequested(page: Page, url: string): Promise<string[]> {
  const seen = new Set<string>();
  const listener = (r: { url(): string; resourceType(): string }) => {
    if (["script", "stylesheet"].includes(r.resourceType()) || /\.(m?js|css)(\?|$)/.test(r.url()))
      seen.add(new URL(r.url()).pathname);
  };
  page.on("request", listener);
  await page.goto(url, { waitUntil: "networkidle" });
  page.off("request", listener);
  return [...seen];
}

async function scriptsMentioning(page: Page, files: string[], pattern: RegExp): Promise<string[]> {
  const hits: string[] = [];
  for (const f of files.filter((x) => x.endsWith(".js"))) {
    const body = await (await page.request.get(f)).text();
    if (pattern.test(body)) hits.push(f);
  }
  return hits;
}

/** TipTap, the editor's API calls, and the Audience screen's chart library (Chart.js: its "chartjs" markers). */
const EDITOR_CODE = /prosemirror|@tiptap|\/api\/prod\/deleted|chartjs|\/api\/audience/i;

test("a public page loads none of the editing area's code", async ({ page }) => {
  const adminOnly = adminOnlyFiles(readManifest());
  expect([...adminOnly].some((f) => /\/layout-[\w-]+\.js$/.test(f))).toBe(true);
  expect([...adminOnly].some((f) => f.endsWith(".css"))).toBe(true);

  for (const url of ["/", "/articles", "/manifiesto"]) {
    const assets = await assetsRequested(page, url);
    expect(assets.length, `assets of ${url}`).toBeGreaterThan(0);
    expect(
      assets.filter((a) => adminOnly.has(a)),
      `admin files requested by ${url}`,
    ).toEqual([]);
    expect(
      await scriptsMentioning(page, assets, EDITOR_CODE),
      `editor code in the scripts of ${url}`,
    ).toEqual([]);
  }
});

test("the editing area does load it, lazily: TipTap only once a formatted text is open", async ({
  page,
  request,
  created,
}) => {
  const name = created(uniqueName("peso"));
  await savePageViaApi(request, await apiToken(request), articleFixture(name));
  const seen = new Set<string>();
  page.on("request", (r) => {
    if (r.resourceType() === "script") seen.add(new URL(r.url()).pathname);
  });
  await signIn(page);
  expect(await scriptsMentioning(page, [...seen], /prosemirror/i), "TipTap before any rich text").toEqual([]);
  await page.goto(editorUrl(name));
  await expect(page.getByRole("toolbar", { name: "Formato de Contenido (Español)" })).toBeVisible();
  expect((await scriptsMentioning(page, [...seen], /prosemirror/i)).length).toBeGreaterThan(0);
});
