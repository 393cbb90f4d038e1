import {
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { requestContext } from "#app/context.ts";
import { notFoundInfo } from "./content/http.ts";
import { pageMeta, rootOf } from "./components/meta.ts";
import { localizedPath } from "./content/addresses.ts";
import { DEFAULT_LANG } from "./content/page-model.ts";
import { formatDate } from "./content/format.ts";
import { detectLang } from "./i18n/detect.ts";
import { dictionaryFor } from "./i18n/translate.ts";
import { LanguageProvider, useLanguage } from "./i18n/language.tsx";
import { FIRST_YEAR, SiteFooter } from "./components/site-footer.tsx";
import { EditingHeader, SiteHeader } from "./components/site-header.tsx";
import { LanguageNotice } from "./components/language-notice.tsx";
import { missingTexts, NotFound } from "./components/not-found.tsx";
import { NavProgress } from "./components/nav-progress.tsx";
import { InlineStylesheet } from "./components/site-styles.tsx";
import publicStyles from "./styles/public.css?url";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const info = context.get(requestContext);
  // A preview link: valid (what it shows, until when), or given but no longer valid.
  const preview = info.preview ? ((await info.preview) ?? { expired: true as const }) : null;
  return {
    preview:
      preview &&
      ("expired" in preview ? { expired: true } : { expired: false, expiresAt: preview.expiresAt }),
    lang: detectLang(url, request.headers.get("cookie")),
    origin: info.origin,
    // The year the footer's copyright runs to, from the server's clock: the same on the server and
    // in the browser (no hydration mismatch on New Year's Eve).
    year: new Date().getUTCFullYear(),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * The root's data (the language above all) is loaded again when a navigation changes the language:
 * from /articles to /en/articles, or into the editing area, whose language is the cookie's.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (defaultShouldRevalidate) return true;
  const cookie = typeof document === "undefined" ? null : document.cookie;
  return detectLang(currentUrl, cookie) !== detectLang(nextUrl, cookie);
}

/**
 * The head of screens without a meta of their own, and of the 404 and error pages: the boundary below
 * renders those, so no route's meta runs. A content screen's 404 names what is missing, as its own
 * page would; the others get the site's title.
 */
export function meta(args: Route.MetaArgs) {
  const d = dictionaryFor(rootOf(args).lang);
  const missing = notFoundInfo(args.error);
  if (missing?.section) {
    const texts = missingTexts(d, missing.section);
    return pageMeta(args, texts.title, texts.text);
  }
  const title = args.error ? (missing ? d.common.notFound.title : d.common.error.title) : d.common.tagline;
  return [{ title: `${title} | ${d.common.siteName}` }, { name: "description", content: d.common.tagline }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const lang = root?.lang ?? DEFAULT_LANG;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3d3e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {root?.preview ? <meta name="robots" content="noindex, nofollow" /> : null}
        <InlineStylesheet href={publicStyles} />
        <Meta />
        <Links />
      </head>
      <body>
        <LanguageProvider initial={lang}>
          <Shell>{children}</Shell>
        </LanguageProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const { d } = useLanguage();
  const year = useRouteLoaderData<RootData>("root")?.year ?? FIRST_YEAR;
  // The editing area is a work tool: its own compact bar, none of the site's navigation or footer.
  const editing = /^\/admin(\/|$)/.test(useLocation().pathname);
  if (editing) {
    return (
      <>
        <NavProgress />
        <a className="skip-link" href="#main">
          {d.common.skipToContent}
        </a>
        <EditingHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </>
    );
  }
  return (
    <>
      <NavProgress />
      <a className="skip-link" href="#main">
        {d.common.skipToContent}
      </a>
      <SiteHeader />
      <PreviewBanner />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter year={year} />
      <LanguageNotice />
    </>
  );
}

/** On a preview link: says that this is a draft (or that the link no longer works). */
function PreviewBanner() {
  const { d, lang } = useLanguage();
  const preview = useRouteLoaderData<RootData>("root")?.preview;
  if (!preview) return null;
  return (
    <p className="preview-banner" role="status">
      {preview.expired
        ? d.common.preview.expired
        : d.common.preview.active.replace("{date}", formatDate(preview.expiresAt ?? "", lang))}
    </p>
  );
}

export default function App() {
  return <Outlet />;
}

/** The one boundary of the site: every 404 (notFound() in app/content/http.ts) and every failure. */
export function ErrorBoundary() {
  const missing = notFoundInfo(useRouteError());
  return missing ? <NotFound {...missing} /> : <AppError />;
}

/** A render error: a generic page in the visitor's language; no message or stack ever reaches it. */
function AppError() {
  const { d, lang } = useLanguage();
  return (
    <section className="container page-error" aria-labelledby="error-title">
      <p className="page-error-code" aria-hidden="true">
        500
      </p>
      <h1 id="error-title">{d.common.error.title}</h1>
      <p>{d.common.error.message}</p>
      <p>
        <a className="btn btn-primary" href={localizedPath("/", lang)}>
          {d.common.error.home}
        </a>
      </p>
    </section>
  );
}
