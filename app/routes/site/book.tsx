import { Link } from "../../components/site-link.tsx";
import type { Route } from "./+types/book";
import { EmptyState } from "../../components/empty-state.tsx";
import { loaderMeta } from "../../components/meta.ts";
import { PageIntro } from "../../components/page-intro.tsx";
import { fileHref } from "../../content/links.ts";
import { BOOK_PDFS } from "../../content/site-pages.ts";
import { useLanguage } from "../../i18n/language.tsx";

export { loader } from "./book.server.ts";

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

export default function Book({ loaderData }: Route.ComponentProps) {
  const { d } = useLanguage();
  return (
    <>
      <PageIntro eyebrow={d.book.eyebrow} title={d.book.title} lead={d.book.lead}>
        <h2 className="visually-hidden">{d.book.downloadsTitle}</h2>
        <ul className="book-downloads">
          {BOOK_PDFS.map((pdf) => (
            <li key={pdf.file}>
              <a
                className="btn btn-secondary"
                href={fileHref(pdf.file)}
                hrefLang={pdf.lang}
                type="application/pdf"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="icon">
                  <path
                    fill="currentColor"
                    d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13h8v1.5H8V13Zm0 3h8v1.5H8V16Z"
                  />
                </svg>
                {d.book.pdfs[pdf.label]}
              </a>
            </li>
          ))}
        </ul>
      </PageIntro>
      <section className="section content-list" aria-labelledby="chapters-title">
        <div className="container">
          <h2 id="chapters-title">{d.book.chaptersTitle}</h2>
          {loaderData.chapters.length === 0 ? (
            <EmptyState title={d.book.chaptersTitle} text={d.book.emptyText} headingLevel={3} />
          ) : (
            <ol className="chapter-list">
              {loaderData.chapters.map((c, i) => (
                <li key={c.name} className="card card-link chapter-item">
                  <span className="chapter-number" aria-hidden="true">
                    {String(i + 1).padStart(2, "0")}
                  </span>
                  <div>
                    {c.part ? <p className="eyebrow">{c.part}</p> : null}
                    <h3>
                      <Link to={c.href}>{c.title}</Link>
                    </h3>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </>
  );
}
