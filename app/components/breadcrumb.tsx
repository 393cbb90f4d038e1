import { Link } from "react-router";
import type { Crumb } from "../content/breadcrumbs.ts";
import { useLanguage } from "../i18n/language.tsx";

/** Home > section > this page (docs/product.md "Template recognition"); the last crumb is the current one. */
export function Breadcrumb({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  const { d } = useLanguage();
  return (
    <nav className="breadcrumb" aria-label={d.content.breadcrumb.label}>
      <ol>
        {trail.map((c) => (
          <li key={c.section}>
            <Link to={c.href}>{d.content.breadcrumb[c.section]}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
