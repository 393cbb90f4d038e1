import { Link } from "react-router";
import { useLanguage } from "../i18n/language.tsx";

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
    </section>
  );
}
