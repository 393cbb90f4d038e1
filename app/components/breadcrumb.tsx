import { Link } from "./site-link.tsx";
import type { Crumb } from "../content/breadcrumbs.ts";
import { useLanguage } from "../i18n/language.tsx";
import { useOwnLang } from "./untranslated.tsx";

/** A step of the trail: a section of the site (named by the dictionary), or a link with its own label. */
export type BreadcrumbStep = Crumb | { label: string; href: string };

/** Home > section > this page (docs/product.md "Content screens"): `trail` starts at Home; `current` is this page. */
export function Breadcrumb({ trail, current }: { trail: readonly BreadcrumbStep[]; current: string }) {
  const { d } = useLanguage();
  const own = useOwnLang();
  return (
    <nav className="breadcrumb" aria-label={d.content.breadcrumb.label}>
      <ol>
        {trail.map((step) => (
          <li key={step.href}>
            <Link to={step.href}>{"section" in step ? d.content.breadcrumb[step.section] : step.label}</Link>
          </li>
        ))}
        <li aria-current="page" lang={own}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
