import { Link, useLocation } from "react-router";
import { permissionsOf, type Permissions, type Role } from "../../../content/roles.ts";
import { useLanguage } from "../../../i18n/language.tsx";

type NavWords = ReturnType<typeof useLanguage>["d"]["admin"]["nav"];

interface NavItem {
  to: string;
  /** The item's words in the editing area's dictionary. */
  word: Exclude<keyof NavWords, "label">;
  /** Only for roles with this permission. */
  needs?: keyof Pick<Permissions, "publish" | "manageUsers">;
  /** Marked only at its own address, not under it (the page list: every screen is under /admin). */
  end?: true;
  /** Other screens the item stands for (a tab of its screen at an address of its own). */
  also?: readonly string[];
}

/** The editing area's screens in its menu, in order; a new screen is one line here. */
const NAV: readonly NavItem[] = [
  { to: "/admin", word: "pages", end: true },
  { to: "/admin/new", word: "newPage" },
  { to: "/admin/deleted", word: "deleted" },
  { to: "/admin/media", word: "media" },
  { to: "/admin/messages", word: "messages", needs: "publish" },
  { to: "/admin/assistant", word: "assistant", needs: "publish" },
  { to: "/admin/redirects", word: "redirects", needs: "publish", also: ["/admin/links"] },
  { to: "/admin/audience", word: "audience", needs: "publish" },
  { to: "/admin/subscribers", word: "subscribers", needs: "manageUsers" },
  { to: "/admin/users", word: "users", needs: "manageUsers" },
  { to: "/admin/privacy", word: "privacy", needs: "manageUsers" },
  { to: "/admin/audit", word: "audit", needs: "manageUsers" },
  { to: "/admin/account", word: "account" },
];

/** The editing area's menu: the screens the signed-in person's role may use, the current one marked. */
export function AdminNav({ role }: { role: Role | undefined }) {
  const { d } = useLanguage();
  const { pathname } = useLocation();
  const can = role ? permissionsOf(role) : undefined;
  const shown = NAV.filter((item) => !item.needs || can?.[item.needs] === true);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const under = (to: string) => path === to || path.startsWith(`${to}/`);
  const current = (item: NavItem) => (item.end ? path === item.to : under(item.to)) || item.also?.some(under);
  return (
    <nav className="admin-nav" aria-label={d.admin.nav.label}>
      {shown.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          className={current(item) ? "admin-nav-link active" : "admin-nav-link"}
          aria-current={current(item) ? "page" : undefined}
        >
          {d.admin.nav[item.word]}
        </Link>
      ))}
    </nav>
  );
}
