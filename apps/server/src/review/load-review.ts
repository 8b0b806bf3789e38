import type { InterviewState } from '@i129f/petition';
import { readValue } from '@i129f/petition/engine/keys.ts';
import { buildPetitionReview } from '@i129f/petition/review/petition-review.ts';
import { reviewEvidence } from '@i129f/petition/review/evidence.ts';
import type { ReviewResponse } from '@i129f/petition/api/review.ts';
import type { Language } from '@i129f/petition/i18n/languages.ts';
import type { Db, UserRow } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { loadChatState } from '../chat-state/repo.ts';
import { listComments } from './comments-repo.ts';
import { changesSinceMark, readMark } from './marks-repo.ts';
import { readStatus } from './status-repo.ts';
import { readReviewTrail } from './trail.ts';
import { beneficiaryAuthorship } from '../beneficiary/review-authors.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The saved state as an interview state, or null when nothing (or no engine state) is saved. */
export async function loadReviewState(db: Db, clientId: string): Promise<{ state: InterviewState | null; raw: unknown }> {
  const raw = (await loadChatState(db, clientId))?.state ?? null;
  if (!isRecord(raw) || !isRecord(raw.answers) || !isRecord(raw.names) || !isRecord(raw.questionnaire) || !isRecord(raw.sections)) return { state: null, raw };
  const state = { ...(raw as unknown as InterviewState), extracted: isRecord(raw.extracted) ? (raw.extracted as InterviewState['extracted']) : {}, seed: isRecord(raw.seed) ? (raw.seed as Record<string, string>) : {} };
  return { state, raw };
}

/** Everything the review page shows about one client's petition, for one reviewer. */
export async function loadReview(o: { db: Db; store: FileStore; client: UserRow; reviewerId: string; language?: Language }): Promise<ReviewResponse> {
  const { db, client } = o;
  const [{ state, raw }, status, comments, mark, files, trail, authorship] = await Promise.all([
    loadReviewState(db, client.id),
    readStatus(db, client.id),
    listComments(db, client.id),
    readMark(db, o.reviewerId, client.id),
    o.store.list(client.id),
    readReviewTrail({ db, store: o.store, clientId: client.id, limit: 200 }),
    beneficiaryAuthorship(db, client.id),
  ]);
  const built = state ? buildPetitionReview(state, o.language) : null;
  // A row changed when its answer did (a derived row: the answer it comes from); a rule's row follows no answer.
  const keys = new Set((built?.items ?? []).flatMap((i) => (i.key === null ? [] : [i.key])));
  const answers = state ? [...keys].map((key) => ({ key, answer: readValue(state, key) ?? '' })) : [];
  const since = mark ? await changesSinceMark(db, client.id, mark, answers) : null;
  // Issue 24: an answer the beneficiary gave (confirmed by the petitioner) is marked as hers.
  const items = built?.items.map((i) => ({ ...i, changed: i.key !== null && (since?.changed.has(i.key) ?? false), byBeneficiary: i.key !== null && authorship.keys.has(i.key) })) ?? [];
  const timeSpentRaw = isRecord(raw) && isRecord(raw.timeSpent) ? raw.timeSpent : {};
  const timeSpent = Object.fromEntries(Object.entries(timeSpentRaw).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1])));
  return {
    client: { email: client.email, fullName: client.full_name },
    beneficiary: authorship.beneficiary,
    status,
    review: built ? { items, part8: [...built.part8], sections: [...built.sections], progressPercent: built.progressPercent } : null,
    timeSpent,
    files: files.map((f) => ({ name: f.name, documentId: f.documentId, isTranslated: f.isTranslated, isGenerated: f.isGenerated, size: f.size, createdAt: f.createdAt })),
    ...(state ? { evidence: reviewEvidence(state, files.filter((f) => !f.isGenerated)) } : {}),
    comments,
    lastReviewedAt: mark?.at ?? null,
    removedSinceReview: since?.removed ?? [],
    trail,
  };
}
