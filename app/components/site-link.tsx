import type { ReactElement } from "react";
import { Link as RouterLink, useLocation, type LinkProps } from "react-router";
import { localizedPath, sitePathOf } from "../content/addresses.ts";
import { useLanguage } from "../i18n/language.tsx";

type SiteLinkProps = Omit<LinkProps, "to"> & { to: string };

/**
 * A link of the public site: the path it is given (a Spanish-form path such as `/articles` or a view's
 * href) is sent to the same page in the language of the page it sits on, so following links never
 * changes the language (only the selector and the hreflang alternates do). Files and other sites pass
 * through unchanged.
 *
 * On the server it is written as the `<a>` React Router's `Link` would write (serverAnchor), one of the
 * patches of React Router's behaviour listed in app/server/react-router-internals.server.ts. Replaces:
 * the router's hooks behind each of a page's ~40 links (resolving the path, the click and prefetch
 * handlers, none of which reach the HTML). Saves: what they allocate on every uncached render
 * (docs/performance.md). The browser hydrates that markup with the router's `Link`, which makes the same
 * element and adds the client-side navigation.
 */
export function Link({ to, ...props }: SiteLinkProps) {
  const { lang } = useLanguage();
  const href = localizedPath(to, lang);
  // Vite replaces import.meta.env.SSR with a constant: the browser's bundle keeps only the router's Link.
  if (import.meta.env.SSR) {
    const anchor = serverAnchor(href, props);
    if (anchor) return anchor;
  }
  return <RouterLink to={href} {...props} />;
}

/** A plain absolute path (one leading slash, no `.`/`..`/empty segment, no backslash, non-empty `?`/`#` parts). */
const PLAIN_PATH = /^(?=\/)(?:\/(?!\.{1,2}(?:[/?#]|$))[^/?#\\]+)*\/?(?:\?[^#]+)?(?:#.+)?$/;

/**
 * The `<a>` React Router's `Link` renders on the server for `to={href}` with these props, or undefined
 * where it could differ (a relative, external or non-normal path, or an option that changes the markup):
 * the router's own `Link` then renders it. For a plain absolute path the router resolves `href` to itself,
 * writes the given props, then `href`, `target` and `data-discover="true"`, and nothing of its click,
 * navigation or intent-prefetch options (app/server/react-router-internals.test.tsx compares the two).
 */
export function serverAnchor(href: string, props: Omit<SiteLinkProps, "to">): ReactElement | undefined {
  // The router's navigation options: none of them reaches the markup.
  const {
    onClick: _onClick,
    relative: _relative,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    discover,
    prefetch,
    reloadDocument,
    mask,
    target,
    ...rest
  } = props;
  const changesMarkup =
    (discover !== undefined && discover !== "render") ||
    (prefetch !== undefined && prefetch !== "none" && prefetch !== "intent") ||
    reloadDocument !== undefined ||
    mask !== undefined;
  if (changesMarkup || !PLAIN_PATH.test(href)) return undefined;
  return <a {...rest} href={href} target={target} data-discover="true" />;
}

/** The current address without its language (`/en/articles` → `/articles`): what a link's `to` names. */
export function useSitePath(): string {
  return sitePathOf(useLocation().pathname);
}
