import type { FastifyInstance } from "fastify";
import { titleText } from "../../content/content-model.ts";
import { LANGS, type Lang, type PageDoc } from "../../content/page-model.ts";
import { isSafeFileName } from "../files/file-store.server.ts";
import type { Services } from "../services.server.ts";
import type { StoredLink } from "../store/store.server.ts";
import { signedIn } from "./auth-guard.server.ts";
import { linkOps } from "./openapi.server.ts";
import { requirePageAccess } from "./permissions.server.ts";

/*
 * Link integrity for the editing area (docs/product.md "Link integrity"): the pages that link to a page,
 * asked before it is unpublished or deleted, and the report of links that lead nowhere.
 */

/** Broken links reported of each kind unless the caller asks for fewer or more. */
const REPORT_LIMIT = 500;

/** A link as the API answers it. */
function linkAnswer(link: StoredLink) {
  return { lang: link.lang, field: link.field, href: link.href, text: link.text };
}

/** Each page's title in both languages (its name when it has none), by name. */
async function titlesOf(
  store: Services["store"],
  names: readonly string[],
): Promise<Map<string, Record<Lang, string>>> {
  const pages = await store.getPages([...new Set(names)]);
  const titles = (p: PageDoc) =>
    Object.fromEntries(LANGS.map((l) => [l, titleText(p, l) || p.Page])) as Record<Lang, string>;
  return new Map(pages.map((p) => [p.Page, titles(p)]));
}

export function registerLinkRoutes(app: FastifyInstance, services: Services) {
  const { store, files } = services;

  app.get("/prod/pages/:page/links", { schema: linkOps.linkingPages.schema }, async (request, reply) => {
    const user = signedIn(request);
    const { page } = linkOps.linkingPages.params(request);
    await requirePageAccess(store, user, page, "read");
    const links = await store.linksTo(page);
    const titles = await titlesOf(
      store,
      links.map((l) => l.source),
    );
    const bySource = new Map<string, StoredLink[]>();
    for (const link of links) bySource.set(link.source, [...(bySource.get(link.source) ?? []), link]);
    const items = [...bySource].map(([source, found]) => ({
      Page: source,
      title: titles.get(source) ?? { es: source, en: source },
      links: found.map(linkAnswer),
    }));
    return reply
      .header("Cache-Control", "private, no-store")
      .send({ Page: page, Items: items, Count: items.length });
  });

  app.get("/prod/links", { schema: linkOps.report.schema }, async (request, reply) => {
    const { limit = REPORT_LIMIT } = linkOps.report.query(request);
    const broken = await store.brokenPageLinks(limit + 1);
    const linked = await store.linkedFiles();
    const exists = await Promise.all(linked.map((f) => (isSafeFileName(f) ? files.exists(f) : false)));
    const missing = linked.filter((_, i) => !exists[i]);
    const fileLinks = missing.length ? await store.linksToFiles(missing, limit + 1) : [];
    const truncated = broken.length > limit || fileLinks.length > limit;
    const found = [
      ...broken.slice(0, limit),
      ...fileLinks.slice(0, limit).map((l) => ({ ...l, reason: "missing_file" as const })),
    ].sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
    const titles = await titlesOf(
      store,
      found.map((l) => l.source),
    );
    const items = found.map((l) => ({
      source: l.source,
      title: titles.get(l.source) ?? { es: l.source, en: l.source },
      ...linkAnswer(l),
      targetKind: l.targetKind,
      target: l.target,
      reason: l.reason,
    }));
    return reply
      .header("Cache-Control", "private, no-store")
      .send({ Items: items, Count: items.length, truncated });
  });
}
