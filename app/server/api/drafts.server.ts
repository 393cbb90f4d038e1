import { randomBytes } from "node:crypto";
import { previewHash } from "../site/preview.server.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { publicAddresses } from "../../content/content-model.ts";
import { LANGS, type Lang, type PageDoc } from "../../content/page-model.ts";
import { notesFor } from "../../content/publishing.ts";
import { liveMarks } from "../../content/translation.ts";
import {
  imageFilesChecked,
  linkedPageNames,
  publishChecks,
  type PublishProblem,
} from "../../content/publish-checks.ts";
import { requestOrigin } from "../origin.server.ts";
import { ConflictError, type DraftState } from "../store/store.server.ts";
import { SlugTakenError } from "../store/address-store.server.ts";
import { pageSlugs } from "../../content/slugs.ts";
import type { Services } from "../services.server.ts";
import { requirePageAccess, visiblePages } from "./permissions.server.ts";
import { approveReview, reviewStatuses } from "./reviews.server.ts";
import type { ReviewStatus } from "../../content/review.ts";
import { signedIn } from "./auth-guard.server.ts";
import { ApiError, sendError } from "./errors.server.ts";
import { draftOps, linkOps } from "./openapi.server.ts";
import { cleanPage, etagOf, revisionFromIfMatch, sendConflict, withCType } from "./page-answers.server.ts";

/*
 * The editing area's calls (docs/decisions/0008-drafts-and-publishing.md): drafts, publishing per
 * language now or at a time, previews, translation status. All need a Bearer token.
 */

/** How long a preview link works unless asked otherwise. */
const PREVIEW_DAYS = 7;

/** The state as the API answers it (openapi draftOut). */
export function draftAnswer(
  state: DraftState,
  warnings?: PublishProblem[],
  review?: ReviewStatus,
  machineTranslated?: readonly Lang[],
) {
  return {
    ...withCType(state.page),
    Status: {
      hasDraft: state.hasDraft,
      publishedRevision: state.published?.revision ?? null,
      languages: state.languages,
      schedules: state.schedules,
      translation: state.meta.langs ?? {},
      updatedAt: state.updatedAt,
      updatedBy: state.updatedBy,
      ...(warnings && warnings.length > 0 ? { warnings } : {}),
      ...(review ? { review } : {}),
      ...(machineTranslated && machineTranslated.length > 0 ? { machineTranslated } : {}),
    },
  };
}

/** A draft that asks for an address name another page has in that language: 409 slug_taken. */
async function refuseTakenSlugs(store: Services["store"], name: string, wanted: unknown): Promise<void> {
  const slugs = pageSlugs({ Page: name, Slugs: wanted });
  for (const lang of LANGS) {
    const slug = slugs[lang];
    if (slug === undefined) continue;
    const owner = await store.pageBySlug(lang, slug);
    if (owner !== undefined && owner !== name) throw new SlugTakenError(lang, slug, owner);
  }
}

function notFound(name: string): never {
  throw new ApiError(404, "not_found", `No page named "${name}".`);
}

export function registerDraftRoutes(app: FastifyInstance, services: Services) {
  const { store, config } = services;

  async function answer(
    reply: FastifyReply,
    run: () => Promise<DraftState | undefined>,
    name: string,
    code = 200,
    warnings?: PublishProblem[],
    review?: ReviewStatus,
  ) {
    try {
      const state = await run();
      if (!state) notFound(name);
      return reply
        .code(code)
        .header("ETag", etagOf(state.page))
        .header("Cache-Control", "private, no-store")
        .send(draftAnswer(state, warnings, review));
    } catch (err) {
      if (err instanceof ConflictError) return sendConflict(reply, err);
      throw err;
    }
  }

  /** The expected revision from If-Match or the body, as the legacy save reads it. */
  function expectedFrom(request: FastifyRequest, bodyRevision: number | undefined): number | undefined {
    const ifMatch = revisionFromIfMatch(request.headers["if-match"] as string | undefined);
    return typeof ifMatch === "number" ? ifMatch : bodyRevision;
  }

  /** Every problem of publishing `langs` of the page as it would then be. */
  async function checks(draft: PageDoc, langs: readonly Lang[], now: Date): Promise<PublishProblem[]> {
    const linked = linkedPageNames(draft, langs);
    const [pages, texts] = await Promise.all([
      store.getPages(linked),
      store.mediaTexts(imageFilesChecked(draft, langs)),
    ]);
    const published = new Set(pages.map((p) => p.Page));
    // An address names its page by its slug in either language as well (app/content/slugs.ts).
    for (const key of linked) {
      if (published.has(key)) continue;
      for (const lang of LANGS) if ((await store.pageBySlug(lang, key)) !== undefined) published.add(key);
    }
    const library = new Map(texts.map((t) => [t.name, t.alt]));
    return langs.flatMap((lang) => publishChecks(draft, lang, { published, now, library }));
  }

  app.get("/prod/workspace", { schema: draftOps.workspace.schema }, async (request, reply) => {
    const user = signedIn(request);
    const q = draftOps.workspace.query(request);
    const { items: all, lastKey } = await store.listWorkspace({ limit: q.limit, startKey: q.startKey });
    // An author sees only their own pages (the key still walks the whole list).
    const visible = await visiblePages(
      store,
      user,
      all.map((s) => s.page.Page),
    );
    const items = all.filter((s) => visible.has(s.page.Page));
    const reviews = await reviewStatuses(
      store,
      items.map((s) => s.page.Page),
    );
    const marks = await store.machineMarksOf(items.map((s) => s.page.Page));
    // The languages of each page with a field a model wrote that nobody has reviewed (the list's mark).
    const machineLangs = (s: DraftState) => [
      ...new Set(liveMarks(s.page, marks.get(s.page.Page) ?? []).map((m) => m.lang)),
    ];
    return reply.header("Cache-Control", "private, no-store").send({
      Items: items.map((s) => draftAnswer(s, undefined, reviews.get(s.page.Page), machineLangs(s))),
      Count: items.length,
      ...(lastKey !== undefined ? { LastEvaluatedKey: { Page: lastKey } } : {}),
    });
  });

  app.get("/prod/pages/:page/draft", { schema: draftOps.getDraft.schema }, async (request, reply) => {
    const user = signedIn(request);
    const { page } = draftOps.getDraft.params(request);
    await requirePageAccess(store, user, page, "read");
    const review = (await reviewStatuses(store, [page])).get(page);
    return answer(reply, () => store.getDraft(page), page, 200, undefined, review);
  });

  app.put("/prod/pages/:page/draft", { schema: draftOps.saveDraft.schema }, async (request, reply) => {
    const user = signedIn(request);
    const { page } = draftOps.saveDraft.params(request);
    await requirePageAccess(store, user, page, "edit");
    const body = draftOps.saveDraft.body(request);
    if (body.Page !== page)
      throw new ApiError(
        400,
        "invalid_request",
        `The body's Page ("${body.Page}") must be the page of the address ("${page}").`,
      );
    const expectedRevision = expectedFrom(request, body.revision);
    const createOnly = request.headers["if-none-match"] === "*";
    // Said at once, while the editor types: publishing checks it again in its own transaction.
    await refuseTakenSlugs(store, body.Page, body.Slugs);
    try {
      const { state, created } = await store.saveDraft(cleanPage(body), {
        expectedRevision,
        createOnly,
        user: user.email,
      });
      return reply
        .code(created ? 201 : 200)
        .header("ETag", etagOf(state.page))
        .header("Cache-Control", "private, no-store")
        .send(draftAnswer(state));
    } catch (err) {
      if (err instanceof ConflictError) return sendConflict(reply, err);
      throw err;
    }
  });

  app.post("/prod/pages/:page/publish", { schema: draftOps.publish.schema }, async (request, reply) => {
    const user = signedIn(request);
    const { page } = draftOps.publish.params(request);
    await requirePageAccess(store, user, page, "publish");
    const body = draftOps.publish.body(request);
    const languages = LANGS.filter((l) => (body.languages ?? LANGS).includes(l));
    const expectedRevision = expectedFrom(request, body.revision);
    const current = await store.getDraft(page);
    if (!current) notFound(page);
    const now = new Date();
    const problems = await checks(current.page, languages, now);
    const errors = problems.filter((p) => p.severity === "error");
    if (errors.length > 0) {
      return sendError(
        reply,
        422,
        "publish_checks",
        `The page cannot be published yet: ${errors.length} problem${errors.length === 1 ? "" : "s"} to fix first.`,
        { problems },
      );
    }
    // Publishing is approving: refused to the change's own author when the site asks for two people.
    const approved = await approveReview(store, { secondPerson: config.reviewSecondPerson }, user, current);
    const notes = notesFor(languages, body.note, body.notes);
    const options = { languages, expectedRevision, notes, user: user.email };
    const at = body.at ? new Date(body.at) : undefined;
    const done = async (state: DraftState | undefined) => {
      if (state) await approved();
      return state;
    };
    if (at && at.getTime() > now.getTime()) {
      return answer(reply, async () => done(await store.schedule(page, at, options)), page, 200, problems);
    }
    return answer(reply, async () => done(await store.publish(page, options)), page, 200, problems);
  });

  app.post("/prod/pages/:page/unpublish", { schema: linkOps.unpublish.schema }, async (request, reply) => {
    const user = signedIn(request);
    const { page } = linkOps.unpublish.params(request);
    await requirePageAccess(store, user, page, "publish");
    const body = linkOps.unpublish.body(request);
    const expectedRevision = expectedFrom(request, body.revision);
    return answer(reply, () => store.unpublish(page, { expectedRevision, user: user.email }), page);
  });

  app.delete(
    "/prod/pages/:page/schedule",
    { schema: draftOps.cancelSchedule.schema },
    async (request, reply) => {
      const user = signedIn(request);
      const { page } = draftOps.cancelSchedule.params(request);
      await requirePageAccess(store, user, page, "publish");
      const { lang } = draftOps.cancelSchedule.query(request);
      return answer(
        reply,
        () => store.cancelSchedule(page, { languages: lang ? [lang] : undefined, user: user.email }),
        page,
      );
    },
  );

  app.post(
    "/prod/pages/:page/translation",
    { schema: draftOps.translation.schema },
    async (request, reply) => {
      const user = signedIn(request);
      const { page } = draftOps.translation.params(request);
      await requirePageAccess(store, user, page, "publish");
      const body = draftOps.translation.body(request);
      return answer(reply, () => store.markTranslationChecked(page, body.lang, user.email), page);
    },
  );

  app.post("/prod/pages/:page/preview", { schema: draftOps.preview.schema }, async (request, reply) => {
    const user = signedIn(request);
    const { page } = draftOps.preview.params(request);
    await requirePageAccess(store, user, page, "edit");
    const body = draftOps.preview.body(request);
    const state = await store.getDraft(page);
    if (!state) notFound(page);
    const addresses = publicAddresses(state.page);
    if (!addresses)
      throw new ApiError(
        422,
        "no_public_address",
        `No screen of the site shows pages of the template "${state.page.Template}".`,
      );
    const token = randomBytes(24).toString("base64url");
    const expiresAt = new Date(Date.now() + (body.days ?? PREVIEW_DAYS) * 24 * 60 * 60 * 1000);
    if (!(await store.createPreview(page, previewHash(token), expiresAt, user.email))) notFound(page);
    const origin = requestOrigin(request.headers, {
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
    });
    const link = (path: string) => `${origin}${path}${path.includes("?") ? "&" : "?"}preview=${token}`;
    const urls = { es: link(addresses.es), en: link(addresses.en) };
    return reply
      .code(201)
      .header("Cache-Control", "private, no-store")
      .send({ url: urls.es, urls, expiresAt: expiresAt.toISOString() });
  });

  app.delete(
    "/prod/pages/:page/preview",
    { schema: draftOps.revokePreviews.schema },
    async (request, reply) => {
      const user = signedIn(request);
      const { page } = draftOps.revokePreviews.params(request);
      await requirePageAccess(store, user, page, "edit");
      const revoked = await store.revokePreviews(page);
      return reply.header("Cache-Control", "private, no-store").send({ revoked });
    },
  );
}
