import { describe, expect, it } from 'vitest';
import { interview } from '../interview.ts';
import { findQuestion } from './registry.ts';
import { DIVORCED_NATURALIZED, K1_COUPLE, runScript } from '../transcripts/fixtures.ts';
import type { InterviewState } from './types.ts';
import { createEngine } from './index.ts';
import { createInterviewState } from './state.ts';
import { answerAll } from './testing.ts';

/**
 * An edit keeps the required documents without walking the interview again unless a value some condition reads
 * changed (engine/index.ts): whatever the edit, the documents must equal those derived afresh.
 */
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
    let changedDocs = 0;
    for (const edit of editsOf(state)) {
      const r = interview.editAnswer(state, edit.sectionId, edit.key, edit.input);
      if (r.error !== undefined || r.state === state) continue;
      checked += 1;
      expect(r.state.requiredDocuments, `${edit.key} → ${edit.input}`).toEqual(interview.requiredDocuments(r.state));
      if (r.state.requiredDocuments.join() !== state.requiredDocuments.join()) changedDocs += 1;
    }
    // The check covered many edits, some of which did change the documents.
    expect(checked).toBeGreaterThan(100);
    expect(changedDocs).toBeGreaterThan(0);
  });
});

describe('an edit of a value another section reads', () => {
  // Section 1 asks a value no condition of its own reads (not branching there); section 2 requires a document when it is 'yes'.
  const engine = createEngine([
    { id: 1, title: 'One', steps: [{ id: 'x', kind: 'yesno', key: 'a.x', prompt: 'X?' }] },
    { id: 2, title: 'Two', steps: [{ id: 'y', kind: 'yesno', key: 'b.y', prompt: 'Y?', effects: [{ when: { key: 'a.x', eq: 'Yes' }, addDocuments: [99] }] }] },
  ]);

  it('derives the documents again, without resetting the edited section', () => {
    let s = createInterviewState({ asOf: '06/01/2025' });
    s = answerAll(engine, s, 1, ['No']);
    s = answerAll(engine, s, 2, ['No']);
    expect(s.requiredDocuments).toEqual([]);
    const r = engine.editAnswer(s, 1, 'a.x', 'Yes');
    expect(r.reset).toBe(false);
    expect(r.state.requiredDocuments).toEqual([99]);
    expect(engine.editAnswer(r.state, 2, 'b.y', 'Yes').state.requiredDocuments).toEqual([99]);
  });
});
