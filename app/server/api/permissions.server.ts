import { mayEditPage, permissionsOf } from "../../content/roles.ts";
import type { TokenUser } from "../auth/tokens.server.ts";
import type { Store } from "../store/store.server.ts";
import { ApiError } from "./errors.server.ts";

/*
 * The roles' rules (app/content/roles.ts) on every page call: an author works only on the pages they
 * created and never publishes; editors and admins work on every page. Each refusal is a 403 with a code.
 */

export type PageAction = "read" | "edit" | "publish" | "delete";

const MESSAGES = {
  publish: "Authors cannot publish, schedule or mark translations: ask an editor to publish it.",
  notYours: "Authors can only work on the pages they created.",
  deletePublished: "Authors cannot delete a page visitors can read: ask an editor.",
};

/** Throws 403 unless `user` may do `action` to the page `name` (which may not exist yet). */
export async function requirePageAccess(
  store: Pick<Store, "pageOwners" | "getPage">,
  user: TokenUser,
  name: string,
  action: PageAction,
): Promise<void> {
  const can = permissionsOf(user.role);
  if (action === "publish" && !can.publish) throw new ApiError(403, "forbidden_publish", MESSAGES.publish);
  if (can.everyPage) return;
  const owner = (await store.pageOwners([name])).get(name);
  if (!mayEditPage(user.role, user.email, owner)) throw new ApiError(403, "not_your_page", MESSAGES.notYours);
  if (action === "delete" && !can.deletePublished && (await store.getPage(name)))
    throw new ApiError(403, "forbidden_delete", MESSAGES.deletePublished);
}

/** Of these page names, the ones `user` may open (all of them, but for an author). */
export async function visiblePages(
  store: Pick<Store, "pageOwners">,
  user: TokenUser,
  names: readonly string[],
): Promise<Set<string>> {
  if (permissionsOf(user.role).everyPage) return new Set(names);
  const owners = await store.pageOwners(names);
  return new Set(names.filter((n) => mayEditPage(user.role, user.email, owners.get(n) ?? null)));
}
