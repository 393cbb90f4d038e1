import {
  apiToken,
  articleFixture,
  editorUrl,
  expect,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
  useEditingAreaLang,
} from "./support/admin-helpers.ts";
import { expectAccessible } from "./support/axe.ts";

/** Issue 41, item 6: the page as visitors will see it, beside the form, refreshed as the draft saves. */
test.describe("the side-by-side preview", () => {
  test("ES, desktop: beside the form, reloaded with each save, in either language", async ({
    page,
    request,
    created,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const name = created(uniqueName("vista-previa"));
    await savePageViaApi(
      request,
      await apiToken(request),
      articleFixture(name, "Taller de huerto", "Garden workshop"),
    );
    await signIn(page, "es", editorUrl(name));

    await page.getByRole("button", { name: "Ver la vista previa" }).click();
    const frame = page.frameLocator("iframe.admin-preview-frame");
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Taller de huerto");
    // Beside the form, not under it.
    const form = await page.locator(".admin-editor-main").boundingBox();
    const pane = await page.locator("iframe.admin-preview-frame").boundingBox();
    expect(pane && form && pane.x).toBeGreaterThan((form?.x ?? 0) + (form?.width ?? 0) - 1);
    expect(Math.abs((pane?.y ?? 0) - (form?.y ?? 0))).toBeLessThan(200);
    // The public page's code only: the editing area's bundle is not loaded in the frame.
    const scripts = await page
      .locator("iframe.admin-preview-frame")
      .evaluate((el) =>
        [...((el as HTMLIFrameElement).contentDocument?.querySelectorAll("script[src]") ?? [])].map(
          (s) => (s as HTMLScriptElement).src,
        ),
      );
    expect(scripts.filter((s) => /admin|page-editor/.test(s))).toEqual([]);

    await page.getByLabel("Título (Español)").fill("Taller de huerto urbano");
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Taller de huerto urbano", {
      timeout: 15_000,
    });
    await page.getByRole("radio", { name: "English" }).check();
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Garden workshop");
    await expectAccessible(page, "editor with the preview (es, 1280)");
    await page.getByRole("button", { name: "Ocultar la vista previa" }).click();
    await expect(page.locator("iframe.admin-preview-frame")).toHaveCount(0);
  });

  test("only a preview link's answer may be framed, and only by the site itself", async ({
    request,
    created,
  }) => {
    const name = created(uniqueName("marco"));
    const token = await apiToken(request);
    await savePageViaApi(request, token, articleFixture(name));
    const link = await request.post(`/api/prod/pages/${name}/preview`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    const { urls } = (await link.json()) as { urls: { es: string } };
    const preview = await request.get(urls.es);
    expect(preview.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(preview.headers()["x-frame-options"]).toBe("SAMEORIGIN");
    const plain = await request.get(new URL(urls.es).pathname);
    expect(plain.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(plain.headers()["x-frame-options"]).toBe("DENY");
  });

  test("EN, phone: a toggle above the form", async ({ page, context, baseURL, request, created }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await useEditingAreaLang(context, baseURL, "en");
    const name = created(uniqueName("preview"));
    await savePageViaApi(request, await apiToken(request), articleFixture(name, "Taller", "Workshop"));
    await signIn(page, "en", editorUrl(name));
    const toggle = page.getByRole("button", { name: "Show the preview" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page.getByRole("button", { name: "Hide the preview" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const frame = page.frameLocator("iframe.admin-preview-frame");
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Workshop");
    const pane = await page.locator("iframe.admin-preview-frame").boundingBox();
    const form = await page.locator(".admin-editor-main").boundingBox();
    expect(pane?.y ?? 0).toBeLessThan(form?.y ?? 0);
    expect(pane?.width ?? 0).toBeLessThanOrEqual(375);
    await expectAccessible(page, "editor with the preview (en, 375)");
  });
});
