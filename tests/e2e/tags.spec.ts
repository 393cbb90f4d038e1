import { expect, test } from "./support/test.ts";
import { collectErrors, expectAccessible, waitForHydration } from "./support/content-helpers.ts";

/*
 * Tags with a label per language, linking to the list of their articles (docs/product.md "Tags"), on
 * the demo content. It only reads: other specs may add pages to the shared server, so lists are checked
 * by what every card shows, never by totals.
 */

const ARTICLE = "auditorias-de-sesgo";

test("an English article shows its tags in English, each linking to the English list of that tag", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`/en/article/${ARTICLE}`);
  const tags = page.getByRole("list", { name: "Tags" });
  await expect(tags.getByRole("listitem")).toHaveText(["#bias", "#auditing", "#fairness", "#methodology"]);
  const bias = tags.getByRole("link", { name: "Articles tagged bias" });
  await expect(bias).toHaveAttribute("href", "/en/articles?tag=sesgo");
  await expect(tags.getByRole("link", { name: "Articles tagged auditing" })).toHaveAttribute(
    "href",
    "/en/articles?tag=auditor%C3%ADa",
  );
  await expectAccessible(page, "English article with tags");

  await waitForHydration(page);
  await bias.click();
  await expect(page).toHaveURL(/\/en\/articles\?tag=sesgo$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles tagged #bias");
  await expect(page).toHaveTitle("Articles tagged #bias | Simbiosis");
  await expect(page.getByRole("status")).toHaveText(/^Showing \d+ of \d+ articles tagged #bias$/);
  const cards = page.locator("article.card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: "Bias audits" })).toHaveCount(1);
  // Only articles with the tag, each in English with its tags in English.
  for (const card of await cards.all()) {
    await expect(card.getByRole("link", { name: "Articles tagged bias" })).toHaveText("#bias");
    await expect(card.getByRole("listitem")).not.toContainText(["#sesgo"]);
  }
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // The active tag is a filter that can be removed.
  const remove = page
    .getByRole("list", { name: "Active filter" })
    .getByRole("link", { name: "Remove the filter #bias" });
  await expect(remove).toHaveText("#bias ×");
  await expect(remove).toHaveAttribute("href", "/en/articles");
  await expectAccessible(page, "English list of a tag");
  await remove.click();
  await expect(page).toHaveURL(/\/en\/articles$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles");
  await expect(page.getByRole("status")).toHaveText(/^Showing \d+ articles$/);
  expect(errors).toEqual([]);
});

test("the Spanish article shows the Spanish labels, linking to the Spanish list", async ({ page }) => {
  await page.goto(`/article/${ARTICLE}`);
  const tags = page.getByRole("list", { name: "Etiquetas" });
  await expect(tags.getByRole("listitem")).toHaveText(["#sesgo", "#auditoría", "#equidad", "#metodología"]);
  await expect(tags.getByRole("link", { name: "Artículos con la etiqueta sesgo" })).toHaveAttribute(
    "href",
    "/articles?tag=sesgo",
  );
  await page.goto("/articles?tag=sesgo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artículos con la etiqueta #sesgo");
  await expect(page.locator("article.card").filter({ hasText: "Auditorías de sesgo" })).toHaveCount(1);
  await expect(page.getByRole("status")).toHaveText(
    /^Mostrando \d+ de \d+ artículos con la etiqueta #sesgo$/,
  );
});

test("a card's tag is its own link; the filter keeps the search and category, and an unknown tag finds nothing", async ({
  page,
}) => {
  await page.goto("/en/articles");
  await waitForHydration(page);
  const card = page.locator("article.card").filter({ hasText: "Data sovereignty" });
  await expect(card.getByRole("listitem")).toHaveText(["#data", "#sovereignty", "#communities", "#privacy"]);
  await card.getByRole("link", { name: "Articles tagged privacy" }).click();
  await expect(page).toHaveURL(/\/en\/articles\?tag=privacidad$/);
  await expect(page.locator("article.card").filter({ hasText: "Data sovereignty" })).toHaveCount(1);

  // Combined with a search and a category, and removed without losing them.
  await page.goto("/en/articles?q=data&category=research&tag=privacidad");
  await expect(page.locator("article.card").filter({ hasText: "Data sovereignty" })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Remove the filter #privacy" })).toHaveAttribute(
    "href",
    "/en/articles?q=data&category=research",
  );
  await page.goto("/en/articles?q=zzzz-nothing&tag=privacidad");
  await expect(page.getByRole("heading", { name: "No results" })).toBeVisible();

  const res = await page.goto("/en/articles?tag=%3Cscript%3Enadie%00");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles tagged #<script>nadie");
  await expect(page.getByRole("heading", { name: "No results" })).toBeVisible();
  await expect(page.locator("article.card")).toHaveCount(0);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page).toHaveURL(/\/en\/articles$/);
  await expect(page.locator("article.card").first()).toBeVisible();
});
