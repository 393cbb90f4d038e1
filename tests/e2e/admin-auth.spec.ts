import {
  ADMIN,
  DRAFT_SAVED,
  getDraftViaApi,
  expect,
  test,
  apiToken,
  articleFixture,
  editorUrl,
  savePageViaApi,
  signIn,
  storedToken,
  uniqueName,
} from "./support/admin-helpers.ts";

test.describe("access to the editing area", () => {
  test("a wrong password is explained; the right one opens the list", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Inicia sesión para editar" })).toBeVisible();
    await page.getByLabel("Correo electrónico").fill(ADMIN.email);
    await page.getByLabel("Contraseña").fill("not-the-password");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("alert")).toContainText("El correo o la contraseña no son correctos");
    await expect(page.getByLabel("Contraseña")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Contraseña").fill(ADMIN.password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Páginas" })).toBeVisible();
    await expect(page.getByText(`Sesión iniciada como ${ADMIN.email}`)).toBeVisible();
    expect(await storedToken(page)).toMatch(/^ey/);
  });

  test("empty fields, the rate limit and an unreachable server each get their own message", async ({
    page,
  }) => {
    await page.goto("/admin");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("alert")).toContainText("Escribe tu correo y tu contraseña");

    await page.getByLabel("Correo electrónico").fill(ADMIN.email);
    await page.getByLabel("Contraseña").fill("whatever");
    // The server's answer after five failures a minute (docs/product.md "Sign-in calls"); faked so no real limit is spent.
    await page.route("**/api/auth/login", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "retry-after": "60" },
        body: JSON.stringify({ message: "Too many sign-in attempts.", code: "rate_limited" }),
      }),
    );
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("alert")).toContainText("Demasiados intentos fallidos. Espera un minuto");

    await page.unroute("**/api/auth/login");
    await page.route("**/api/auth/login", (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("alert")).toContainText("No se ha podido conectar con el servidor");
  });

  test("a stored token is checked on load: a valid one opens the area, a bad one is renewed from the session or forgotten", async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Páginas" })).toBeVisible();

    // A refused token is replaced by one the browser's session (its cookie) renews.
    await page.evaluate(() => sessionStorage.setItem("accessToken", "not-a-token"));
    const me = page.waitForResponse((r) => r.url().endsWith("/api/auth/me"));
    const refresh = page.waitForResponse((r) => r.url().endsWith("/api/auth/refresh"));
    await page.reload();
    expect((await me).status()).toBe(401);
    expect((await refresh).status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Páginas" })).toBeVisible();
    expect(await storedToken(page)).not.toBe("not-a-token");

    // Without the session cookie, it is forgotten and the sign-in form shows.
    await context.clearCookies({ name: "simbiosis_session" });
    await page.evaluate(() => sessionStorage.setItem("accessToken", "not-a-token"));
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Inicia sesión para editar" })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test("signing out revokes the token: a write with it is refused", async ({ page, request }) => {
    await signIn(page);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inicia sesión para editar" })).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    const res = await request.post("/api/prod/pages", {
      data: { Page: uniqueName("revoked"), Template: "Page", values: [] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(401);
    expect(((await res.json()) as { message: string }).message).toMatch(/revoked/);
  });

  test("an expired session during an edit asks to sign in again, keeps the edits and finishes the save", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("expira"));
    await savePageViaApi(request, await apiToken(request), articleFixture(name));
    await signIn(page, "es", editorUrl(name));
    await expect(page.getByRole("heading", { level: 1, name: "Título de prueba" })).toBeVisible();
    await page.getByLabel("Título (Español)").fill("Editado antes de caducar");

    // The token stops being valid behind the editor's back (as when it expires).
    const token = await storedToken(page);
    await request.post("/api/auth/logout", { headers: { authorization: `Bearer ${token}` } });

    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Tu sesión ha caducado" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Correo electrónico")).toHaveValue(ADMIN.email);
    await dialog.getByLabel("Contraseña").fill(ADMIN.password);
    await dialog.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible();
    await expect(page.getByLabel("Título (Español)")).toHaveValue("Editado antes de caducar");
    const stored = await getDraftViaApi(request, name);
    expect(stored.values[0]).toMatchObject({ value: { text: "Editado antes de caducar" } });
  });

  test("reloading with edits not yet sent warns, and the edits are kept (sent as the tab goes, or kept in the tab)", async ({
    page,
    request,
    created,
  }) => {
    const name = created(uniqueName("recarga"));
    await savePageViaApi(request, await apiToken(request), articleFixture(name));
    await signIn(page, "es", editorUrl(name));
    const warned = () =>
      new Promise<string>((resolve) => {
        page.once("dialog", (d) => {
          resolve(d.type());
          void d.accept();
        });
      });
    const inStorage = (text: string) =>
      expect
        .poll(() => page.evaluate((t) => Object.values(sessionStorage).some((v) => v.includes(t)), text))
        .toBe(true);

    // Edits that cannot be sent yet (a link value that is not a link) stay in the tab and come back.
    await page.getByLabel("Nombre del valor").fill("Web");
    await page.getByLabel("Tipo").selectOption({ label: "Enlace" });
    await page.getByRole("button", { name: "Añadir valor" }).click();
    await page.getByRole("textbox", { name: "Web", exact: true }).fill("no es un enlace");
    await page.getByLabel("Título (English)").fill("Kept across a reload");
    await expect(page.getByRole("status").filter({ hasText: "Cambios sin guardar" })).toBeVisible();
    await inStorage("Kept across a reload");
    let warning = warned();
    await page.reload();
    expect(await warning).toBe("beforeunload");
    await expect(page.getByText("Se han recuperado cambios sin guardar de esta página.")).toBeVisible();
    await expect(page.getByLabel("Título (English)")).toHaveValue("Kept across a reload");
    await page.getByRole("button", { name: "Descartarlos" }).click();
    await expect(page.getByLabel("Título (English)")).toHaveValue("Test title");
    await expect(page.getByRole("textbox", { name: "Web", exact: true })).toHaveCount(0);

    // The server can be reached: the closing tab sends the draft itself.
    await page.getByLabel("Título (English)").fill("Sent as the tab went");
    await inStorage("Sent as the tab went");
    warning = warned();
    await page.reload();
    expect(await warning).toBe("beforeunload");
    await expect(page.getByLabel("Título (English)")).toHaveValue("Sent as the tab went");
    await expect
      .poll(
        async () =>
          (await getDraftViaApi(request, name)).values.find((v) => v.name === "Title" && v.lang === "en")
            ?.value,
      )
      .toEqual({ text: "Sent as the tab went" });
  });
});
