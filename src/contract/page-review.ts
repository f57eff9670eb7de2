/**
 * A page's review before publishing as the API answers it and the editor shows it (spec 6,
 * roles and review; server/reviews.ts, runtime/editor/review.tsx): one shape and one note limit
 * for both.
 */

/** What a note may say: a paragraph or two. */
export const REVIEW_NOTE_MAX = 2000;

/** A note's kind: a submission, a request for changes, an approval (a publish of a waiting page). */
export type ReviewKind = 'submitted' | 'changes' | 'approved';

/** Where a page's review stands: its newest note, or `none`. */
export type ReviewState = 'none' | 'pending' | 'changes' | 'approved';

export interface ReviewNote { at: string; actor: string; kind: ReviewKind; version: string; note: string }

export interface PageReview {
  id: number;
  /** The site asks for review (`sitegen editor review on`). */
  required: boolean;
  state: ReviewState;
  /** The caller publishes without review: an administrator, or a machine's token. */
  mayApprove: boolean;
  /** Waiting, and the draft changed since it was submitted. */
  changedSince: boolean;
  notes: ReviewNote[];
}

/** `error.details.reason` of the 409 that refuses a submission of a page unchanged since it went live. */
export const NOTHING_TO_REVIEW = 'unchanged';
