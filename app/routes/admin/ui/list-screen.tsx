import { useId, useState, type ReactNode } from "react";
import { useLanguage } from "../../../i18n/language.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { LoadFailure } from "./load-failure.tsx";
import { ScreenLoading } from "./screen-loading.tsx";
import { useRowAction } from "./use-row-action.ts";

/*
 * The one shape of the editing area's list screens (pages, deleted pages, contact messages, subscribers,
 * the assistant's questions): a route loads its items in clientLoader; while it loads, the screen's own
 * sentence; when it fails, LoadFailure; then ListScreen draws the title, the filters, the count, the empty
 * state and the rows. A screen says only what differs: its words, its filters and how a row looks.
 */

type AdminWords = ReturnType<typeof useLanguage>["d"]["admin"];

/** A list route's HydrateFallback: the screen's "loading" sentence, picked from the editing area's words. */
export function listLoading(pick: (words: AdminWords) => string) {
  return function HydrateFallback() {
    const { d } = useLanguage();
    return <ScreenLoading text={pick(d.admin)} />;
  };
}

/** A list route's ErrorBoundary: why it could not load, a way to try again and back to the page list. */
export function ListLoadFailure({ error }: { error: unknown }) {
  return <LoadFailure error={error} />;
}

interface ListScreenProps<T> {
  title: string;
  /** Beside the title (the page list's "New page"). */
  action?: ReactNode;
  /** Under the title (a screen's tabs). */
  nav?: ReactNode;
  intro: ReactNode;
  /** Above the list, whether it is empty or not (a notice, the assistant's topics, a sub-heading). */
  before?: ReactNode;
  items: readonly T[];
  /** The items the filters let through; all of them unless the screen filters. */
  shown?: readonly T[];
  /** The filter bar, shown once there is something to filter. */
  filters?: ReactNode;
  /**
   * Keep the filter bar and the count on an empty list too (the page list: its bar holds "Refresh", and
   * "0 pages" says the list was read).
   */
  toolsWhenEmpty?: boolean;
  /** The sentence that counts the items (a live region: it follows the filters). */
  count: ReactNode;
  /** Beside the count (the subscribers' export). */
  tools?: ReactNode;
  /** What an empty list says. */
  empty: string;
  /** What a list the filters emptied says, and how to clear them (a filtering screen gives both). */
  noResults?: { text: string; clear: string; onClear: () => void };
  /** The rows of what the filters let through. */
  children: (shown: readonly T[]) => ReactNode;
  /** Under the list (its dialogs, the newsletter composer). */
  after?: ReactNode;
}

/** A list screen: title, intro, filters, count, the rows or the empty state, in the editing area's layout. */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { title, action, nav, intro, before, items, filters, count, tools, empty, noResults } = props;
  const showTools = items.length > 0 || props.toolsWhenEmpty === true;
  const shown = props.shown ?? items;
  const id = useId();
  const heading = <h1 id={`${id}-title`}>{title}</h1>;
  const countLine = (
    <p className="admin-count" role="status">
      {count}
    </p>
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      {action ? (
        <div className="admin-page-head">
          <div>
            {heading}
            {nav}
            <p className="lead admin-lead">{intro}</p>
          </div>
          {action}
        </div>
      ) : (
        <>
          {heading}
          {nav}
          <p className="lead admin-lead">{intro}</p>
        </>
      )}
      {before}
      {showTools ? (
        <>
          {filters}
          {tools ? (
            <div className="btn-row admin-toolbar-row">
              {countLine}
              {tools}
            </div>
          ) : (
            countLine
          )}
        </>
      ) : null}
      {items.length === 0 ? (
        <div className="empty-state admin-empty">
          <p>{empty}</p>
        </div>
      ) : shown.length === 0 && noResults ? (
        <div className="empty-state admin-empty">
          <p>{noResults.text}</p>
          <button type="button" className="btn btn-secondary" onClick={noResults.onClear}>
            {noResults.clear}
          </button>
        </div>
      ) : (
        props.children(shown)
      )}
      {props.after}
    </section>
  );
}

/**
 * A row action that asks first (delete, remove): the row's button (`askButton(item)`) opens the dialog,
 * whose danger button runs the action on that row (busy meanwhile, announced, the list loaded again).
 */
export function useConfirmedRowAction<T, K>(
  keyOf: (item: T) => K,
  words: {
    title: (item: T) => string;
    body: string;
    /** The dialog's danger button (and the row's, unless `button` says otherwise). */
    confirm: string;
    button?: string;
    /** The row's button said in full for screen readers (its text alone does not name the row). */
    label?: (item: T) => string;
    run: (item: T, token: string) => Promise<unknown>;
    done: (item: T) => string;
  },
) {
  const { busy, act } = useRowAction<K>();
  const [asking, setAsking] = useState<T | null>(null);
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={asking === null ? "" : words.title(asking)}
      body={words.body}
      confirm={words.confirm}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        const item = asking;
        setAsking(null);
        if (item !== null) void act(keyOf(item), (token) => words.run(item, token), words.done(item));
      }}
    />
  );
  const askButton = (item: T) => (
    <button
      type="button"
      className="btn btn-danger-ghost btn-small"
      aria-label={words.label?.(item)}
      disabled={busy === keyOf(item)}
      onClick={() => setAsking(item)}
    >
      {words.button ?? words.confirm}
    </button>
  );
  return { busy, act, askButton, dialog };
}

/** A list drawn as a table: a scrolling wrapper, a caption for screen readers, a header per column. */
export function ListTable({
  columns,
  caption,
  className,
  children,
}: {
  columns: readonly string[];
  caption?: string;
  /** Beside admin-table (a layout of the screen's own, such as stacking on phones). */
  className?: string;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap">
      <table className={className ? `admin-table ${className}` : "admin-table"}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
