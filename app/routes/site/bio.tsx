import type { Route } from "./+types/bio";
import { loaderMeta } from "../../components/meta.ts";
import { EntryPage } from "../../components/reading.tsx";
import { RichText } from "../../components/rich-text.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { TranslationScope, useTextLang } from "../../components/untranslated.tsx";

export { loader } from "./bio.server.ts";

export function meta(args: Route.MetaArgs) {
  return loaderMeta(args);
}

export default function Bio({ loaderData: { view, textLang } }: Route.ComponentProps) {
  const { d } = useLanguage();
  return (
    <TranslationScope own={useTextLang(textLang)}>
      <EntryPage
        section="bios"
        title={view.title}
        subtitle={view.short}
        image={view.photo}
        imageKind="photo"
        back={d.bios.back}
        share={false}
      >
        {view.bioHtml ? <RichText html={view.bioHtml} /> : null}
      </EntryPage>
    </TranslationScope>
  );
}
