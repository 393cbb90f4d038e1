import type { FieldView } from "../content/views.ts";
import { useLanguage } from "../i18n/language.tsx";
import { DownloadButton } from "./download-button.tsx";
import { RichText } from "./rich-text.tsx";

/** A field's title: our translation for the usual ones (Features, License...), else the editor's name. */
function useFieldLabel(): (field: FieldView) => string {
  const { d } = useLanguage();
  const known: Record<string, string> = d.content.fields;
  return (field) => known[field.key] ?? field.label;
}

/**
 * "Every other field as a titled section" (docs/product.md "Field names the site reads"): files to
 * download, links, HTML.
 */
export function FieldSections({ fields }: { fields: readonly FieldView[] }) {
  const label = useFieldLabel();
  if (!fields.length) return null;
  return (
    <div className="field-sections">
      {fields.map((field) => (
        <section key={field.key} className="field-section" aria-labelledby={`field-${field.key}`}>
          <h2 id={`field-${field.key}`}>{label(field)}</h2>
          {field.type === "file" ? (
            <>
              {field.file.caption ? <p>{field.file.caption}</p> : null}
              <DownloadButton file={field.file} className="btn btn-secondary" />
            </>
          ) : field.type === "link" ? (
            <p>
              <a href={field.url} rel="noopener noreferrer">
                {field.text}
              </a>
            </p>
          ) : (
            <RichText html={field.html} />
          )}
        </section>
      ))}
    </div>
  );
}
