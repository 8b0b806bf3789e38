import type { InterviewEngine } from '../engine/index.ts';
import { findQuestion } from '../engine/registry.ts';
import type { InterviewState, SectionId } from '../engine/types.ts';
import { reviewAnswers } from './answers.ts';

/** answer key → answer, of every answer 'Check your answers' lists (what a generated PDF is compared with later). */
export type AnswerSnapshot = Record<string, string>;

/** GET /api/changes-since-pdf/{email}: what changed since the I-129F was last generated; null before any PDF. */
export interface ChangesSincePdf {
  /** When the last I-129F (alone or in the filing packet) was generated, epoch ms. */
  readonly generatedAt: number;
  /** Answers given or changed since then, in the chat's order. */
  readonly changedKeys: readonly string[];
  /** Sections holding a changed or removed answer, in the interview's order. */
  readonly changedSectionIds: readonly SectionId[];
  /** Answers the PDF holds that are no longer given (a changed path, a removed loop entry). */
  readonly removedKeys: readonly string[];
}

export type ChangesSincePdfResponse = ChangesSincePdf | null;

/** The answers as they are now (pure). */
export function answerSnapshot(engine: InterviewEngine, state: InterviewState | null): AnswerSnapshot {
  if (!state) return {};
  return Object.fromEntries(reviewAnswers(engine, state).flatMap((s) => s.answers.map((a) => [a.key, a.value])));
}

/** The answers now, in the chat's order, with their sections (pure). */
const answersNow = (engine: InterviewEngine, state: InterviewState | null) =>
  new Map((state ? reviewAnswers(engine, state) : []).flatMap((s) => s.answers.map((a) => [a.key, { value: a.value, sectionId: s.sectionId }] as const)));

/** The sections of the changed and removed answers, in the interview's order. */
function sectionsOf(engine: InterviewEngine, state: InterviewState | null, now: ReturnType<typeof answersNow>, changedKeys: readonly string[], removedKeys: readonly string[]): SectionId[] {
  const touched = new Set<SectionId>();
  for (const key of changedKeys) touched.add(now.get(key)!.sectionId);
  for (const key of removedKeys) {
    const found = findQuestion(engine.registry, key);
    if (found) touched.add(found.sectionId);
  }
  const order = state ? engine.sectionOrder(state) : [...engine.registry.order];
  return [...order.filter((id) => touched.has(id)), ...[...touched].filter((id) => !order.includes(id))];
}

/** What differs between the answers now and a snapshot taken when a PDF was generated (pure; marks from before issue 19). */
export function changesSince(engine: InterviewEngine, state: InterviewState | null, before: AnswerSnapshot): Omit<ChangesSincePdf, 'generatedAt'> {
  const now = answersNow(engine, state);
  const changedKeys = [...now].filter(([key, a]) => before[key] !== a.value).map(([key]) => key);
  const removedKeys = Object.keys(before).filter((key) => !now.has(key));
  return { changedKeys, changedSectionIds: sectionsOf(engine, state, now, changedKeys, removedKeys), removedKeys };
}

/** An answer's value when the PDF was generated and now (from the answer history); null: not given. */
export interface AnswerSince {
  readonly before: string | null;
  readonly after: string | null;
}

/**
 * What changed since a PDF, from the answer history after the version it was generated at (pure): `since` holds the
 * answers whose value now differs from their value then (answer key, questionnaire answers `q.<key>`). Changed: those
 * the chat now lists, in its order; removed: chat answers given then and no longer given.
 */
export function changesSinceHistory(engine: InterviewEngine, state: InterviewState | null, since: ReadonlyMap<string, AnswerSince>): Omit<ChangesSincePdf, 'generatedAt'> {
  const now = answersNow(engine, state);
  const changedKeys = [...now.keys()].filter((key) => {
    const v = since.get(key);
    return v !== undefined && v.before !== v.after;
  });
  const removedKeys = [...since].filter(([key, v]) => !key.startsWith('q.') && v.before !== null && v.after === null).map(([key]) => key);
  return { changedKeys, changedSectionIds: sectionsOf(engine, state, now, changedKeys, removedKeys), removedKeys };
}
