import type { DiffRow } from "./diff.ts";
import { useLanguage } from "../../../i18n/language.tsx";

/** What differs between two versions, a row per value: the older text struck, the newer inserted. */
export function DiffTable({ rows, before, after }: { rows: DiffRow[]; before: string; after: string }) {
  const { d } = useLanguage();
  const c = d.admin.conflict;
  return (
    <div className="admin-table-wrap admin-diff-wrap">
      <table className="admin-table admin-diff">
        <thead>
          <tr>
            <th scope="col">{c.value}</th>
            <th scope="col">{before}</th>
            <th scope="col">{after}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.label}-${i}`}>
              <th scope="row">{row.label}</th>
              <td className="admin-diff-theirs" data-label={before}>
                {row.theirs ? <del>{row.theirs}</del> : <span className="admin-muted">{c.empty}</span>}
              </td>
              <td className="admin-diff-yours" data-label={after}>
                {row.yours ? <ins>{row.yours}</ins> : <span className="admin-muted">{c.empty}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
