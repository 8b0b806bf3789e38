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

/** What differs between the answers now and a snapshot taken when a PDF was generated (pure). */
export function changesSince(engine: InterviewEngine, state: InterviewState | null, before: AnswerSnapshot): Omit<ChangesSincePdf, 'generatedAt'> {
  const sections = state ? reviewAnswers(engine, state) : [];
  const now = new Map(sections.flatMap((s) => s.answers.map((a) => [a.key, { value: a.value, sectionId: s.sectionId }] as const)));
  const changedKeys = [...now].filter(([key, a]) => before[key] !== a.value).map(([key]) => key);
  const removedKeys = Object.keys(before).filter((key) => !now.has(key));
  const touched = new Set<SectionId>();
  for (const key of changedKeys) touched.add(now.get(key)!.sectionId);
  for (const key of removedKeys) {
    const found = findQuestion(engine.registry, key);
    if (found) touched.add(found.sectionId);
  }
  const order = state ? engine.sectionOrder(state) : [...engine.registry.order];
  const changedSectionIds = [...order.filter((id) => touched.has(id)), ...[...touched].filter((id) => !order.includes(id))];
  return { changedKeys, changedSectionIds, removedKeys };
}
