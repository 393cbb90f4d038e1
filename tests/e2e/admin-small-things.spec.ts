import {
  apiToken,
  expect,
  savePageViaApi,
  signIn,
  test,
  uniqueName,
  useEditingAreaLang,
} from "./support/admin-helpers.ts";
import { expectAccessible } from "./support/axe.ts";

/** Issue 41, item 8: the small things a volunteer tripped over, and the invitation's honest message. */
test.describe("small things of the editing area (issue 41)", () => {
  test("'Mi cuenta' stays on one line at 1280 px and 'Comparar' in the history is a button that looks like one", async ({
    page,
    request,
    created,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const name = created(uniqueName("comparar"));
    const token = await apiToken(request);
    const first = await savePageViaApi(request, token, {
      Page: name,
      Template: "Article",
      values: [{ name: "Title", lang: "es", value: { text: "Uno" } }],
    });
    await savePageViaApi(request, token, {
      Page: name,
      Template: "Article",
      revision: first.revision,
      values: [{ name: "Title", lang: "es", value: { text: "Dos" } }],
    });
    await signIn(page, "es", `/admin/pages/${name}/history`);
    const nav = page
      .getByRole("navigation", { name: /./ })
      .filter({ has: page.getByRole("link", { name: "Mi cuenta" }) });
    const account = await nav.getByRole("link", { name: "Mi cuenta" }).boundingBox();
    const pages = await nav.getByRole("link", { name: "Páginas", exact: true }).boundingBox();
    expect(account?.height).toBe(pages?.height);

    // "Comparar" looks like its neighbour "Ver": a bordered button, not a line of text.
    const look = (name: string) =>
      page.getByRole("button", { name }).evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.borderTopStyle, s.borderTopWidth, s.borderTopColor, s.backgroundColor, s.color].join(" ");
      });
    const compare = await look("Comparar la revisión 1");
    expect(compare).toBe(await look("Ver la revisión 1"));
    expect(compare).not.toMatch(/^none /);
  });

  for (const lang of ["es", "en"] as const) {
    for (const width of [1280, 375]) {
      test(`without SMTP, an invitation says mail is not sent and gives its link (${lang}, ${width}px)`, async ({
        page,
        context,
        baseURL,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await useEditingAreaLang(context, baseURL, lang);
        const es = lang === "es";
        await signIn(page, lang, "/admin/users");
        // The banner Subscribers and Messages show.
        await expect(
          page
            .getByRole("note")
            .filter({ hasText: es ? /no se/i : /not/i })
            .first(),
        ).toBeVisible();
        const email = `${uniqueName("invitada")}@example.org`;
        await page.getByLabel(es ? "Correo electrónico" : "E-mail", { exact: true }).fill(email);
        await page.getByRole("button", { name: es ? "Añadir usuario" : "Add user" }).click();
        const notice = page.locator(".admin-invitation-link");
        await expect(notice).toContainText(
          es
            ? `Invitación creada para ${email}, pero el correo no se está enviando`
            : `Invitation created for ${email}, but mail is not being sent`,
        );
        await expect(
          page.getByText(es ? `Invitación enviada a ${email}` : `Invitation sent to ${email}`),
        ).toHaveCount(0);
        const link = notice.getByLabel(
          es ? "Enlace de la invitación (caduca en 7 días)" : "The invitation's link (expires in 7 days)",
        );
        await expect(link).toHaveValue(/\/admin\?reset=/);
        await expectAccessible(page, `users after an invitation without SMTP (${lang}, ${width}px)`);
      });
    }
  }

  test("the English preview link of an untranslated draft shows the Spanish with the public page's notice; notes are per language", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("sin-traducir"));
    const token = await apiToken(request);
    const auth = { authorization: `Bearer ${token}` };
    // A draft from the template: Spanish written, the English boxes still empty.
    const draft = await request.put(`/api/prod/pages/${name}/draft`, {
      headers: auth,
      data: {
        Page: name,
        Template: "Article",
        values: [
          { name: "Title", lang: "es", value: { text: "Taller en la biblioteca" } },
          { name: "Content", lang: "es", value: { html: "<p>Texto en español</p>" } },
          { name: "Title", lang: "en", value: { text: "" } },
          { name: "Content", lang: "en", value: { html: "" } },
        ],
      },
    });
    expect(draft.status()).toBe(201);
    const preview = await request.post(`/api/prod/pages/${name}/preview`, { headers: auth, data: {} });
    const { urls } = (await preview.json()) as { urls: { es: string; en: string } };
    await page.goto(urls.en);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Taller en la biblioteca");
    await expect(
      page.getByRole("note").filter({ hasText: "not been translated into English yet" }),
    ).toBeVisible();
    await expect(page.getByText("This page has no content yet")).toHaveCount(0);

    // Translated and published with a note in each language: each page shows its own.
    const { revision } = (await draft.json()) as { revision: number };
    const saved = await request.put(`/api/prod/pages/${name}/draft`, {
      headers: auth,
      data: {
        Page: name,
        Template: "Article",
        revision,
        values: [
          { name: "Title", lang: "es", value: { text: "Taller en la biblioteca" } },
          { name: "Title", lang: "en", value: { text: "Library workshop" } },
        ],
      },
    });
    expect(saved.status()).toBe(200);
    const published = await request.post(`/api/prod/pages/${name}/publish`, {
      headers: auth,
      data: { notes: { es: "Cambiada la hora", en: "Time changed" } },
    });
    expect(published.status()).toBe(200);
    const en = new URL(urls.en);
    await page.goto(en.pathname);
    await expect(page.locator(".change-note")).toContainText("Time changed");
    await expect(page.locator(".change-note")).not.toContainText("Cambiada");
  });
});
