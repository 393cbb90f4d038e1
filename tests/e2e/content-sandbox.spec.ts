import { expect, test, type Page, type Route } from "./support/test.ts";

/*
 * Stored files (/content/*) never act with the site's authority: every answer is a sandboxed
 * document with no sources of its own (Content-Security-Policy: default-src 'none'; sandbox ...).
 * Checked here in the real Chromium: a hostile SVG opened on its own runs nothing, while pages still
 * show their images. The PDFs, in Chromium's PDF viewer: pdf-viewer.spec.ts.
 *
 * The upload refuses SVGs with scripts, so a hostile one can only be on disk if something else put it
 * there. To test the browser's side of the lock, the real server's answer for a real SVG is taken
 * as it is (status, CSP and every other header) and only its body is swapped for a hostile one.
 */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const SVG_URL = "/content/logo-detector-sesgos.svg";
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"
  onload="document.documentElement.setAttribute('data-onload', 'ran'); alert('onload ran')">
  <rect width="200" height="200" fill="teal"/>
  <script>document.documentElement.setAttribute('data-script', 'ran'); alert('script ran');</script>
</svg>`;

/** The server's own answer for the URL, with a hostile body (and the headers that describe the body fixed). */
async function swapBody(page: Page, url: string, body: string, keepPolicy = true) {
  await page.route(`**${url}`, async (route: Route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-encoding"]; // route.fetch() hands back the decoded body
    headers["content-length"] = String(Buffer.byteLength(body));
    if (!keepPolicy) delete headers["content-security-policy"];
    await route.fulfill({ response, headers, body });
  });
}

/** What the hostile SVG managed to do: dialogs opened and marks left on its own root element. */
async function openHostileSvg(page: Page, keepPolicy: boolean) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await swapBody(page, SVG_URL, HOSTILE_SVG, keepPolicy);
  const res = await page.goto(SVG_URL);
  expect(res?.status()).toBe(200);
  await expect(page.locator("rect")).toHaveCount(1);
  await page.waitForTimeout(500); // time for an onload or a script to have run
  const marks = await page.locator("svg").evaluate((svg) => ({
    script: svg.getAttribute("data-script"),
    onload: svg.getAttribute("data-onload"),
  }));
  return { dialogs, marks, csp: res?.headers()["content-security-policy"] ?? "" };
}

test.describe("files under /content/ are sandboxed", () => {
  test("an SVG opened on its own runs neither its <script> nor its onload", async ({ page }) => {
    const { dialogs, marks, csp } = await openHostileSvg(page, true);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/(^|; )sandbox(;|$)/);
    expect(dialogs).toEqual([]);
    expect(marks).toEqual({ script: null, onload: null });
  });

  test("control: the same SVG without the policy does run (so the test above can see a script)", async ({
    page,
  }) => {
    const { dialogs, marks } = await openHostileSvg(page, false);
    expect(dialogs).toContain("script ran");
    expect(marks.script).toBe("ran");
  });

  test("an uploaded PNG opened on its own still shows under its policy", async ({ page, request }) => {
    const login = await request.post("/api/auth/login", {
      data: { email: "admin@e2e.local", password: "e2e-admin-password" },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const upload = await request.post("/api/prod/files", {
      headers: { authorization: `Bearer ${accessToken}` },
      multipart: { file: { name: "pixel.png", mimeType: "image/png", buffer: PNG } },
    });
    expect(upload.status()).toBe(201);
    const { path } = (await upload.json()) as { path: string };
    const res = await page.goto(path);
    expect(res?.headers()["content-security-policy"]).toMatch(
      /^default-src 'none'; img-src 'self'; .*sandbox/,
    );
    const img = page.locator("img");
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(1);
  });

  test("an SVG opened on its own still shows, and pages still show their images", async ({ page }) => {
    const res = await page.goto(SVG_URL);
    expect(res?.headers()["content-security-policy"]).toMatch(/sandbox/);
    await expect(page.locator("svg").first()).toBeVisible();

    await page.goto("/document/detector-de-sesgos");
    const logo = page.locator("img.reading-logo");
    await expect(logo).toHaveAttribute("src", SVG_URL);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });
});
