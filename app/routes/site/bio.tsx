import { data, Link } from "react-router";
import type { Route } from "./+types/bio";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { ContentNotFound } from "../../components/content-not-found.tsx";
import { pageMeta } from "../../components/meta.ts";
import { RichText } from "../../components/rich-text.tsx";
import { SafeImage } from "../../components/safe-image.tsx";
import { useLanguage } from "../../i18n/language.tsx";
// eslint-disable-next-line no-restricted-imports -- used only by the loader; *.server.ts never reaches the browser bundle
import { bioData } from "../../server/site/loaders.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const result = await bioData(request, context, params.name);
  return data(result, { status: result.found ? 200 : 404 });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData?.meta.title ?? "", args.loaderData?.meta.description ?? "");
}

export default function Bio({ loaderData }: Route.ComponentProps) {
  const { d } = useLanguage();
  if (!loaderData.found) {
    return (
      <ContentNotFound
        title={d.bios.notFoundTitle}
        text={d.bios.notFoundText}
        backHref="/bios"
        backLabel={d.bios.back}
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
          { section: "bios", href: "/bios" },
        ]}
        current={view.title}
      />
      <header className="reading-header with-logo">
        {view.photo ? (
          <SafeImage
            src={view.photo.src}
            alt={view.photo.alt}
            className="reading-avatar"
            width={120}
            height={120}
          />
        ) : null}
        <div>
          <h1 id="reading-title">{view.title}</h1>
          {view.short ? <p className="lead">{view.short}</p> : null}
        </div>
      </header>
      {view.bioHtml ? <RichText html={view.bioHtml} /> : null}
      <div className="reading-actions">
        <Link className="btn btn-ghost btn-small" to="/bios">
          <span aria-hidden="true">←</span> {d.bios.back}
        </Link>
      </div>
    </article>
  );
}
