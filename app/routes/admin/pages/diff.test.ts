import { describe, expect, it } from "vitest";
import type { PageDoc } from "../../../content/page-model.ts";
import "../../../i18n/admin-texts.ts";
import { es } from "../../../i18n/dictionaries.ts";
import { dictionaryFor } from "../../../i18n/translate.ts";
import { diffNames } from "../shell/human-names.ts";
import { diffPages } from "./diff.ts";

describe("what changed between their version and yours", () => {
  const base: PageDoc = {
    Page: "p",
    Template: "Article",
    revision: 3,
    Updated: "x",
    Author: "Ana",
    values: [
      { name: "Title", lang: "es", value: { text: "Hola" } },
      { name: "Content", lang: "es", value: { html: "<p>Uno</p>" } },
    ],
  };

  it("lists only what differs, in readable text, ignoring revision and dates", () => {
    const theirs: PageDoc = {
      ...base,
      revision: 4,
      Updated: "y",
      Author: "Bea",
      values: [
        { name: "Title", lang: "es", value: { text: "Hola de nuevo" } },
        { name: "Content", lang: "es", value: { html: "<p>Uno</p>" } },
      ],
    };
    const yours: PageDoc = {
      ...base,
      values: [...base.values, { name: "Title", lang: "en", value: { text: "Hello" } }],
    };
    expect(diffPages(theirs, yours, diffNames(es, "es"))).toEqual([
      { label: "Autoría", theirs: "Bea", yours: "Ana" },
      { label: "Título (español)", theirs: "Hola de nuevo", yours: "Hola" },
      { label: "Título (inglés)", theirs: "", yours: "Hello" },
    ]);
  });

  it("finds nothing when only the revision changed", () => {
    expect(diffPages({ ...base, revision: 9 }, base, diffNames(es, "es"))).toEqual([]);
  });

  it("names rows by the template's labels in the editor's language, whatever the stored spelling", () => {
    const product: PageDoc = { Page: "p", Template: "Producto", Category: "ai", values: [] };
    const changed: PageDoc = {
      ...product,
      Template: "Post",
      Category: "ethics",
      values: [
        { name: "productname", component: "Products/ProductName", lang: "en", value: { text: "Lens" } },
        { name: "Sub-title", lang: "es", value: { text: "Una lente" } },
      ],
    };
    const en = diffPages(product, changed, diffNames(dictionaryFor("en"), "en"));
    expect(en.map((r) => r.label)).toEqual(["Template", "Category", "Title (English)", "Subtitle (Spanish)"]);
    expect(en[0]).toMatchObject({ theirs: "Product", yours: "Article" });
    expect(en[1]).toMatchObject({ theirs: "Artificial intelligence", yours: "Ethics" });
    const spanish = diffPages(product, changed, diffNames(es, "es")).map((r) => r.label);
    expect(spanish).toEqual(["Plantilla", "Categoría", "Título (inglés)", "Subtítulo (español)"]);
  });
});
