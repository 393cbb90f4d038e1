import { useId, useState } from "react";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";

/*
 * The filters of the editing area's lists (ui/list-screen.tsx draws the list): a search box, a drop-down,
 * a choice among a few, and the view they make kept in the URL. Apart from ListScreen so that a picker
 * (the media library inside the editor) takes the filters without the list screen.
 */

/**
 * A list route's shouldRevalidate: a change of the URL's search parameters alone (a filter typed or
 * chosen) filters what is loaded and loads nothing again; opening the screen, "Refresh" and a sign-in do.
 */
export function keepItemsWhenFiltering({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

/**
 * A list's filters kept in the URL, so the list comes back the same way after opening an item. The inputs
 * own the state (typing never waits for a navigation); the URL follows each change, replaced in place.
 */
export function useListView<V extends object>(
  read: (params: URLSearchParams) => V,
  write: (view: V) => URLSearchParams,
): [V, (change: Partial<V>) => void] {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState(() => read(params));
  function update(change: Partial<V>) {
    const next = { ...view, ...change };
    setView(next);
    void setParams(write(next), { replace: true, preventScrollReset: true });
  }
  return [view, update];
}

/** One choice among a few ways to narrow a list (radio buttons under a legend). */
export function ChoiceFilter<C extends string>({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: Record<C, string>;
  value: C;
  onChange: (choice: C) => void;
}) {
  const id = useId();
  return (
    <fieldset className="admin-filter-row">
      <legend>{legend}</legend>
      {(Object.keys(choices) as C[]).map((choice) => (
        <label key={choice}>
          <input
            type="radio"
            name={`${id}-filter`}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />{" "}
          {choices[choice]}
        </label>
      ))}
    </fieldset>
  );
}

/** A list's search box: a label, the words typed, and a line on what it searches when there is one. */
export function SearchFilter({
  label,
  help,
  value,
  onChange,
  className,
}: {
  label: string;
  help?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={`${id}-q`}>{label}</label>
      <input
        id={`${id}-q`}
        className="input"
        type="search"
        value={value}
        aria-describedby={help ? `${id}-q-help` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {help ? (
        <p id={`${id}-q-help`} className="admin-help">
          {help}
        </p>
      ) : null}
    </div>
  );
}

/** A list's drop-down filter: one of a few values, each with its words. */
export function SelectFilter<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-select`}>{label}</label>
      <select
        id={`${id}-select`}
        className="select"
        value={value}
        onChange={(e) => {
          const chosen = options.find((o) => o.value === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
