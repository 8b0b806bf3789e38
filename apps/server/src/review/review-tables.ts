import type { Kysely } from 'kysely';
import type { PetitionStatus } from '@i129f/petition/api/review.ts';
import type { UserType } from '@i129f/petition/api/accounts.ts';
import type { Db } from '../db/schema.ts';

/** The tables of migration 008 (and the users columns the review joins). */
export interface ReviewTables {
  petition_status: { client_id: string; status: PetitionStatus; updated_at: number; updated_by: string };
  review_comments: {
    id: string;
    client_id: string;
    author_id: string;
    answer_key: string;
    section_id: number | null;
    item_label: string;
    /** Sealed (crypto/seal.ts) with commentAad(id). */
    body: string;
    created_at: number;
    resolved_at: number | null;
    resolved_by: string | null;
  };
  /**
   * `version`: the petition version marked (migration 011; 'changed since' is read from answer_history after it), with
   * `snapshot` ''. Marks from before: version null and a sealed snapshot of the answers (markAad).
   */
  review_marks: { reviewer_id: string; client_id: string; reviewed_at: number; snapshot: string; version: number | null };
  users: { id: string; email: string; full_name: string; user_type: UserType; parent_id: string | null };
}

export type ReviewDb = Kysely<ReviewTables>;
export const reviewDb = (db: Db): ReviewDb => db as unknown as ReviewDb;

export const commentAad = (id: string): string => `review_comments\u0000${id}`;
export const markAad = (reviewerId: string, clientId: string): string => `review_marks\u0000${reviewerId}\u0000${clientId}`;
