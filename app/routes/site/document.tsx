import type { Route } from "./+types/document";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { ContentFooter } from "../../components/content-footer.tsx";
import { DebugPanel } from "../../components/debug-panel.tsx";
import { DownloadButton } from "../../components/download-button.tsx";
import { FieldSections } from "../../components/field-sections.tsx";
import { loaderMeta } from "../../components/meta.ts";
import { DownloadBox, OverviewSection, ReadingActions, RepositoryLink } from "../../components/reading.tsx";
import { RichText } from "../../components/rich-text.tsx";
import { SafeImage } from "../../components/safe-image.tsx";
import { TagList } from "../../components/tag-list.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { TranslationScope, UntranslatedNote, useTextLang } from "../../components/untranslated.tsx";

export { loader } from "./document.server.ts";

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

export default function Document({ loaderData }: Route.ComponentProps) {
  const { d, t } = useLanguage();
  const { view } = loaderData;
  const project = view.project;
  const own = useTextLang(loaderData.textLang);
  // Back to where the breadcrumb says the page belongs.
  const back = project
    ? { href: "/projects", label: d.projects.back }
    : view.isDoc
      ? { href: "/documentation", label: d.document.back }
      : { href: "/articles", label: d.articles.back };
  return (
    <TranslationScope own={own}>
      <article className="container container-narrow reading" aria-labelledby="reading-title">
        <Breadcrumb trail={view.crumbs} current={view.title} />
        <UntranslatedNote notices={loaderData.notices} />
        <header className="reading-header">
          {project?.logo ? (
            <SafeImage
              src={project.logo.src}
              alt={project.logo.alt}
              className="reading-logo"
              width={96}
              height={96}
              sources={project.logo.sources}
              sizes="96px"
              eager
            />
          ) : null}
          <h1 id="reading-title" lang={own}>
            {view.title}
          </h1>
          {project?.subtitle ? (
            <p className="lead" lang={own}>
              {project.subtitle}
            </p>
          ) : null}
          {view.description ? (
            <p className="lead" lang={own}>
              {view.description}
            </p>
          ) : null}
          <p className="card-meta">
            {view.date ? (
              <time dateTime={view.date}>{t("content.published", { date: view.dateLabel ?? "" })}</time>
            ) : null}
            {!project ? <span>{t("content.readingTime", { n: view.minutes })}</span> : null}
            <span>{t("content.by", { author: view.author })}</span>
          </p>
        </header>

        {view.file ? (
          <DownloadBox id="download-title" title={d.document.downloadTitle} caption={view.file.caption}>
            <DownloadButton file={view.file} />
          </DownloadBox>
        ) : null}

        {project ? (
          <>
            <OverviewSection title={d.document.overview} html={project.overviewHtml} />
            <FieldSections fields={project.fields} />
            {project.repository ? (
              <p>
                <RepositoryLink href={project.repository} label={d.projects.repository} />
              </p>
            ) : null}
          </>
        ) : view.bodyHtml ? (
          <RichText html={view.bodyHtml} />
        ) : (
          <div className="placeholder">
            <p>{d.content.placeholder.text}</p>
            <DebugPanel info={loaderData.debug} />
          </div>
        )}

        <TagList tags={view.tags} className="tags reading-tags" />
        <ReadingActions back={back} />
        <footer>
          <ContentFooter author={view.author} date={view.date} />
        </footer>
      </article>
    </TranslationScope>
  );
}
