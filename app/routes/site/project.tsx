import { data, Link } from "react-router";
import type { Route } from "./+types/project";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { ContentNotFound } from "../../components/content-not-found.tsx";
import { CopyLinkButton } from "../../components/copy-link-button.tsx";
import { FieldSections } from "../../components/field-sections.tsx";
import { pageMeta } from "../../components/meta.ts";
import { RichText } from "../../components/rich-text.tsx";
import { SafeImage } from "../../components/safe-image.tsx";
import { TagList } from "../../components/tag-list.tsx";
import { useLanguage } from "../../i18n/language.tsx";
// eslint-disable-next-line no-restricted-imports -- used only by the loader; *.server.ts never reaches the browser bundle
import { projectData } from "../../server/site/loaders.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const result = await projectData(request, context, params.name);
  return data(result, { status: result.found ? 200 : 404 });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData?.meta.title ?? "", args.loaderData?.meta.description ?? "");
}

export default function Project({ loaderData }: Route.ComponentProps) {
  const { d } = useLanguage();
  if (!loaderData.found) {
    return (
      <ContentNotFound
        title={d.projects.notFoundTitle}
        text={d.projects.notFoundText}
        backHref="/projects"
        backLabel={d.projects.back}
        debug={loaderData.debug}
      />
    );
  }
  const { view } = loaderData;
  return (
    <article className="container container-narrow reading" aria-labelledby="reading-title">
      <Breadcrumb
        trail={[
          { section: "home", href: "/" },
          { section: "projects", href: "/projects" },
        ]}
        current={view.title}
      />
      <header className="reading-header with-logo">
        {view.logo ? (
          <SafeImage
            src={view.logo.src}
            alt={view.logo.alt}
            className="reading-logo"
            width={96}
            height={96}
          />
        ) : null}
        <div>
          <h1 id="reading-title">{view.title}</h1>
          {view.subtitle ? <p className="lead">{view.subtitle}</p> : null}
        </div>
      </header>
      {view.overviewHtml ? (
        <section aria-labelledby="overview-title">
          <h2 id="overview-title">{d.projects.overview}</h2>
          <RichText html={view.overviewHtml} />
        </section>
      ) : null}
      <FieldSections fields={view.fields} />
      {view.repository ? (
        <p>
          <a className="btn btn-primary" href={view.repository} rel="noopener noreferrer">
            {d.projects.repository}
          </a>
        </p>
      ) : null}
      <TagList tags={view.tags} className="tags reading-tags" />
      <div className="reading-actions">
        <Link className="btn btn-ghost btn-small" to="/projects">
          <span aria-hidden="true">←</span> {d.projects.back}
        </Link>
        <CopyLinkButton />
      </div>
    </article>
  );
}
