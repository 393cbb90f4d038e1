import type { MetaDescriptor } from "react-router";
import type { Lang } from "../content/page-model.ts";

interface RootLike {
  lang: Lang;
  origin: string;
}

/**
 * Title, description, canonical URL, hreflang alternates and Open Graph tags of a page in the
 * current language. Each language has its own address: ?lang=es|en.
 */
export function pageMeta(
  args: {
    location: { pathname: string };
    matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  },
  title: string,
  description: string,
): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as RootLike | undefined;
  const lang = root?.lang ?? "es";
  const origin = root?.origin ?? "";
  const path = args.location.pathname;
  const href = (l: Lang) => `${origin}${path}?lang=${l}`;
  const fullTitle = title ? `${title} | Simbiosis` : "Simbiosis";
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: href(lang) },
    { tagName: "link", rel: "alternate", hrefLang: "es", href: href("es") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: href("en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${path}` },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Simbiosis" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: href(lang) },
    { property: "og:locale", content: lang === "es" ? "es_ES" : "en_GB" },
    { property: "og:image", content: `${origin}/og-image.png` },
  ];
}
