import { Link as RouterLink, useLocation, type LinkProps } from "react-router";
import { localizedPath, sitePathOf } from "../content/addresses.ts";
import { useLanguage } from "../i18n/language.tsx";

/**
 * A link of the public site: the path it is given (a Spanish-form path such as `/articles` or a view's
 * href) is sent to the same page in the language of the page it sits on, so following links never
 * changes the language (only the selector and the hreflang alternates do). Files and other sites pass
 * through unchanged.
 */
export function Link({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const { lang } = useLanguage();
  return <RouterLink to={localizedPath(to, lang)} {...props} />;
}

/** The current address without its language (`/en/articles` → `/articles`): what a link's `to` names. */
export function useSitePath(): string {
  return sitePathOf(useLocation().pathname);
}
