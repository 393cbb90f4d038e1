import { index, route } from "@react-router/dev/routes";

/**
 * The editing area's URLs (owned by the editing area; spread into app/routes.ts). Every screen is a
 * route module under /admin, so React Router splits them from the public site's bundles.
 *
 * The folder is grouped by feature, so a screen sits with its hooks, rules and parts:
 * - shell/: the frame every screen runs in: the /admin layout, sign-in, the session, the shared state
 *   (context and reducer), the API client, titles, addresses, dates, the stylesheet;
 * - ui/: view parts any screen may use: dialogs, fields, the failure and loading states, the list screen
 *   shape (`ListScreen`) and row actions;
 * - pages/: the page list, a new page (and the template catalogue), deleted pages, a page's history;
 * - editor/: the page editor with its hooks and rules; editor/fields/ the value editors,
 *   editor/publishing/ publishing and scheduling;
 * - media/: the media library, picking and uploading files;
 * - people/: accounts (users, one's own), the contact messages, the newsletter's subscribers, a person's data;
 * - assistant/: the /chatbot assistant's questions and its evaluation;
 * - audience/: the site's audience (issue 43) and a page's figures in the editor.
 * - audit/: the activity log (admins).
 * - redirects/: redirects and the 404 log (issue 42);
 * - links/: the report of broken internal links (issue 42).
 * - translation/: the glossary machine translations keep to (the editor's translation help is in editor/).
 */
export const adminRoutes = [
  route("admin", "routes/admin/shell/layout.tsx", [
    index("routes/admin/pages/pages-list.tsx"),
    route("new", "routes/admin/pages/new-page.tsx"),
    route("deleted", "routes/admin/pages/deleted-pages.tsx"),
    route("media", "routes/admin/media/media-library.tsx"),
    route("links", "routes/admin/links/broken-links.tsx"),
    route("users", "routes/admin/people/users.tsx"),
    route("messages", "routes/admin/people/contact-messages.tsx"),
    route("assistant", "routes/admin/assistant/assistant-questions.tsx"),
    route("assistant/evaluation", "routes/admin/assistant/assistant-evaluation.tsx"),
    route("subscribers", "routes/admin/people/subscribers.tsx"),
    route("privacy", "routes/admin/people/privacy.tsx"),
    route("audience", "routes/admin/audience/audience.tsx"),
    route("audit", "routes/admin/audit/audit-log.tsx"),
    route("glossary", "routes/admin/translation/glossary.tsx"),
    route("redirects", "routes/admin/redirects/redirects.tsx"),
    route("redirects/not-found", "routes/admin/redirects/not-found.tsx"),
    route("account", "routes/admin/people/account.tsx"),
    route("pages/:name", "routes/admin/editor/page-editor.tsx"),
    route("pages/:name/history", "routes/admin/pages/page-history.tsx"),
  ]),
];
