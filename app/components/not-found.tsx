import { Link } from "react-router";
import { useLanguage } from "../i18n/language.tsx";

const SUGGESTIONS = [
  ["manifesto", "/manifiesto"],
  ["platforms", "/plataformas"],
  ["articles", "/articles"],
  ["documentation", "/documentation"],
  ["labs", "/labs"],
] as const;

export function NotFound() {
  const { d } = useLanguage();
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
    </section>
  );
}
