import { Link } from "react-router";
import type { Route } from "./+types/manifest";
import { EmptyState } from "../../components/empty-state.tsx";
import { pageMeta } from "../../components/meta.ts";
import { RichText } from "../../components/rich-text.tsx";
import { useLanguage } from "../../i18n/language.tsx";
// eslint-disable-next-line no-restricted-imports -- used only by the loader; *.server.ts never reaches the browser bundle
import { manifestData } from "../../server/site/loaders.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return manifestData(request, context);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData?.meta.title ?? "", args.loaderData?.meta.description ?? "");
}

/** The editable Manifest page: title, HTML content and author (docs/product.md "Content screens"). */
export default function Manifest({ loaderData }: Route.ComponentProps) {
  const { d, t } = useLanguage();
  const { view } = loaderData;
  if (!view) {
    return (
      <section className="container container-narrow section">
        <h1>{d.manifestPage.title}</h1>
        <EmptyState title={d.manifestPage.emptyTitle} text={d.manifestPage.emptyText}>
          <Link className="btn btn-primary" to="/manifiesto">
            {d.manifestPage.emptyLink}
          </Link>
        </EmptyState>
      </section>
    );
  }
  return (
    <article className="container container-narrow reading manifest" aria-labelledby="reading-title">
      <header className="reading-header">
        <h1 id="reading-title">{view.title}</h1>
      </header>
      {view.html ? <RichText html={view.html} /> : null}
      <footer className="reading-footer">
        <p className="manifest-author">{t("content.by", { author: view.author })}</p>
      </footer>
    </article>
  );
}
