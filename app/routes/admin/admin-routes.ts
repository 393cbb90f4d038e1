import { index, route } from "@react-router/dev/routes";

/**
 * The editing area's URLs (owned by the editing area; spread into app/routes.ts). Every screen is a
 * route module under /admin, so React Router splits them from the public site's bundles.
 */
export const adminRoutes = [
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/pages-list.tsx"),
    route("new", "routes/admin/new-page.tsx"),
    route("deleted", "routes/admin/deleted-pages.tsx"),
    route("media", "routes/admin/media.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    route("assistant", "routes/admin/assistant.tsx"),
    route("assistant/evaluation", "routes/admin/assistant-evaluation.tsx"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    route("privacy", "routes/admin/privacy.tsx"),
    route("redirects", "routes/admin/redirects/redirects.tsx"),
    route("redirects/not-found", "routes/admin/redirects/not-found.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("pages/:name", "routes/admin/page-editor.tsx"),
    route("pages/:name/history", "routes/admin/page-history.tsx"),
  ]),
];
