import { describe, expect, it } from 'vitest';
import { findQuestion } from '../engine/registry.ts';
import { interview } from '../interview.ts';
import { K1_COUPLE, runScript } from '../transcripts/fixtures.ts';
import { answerSnapshot, changesSince, changesSinceHistory } from './changes-since.ts';

const state = runScript(interview, K1_COUPLE);
const edit = (key: string, value: string) => {
  const r = interview.editAnswer(state, findQuestion(interview.registry, key)!.sectionId, key, value);
  expect(r.error).toBeUndefined();
  return r.state;
};

describe('changes since the last PDF', () => {
  const snapshot = answerSnapshot(interview, state);

  it('the snapshot holds every listed answer', () => {
    expect(snapshot['pet.email']).toBe('john.smith@example.com');
    expect(snapshot['pet.address.1.city']).toBe('Springfield');
    expect(answerSnapshot(interview, null)).toEqual({});
  });

  it('nothing changed right after the snapshot', () => {
    expect(changesSince(interview, state, snapshot)).toEqual({ changedKeys: [], changedSectionIds: [], removedKeys: [] });
  });

  it('names a changed answer and its section', () => {
    const after = changesSince(interview, edit('pet.birth.city', 'Chicago'), snapshot);
    expect(after).toEqual({ changedKeys: ['pet.birth.city'], changedSectionIds: [8], removedKeys: [] });
  });

  it('names answers no longer given (and their sections), and counts new answers as changed', () => {
    const { 'pet.email': _gone, ...older } = snapshot;
    const withRemoved = { ...older, 'pet.address.3.city': 'Peoria' };
    const r = changesSince(interview, state, withRemoved);
    expect(r.changedKeys).toEqual(['pet.email']);
    expect(r.removedKeys).toEqual(['pet.address.3.city']);
    expect(r.changedSectionIds).toEqual([1, 9]);
  });
});

describe('changes since the last PDF, from the answer history', () => {
  it('nothing in the history after the PDF: nothing changed', () => {
    expect(changesSinceHistory(interview, state, new Map())).toEqual({ changedKeys: [], changedSectionIds: [], removedKeys: [] });
  });

  it('names the answers whose value differs from the one at the PDF, in the chat order, with their sections', () => {
    const now = edit('pet.birth.city', 'Chicago');
    const since = new Map([
      ['pet.birth.city', { before: 'Springfield', after: 'Chicago' }],
      ['pet.email', { before: null, after: 'john.smith@example.com' }],
    ]);
    expect(changesSinceHistory(interview, now, since)).toEqual({ changedKeys: ['pet.email', 'pet.birth.city'], changedSectionIds: [1, 8], removedKeys: [] });
  });

  it('names chat answers given then and no longer given; questionnaire answers and unchanged values are not listed', () => {
    const since = new Map([
      ['pet.address.3.city', { before: 'Peoria', after: null }],
      ['q.method', { before: 'birth', after: null }],
      ['pet.email', { before: 'x', after: 'x' }],
    ]);
    expect(changesSinceHistory(interview, state, since)).toEqual({ changedKeys: [], changedSectionIds: [9], removedKeys: ['pet.address.3.city'] });
  });
});
