import { useId, type ReactNode } from "react";
import { useLanguage } from "../i18n/language.tsx";
import { EmptyState } from "./empty-state.tsx";
import { SearchBox } from "./search-box.tsx";

/** A drop-down of a filter bar: its query parameter, label, value and choices ("" is "all"). */
export interface FilterSelect {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A drop-down over fixed keys, with "all" first (the empty value). */
export function choiceOf<K extends string>(
  name: string,
  label: string,
  value: string,
  keys: readonly K[],
  labels: Record<K | "all", string>,
): FilterSelect {
  const options = [{ value: "", label: labels.all }, ...keys.map((k) => ({ value: k, label: labels[k] }))];
  return { name, label, value, options };
}

/**
 * The search-and-filter form of the list screens: a search box and drop-downs, each a query parameter.
 * With a script the list follows every change (the URL too, through `onChange`); without one, the form is
 * a plain GET of the same address, sent with its button (shown when focused, or always without CSS).
 */
export function FilterBar({
  label,
  search,
  selects = [],
  onChange,
  onCommit,
}: {
  label?: string;
  search: { label: string; placeholder?: string; value: string };
  selects?: readonly FilterSelect[];
  onChange: (name: string, value: string) => void;
  /** Writes the URL at once (the visitor left the box or pressed Enter). */
  onCommit: () => void;
}) {
  const { d } = useLanguage();
  const id = useId();
  return (
    <form
      className="filters"
      method="get"
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onCommit();
      }}
    >
      <SearchBox
        label={search.label}
        placeholder={search.placeholder}
        value={search.value}
        onChange={(v) => onChange("q", v)}
        onBlur={onCommit}
      />
      {selects.map((s) => (
        <div className="field" key={s.name}>
          <label htmlFor={`${id}-${s.name}`}>{s.label}</label>
          <select
            id={`${id}-${s.name}`}
            className="select"
            name={s.name}
            value={s.value}
            onChange={(e) => onChange(s.name, e.target.value)}
          >
            {s.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="btn btn-secondary btn-small filters-submit visually-hidden-focusable">
        {d.content.applyFilters}
      </button>
    </form>
  );
}

/**
 * What a filter bar found: the count (a live region), then the results, or when none matches, why and a
 * button that clears the filters.
 */
export function FilteredResults({
  id,
  count,
  found,
  none,
  onClear,
  children,
}: {
  id?: string;
  count: string;
  found: boolean;
  none: { title: string; text: string };
  onClear: () => void;
  children: ReactNode;
}) {
  const { d } = useLanguage();
  return (
    <>
      <p id={id} className="result-count" role="status">
        {count}
      </p>
      {found ? (
        children
      ) : (
        <EmptyState title={none.title} text={none.text}>
          <button type="button" className="btn btn-primary" onClick={onClear}>
            {d.content.clearSearch}
          </button>
        </EmptyState>
      )}
    </>
  );
}
