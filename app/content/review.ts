/*
 * Review before publishing (issue 41, item 4): an author submits a draft, an editor comments, sends it
 * back with a comment or approves it by publishing. Each step is kept with the page's history; the
 * latest step says where the review stands.
 */

export const REVIEW_STEPS = ["submitted", "returned", "comment", "approved"] as const;
export type ReviewStep = (typeof REVIEW_STEPS)[number];

/** waiting: submitted and not yet sent back or published; returned: sent back to its author. */
export type ReviewStatus = "waiting" | "returned";

export interface ReviewEvent {
  id: number;
  page: string;
  revision: number;
  step: ReviewStep;
  comment: string;
  by: string | null;
  at: string;
}

/** Where the review of a page stands after these steps (oldest first); undefined: none open. */
export function reviewStatus(events: readonly Pick<ReviewEvent, "step">[]): ReviewStatus | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const step = events[i]?.step;
    if (step === "submitted") return "waiting";
    if (step === "returned") return "returned";
    if (step === "approved") return undefined;
  }
  return undefined;
}

/** The longest comment kept. */
export const REVIEW_COMMENT_MAX = 2000;
