import type { Route } from "./+types/project";
import { FieldSections } from "../../components/field-sections.tsx";
import { loaderMeta } from "../../components/meta.ts";
import { EntryPage, OverviewSection, RepositoryLink } from "../../components/reading.tsx";
import { TagList } from "../../components/tag-list.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { TranslationScope, useTextLang } from "../../components/untranslated.tsx";

export { loader } from "./project.server.ts";

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

export default function Project({ loaderData: { view, textLang } }: Route.ComponentProps) {
  const { d } = useLanguage();
  return (
    <TranslationScope own={useTextLang(textLang)}>
      <EntryPage
        section="projects"
        title={view.title}
        subtitle={view.subtitle}
        image={view.logo}
        imageKind="logo"
        back={d.projects.back}
        share
      >
        <OverviewSection title={d.projects.overview} html={view.overviewHtml} />
        <FieldSections fields={view.fields} />
        {view.repository ? (
          <p>
            <RepositoryLink href={view.repository} label={d.projects.repository} primary />
          </p>
        ) : null}
        <TagList tags={view.tags} className="tags reading-tags" />
      </EntryPage>
    </TranslationScope>
  );
}
