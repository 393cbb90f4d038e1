import { STRICT_PAGE_CSP, watchCsp } from "./support/csp-watch.ts";
import {
  apiToken,
  articleWithContent,
  editorUrl,
  expect,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
} from "./support/admin-helpers.ts";

/*
 * The editing area under the same strict CSP as the site (issue 44): signing in, the page list, and the
 * editor with its rich-text field (a table, a link, an image dialog) load and work with nothing blocked.
 */
test("the editing area and its rich-text editor work under a CSP without 'unsafe-inline'", async ({
  page,
  request,
  created,
}) => {
  const name = created(uniqueName("csp-estricta"));
  await savePageViaApi(
    request,
    await apiToken(request),
    articleWithContent(
      name,
      "<p>Texto</p><table><tbody><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>",
    ),
  );
  const violations = await watchCsp(page);
  const res = await page.goto("/admin");
  expect(res?.headers()["content-security-policy"]).toMatch(STRICT_PAGE_CSP);
  await signIn(page, "es", editorUrl(name));
  const content = page.getByRole("textbox", { name: "Contenido (Español)" });
  await expect(content.locator("table")).toBeVisible();
  await content.locator("td").first().click();
  await page.keyboard.type(" más");
  await expect(content.locator("td").first()).toContainText("1 más");
  // The editor's own styles apply (admin.css): the toolbar is laid out as a row of buttons.
  const toolbar = page.getByRole("toolbar", { name: "Formato de Contenido (Español)" });
  expect(await toolbar.evaluate((el) => getComputedStyle(el).display)).toMatch(/flex|grid/);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});
