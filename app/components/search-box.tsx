import { useId } from "react";

/** A labelled search input; the list below it filters as the visitor types. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  onBlur,
  name = "q",
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="field search-box">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="search"
        name={name}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}
