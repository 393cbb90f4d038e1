import type { HTMLInputTypeAttribute } from "react";

/** A labelled input with its help and its error under it, both tied to it for assistive technology. */
export function TextField({
  id,
  label,
  value,
  onChange,
  type = "text",
  autoComplete,
  help,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  help?: string;
  error?: string | undefined;
}) {
  const described = [error ? `${id}-error` : "", help ? `${id}-help` : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type={type}
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {help ? (
        <p id={`${id}-help`} className="admin-help">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
