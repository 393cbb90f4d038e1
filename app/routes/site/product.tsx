import { data, Link } from "react-router";
import type { Route } from "./+types/product";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { ContentNotFound } from "../../components/content-not-found.tsx";
import { CopyLinkButton } from "../../components/copy-link-button.tsx";
import { DownloadButton } from "../../components/download-button.tsx";
import { FieldSections } from "../../components/field-sections.tsx";
import { pageMeta } from "../../components/meta.ts";
import { RichText } from "../../components/rich-text.tsx";
import { SafeImage } from "../../components/safe-image.tsx";
import { useLanguage } from "../../i18n/language.tsx";
// eslint-disable-next-line no-restricted-imports -- used only by the loader; *.server.ts never reaches the browser bundle
import { productData } from "../../server/site/loaders.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const result = await productData(request, context, params.name);
  return data(result, { status: result.found ? 200 : 404 });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData?.meta.title ?? "", args.loaderData?.meta.description ?? "");
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { d } = useLanguage();
  if (!loaderData.found) {
    return (
      <ContentNotFound
        title={d.products.notFoundTitle}
        text={d.products.notFoundText}
        backHref="/products"
        backLabel={d.products.back}
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
          { section: "products", href: "/products" },
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
          <h2 id="overview-title">{d.products.overview}</h2>
          <RichText html={view.overviewHtml} />
        </section>
      ) : null}
      {view.file || view.repository ? (
        <section className="download-box" aria-labelledby="product-download-title">
          <h2 id="product-download-title">{d.products.downloadTitle}</h2>
          {view.file?.caption ? <p>{view.file.caption}</p> : null}
          <div className="btn-row">
            {view.file ? <DownloadButton file={view.file} /> : null}
            {view.repository ? (
              <a className="btn btn-secondary" href={view.repository} rel="noopener noreferrer">
                {d.products.github}
              </a>
            ) : null}
          </div>
        </section>
      ) : null}
      <FieldSections fields={view.fields} />
      <div className="reading-actions">
        <Link className="btn btn-ghost btn-small" to="/products">
          <span aria-hidden="true">←</span> {d.products.back}
        </Link>
        <CopyLinkButton />
      </div>
    </article>
  );
}
