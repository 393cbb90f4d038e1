import { lazy, Suspense, useState } from "react";
import { useLanguage } from "../../../../i18n/language.tsx";
import type { Entry, Lang } from "../../../../content/page-model.ts";
import {
  isValidUrl,
  readHtml,
  readList,
  readText,
  readUrl,
  writeHtml,
  writeText,
  writeUrl,
  type ValueKind,
} from "./values.ts";
import type { MediaKind } from "../../shell/api-client.ts";
import { FileField } from "../../media/file-field.tsx";
import type { TwinText } from "../../media/shared-image.ts";

// TipTap is the heaviest part of the editing area: it loads only when a formatted text is on screen.
const RichTextEditor = lazy(() =>
  import("./rich-text-editor.tsx").then((m) => ({ default: m.RichTextEditor })),
);

export interface ValueInputProps {
  kind: ValueKind;
  id: string;
  value: Entry["value"];
  onChange: (value: Entry["value"]) => void;
  /** The id of the element that labels this input, and its text. */
  labelId: string;
  label: string;
  /** Notes about the value (its help, its length), for the inputs that take a description. */
  describedBy?: string | undefined;
  /** The value breaks a rule (too long): said to assistive technology as well as shown. */
  invalid?: boolean;
  /** For a file: what its library picker shows first. */
  mediaKind?: MediaKind | undefined;
  /** A formatted text: its language, and the same field in the other language (an image goes in both). */
  lang?: Lang | undefined;
  twin?: TwinText | undefined;
}

/** The editor fitted to a value's kind. */
export function ValueInput({
  kind,
  id,
  value,
  onChange,
  labelId,
  label,
  describedBy,
  invalid = false,
  mediaKind,
  lang,
  twin,
}: ValueInputProps) {
  const { d } = useLanguage();
  switch (kind) {
    case "rich":
      return (
        <Suspense
          fallback={
            <p className="admin-rte-loading" role="status">
              {d.admin.rich.loading}
            </p>
          }
        >
          <RichTextEditor
            id={id}
            value={readHtml(value)}
            onChange={(html) => onChange(writeHtml(value, html))}
            labelledBy={labelId}
            label={label}
            lang={lang}
            twin={twin}
          />
        </Suspense>
      );
    case "file":
      return <FileField value={value} onChange={onChange} label={label} labelId={labelId} kind={mediaKind} />;
    case "url": {
      const url = readUrl(value);
      const urlInvalid = !isValidUrl(url);
      return (
        <>
          <input
            id={id}
            className="input"
            type="url"
            inputMode="url"
            value={url}
            placeholder="https://"
            aria-labelledby={labelId}
            aria-invalid={invalid || urlInvalid || undefined}
            aria-describedby={[`${id}-help`, describedBy].filter(Boolean).join(" ")}
            data-invalid-url={urlInvalid || undefined}
            onChange={(e) => onChange(writeUrl(value, e.target.value))}
          />
          <p id={`${id}-help`} className={urlInvalid ? "admin-field-error" : "admin-help"}>
            {urlInvalid ? d.admin.editor.urlInvalid : d.admin.editor.urlHelp}
          </p>
        </>
      );
    }
    case "list":
      return <ListInput id={id} value={value} onChange={onChange} labelId={labelId} />;
    case "longText":
      return (
        <textarea
          id={id}
          className="textarea admin-textarea"
          lang={lang}
          rows={3}
          value={readText(value)}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(e) => onChange(writeText(value, e.target.value))}
        />
      );
    default:
      return (
        <input
          id={id}
          className="input"
          lang={lang}
          value={readText(value)}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(e) => onChange(writeText(value, e.target.value))}
        />
      );
  }
}

function parseList(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A list typed as comma-separated text; the text is kept as typed, so "a, " can become "a, b". */
function ListInput({ id, value, onChange, labelId }: Omit<ValueInputProps, "kind" | "label">) {
  const { d } = useLanguage();
  const list = readList(value);
  const [text, setText] = useState(list.join(", "));
  const shown = parseList(text).join("\u0000") === list.join("\u0000") ? text : list.join(", ");
  return (
    <>
      <input
        id={id}
        className="input"
        value={shown}
        aria-labelledby={labelId}
        aria-describedby={`${id}-help`}
        onChange={(e) => {
          setText(e.target.value);
          onChange(parseList(e.target.value));
        }}
      />
      <p id={`${id}-help`} className="admin-help">
        {d.admin.editor.listHelp}
      </p>
    </>
  );
}
