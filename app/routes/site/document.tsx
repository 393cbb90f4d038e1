import { data, Link } from "react-router";
import type { Route } from "./+types/document";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { ContentFooter } from "../../components/content-footer.tsx";
import { ContentNotFound } from "../../components/content-not-found.tsx";
import { CopyLinkButton } from "../../components/copy-link-button.tsx";
import { DebugPanel } from "../../components/debug-panel.tsx";
import { DownloadButton } from "../../components/download-button.tsx";
import { FieldSections } from "../../components/field-sections.tsx";
import { pageMeta } from "../../components/meta.ts";
import { RichText } from "../../components/rich-text.tsx";
import { SafeImage } from "../../components/safe-image.tsx";
import { TagList } from "../../components/tag-list.tsx";
import { useLanguage } from "../../i18n/language.tsx";
// eslint-disable-next-line no-restricted-imports -- used only by the loader; *.server.ts never reaches the browser bundle
import { documentData } from "../../server/site/loaders.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const result = await documentData(request, context, params.id);
  return data(result, { status: result.found ? 200 : 404 });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData?.meta.title ?? "", args.loaderData?.meta.description ?? "");
}

export default function Document({ loaderData }: Route.ComponentProps) {
  const { d, t } = useLanguage();
  if (!loaderData.found) {
    return (
      <ContentNotFound
        title={d.document.notFound}
        text={d.document.notFoundText}
        backHref="/documentation"
        backLabel={d.document.back}
        debug={loaderData.debug}
      />
    );
  }
  const { view } = loaderData;
  const project = view.project;
  // Back to where the breadcrumb says the page belongs.
  const back = project
    ? { href: "/projects", label: d.projects.back }
    : view.isDoc
      ? { href: "/documentation", label: d.document.back }
      : { href: "/articles", label: d.articles.back };
  return (
    <article className="container container-narrow reading" aria-labelledby="reading-title">
      <Breadcrumb trail={view.crumbs} current={view.title} />
      <header className="reading-header">
        {project?.logo ? (
          <SafeImage
            src={project.logo.src}
            alt={project.logo.alt}
            className="reading-logo"
            width={96}
            height={96}
          />
        ) : null}
        <h1 id="reading-title">{view.title}</h1>
        {project?.subtitle ? <p className="lead">{project.subtitle}</p> : null}
        {view.description ? <p className="lead">{view.description}</p> : null}
        <p className="card-meta">
          {view.date ? (
            <time dateTime={view.date}>{t("content.published", { date: view.dateLabel ?? "" })}</time>
          ) : null}
          {!project ? <span>{t("content.readingTime", { n: view.minutes })}</span> : null}
          <span>{t("content.by", { author: view.author })}</span>
        </p>
      </header>

      {view.file ? (
        <section className="download-box" aria-labelledby="download-title">
          <h2 id="download-title">{d.document.downloadTitle}</h2>
          {view.file.caption ? <p>{view.file.caption}</p> : null}
          <DownloadButton file={view.file} />
        </section>
      ) : null}

      {project ? (
        <>
          {project.overviewHtml ? (
            <section aria-labelledby="overview-title">
              <h2 id="overview-title">{d.document.overview}</h2>
              <RichText html={project.overviewHtml} />
            </section>
          ) : null}
          <FieldSections fields={project.fields} />
          {project.repository ? (
            <p>
              <a className="btn btn-secondary" href={project.repository} rel="noopener noreferrer">
                {d.projects.repository}
              </a>
            </p>
          ) : null}
        </>
      ) : view.bodyHtml ? (
        <RichText html={view.bodyHtml} />
      ) : (
        <div className="placeholder">
          <p className="placeholder-title">{d.content.placeholder.title}</p>
          <p>{d.content.placeholder.text}</p>
          <DebugPanel info={loaderData.debug} />
        </div>
      )}

      <TagList tags={view.tags} className="tags reading-tags" />
      <div className="reading-actions">
        <Link className="btn btn-ghost btn-small" to={back.href}>
          <span aria-hidden="true">←</span> {back.label}
        </Link>
        <CopyLinkButton />
      </div>
      <footer>
        <ContentFooter author={view.author} />
      </footer>
    </article>
  );
}
