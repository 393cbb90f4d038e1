import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { z } from "zod";
import type { deletedPagesOut, revisionsOut } from "../../content/api-schemas.ts";
import type { PageDoc } from "../../content/page-model.ts";
import { recordReads } from "../cache/reads.server.ts";
import { BodyParts } from "../payload.server.ts";
import {
  ConflictError,
  MissingPageError,
  type SaveOptions,
  type StoredPageBytes,
} from "../store/store.server.ts";
import type { Services } from "../services.server.ts";
import { signedIn } from "./auth-guard.server.ts";
import { ApiError, sendError } from "./errors.server.ts";
import { requirePageAccess, visiblePages } from "./permissions.server.ts";
import { pageOps } from "./openapi.server.ts";
import { draftAnswer } from "./drafts.server.ts";
import {
  cleanPage,
  etagOf,
  revisionFromIfMatch,
  sendConflict,
  withCType,
  withCTypeBytes,
} from "./page-answers.server.ts";
import { memo } from "../memo.server.ts";

/** Reads may be shown briefly stale while the client revalidates; the ETag makes revalidation cheap. */
export const API_CACHE = "public, max-age=0, stale-while-revalidate=30";

const LIST_START = Buffer.from('{"Items":[');
const COMMA = Buffer.from(",");

/** A page's pieces, made once for the bytes the store keeps between lists (PageBytesSnapshot). */
const keptPieces = memo("api: listed pieces", () => new WeakMap<Buffer, Buffer[]>());

function listedPieces(item: StoredPageBytes): Buffer[] {
  const piecesOf = keptPieces();
  let pieces = piecesOf.get(item.json);
  if (!pieces) piecesOf.set(item.json, (pieces = withCTypeBytes(item)));
  return pieces;
}

export function registerPageRoutes(app: FastifyInstance, services: Services) {
  const { store } = services;

  /** Saves and answers 201 (created) or 200 with the stored page and its ETag; a stale revision is a 409. */
  async function saveAndAnswer(reply: FastifyReply, doc: PageDoc, options: SaveOptions) {
    try {
      const { page, created } = await store.savePage(doc, options);
      return reply
        .code(created ? 201 : 200)
        .header("ETag", etagOf(page))
        .send(withCType(page));
    } catch (err) {
      if (err instanceof ConflictError) return sendConflict(reply, err);
      if (err instanceof MissingPageError) throw new ApiError(412, "precondition_failed", err.message);
      throw err;
    }
  }

  app.get("/prod/pages", { schema: pageOps.list.schema }, async (request, reply) => {
    const q = pageOps.list.query(request);
    // Any write anywhere changes the content version, so it tags every list answer.
    const version = await store.contentVersion();
    const etag = `W/"v${version}-${q.limit ?? "all"}-${createHash("sha1")
      .update(q.startKey ?? "")
      .digest("base64url")
      .slice(0, 10)}"`;
    reply.header("ETag", etag).header("Cache-Control", API_CACHE);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    // The stored JSON goes out as it is: no parse and serialise of every page of a long list. What the
    // list read is written down for the response cache (a slice survives writes to pages outside it).
    const result = await recordReads(request, store).listPageBytes({
      limit: q.limit,
      startKey: q.startKey,
    });
    const last =
      result.lastKey === undefined ? "" : `,"LastEvaluatedKey":${JSON.stringify({ Page: result.lastKey })}`;
    const parts: Buffer[] = [LIST_START];
    for (const [i, item] of result.items.entries()) {
      if (i) parts.push(COMMA);
      parts.push(...listedPieces(item));
    }
    parts.push(Buffer.from(`],"Count":${result.items.length}${last}}`));
    const body = new BodyParts(parts);
    return reply
      .type("application/json; charset=utf-8")
      .header("content-length", String(body.length))
      .send(body);
  });

  app.get("/prod/pages/:page", { schema: pageOps.get.schema }, async (request, reply) => {
    const name = pageOps.get.params(request).page;
    const page = await recordReads(request, store).getPage(name);
    if (!page) {
      return reply
        .code(404)
        .send({ Items: [], Count: 0, message: `No page named "${name}".`, code: "not_found" });
    }
    reply.header("ETag", etagOf(page)).header("Cache-Control", API_CACHE);
    if (request.headers["if-none-match"] === etagOf(page)) return reply.code(304).send();
    return { Items: [withCType(page)], Count: 1 };
  });

  app.post("/prod/pages", { schema: pageOps.save.schema }, async (request, reply) => {
    const user = signedIn(request);
    const body = pageOps.save.body(request);
    // This call saves and publishes at once.
    await requirePageAccess(store, user, body.Page, "publish");
    const ifMatch = revisionFromIfMatch(request.headers["if-match"] as string | undefined);
    const createOnly = request.headers["if-none-match"] === "*";
    // If-Match: * saves any revision of a page that exists, checked in the save's own transaction.
    const mustExist = ifMatch === "any";
    const expectedRevision = typeof ifMatch === "number" ? ifMatch : mustExist ? undefined : body.revision;
    return saveAndAnswer(reply, cleanPage(body), {
      expectedRevision,
      createOnly,
      mustExist,
      user: user.email,
    });
  });

  app.delete("/prod/pages", { schema: pageOps.remove.schema }, async (request, reply) => {
    const user = signedIn(request);
    const body = pageOps.remove.body(request);
    await requirePageAccess(store, user, body.Page, "delete");
    const ifMatch = revisionFromIfMatch(request.headers["if-match"] as string | undefined);
    try {
      const deleted = await store.deletePage(body.Page, {
        expectedRevision: typeof ifMatch === "number" ? ifMatch : body.revision,
        user: user.email,
      });
      if (!deleted) return sendError(reply, 404, "not_found", `No page named "${body.Page}".`);
      return withCType(deleted);
    } catch (err) {
      if (err instanceof ConflictError) return sendConflict(reply, err);
      throw err;
    }
  });

  app.get("/prod/pages/:page/revisions", { schema: pageOps.revisions.schema }, async (request) => {
    const user = signedIn(request);
    const name = pageOps.revisions.params(request).page;
    await requirePageAccess(store, user, name, "read");
    const revisions = await store.listRevisions(name);
    if (revisions.length === 0)
      throw new ApiError(404, "not_found", `No history for a page named "${name}".`);
    return { Page: name, Items: revisions, Count: revisions.length } satisfies z.input<typeof revisionsOut>;
  });

  app.get("/prod/pages/:page/revisions/:revision", { schema: pageOps.revision.schema }, async (request) => {
    const user = signedIn(request);
    const { page, revision } = pageOps.revision.params(request);
    await requirePageAccess(store, user, page, "read");
    const doc = await store.getRevision(page, revision);
    if (!doc) throw new ApiError(404, "not_found", `Revision ${revision} of "${page}" does not exist.`);
    return withCType(doc);
  });

  app.post("/prod/pages/:page/restore", { schema: pageOps.restore.schema }, async (request, reply) => {
    const user = signedIn(request);
    const { page } = pageOps.restore.params(request);
    await requirePageAccess(store, user, page, "edit");
    const body = pageOps.restore.body(request);
    try {
      const existed = (await store.getDraft(page)) !== undefined;
      const state = await store.restoreRevision(page, body.revision, {
        expectedRevision: body.currentRevision,
        user: user.email,
        languages: body.languages,
      });
      if (!state) {
        throw new ApiError(404, "not_found", `Revision ${body.revision} of "${page}" does not exist.`);
      }
      return reply
        .code(existed ? 200 : 201)
        .header("ETag", etagOf(state.page))
        .send(draftAnswer(state));
    } catch (err) {
      if (err instanceof ConflictError) return sendConflict(reply, err);
      throw err;
    }
  });

  app.get("/prod/deleted", { schema: pageOps.deleted.schema }, async (request) => {
    const user = signedIn(request);
    const all = await store.listDeletedPages();
    const visible = await visiblePages(
      store,
      user,
      all.map((p) => p.Page),
    );
    const items = all.filter((p) => visible.has(p.Page));
    return { Items: items, Count: items.length } satisfies z.input<typeof deletedPagesOut>;
  });
}
