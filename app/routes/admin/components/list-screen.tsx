import { useId, type ReactNode } from "react";

interface ListScreenProps {
  title: string;
  intro: string;
  /** Said instead of the table when there are no rows. */
  empty: string;
  /** The table's name for screen readers. */
  caption: string;
  /** The column headings, in order. */
  columns: readonly string[];
  /** The table's own class (its column widths). */
  tableClass: string;
  /** Its rows; none shows `empty`. */
  rows: readonly ReactNode[];
  /** Said under the table (e.g. that it was cut). */
  footer?: ReactNode;
}

/** A screen of the editing area that is one table: its title and introduction, then the table or `empty`. */
export function ListScreen(props: ListScreenProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{props.title}</h1>
      <p className="lead admin-lead">{props.intro}</p>
      {props.rows.length === 0 ? (
        <p className="empty-state admin-empty">{props.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className={`admin-table ${props.tableClass}`}>
            <caption className="visually-hidden">{props.caption}</caption>
            <thead>
              <tr>
                {props.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{props.rows}</tbody>
          </table>
        </div>
      )}
      {props.footer}
    </section>
  );
}
