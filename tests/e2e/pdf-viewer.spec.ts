import { expect, test, type Frame, type Page } from "./support/test.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/support.ts";
import { waitForHydration } from "./support/content-helpers.ts";

/*
 * Stored PDFs (/content/*.pdf) under their policy still show in Chromium's PDF viewer, inside the site's
 * viewer and in a tab of their own. The viewer is a part of the whole browser: the headless shell the
 * other specs run on has none, so this file asks for the whole Chromium.
 */
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

const PDF_POLICY = "default-src 'none'; sandbox; frame-ancestors 'self'";

test.describe("files under /content/ in Chromium's PDF viewer", () => {
  test("the documentation's PDF viewer still shows a demo PDF inside the site", async ({ page, request }) => {
    const pdfUrl = "/content/guia-de-contribucion.pdf";
    // What the server sends. (The browser does not show it: Chromium swaps a PDF's answer for its
    // viewer's page and keeps only frame-ancestors from the policy; see the note at the end.)
    expect((await request.get(pdfUrl)).headers()["content-security-policy"]).toBe(PDF_POLICY);
    await page.setViewportSize({ width: 1280, height: 1100 });
    await page.goto("/documentation");
    await waitForHydration(page);
    const item = page.locator(".pdf-item").filter({ hasText: "Guía de contribución" });
    await item.getByRole("button", { name: /Ver aquí/ }).click();
    const viewer = page.getByRole("region", { name: /Visor de PDF: Guía de contribución/ });
    await expect(viewer.locator("iframe")).toHaveAttribute("src", pdfUrl);
    expect(await pdfViewerFrame(page), "Chromium's PDF viewer opened inside the iframe").toBeDefined();
    await viewer.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500); // the viewer draws the pages after its frame has loaded
    await viewer.screenshot({ path: "/tmp/pdf-viewer-documentation.png" });
  });

  test("a book PDF opened from /book shows in Chromium's PDF viewer", async ({ page, request }) => {
    const pdfUrl = "/content/path-of-life-es.pdf";
    expect((await request.get(pdfUrl)).headers()["content-security-policy"]).toBe(PDF_POLICY);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/book");
    await waitForHydration(page);
    await page.locator(`a[href="${pdfUrl}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${pdfUrl.replace(/\./g, "\\.")}$`));
    expect(await pdfViewerFrame(page)).toBeDefined();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: "/tmp/pdf-viewer-book.png" });
  });
});

/** The frame of Chromium's PDF viewer (its extension page), once it has loaded. */
async function pdfViewerFrame(page: Page): Promise<Frame | undefined> {
  const isViewer = (f: Frame) => f.url().startsWith("chrome-extension://") && f.url().endsWith("/index.html");
  await expect.poll(() => page.frames().some(isViewer), { timeout: 10_000 }).toBe(true);
  return page.frames().find(isViewer);
}

/*
 * What Chromium 156 (Debian, headless) was seen to do with PDFs under this policy, for whoever
 * changes it: the PDF viewer renders them with the policy in place, in the site's iframe and in a
 * tab of its own. It does not apply the sandbox to a PDF: the PDF's frame keeps the site's origin
 * (window.origin is not "null") and the page sees only frame-ancestors of the policy. A PDF's own
 * JavaScript (an /OpenAction app.alert) ran and showed its dialog with no policy, with sandbox, and
 * with sandbox allow-scripts / allow-same-origin alike. So for PDFs the policy is not the lock:
 * the upload is, which refuses PDFs carrying JavaScript or actions (app/server/files/pdf-check.server.ts).
 */
