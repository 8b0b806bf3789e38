import { describe, expect, it } from 'vitest';
import { answerQuestionnaire } from '../questionnaire/apply.ts';
import { interview as e } from '../interview.ts';
import { k1State } from '../sections/test-helpers.ts';
import { answerAll } from './testing.ts';

/** Issue 14, bug 2: a required document belongs to the answers that currently require it. */
describe('required documents are derived from the current answers', () => {
  it("section 4: 'Naturalization', Reset Section, 'Birth in the United States' → no naturalization certificate", () => {
    let s = answerAll(e, k1State(), 4, ['Naturalization']);
    expect(s.requiredDocuments).toContain(3);
    s = e.resetSection(s, 4);
    expect(s.requiredDocuments).not.toContain(3);
    s = answerAll(e, s, 4, ['Birth in the United States']);
    expect(s.requiredDocuments).not.toContain(3);
    expect(s.requiredDocuments).toContain(1);
  });

  it('an edit that changes the branching answer takes its document with it (Divorced → Widowed: 8 → 10)', () => {
    let s = answerAll(e, k1State(), 7, ['Divorced', 'Brown', 'Mary', 'N/A', '03/04/2015', 'No']);
    expect(s.requiredDocuments).toContain(8);
    const edited = e.editAnswer(s, 7, 'pet.maritalStatus', 'Widowed');
    s = edited.state;
    expect(s.requiredDocuments).not.toContain(8);
    if (edited.reset) s = answerAll(e, s, 7, ['Widowed']);
    expect(s.requiredDocuments).not.toContain(8);
    expect(s.requiredDocuments).toContain(10);
  });

  it('a reset section keeps the questionnaire documents and those of other sections', () => {
    let s = k1State({ petitionerMaritalStatus: 'Divorced', beneficiaryInUS: 'Yes' });
    expect(s.requiredDocuments).toEqual([6, 25, 8, 20]);
    s = answerAll(e, s, 15, ['No']);
    s = answerAll(e, s, 20, ['Yes', 'Petrov', 'Ivan', 'N/A', '05/05/2019', 'No']);
    expect(s.requiredDocuments).toEqual([6, 25, 8, 20, 26]);
    s = e.resetSection(s, 20);
    expect(s.requiredDocuments).toEqual([6, 25, 8, 20]);
    expect(e.requiredDocuments(s)).toEqual(s.requiredDocuments);
  });

  it('a changed questionnaire answer replaces its documents; chat documents stay', () => {
    let s = answerAll(e, k1State({ citizenshipMethod: 'Naturalization' }), 15, ['Yes']);
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([3, 4, 27]));
    s = answerQuestionnaire(s, 'citizenshipMethod', 'Birth in the United States');
    expect(s.requiredDocuments).not.toContain(3);
    expect(s.requiredDocuments).toEqual(expect.arrayContaining([2, 4, 27]));
    expect(e.withRequiredDocuments(s).requiredDocuments).toEqual(s.requiredDocuments);
  });

  it('a state saved with a stale accumulated list is derived again on rebuild', () => {
    const s = answerAll(e, k1State(), 15, ['No']);
    const stale = { ...s, requiredDocuments: [...s.requiredDocuments, 3, 9] };
    expect(e.rebuildState(stale).requiredDocuments).toEqual(s.requiredDocuments);
  });
});
