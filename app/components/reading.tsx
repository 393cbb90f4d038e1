import type { ReactNode } from "react";
import { Link } from "./site-link.tsx";
import type { CrumbSection } from "../content/breadcrumbs.ts";
import type { SafeHtml } from "../content/safe-html.ts";
import type { ImageView } from "../content/views.ts";
import { Breadcrumb } from "./breadcrumb.tsx";
import { CopyLinkButton } from "./copy-link-button.tsx";
import { RichText } from "./rich-text.tsx";
import { SafeImage } from "./safe-image.tsx";
import { UntranslatedNote, useOwnLang } from "./untranslated.tsx";

/*
 * The parts the reading screens share: a product, project or bio page is one EntryPage; articles and
 * documents reuse its overview, download box and actions.
 */

interface Back {
  href: string;
  label: string;
}

/** Below the content: back to the list, and (unless `share` is false) the copy-link button. */
export function ReadingActions({ back, share = true }: { back: Back; share?: boolean }) {
  return (
    <div className="reading-actions">
      <Link className="btn btn-ghost btn-small" to={back.href}>
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      {share ? <CopyLinkButton /> : null}
    </div>
  );
}

/** The HTML overview of a product or project, under its own heading. */
export function OverviewSection({ title, html }: { title: string; html: SafeHtml | undefined }) {
  if (!html) return null;
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title">{title}</h2>
      <RichText html={html} />
    </section>
  );
}

/** The boxed download of a page: a heading (named by `id`), the file's caption, then its links. */
export function DownloadBox({
  id,
  title,
  caption,
  children,
}: {
  id: string;
  title: string;
  caption: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className="download-box" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {caption ? <p>{caption}</p> : null}
      {children}
    </section>
  );
}

/** A link to a code repository, which is another site: no opener, no referrer. */
export function RepositoryLink({
  href,
  label,
  primary = false,
}: {
  href: string;
  label: string;
  primary?: boolean;
}) {
  return (
    <a className={primary ? "btn btn-primary" : "btn btn-secondary"} href={href} rel="noopener noreferrer">
      {label}
    </a>
  );
}

const IMAGE = {
  logo: { className: "reading-logo", size: 96 },
  photo: { className: "reading-avatar", size: 120 },
} as const;

/**
 * A product, project or bio page (docs/product.md "Content screens"): breadcrumb, a header with the logo or photo,
 * the title and the subtitle, then its sections (`children`), then the way back to its list.
 */
export function EntryPage({
  section,
  title,
  subtitle,
  image,
  imageKind,
  back,
  share,
  children,
}: {
  section: Extract<CrumbSection, "products" | "projects" | "bios">;
  title: string;
  subtitle: string;
  image: ImageView | undefined;
  imageKind: keyof typeof IMAGE;
  /** The label of the link back to the list (the list is the breadcrumb's section). */
  back: string;
  share: boolean;
  children: ReactNode;
}) {
  const list = `/${section}`;
  const shown = IMAGE[imageKind];
  const own = useOwnLang();
  return (
    <article className="container container-narrow reading" aria-labelledby="reading-title">
      <Breadcrumb
        trail={[
          { section: "home", href: "/" },
          { section, href: list },
        ]}
        current={title}
      />
      <header className="reading-header with-logo">
        {image ? (
          <SafeImage
            src={image.src}
            alt={image.alt}
            className={shown.className}
            width={shown.size}
            height={shown.size}
            sources={image.sources}
            sizes={`${shown.size}px`}
            eager
          />
        ) : null}
        <div lang={own}>
          <h1 id="reading-title">{title}</h1>
          {subtitle ? <p className="lead">{subtitle}</p> : null}
        </div>
      </header>
      <UntranslatedNote />
      {children}
      <ReadingActions back={{ href: list, label: back }} share={share} />
    </article>
  );
}
