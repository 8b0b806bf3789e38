import { replaceAnswer } from '../engine/edit.ts';
import { interview } from '../interview.ts';
import { plainLetters } from '../plain-letters/plain-letters.ts';
import type { ChangeResult } from './apply.ts';
import type { SectionId } from '../engine/types.ts';
import type { Change, PetitionDoc } from './types.ts';

export type RespellChange = Extract<Change, { type: 'respell' }>;

/**
 * 'Use plain letters' before the I-129F (issue 21.5): an answer becomes its plain-letter spelling ('México' →
 * 'Mexico'). Unlike an edit, a respelled answer that branches does not reset its section — only when the interview,
 * replayed with the new spelling, still takes the same path (otherwise it is refused: the client edits it in the chat).
 */
export function applyRespell(doc: PetitionDoc, change: RespellChange): ChangeResult {
  const stored = doc.answers[change.key] ?? null;
  if (stored !== change.expected) {
    if (stored !== null && stored === change.input) return { doc };
    return { doc, conflict: { key: change.key, sectionId: change.sectionId, theirs: stored, yours: change.input } };
  }
  if (stored === null || plainLetters(stored) !== change.input) return { doc, error: RESPELL_ERRORS.notPlain };
  const r = replaceAnswer(interview.registry, doc, change.sectionId, change.key, change.input);
  if (r.error) return { doc, error: r.error };
  if (r.state === doc) return { doc };
  const next: PetitionDoc = { ...doc, ...r.state, answers: withCopies(r.state.answers, copiesOf(change.sectionId, change.key), stored, change.input) };
  if (interview.validateState(next).length > interview.validateState(doc).length) return { doc, error: RESPELL_ERRORS.changesPath };
  return { doc: next };
}

/** The answer keys the section's `copy` effects fill from `key` ('ben.address.1.city' → 'ben.abroad.city'). */
function copiesOf(sectionId: SectionId, key: string): string[] {
  const out: string[] = [];
  for (const step of interview.registry.sections.get(sectionId)?.def.steps ?? []) {
    for (const effect of step.effects ?? []) {
      for (const [target, from] of Object.entries(effect.copy ?? {})) {
        const m = new RegExp(`^${from.replace(/[.]/g, '\\.').replace('{i}', '(\\d+)')}$`).exec(key);
        if (m) out.push(target.replace('{i}', m[1] ?? ''));
      }
    }
  }
  return out;
}

/**
 * The copies of the respelled answer that still hold the old spelling take the new one (a copy made by a message
 * step, e.g. the current address abroad copied to Part 2 Item 47, is not refreshed by the engine's edit).
 */
function withCopies(answers: Record<string, string>, copies: readonly string[], old: string, plain: string): Record<string, string> {
  const stale = copies.filter((k) => answers[k] === old);
  if (!stale.length) return answers;
  const out = { ...answers };
  for (const k of stale) out[k] = plain;
  return out;
}

export const RESPELL_ERRORS = {
  notPlain: 'Only the plain-letter spelling of the answer can be written this way.',
  changesPath: 'This spelling changes the questions that follow: please edit the answer in the chat.',
} as const;
