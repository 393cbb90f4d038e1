import type { Route } from "./+types/product";
import { DownloadButton } from "../../components/download-button.tsx";
import { FieldSections } from "../../components/field-sections.tsx";
import { loaderMeta } from "../../components/meta.ts";
import { DownloadBox, EntryPage, OverviewSection, RepositoryLink } from "../../components/reading.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { TranslationScope, useTextLang } from "../../components/untranslated.tsx";

export { loader } from "./product.server.ts";

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

export default function Product({ loaderData: { view, textLang } }: Route.ComponentProps) {
  const { d } = useLanguage();
  return (
    <TranslationScope own={useTextLang(textLang)}>
      <EntryPage
        section="products"
        title={view.title}
        subtitle={view.subtitle}
        image={view.logo}
        imageKind="logo"
        back={d.products.back}
        share
      >
        <OverviewSection title={d.products.overview} html={view.overviewHtml} />
        {view.file || view.repository ? (
          <DownloadBox
            id="product-download-title"
            title={d.products.downloadTitle}
            caption={view.file?.caption}
          >
            <div className="btn-row">
              {view.file ? <DownloadButton file={view.file} /> : null}
              {view.repository ? <RepositoryLink href={view.repository} label={d.products.github} /> : null}
            </div>
          </DownloadBox>
        ) : null}
        <FieldSections fields={view.fields} />
      </EntryPage>
    </TranslationScope>
  );
}
