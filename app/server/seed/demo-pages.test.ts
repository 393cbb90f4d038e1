import { describe, expect, it } from "vitest";
import { familyOf } from "../../content/content-model.ts";
import { fieldLimitProblems, formOf, groupKeyOf, matchForm } from "../../content/template-fields.ts";
import { demoPages } from "./demo-pages.server.ts";

describe("the demo content and the templates' forms", () => {
  it("every demo page fits its template's limits, and each of its values is shown once", () => {
    for (const page of demoPages) {
      expect(fieldLimitProblems(page), page.Page).toEqual([]);
      const form = formOf(page.Template);
      if (!form) continue;
      const { declared, others } = matchForm(form, page.values);
      const shown = [...declared.values(), ...others];
      const groups = new Set(page.values.map(groupKeyOf));
      expect(new Set(shown).size, page.Page).toBe(shown.length);
      expect(new Set(shown), page.Page).toEqual(groups);
      // Every demo page of a known family shows its title in the form, not among "Other fields".
      if (familyOf(page.Template) !== "other")
        expect(declared.has(form.fields[0]!.name), page.Page).toBe(true);
    }
  });
});
