import type { Route } from "./+types/bios";
import { ContentCard } from "../../components/content-card.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { pageMeta } from "../../components/meta.ts";
import { PageIntro } from "../../components/page-intro.tsx";
import { useLanguage } from "../../i18n/language.tsx";
// eslint-disable-next-line no-restricted-imports -- used only by the loader; *.server.ts never reaches the browser bundle
import { biosData } from "../../server/site/loaders.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return biosData(request, context);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData?.meta.title ?? "", args.loaderData?.meta.description ?? "");
}

export default function Bios({ loaderData }: Route.ComponentProps) {
  const { d } = useLanguage();
  return (
    <>
      <PageIntro eyebrow={d.bios.eyebrow} title={d.bios.title} lead={d.bios.lead} />
      <section className="section content-list">
        <div className="container">
          {loaderData.bios.length === 0 ? (
            <EmptyState title={d.bios.emptyTitle} text={d.bios.emptyText} />
          ) : (
            <div className="grid card-grid">
              {loaderData.bios.map((b) => (
                <ContentCard
                  key={b.name}
                  href={b.href}
                  title={b.title}
                  text={b.short}
                  image={b.photo}
                  imageShape="avatar"
                />
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
