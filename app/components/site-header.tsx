import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { PLATFORMS } from "../content/site-pages.ts";
import { SEARCH_PATHS } from "../content/site-search.ts";
import { useLanguage } from "../i18n/language.tsx";
import { LanguageSelect } from "./language-select.tsx";
import { Link, useSitePath } from "./site-link.tsx";
import { Icon, LogoMark } from "./site-icons.tsx";
import { useDismiss } from "./use-dismiss.ts";

type NavKey =
  | "home"
  | "manifesto"
  | "platforms"
  | "articles"
  | "documentation"
  | "labs"
  | "projects"
  | "products"
  | "people"
  | "book";

interface NavItem {
  to: string;
  key: NavKey;
  /** Other addresses of the same screen: the link is the current page there too. */
  aliases?: readonly string[];
  /** Address prefixes of pages that belong to this section (marked, but not as the current page). */
  section?: readonly string[];
}

/**
 * The content the site keeps beside its sections, reached from the header's "Explore" group (not only the
 * footer): projects, products, the people behind them and the book.
 */
const EXPLORE: readonly NavItem[] = [
  { to: "/projects", key: "projects", section: ["/project/"] },
  { to: "/products", key: "products", section: ["/product/"] },
  { to: "/bios", key: "people", section: ["/bio/"] },
  { to: "/book", key: "book", section: ["/chapter/"] },
];

const NAV: readonly NavItem[] = [
  { to: "/", key: "home", aliases: ["/home"] },
  { to: "/manifiesto", key: "manifesto" },
  { to: "/plataformas", key: "platforms", section: PLATFORMS.map((p) => `/${p}`) },
  { to: "/articles", key: "articles", section: ["/article/"] },
  { to: "/documentation", key: "documentation", aliases: ["/docs"], section: ["/document/"] },
  { to: "/labs", key: "labs" },
];

function samePath(a: string, b: string): boolean {
  return a.replace(/\/+$/, "") === b.replace(/\/+$/, "");
}

const MENU_ID = "site-menu";
const SEARCH_ID = "site-search-q";

/** Whether a key press belongs to something being typed in (then "/" is a character, not a shortcut). */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The header of every route: brand, main navigation, about button and language selector. Below the
 * desktop breakpoint the navigation folds into a menu that closes when a link is followed, on Escape,
 * or when the address changes.
 */
export function SiteHeader() {
  const { d, lang } = useLanguage();
  const location = useLocation();
  const pathname = useSitePath();
  // The menu is open for one location only, so any navigation closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // "/" anywhere but in a text field goes to the search box (opening the menu where it lives there).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const input = document.getElementById(SEARCH_ID);
      if (!(input instanceof HTMLInputElement)) return;
      event.preventDefault();
      if (!input.offsetParent) setOpenAt(location.key);
      requestAnimationFrame(() => input.focus());
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [location.key]);

  const close = () => setOpenAt(null);

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Link to="/" className="brand" onClick={close}>
          <LogoMark />
          <span className="brand-name">{d.common.siteName}</span>
          <span className="brand-tagline">{d.common.tagline}</span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpenAt(open ? null : location.key)}
        >
          <Icon name={open ? "close" : "menu"} />
          <span className="visually-hidden">{open ? d.common.nav.closeMenu : d.common.nav.openMenu}</span>
          <span className="menu-toggle-text" aria-hidden="true">
            {d.common.nav.menu}
          </span>
        </button>

        <div
          id={MENU_ID}
          className="site-menu"
          data-open={open ? "true" : "false"}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest("a")) close();
          }}
        >
          <nav className="site-nav" aria-label={d.common.nav.label}>
            <ul>
              {NAV.map((item) => (
                <li key={item.key}>
                  <NavEntry item={item} pathname={pathname} />
                </li>
              ))}
              <li>
                <ExploreGroup pathname={pathname} />
              </li>
            </ul>
          </nav>
          <Link
            to="/acerca"
            className="btn btn-secondary btn-small about-button"
            aria-current={samePath(pathname, "/acerca") ? "page" : undefined}
          >
            {d.common.nav.about}
          </Link>
          {/* A plain GET form: it works before (or without) the page's JavaScript. */}
          <form
            className="header-search"
            method="get"
            action={SEARCH_PATHS[lang]}
            role="search"
            aria-label={d.search.header.region}
            onSubmit={(event) => {
              // Nothing typed yet (the desktop bar shows the button alone): open the box instead.
              const input = event.currentTarget.elements.namedItem("q");
              if (input instanceof HTMLInputElement && !input.value.trim()) {
                event.preventDefault();
                input.focus();
              }
            }}
          >
            <label htmlFor={SEARCH_ID} className="visually-hidden">
              {d.search.header.label}
            </label>
            <input
              id={SEARCH_ID}
              className="input"
              type="search"
              name="q"
              maxLength={200}
              placeholder={d.search.header.placeholder}
              aria-keyshortcuts="/"
              autoComplete="off"
            />
            <button type="submit" className="header-search-button">
              <Icon name="search" />
              <span className="visually-hidden">{d.search.header.submit}</span>
            </button>
          </form>
        </div>

        <LanguageSelect />
      </div>
    </header>
  );
}

/** Where a navigation entry stands against the current page: it, a page of its section, or neither. */
function placeOf(item: NavItem, pathname: string): "page" | "section" | undefined {
  if ([item.to, ...(item.aliases ?? [])].some((p) => samePath(p, pathname))) return "page";
  return (item.section ?? []).some((p) => pathname.startsWith(p)) ? "section" : undefined;
}

function NavEntry({ item, pathname }: { item: NavItem; pathname: string }) {
  const { d } = useLanguage();
  const place = placeOf(item, pathname);
  const classes = ["nav-link"];
  if (item.key === "labs") classes.push("nav-link-labs");
  if (place) classes.push("is-active");
  return (
    <Link
      to={item.to}
      className={classes.join(" ")}
      aria-current={place === "page" ? "page" : place === "section" ? "true" : undefined}
    >
      {item.key === "labs" ? <Icon name="flask" /> : null}
      {d.common.nav[item.key]}
    </Link>
  );
}

/**
 * "Explore": a disclosure in the navigation with the projects, products, people and the book. It closes
 * when a link is followed, on an outside click, on Escape, and when the address changes.
 */
function ExploreGroup({ pathname }: { pathname: string }) {
  const { d } = useLanguage();
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpenAt(null), []);
  useDismiss(open, close, rootRef, toggleRef);
  const here = EXPLORE.some((item) => placeOf(item, pathname));
  return (
    <div className="nav-group" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className={here ? "nav-link nav-group-toggle is-active" : "nav-link nav-group-toggle"}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        {d.common.nav.explore}
        <Icon name="chevron" className="icon icon-chevron" />
      </button>
      <ul id={listId} className="nav-group-list" hidden={!open}>
        {EXPLORE.map((item) => (
          <li key={item.key}>
            <NavEntry item={item} pathname={pathname} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The editing area's header: the brand (back to the site), the area's name and the language of its
 * interface. No site navigation: editors work here, visitors never see it.
 */
export function EditingHeader() {
  const { d } = useLanguage();
  return (
    <header className="site-header editing-header">
      <div className="container header-bar">
        <Link to="/" className="brand brand-compact">
          <LogoMark />
          <span className="brand-name">{d.common.siteName}</span>
          <span className="brand-tagline">{d.common.backToSite}</span>
        </Link>
        <LanguageSelect />
      </div>
    </header>
  );
}
