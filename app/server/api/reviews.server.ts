import type { FastifyInstance } from "fastify";
import { reviewStatus, type ReviewEvent, type ReviewStatus } from "../../content/review.ts";
import { titleOf } from "../../content/resolvers.ts";
import { permissionsOf } from "../../content/roles.ts";
import type { TokenUser } from "../auth/tokens.server.ts";
import type { MailWorker } from "../mail/mail-worker.server.ts";
import { reviewMail } from "../mail/messages.server.ts";
import { linkBase } from "../origin.server.ts";
import type { Services } from "../services.server.ts";
import type { DraftState, Store } from "../store/store.server.ts";
import { signedIn } from "./auth-guard.server.ts";
import { ApiError } from "./errors.server.ts";
import { reviewOps } from "./openapi.server.ts";
import { requirePageAccess } from "./permissions.server.ts";

/*
 * Review before publishing (issue 41, item 4): an author submits a draft, editors and admins are told by
 * e-mail (the mail queue) and see it waiting in the list; they comment, send it back with a comment its
 * author reads in the editor and gets by e-mail, or approve it by publishing (drafts.server.ts records the
 * approval and, with REVIEW_REQUIRES_SECOND_PERSON=1, refuses a person approving their own change).
 */

function reviewAnswer(steps: ReviewEvent[]) {
  return { status: reviewStatus(steps) ?? null, Items: steps };
}

/** The person whose change a review is about: who submitted it last, else who last saved the draft. */
export function changeAuthors(state: DraftState, steps: readonly ReviewEvent[]): string[] {
  const submitted = steps.filter((s) => s.step === "submitted").at(-1)?.by;
  return [submitted, state.updatedBy].filter((e): e is string => !!e).map((e) => e.toLowerCase());
}

/**
 * With the two-person rule on, refuses `user` approving (publishing) a change they made (409 own_change);
 * then, when a review was open, records the approval. Run by the publish call.
 */
export async function approveReview(
  store: Pick<Store, "reviewSteps" | "addReviewStep">,
  options: { secondPerson: boolean },
  user: TokenUser,
  state: DraftState,
): Promise<() => Promise<void>> {
  const steps = await store.reviewSteps(state.page.Page);
  if (options.secondPerson && changeAuthors(state, steps).includes(user.email.toLowerCase()))
    throw new ApiError(
      409,
      "own_change",
      "This site asks for a second person: someone other than who made this change must approve and publish it.",
    );
  const open = reviewStatus(steps);
  return async () => {
    if (!open) return;
    await store.addReviewStep({
      page: state.page.Page,
      revision: state.page.revision ?? 0,
      step: "approved",
      comment: "",
      by: user.email,
      at: new Date().toISOString(),
    });
  };
}

/** The review status of each of these pages that has one open. */
export async function reviewStatuses(
  store: Pick<Store, "reviewStepsOf">,
  names: readonly string[],
): Promise<Map<string, ReviewStatus>> {
  const out = new Map<string, ReviewStatus>();
  for (const [name, steps] of await store.reviewStepsOf(names)) {
    const status = reviewStatus(steps);
    if (status) out.set(name, status);
  }
  return out;
}

export function registerReviewRoutes(app: FastifyInstance, services: Services, deps: { worker: MailWorker }) {
  const { store, config } = services;

  app.get("/prod/pages/:page/review", { schema: reviewOps.get.schema }, async (request, reply) => {
    const user = signedIn(request);
    const { page } = reviewOps.get.params(request);
    await requirePageAccess(store, user, page, "read");
    if (!(await store.getDraft(page))) throw new ApiError(404, "not_found", `No page named "${page}".`);
    return reply
      .header("Cache-Control", "private, no-store")
      .send(reviewAnswer(await store.reviewSteps(page)));
  });

  app.post("/prod/pages/:page/review", { schema: reviewOps.step.schema }, async (request, reply) => {
    const user = signedIn(request);
    const { page } = reviewOps.step.params(request);
    const body = reviewOps.step.body(request);
    await requirePageAccess(store, user, page, body.step === "submitted" ? "edit" : "read");
    const comment = body.comment?.trim() ?? "";
    if (body.step === "returned" && !permissionsOf(user.role).publish)
      throw new ApiError(403, "forbidden_review", "Only editors and admins send a draft back to its author.");
    if (body.step !== "submitted" && !comment)
      throw new ApiError(400, "comment_required", "Write a comment: it tells the author what to change.");
    const state = await store.getDraft(page);
    if (!state) throw new ApiError(404, "not_found", `No page named "${page}".`);
    const steps = await store.reviewSteps(page);
    if (body.step === "submitted") {
      if (!state.hasDraft)
        throw new ApiError(409, "no_draft", "There is nothing to review: the page has no draft.");
      if (reviewStatus(steps) === "waiting")
        throw new ApiError(409, "already_waiting", "This draft is already waiting for review.");
    }
    const step = await store.addReviewStep({
      page,
      revision: state.page.revision ?? 0,
      step: body.step,
      comment,
      by: user.email,
      at: new Date().toISOString(),
    });
    await tell(request.headers, user, state, step, steps);
    return reply
      .code(201)
      .header("Cache-Control", "private, no-store")
      .send(reviewAnswer([...steps, step]));
  });

  /** E-mails the editors and admins of a submission, the author of a sending back (never the sender). */
  async function tell(
    headers: Parameters<typeof linkBase>[1],
    user: TokenUser,
    state: DraftState,
    step: ReviewEvent,
    before: readonly ReviewEvent[],
  ) {
    const kind = step.step;
    if (kind !== "submitted" && kind !== "returned") return;
    const recipients =
      step.step === "submitted"
        ? (await store.listUsers()).filter((u) => permissionsOf(u.role).publish).map((u) => u.email)
        : changeAuthors(state, before).slice(0, 1);
    const to = [...new Set(recipients.map((e) => e.toLowerCase()))].filter(
      (e) => e !== user.email.toLowerCase(),
    );
    if (to.length === 0) return;
    const url = `${linkBase(config, headers)}/admin/pages/${encodeURIComponent(state.page.Page)}`;
    const title = titleOf(state.page, "es") || state.page.Page;
    for (const address of to) {
      await store.enqueueMail(
        reviewMail({ to: address, step: kind, who: user.email, title, comment: step.comment, url }),
      );
    }
    deps.worker.kick();
  }
}
