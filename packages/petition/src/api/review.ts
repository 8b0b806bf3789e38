import { z } from 'zod';
import type { AdditionalInfo, SectionId } from '../engine/types.ts';
import type { ReviewItem } from '../review/items.ts';
import type { SectionProgress } from '../review/petition-review.ts';
import type { ReviewEvidence } from '../review/evidence.ts';
import type { AuditEntry } from './account-data.ts';
import type { UserType } from '../account/roles.ts';

/**
 * The firm's review of a petition (issue 10): payloads shared by the server and the web app
 * (import as '@i129f/petition/api/review.ts').
 */

/** in progress → ready for review (client) → changes requested (staff) → approved (staff; answers frozen). */
export const PETITION_STATUSES = ['in_progress', 'ready', 'changes_requested', 'approved'] as const;
export type PetitionStatus = (typeof PETITION_STATUSES)[number];

export const COMMENT_MAX_LENGTH = 2000;

export const ZCreateComment = z.object({
  /** The answer key the comment is about (`pet.address.1.city`, `q.metInPerson`). */
  answerKey: z.string().trim().min(1).max(200).regex(/^[A-Za-z0-9_.{}-]+$/, 'Not an answer key.'),
  body: z.string().trim().min(1, 'Write the comment.').max(COMMENT_MAX_LENGTH, `At most ${COMMENT_MAX_LENGTH} characters.`),
  /** The review row commented on (ReviewItem.id), for its item label: a derived row's answerKey is its source's. */
  itemId: z.string().max(300).optional(),
});
export type CreateComment = z.infer<typeof ZCreateComment>;

export const ZSetStatus = z.object({ status: z.enum(PETITION_STATUSES) });
export type SetStatus = z.infer<typeof ZSetStatus>;

export interface ReviewComment {
  id: string;
  answerKey: string;
  /** The chat section that asks the key (null: a questionnaire answer). */
  sectionId: SectionId | null;
  /** Where the item is printed ('Part 1, Item 8.d') and its label, as when the comment was written. */
  itemLabel: string;
  body: string;
  author: { fullName: string | null; role: UserType | null };
  createdAt: number;
  /** Set when the client saved a changed answer for the key (or staff resolved it). */
  resolvedAt: number | null;
}

export interface CommentsResponse {
  status: PetitionStatus;
  comments: ReviewComment[];
}

export interface ReviewItemView extends ReviewItem {
  /** Differs from the answer this reviewer saw at their last 'Mark as reviewed' (always false before the first). */
  changed: boolean;
  /** Issue 24: the beneficiary gave this answer herself (the petitioner confirmed it). */
  byBeneficiary?: boolean;
}

export interface ReviewFile {
  name: string;
  documentId: number | null;
  /** An English translation of another upload (issue 20: translations satisfy no evidence requirement). */
  isTranslated?: boolean;
  isGenerated: boolean;
  size: number;
  createdAt: number;
}

export interface ReviewResponse {
  client: { email: string; fullName: string };
  /** Issue 24: the beneficiary the petitioner invited to answer her part (null: none accepted). */
  beneficiary?: { fullName: string; email: string; active: boolean } | null;
  status: PetitionStatus;
  /** null when the client has not saved any answers yet. */
  review: {
    items: ReviewItemView[];
    part8: AdditionalInfo[];
    sections: SectionProgress[];
    progressPercent: number;
  } | null;
  /** Seconds on each page (spec timeSpent: 'Chat3', 'Questionnaire' …). */
  timeSpent: Record<string, number>;
  files: ReviewFile[];
  /** Issue 20: the petition's evidence requirements and whether the uploads meet them (review/evidence.ts); absent before any answer. */
  evidence?: ReviewEvidence[];
  comments: ReviewComment[];
  /** When this reviewer last marked the petition reviewed (null: never). */
  lastReviewedAt: number | null;
  /** Answer keys present at the last review that are gone now. */
  removedSinceReview: string[];
  /** The review trail: views, comments, status changes, downloads and answer changes by staff, newest first. */
  trail: AuditEntry[];
}

export interface ClientReviewSummary {
  email: string;
  status: PetitionStatus;
  openComments: number;
}
