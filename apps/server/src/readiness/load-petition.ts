import type { InterviewState } from '@i129f/petition';
import type { Db } from '../db/schema.ts';
import { loadChatState } from '../chat-state/repo.ts';
import { AppError, errorText } from '../http/errors.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The account's saved interview state, for the server-side documents (readiness, letters, packet).
 * 404 when nothing is saved yet or the saved JSON is not an interview state (the chat saves only engine states).
 */
export async function loadPetitionState(db: Db, userId: string): Promise<InterviewState> {
  const stored = await loadChatState(db, userId);
  const s = stored?.state;
  if (!isRecord(s) || !isRecord(s.answers) || !isRecord(s.names) || !isRecord(s.questionnaire)) {
    throw new AppError(404, 'NOT_FOUND', errorText('noAnswersYet'));
  }
  return {
    ...(s as unknown as InterviewState),
    extracted: isRecord(s.extracted) ? (s.extracted as InterviewState['extracted']) : {},
    requiredDocuments: Array.isArray(s.requiredDocuments) ? (s.requiredDocuments as unknown[]).filter((n): n is number => typeof n === 'number') : [],
  };
}

/** Today (UTC, from the injectable clock) as MM/DD/YYYY. */
export function todayText(now: number): string {
  const d = new Date(now);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
}
