/*
 * Who may do what in the editing area (issue 15, item 7). The API enforces these on every call
 * (app/server/api/permissions.server.ts); the editing area reads the same rules to offer only what works.
 *
 * - admin: users and everything else;
 * - editor: every page: write, publish, delete, restore;
 * - author: their own pages only (the ones they created), as drafts: no publishing, no schedules, no deleting a
 *   page visitors can read, nobody else's drafts.
 */

export type Role = "admin" | "editor" | "author";
export const ROLES: readonly Role[] = ["admin", "editor", "author"];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export interface Permissions {
  /** List, invite, change the role of and remove users; end their sessions. */
  manageUsers: boolean;
  /** Publish, schedule, cancel a schedule, mark a translation checked. */
  publish: boolean;
  /** Open, edit, restore and delete pages that someone else created. */
  everyPage: boolean;
  /** Delete a page visitors can read (unpublishing it). */
  deletePublished: boolean;
}

export function permissionsOf(role: Role): Permissions {
  switch (role) {
    case "admin":
      return { manageUsers: true, publish: true, everyPage: true, deletePublished: true };
    case "editor":
      return { manageUsers: false, publish: true, everyPage: true, deletePublished: true };
    default:
      return { manageUsers: false, publish: false, everyPage: false, deletePublished: false };
  }
}

/** May this user work on a page created by `owner` (undefined: a page that does not exist yet)? */
export function mayEditPage(role: Role, email: string, owner: string | null | undefined): boolean {
  if (permissionsOf(role).everyPage || owner === undefined) return true;
  return owner !== null && owner.toLowerCase() === email.toLowerCase();
}
