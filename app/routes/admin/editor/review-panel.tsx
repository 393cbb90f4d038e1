import { useCallback, useEffect, useId, useState } from "react";
import type { PageDoc } from "../../../content/page-model.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { useAdmin } from "../shell/admin-context.tsx";
import { api, type ReviewAnswer, type ReviewStepInfo } from "../shell/api-client.ts";
import { formatDateTime } from "../shell/format.ts";

/*
 * The review of a draft in the editor (issue 41, item 4): an author submits it (what is unsaved is saved
 * first); editors read where it stands, comment or send it back with a comment; anyone who may open the
 * page reads the conversation. Approving is publishing (the publish panel beside it).
 */

export function useReview(name: string) {
  const { authorized, fail } = useAdmin();
  const [review, setReview] = useState<ReviewAnswer | null>(null);
  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setReview(await authorized((token) => api.review(name, token, signal)));
      } catch (err) {
        fail(err);
      }
    },
    [authorized, fail, name],
  );
  return { review, setReview, load };
}

/** One step of the conversation: who, when, what they did, and their comment. */
export function ReviewSteps({ steps }: { steps: readonly ReviewStepInfo[] }) {
  const { d, t, lang } = useLanguage();
  const x = d.admin.review;
  return (
    <ol className="admin-review-steps">
      {steps.map((s) => (
        <li key={s.id}>
          <p className="admin-review-step">
            <strong>{t(`admin.review.step.${s.step}`, { who: s.by ?? x.someone })}</strong>{" "}
            <span className="admin-muted">
              <time dateTime={s.at}>{formatDateTime(s.at, lang)}</time> ·{" "}
              {t("admin.editor.revision", { n: s.revision })}
            </span>
          </p>
          {s.comment ? <blockquote className="admin-review-comment">{s.comment}</blockquote> : null}
        </li>
      ))}
    </ol>
  );
}

export function ReviewPanel({
  name,
  canPublish,
  hasDraft,
  ensureSaved,
}: {
  name: string;
  canPublish: boolean;
  hasDraft: boolean;
  ensureSaved: () => Promise<PageDoc | null>;
}) {
  const { d } = useLanguage();
  const { authorized, fail, announce } = useAdmin();
  const x = d.admin.review;
  const id = useId();
  const { review, setReview, load } = useReview(name);
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function step(kind: "submitted" | "returned" | "comment", done: string) {
    setBusy(true);
    try {
      if (kind === "submitted" && !(await ensureSaved())) return;
      const answer = await authorized((token) => api.reviewStep(name, kind, comment.trim(), token));
      setReview(answer);
      setComment("");
      setNote(done);
      announce(done);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  const status = review?.status ?? null;
  const help =
    status === "waiting"
      ? canPublish
        ? x.waitingEditor
        : x.waitingHelp
      : status === "returned"
        ? x.returnedHelp
        : canPublish
          ? x.noneEditor
          : x.none;
  const hasComment = comment.trim() !== "";
  return (
    <section className="admin-review" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-side-title">
        {x.title}
        {status ? (
          <>
            {" "}
            <span className={`badge admin-review-badge admin-review-${status}`}>
              {status === "waiting" ? x.waiting : x.returned}
            </span>
          </>
        ) : null}
      </h2>
      {review === null ? (
        <p className="admin-muted">{x.loading}</p>
      ) : (
        <>
          <p className="admin-help">{help}</p>
          {review.Items.length > 0 ? (
            <details open>
              <summary>{x.steps}</summary>
              <ReviewSteps steps={review.Items} />
            </details>
          ) : null}
          {!canPublish && status !== "waiting" && hasDraft ? (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void step("submitted", x.submitted)}
            >
              {x.submit}
            </button>
          ) : null}
          <div className="field">
            <label htmlFor={`${id}-comment`}>{x.comment}</label>
            <textarea
              id={`${id}-comment`}
              className="input"
              rows={3}
              maxLength={2000}
              value={comment}
              aria-describedby={`${id}-comment-help`}
              onChange={(e) => setComment(e.target.value)}
            />
            <p id={`${id}-comment-help`} className="admin-help">
              {x.commentHelp}
            </p>
          </div>
          <div className="btn-row">
            {canPublish && status === "waiting" ? (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy || !hasComment}
                onClick={() => void step("returned", x.sentBack)}
              >
                {x.sendBack}
              </button>
            ) : null}
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy || !hasComment}
              onClick={() => void step("comment", x.commented)}
            >
              {x.addComment}
            </button>
          </div>
          {note ? (
            <p className="admin-muted" role="status">
              {note}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
