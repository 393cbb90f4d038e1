import { Link } from "./site-link.tsx";
import type { Dictionary } from "../i18n/dictionaries.ts";
import { useLanguage } from "../i18n/language.tsx";
import { DebugPanel } from "./debug-panel.tsx";
import type { MissingSection, NotFoundInfo } from "../content/http.ts";

const SUGGESTIONS = [
  ["manifesto", "/manifiesto"],
  ["platforms", "/plataformas"],
  ["articles", "/articles"],
  ["documentation", "/documentation"],
  ["labs", "/labs"],
] as const;

interface MissingTexts {
  title: string;
  text: string;
  backHref: string;
  backLabel: string;
}

/** What the 404 of a content screen says (its page and its head) and where it leads back to. */
export function missingTexts(d: Dictionary, section: MissingSection): MissingTexts {
  switch (section) {
    case "article":
      return {
        title: d.articles.notFoundTitle,
        text: d.articles.notFoundText,
        backHref: "/articles",
        backLabel: d.articles.back,
      };
    case "document":
      return {
        title: d.document.notFound,
        text: d.document.notFoundText,
        backHref: "/documentation",
        backLabel: d.document.back,
      };
    case "project":
      return {
        title: d.projects.notFoundTitle,
        text: d.projects.notFoundText,
        backHref: "/projects",
        backLabel: d.projects.back,
      };
    case "product":
      return {
        title: d.products.notFoundTitle,
        text: d.products.notFoundText,
        backHref: "/products",
        backLabel: d.products.back,
      };
    case "bio":
      return {
        title: d.bios.notFoundTitle,
        text: d.bios.notFoundText,
        backHref: "/bios",
        backLabel: d.bios.back,
      };
    case "chapter":
      return {
        title: d.book.notFoundTitle,
        text: d.book.notFoundText,
        backHref: "/book",
        backLabel: d.book.back,
      };
  }
}

/**
 * The 404 page (served with HTTP 404), rendered by the root error boundary: a content screen's own
 * (its missing page, the way back to its list, the debug listing for editors), or the site's for an
 * address no screen claims.
 */
export function NotFound({ section, debug }: NotFoundInfo) {
  const { d } = useLanguage();
  if (section) {
    const texts = missingTexts(d, section);
    return (
      <section className="container page-error content-not-found" aria-labelledby="content-nf-title">
        <p className="page-error-code" aria-hidden="true">
          404
        </p>
        <h1 id="content-nf-title">{texts.title}</h1>
        <p>{texts.text}</p>
        <p>
          <Link className="btn btn-primary" to={texts.backHref}>
            {texts.backLabel}
          </Link>
        </p>
        <DebugPanel info={debug} />
      </section>
    );
  }
  return (
    <section className="container page-error" aria-labelledby="nf-title">
      <p className="page-error-code" aria-hidden="true">
        404
      </p>
      <h1 id="nf-title">{d.common.notFound.title}</h1>
      <p>{d.common.notFound.message}</p>
      <p>
        <Link className="btn btn-primary" to="/">
          {d.common.notFound.home}
        </Link>
      </p>
      <nav className="page-error-links" aria-labelledby="nf-suggestions">
        <h2 id="nf-suggestions">{d.common.notFound.suggestions}</h2>
        <ul>
          {SUGGESTIONS.map(([key, to]) => (
            <li key={key}>
              <Link to={to}>{d.common.nav[key]}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <DebugPanel info={debug} />
    </section>
  );
}
