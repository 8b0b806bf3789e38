import { describe, expect, it } from 'vitest';
import { answerQuestionnaire } from '../questionnaire/apply.ts';
import { interview as e } from '../interview.ts';
import { k1State } from '../sections/test-helpers.ts';
import { answerAll } from './testing.ts';

/**
 * Issue 14, bug 2 and issue 20: `requiredDocuments` is the list of document kinds the evidence model offers for the
 * current answers — derived, never accumulated.
 */
describe('required document kinds are derived from the current answers (the evidence model)', () => {
  it("section 4: 'Naturalization', Reset Section, 'Birth in the United States' → no naturalization certificate", () => {
    let s = answerAll(e, k1State(), 4, ['Naturalization']);
    expect(s.requiredDocuments).toContain(3);
    s = e.resetSection(s, 4);
    s = answerAll(e, s, 4, ['Birth in the United States']);
    expect(s.requiredDocuments).not.toContain(3);
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([6, 2, 7]));
  });

  it('an edit of the marital status takes its documents with it (Divorced → Single: no decree)', () => {
    let s = answerAll(e, k1State(), 7, ['Divorced', 'Brown', 'Mary', 'N/A', '03/04/2015', 'No']);
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([8, 9, 10]));
    s = e.resetSection(s, 7);
    s = answerAll(e, s, 7, ['Single', 'No']);
    expect(s.requiredDocuments).not.toContain(8);
  });

  it('the questionnaire alone gives the first list; a reset chat section takes its own facts with it', () => {
    let s = k1State({ petitionerMaritalStatus: 'Divorced', beneficiaryInUS: 'Yes' });
    // Citizenship method not answered yet: every proof of citizenship is offered.
    expect(s.requiredDocuments).toEqual([6, 2, 3, 4, 5, 7, 28, 29, 8, 9, 10, 30, 31, 25, 20]);
    s = answerAll(e, s, 20, ['Yes', 'Petrov', 'Ivan', 'N/A', '05/05/2019', 'No']);
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([11, 12, 13]));
    s = e.resetSection(s, 20);
    expect(s.requiredDocuments).not.toContain(11);
    expect(e.requiredDocuments(s)).toEqual(s.requiredDocuments);
  });

  it('a changed questionnaire answer changes the list at once', () => {
    let s = answerAll(e, k1State({ citizenshipMethod: 'Naturalization' }), 15, ['Yes']);
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([3, 27]));
    s = answerQuestionnaire(s, 'citizenshipMethod', 'Birth in the United States');
    expect(s.requiredDocuments).not.toContain(3);
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([2, 27]));
    expect(e.withRequiredDocuments(s).requiredDocuments).toEqual(s.requiredDocuments);
  });

  it('a state saved with a stale accumulated list is derived again on rebuild', () => {
    const s = answerAll(e, k1State(), 15, ['No']);
    const stale = { ...s, requiredDocuments: [...s.requiredDocuments, 3, 9] };
    expect(e.rebuildState(stale).requiredDocuments).toEqual(s.requiredDocuments);
  });

  it('nothing before the questionnaire (the documents page then sends the client on: DOC-16)', () => {
    expect(e.requiredDocuments({ ...k1State(), questionnaire: {} })).toEqual([]);
  });
});
