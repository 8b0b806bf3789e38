import { describe, expect, it } from 'vitest';
import { interview } from '../interview.ts';
import { findQuestion } from './registry.ts';
import { DIVORCED_NATURALIZED, K1_COUPLE, runScript } from '../transcripts/fixtures.ts';
import type { InterviewState } from './types.ts';

/** Whatever the edit, the document kinds the state carries equal those derived afresh from the evidence model. */
function editsOf(state: InterviewState): { sectionId: number; key: string; input: string }[] {
  const values = [...new Set(Object.values(state.answers))].slice(0, 60);
  const out: { sectionId: number; key: string; input: string }[] = [];
  for (const key of Object.keys(state.answers)) {
    const found = findQuestion(interview.registry, key);
    if (!found || !state.sections[String(found.sectionId)]?.log.some((e) => e.key === key)) continue;
    const options = found.step.kind === 'options' || found.step.kind === 'yesno' ? (found.step.kind === 'yesno' ? ['Yes', 'No'] : [...(found.step.options ?? [])]) : values;
    for (const input of options) if (input !== state.answers[key]) out.push({ sectionId: found.sectionId, key, input });
  }
  return out;
}

describe('required documents after an edit', () => {
  it.each([
    ['K-1 couple', K1_COUPLE],
    ['divorced, naturalized', DIVORCED_NATURALIZED],
  ])('equal the documents derived afresh, for every accepted edit of %s', (_name, script) => {
    const state = runScript(interview, script);
    let checked = 0;
    for (const edit of editsOf(state)) {
      const r = interview.editAnswer(state, edit.sectionId, edit.key, edit.input);
      if (r.error !== undefined || r.state === state) continue;
      checked += 1;
      expect(r.state.requiredDocuments, `${edit.key} → ${edit.input}`).toEqual(interview.requiredDocuments(r.state));
    }
    // The check covered many edits (an edit of a fact the evidence reads resets its section: engine/documents.test.ts).
    expect(checked).toBeGreaterThan(100);
  });
});
