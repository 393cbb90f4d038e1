import fs from "node:fs";
import { expect, test, type Page } from "./support/test.ts";
import { DATA_INVENTORY } from "../../app/content/data-inventory.ts";
import { expectAccessible } from "./support/axe.ts";
import { startPrivateServer } from "./support/content-server.ts";
import { mailTo } from "./support/mailbox.ts";

/*
 * What the public site says it keeps (issue 38), against the built site: the privacy policy in both
 * languages lists every item of the data inventory with the running configuration's retention, /chatbot
 * names its model (none here) and how long questions are kept, another server started with other settings
 * says other numbers and its model, and a visitor gets a copy of their data, then has it erased, through
 * /mis-datos and the link e-mailed to them (a real SMTP server beside the site: scripts/e2e-server.ts).
 */

const ITEMS = DATA_INVENTORY.map((item) => item.id).sort();

async function inventoryOn(page: Page) {
  return page.locator(".inventory article[data-item]").evaluateAll((items) =>
    items.map((el) => ({
      id: el.getAttribute("data-item") ?? "",
      retention: el.querySelector(".inventory-retention")?.textContent ?? "",
    })),
  );
}

const PRIVACY = [
  {
    path: "/privacidad",
    heading: "Qué guarda este sitio y durante cuánto tiempo",
    stored: "Quién es responsable",
    contact: "365 días desde que llega (CONTACT_RETENTION_DAYS)",
    questions: "30 días desde la pregunta (ASSISTANT_RETENTION_DAYS)",
  },
  {
    path: "/en/privacy",
    heading: "What this site keeps, for how long",
    stored: "Who is responsible",
    contact: "365 days after it arrives (CONTACT_RETENTION_DAYS)",
    questions: "30 days after the question (ASSISTANT_RETENTION_DAYS)",
  },
];

for (const p of PRIVACY) {
  test(`${p.path} keeps its own text and lists every item of the data inventory with its retention`, async ({
    page,
  }, info) => {
    await page.goto(p.path);
    await expect(page.getByRole("heading", { level: 2, name: p.stored })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: p.heading })).toBeVisible();
    const items = await inventoryOn(page);
    expect(items.map((i) => i.id).sort()).toEqual(ITEMS);
    expect(items.find((i) => i.id === "contact-messages")?.retention).toBe(p.contact);
    expect(items.find((i) => i.id === "assistant-questions")?.retention).toBe(p.questions);
    for (const item of items) expect(item.retention.length, item.id).toBeGreaterThan(5);
    await expectAccessible(page, p.path);
    await page.screenshot({ path: info.outputPath("privacy-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${p.path} at 375 px`);
    await page.locator("#datos").screenshot({ path: info.outputPath("privacy-inventory-375.png") });
  });
}

test("/chatbot says there is no model, and that questions are sent to the server and kept 30 days", async ({
  page,
}) => {
  await page.goto("/chatbot");
  await expect(page.locator(".bot-facts dd").nth(1)).toHaveText(
    "Ninguno: responde citando las páginas del sitio",
  );
  await expect(page.getByTestId("assistant-note")).toHaveText(
    /Cada pregunta se envía al servidor de este sitio, que la guarda 30 días .*sin tu dirección IP/,
  );
  await expect(page.locator("main")).not.toContainText(
    /no se envía a ningún servidor|cuantizado y ejecutado en local/,
  );
  await page.goto("/en/chatbot");
  await expect(page.locator(".bot-facts dd").nth(1)).toHaveText(
    "None: it answers by quoting the site's pages",
  );
  await expect(page.getByTestId("assistant-note")).toHaveText(/there is no language model.*keeps it 30 days/);
  await expect(page.locator("main")).not.toContainText(
    /not sent to any server|Does not keep a conversation history/,
  );
  await expectAccessible(page, "/en/chatbot");
});

test("a server started with other settings says other numbers, and names its model", async ({ page }) => {
  test.setTimeout(90_000);
  const server = await startPrivateServer({
    SEED_DEMO: "1",
    CONTACT_RETENTION_DAYS: "90",
    ASSISTANT_RETENTION_DAYS: "7",
    // Named only: the pages say which model, nothing here asks it anything.
    LLM_BASE_URL: "http://127.0.0.1:9/v1",
    LLM_MODEL: "qwen2.5:3b-instruct",
  });
  try {
    await page.goto(`${server.base}/privacidad`);
    const items = await inventoryOn(page);
    expect(items.find((i) => i.id === "contact-messages")?.retention).toBe(
      "90 días desde que llega (CONTACT_RETENTION_DAYS)",
    );
    expect(items.find((i) => i.id === "assistant-questions")?.retention).toBe(
      "7 días desde la pregunta (ASSISTANT_RETENTION_DAYS)",
    );
    await expect(page.locator('[data-item="assistant-questions"]')).toContainText("«qwen2.5:3b-instruct»");
    await page.goto(`${server.base}/en/chatbot`);
    await expect(page.locator(".bot-facts dd").nth(1)).toHaveText("qwen2.5:3b-instruct");
    await expect(page.getByTestId("assistant-note")).toHaveText(/“qwen2\.5:3b-instruct”.*keeps it 7 days/);
  } finally {
    await server.stop();
  }
});

const unique = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;

/** Links already followed: each request waits for its own e-mail. */
const seen = new Set<string>();
const linkOf = (text: string | undefined) =>
  /(http\S+\/(?:mis-datos|my-data)\?request=\S+)/.exec(text ?? "")?.[1] ?? "";

/** The request form of /mis-datos, sent; answers the link e-mailed to the address. */
async function ask(page: Page, lang: "es" | "en", address: string, action: "export" | "erase") {
  const es = lang === "es";
  await page.goto(es ? "/mis-datos" : "/en/my-data");
  const form = page.locator("#request");
  await form.getByLabel(es ? "Tu correo electrónico" : "Your e-mail address").fill(address);
  await form
    .getByRole("radio", {
      name: action === "export" ? (es ? /Una copia/ : /A copy/) : es ? /Que se borre/ : /Erase everything/,
    })
    .check();
  await form.getByRole("button", { name: es ? "Enviar el enlace" : "Send the link" }).click();
  await expect(form.getByRole("status")).toHaveText(
    es ? /^Hecho: si esa dirección es tuya/ : /^Done: if that address is yours/,
    {
      timeout: 15_000,
    },
  );
  const mail = await mailTo(
    address,
    (m) => (m.text ?? "").includes(`action=${action}`) && !seen.has(linkOf(m.text)),
  );
  expect(mail.subject).toBe(
    es
      ? "Confirma tu petición sobre tus datos en Simbiosis"
      : "Confirm your request about your data at Simbiosis",
  );
  const link = linkOf(mail.text);
  seen.add(link);
  expect(link).toMatch(es ? /\/mis-datos\?request=/ : /\/en\/my-data\?request=/);
  return link;
}

test("a visitor gets a copy of their data from the e-mailed link (en), then has it erased (es)", async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  const address = unique("visitante");
  // Something to find: a message from the contact form.
  await page.goto("/en/contact");
  const contact = page.getByRole("region", { name: "Write to us" });
  await contact.getByLabel("Name", { exact: true }).fill("Vera Visitor");
  await contact.getByLabel("E-mail address", { exact: true }).fill(address);
  await contact.getByLabel("Subject", { exact: true }).fill("Hello");
  await contact.getByLabel("Message", { exact: true }).fill("Keep in touch.");
  await contact.getByRole("checkbox").check();
  await contact.getByRole("button", { name: "Send message" }).click();
  await expect(contact.getByRole("status")).toHaveText(/Thank you!/, { timeout: 15_000 });

  await page.goto("/en/my-data");
  await expectAccessible(page, "/en/my-data");
  await page.screenshot({ path: info.outputPath("my-data-en-1280.png"), fullPage: true });
  const exportLink = await ask(page, "en", address, "export");
  await page.goto(exportLink);
  const confirm = page.locator("#confirm");
  await expect(confirm.getByRole("heading", { name: "Confirm your request" })).toBeVisible();
  await expectAccessible(page, "the confirmation page (export)");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    confirm.getByRole("button", { name: "Download my copy" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("simbiosis-data.json");
  const copy = JSON.parse(fs.readFileSync((await download.path()) ?? "", "utf8")) as {
    address: string;
    items: Array<{ id: string; title: string; rows: Array<Record<string, unknown>> }>;
  };
  expect(copy.address).toBe(address);
  const messages = copy.items.find((i) => i.id === "contact-messages");
  expect(messages?.title).toBe("Contact form messages");
  expect(messages?.rows[0]).toMatchObject({ name: "Vera Visitor", message: "Keep in touch." });
  await expect(confirm.getByRole("status")).toHaveText(/^Downloaded/);

  await page.setViewportSize({ width: 375, height: 800 });
  const eraseLink = await ask(page, "es", address, "erase");
  await page.goto(eraseLink);
  await expect(page.locator("#confirm").getByRole("heading", { name: "Confirma tu petición" })).toBeVisible();
  await expectAccessible(page, "the confirmation page (erase) at 375 px");
  await page.screenshot({ path: info.outputPath("my-data-erase-es-375.png"), fullPage: true });
  await page.locator("#confirm").getByRole("button", { name: "Borrar mis datos" }).click();
  await expect(page.locator("#confirm").getByRole("status")).toHaveText(/^Hecho: hemos borrado todo/);

  // Asked again: the copy holds nothing of what was erased (only this new request itself).
  const again = await ask(page, "es", address, "export");
  await page.goto(again);
  const [second] = await Promise.all([
    page.waitForEvent("download"),
    page.locator("#confirm").getByRole("button", { name: "Descargar mi copia" }).click(),
  ]);
  const after = JSON.parse(fs.readFileSync((await second.path()) ?? "", "utf8")) as {
    items: Array<{ id: string }>;
  };
  expect(after.items.map((i) => i.id)).not.toContain("contact-messages");
});

test("the page a confirmation link opens is never kept by the response cache; the plain page is", async ({
  request,
}) => {
  const linkPage = "/mis-datos?request=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
  for (let i = 0; i < 3; i++) {
    const res = await request.get(linkPage);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect(res.headers()["x-cache"]).toBeUndefined();
  }
  const hits: Array<string | undefined> = [];
  for (let i = 0; i < 3; i++) hits.push((await request.get("/en/my-data")).headers()["x-cache"]);
  expect(hits).toContain("HIT");
});
