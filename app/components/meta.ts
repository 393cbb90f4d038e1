import type { MetaDescriptor } from "react-router";
import { localizedPath, sitePathOf, withSlugIn } from "../content/addresses.ts";
import { DEFAULT_LANG, LANGS, type Lang } from "../content/page-model.ts";

/** What a screen's loader says about itself for the head of its page. */
import type { PageMetaText, SocialImage } from "../content/views.ts";

export type { PageMetaText };

/** The part of the root loader's data (app/root.tsx) that the head of every page needs. */
interface RootMatch {
  id: "root";
  loaderData: { lang: Lang; origin: string } | undefined;
}

/**
 * What meta functions receive, as far as these helpers read it. The root route always matches first,
 * and the route types React Router generates (`Route.MetaArgs`) say so: no cast needed to read it.
 */
export interface SiteMetaArgs {
  location: { pathname: string };
  matches: readonly [RootMatch | undefined, ...unknown[]];
}

/** The language and public origin the root loader chose for this request (meta runs before any component). */
export function rootOf(args: SiteMetaArgs): { lang: Lang; origin: string } {
  const root = args.matches[0]?.loaderData;
  return { lang: root?.lang ?? DEFAULT_LANG, origin: root?.origin ?? "" };
}

/**
 * Title, description, canonical URL, hreflang alternates and Open Graph tags of a page in the
 * current language. Each language has its own address (app/content/addresses.ts).
 */
export function pageMeta(
  args: SiteMetaArgs,
  title: string,
  description: string,
  languages: readonly Lang[] = LANGS,
  sharing: {
    image?: SocialImage | undefined;
    noindex?: boolean | undefined;
    slugs?: PageMetaText["slugs"];
  } = {},
): MetaDescriptor[] {
  const { lang, origin } = rootOf(args);
  const path = sitePathOf(args.location.pathname);
  const href = (l: Lang) => `${origin}${localizedPath(withSlugIn(path, l, sharing.slugs), l)}`;
  const fullTitle = title ? `${title} | Simbiosis` : "Simbiosis";
  // A language the page has no text in gets no alternate (its address shows the other language's text).
  const alternates = LANGS.filter((l) => languages.includes(l));
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: href(lang) },
    ...alternates.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: href(l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href(alternates[0] ?? DEFAULT_LANG) },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Simbiosis" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: href(lang) },
    { property: "og:locale", content: lang === "es" ? "es_ES" : "en_GB" },
    ...imageMeta(origin, sharing.image ?? SITE_IMAGE),
    ...(sharing.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The site's own card (public/og-image.png). */
const SITE_IMAGE: SocialImage = { path: "/og-image.png", alt: "Simbiosis", width: 1200, height: 630 };

function imageMeta(origin: string, image: SocialImage): MetaDescriptor[] {
  const url = `${origin}${image.path}`;
  const size =
    image.width && image.height
      ? [
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
        ]
      : [];
  return [
    { property: "og:image", content: url },
    ...size,
    ...(image.alt ? [{ property: "og:image:alt", content: image.alt }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: url },
    ...(image.alt ? [{ name: "twitter:image:alt", content: image.alt }] : []),
  ];
}

/** The head of a screen whose loader returns `meta` (every content screen). */
export function loaderMeta(args: SiteMetaArgs & { loaderData: { meta: PageMetaText } | undefined }) {
  const meta = args.loaderData?.meta;
  return pageMeta(args, meta?.title ?? "", meta?.description ?? "", meta?.languages ?? LANGS, {
    image: meta?.image,
    noindex: meta?.noindex,
    slugs: meta?.slugs,
  });
}
