import { useMemo } from "react";
import type { Entry, PageDoc } from "../../../../content/page-model.ts";
import { formOf, matchForm } from "../../../../content/template-fields.ts";
import { useLanguage } from "../../../../i18n/language.tsx";
import { FormFields } from "./template-form.tsx";
import { ValueList } from "./value-list.tsx";

/**
 * The values of the page being edited. A template with a form (app/content/template-fields.ts) shows its
 * declared fields with their labels, then its search and sharing settings, then every other value the
 * page stores ("Other fields": nothing stored is hidden). Any other template lists its values as they are.
 */
export function PageFields({ page }: { page: PageDoc }) {
  const { d } = useLanguage();
  const form = formOf(page.Template);
  const entries: Entry[] = useMemo(() => (Array.isArray(page.values) ? page.values : []), [page.values]);
  const match = useMemo(() => (form ? matchForm(form, entries) : null), [form, entries]);
  if (!form || !match)
    return <ValueList list="values" title={d.admin.editor.valuesLegend} help={d.admin.editor.valuesHelp} />;
  return (
    <>
      <FormFields
        form={form}
        match={match}
        entries={entries}
        section="content"
        title={d.admin.editor.valuesLegend}
        help={d.admin.editor.valuesHelp}
      />
      <FormFields
        form={form}
        match={match}
        entries={entries}
        section="seo"
        title={d.admin.form.seoLegend}
        help={d.admin.form.seoHelp}
      />
      <ValueList
        list="values"
        title={d.admin.form.othersLegend}
        help={d.admin.form.othersHelp}
        empty={d.admin.form.noOthers}
        only={match.others}
        declared={form.fields}
      />
    </>
  );
}
