import { route } from "@react-router/dev/routes";

/** The editing area's URLs (owned by the editing area; spread into app/routes.ts). */
export const adminRoutes = [route("admin/*", "routes/admin/admin.tsx")];
