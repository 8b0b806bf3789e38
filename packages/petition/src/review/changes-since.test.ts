import { describe, expect, it } from 'vitest';
import { findQuestion } from '../engine/registry.ts';
import { interview } from '../interview.ts';
import { K1_COUPLE, runScript } from '../transcripts/fixtures.ts';
import { answerSnapshot, changesSince } from './changes-since.ts';

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
