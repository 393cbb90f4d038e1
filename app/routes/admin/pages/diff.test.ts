import { describe, expect, it } from "vitest";
import type { PageDoc } from "../../../content/page-model.ts";
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
    expect(diffPages(theirs, yours)).toEqual([
      { label: "Author", theirs: "Bea", yours: "Ana" },
      { label: "Title (es)", theirs: "Hola de nuevo", yours: "Hola" },
      { label: "Title (en)", theirs: "", yours: "Hello" },
    ]);
  });

  it("finds nothing when only the revision changed", () => {
    expect(diffPages({ ...base, revision: 9 }, base)).toEqual([]);
  });
});
