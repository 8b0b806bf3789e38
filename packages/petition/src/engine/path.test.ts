import { describe, expect, it } from 'vitest';
import { fullName } from '../fields/lookup.ts';
import type { FieldId } from '../fields/form-fields.ts';
import { interview as e } from '../interview.ts';
import { k1State } from '../sections/test-helpers.ts';
import { DIVORCED_NATURALIZED, K1_COUPLE, runScript } from '../transcripts/fixtures.ts';
import { interviewPath, onPathState } from './path.ts';
import { answerAll } from './testing.ts';
import type { InterviewState } from './types.ts';

const SPOUSE = { petPrevSpouseLastName: 'Brown', petPrevSpouseFirstName: 'Mary', petPrevMarriageEnd: '03/04/2015' };
const field = (s: InterviewState, id: FieldId) => e.computeFieldValues(s).fields[fullName(id)];

/** Section 0 passed with an extracted previous spouse of the petitioner accepted. */
function withExtractedSpouse(): InterviewState {
  const s = answerAll(e, e.withAutoExtracted(k1State(), SPOUSE), 0, ['Accept All']);
  expect(s.answers['pet.prevSpouse.1.family']).toBe('Brown');
  return s;
}

describe('computeFieldValues writes only answers on the path the interview took', () => {
  it('an accepted extracted previous spouse of a petitioner who says Single and never married: P1 38–39 stay empty', () => {
    const s = answerAll(e, withExtractedSpouse(), 7, ['Single', 'No']);
    expect(e.isSectionComplete(s, 7)).toBe(true);
    expect(s.answers['pet.prevSpouse.1.family']).toBe('Brown'); // still known …
    expect(field(s, 'Pt1Line38a_FamilyName[0]')).toBeUndefined(); // … but not on the form
    expect(field(s, 'Pt1Line38b_GivenName[0]')).toBeUndefined();
    expect(field(s, 'Pt1Line39_DateMarriageEnded[0]')).toBeUndefined();
    expect(field(s, 'Pt1Line37_Checkboxes[1]')).toBe('Yes');
    expect(e.computeFieldValues(s).additional).toEqual([]);
  });

  it('the same spouse is written when the path reaches it (Single, previously married: the known values are skipped, not lost)', () => {
    const s = answerAll(e, withExtractedSpouse(), 7, ['Single', 'Yes', 'N/A', 'No']);
    expect(e.isSectionComplete(s, 7)).toBe(true);
    expect(field(s, 'Pt1Line38a_FamilyName[0]')).toBe('Brown');
    expect(field(s, 'Pt1Line39_DateMarriageEnded[0]')).toBe('03/04/2015');
  });

  it('an edit that moves off the branch (Divorced → Single) drops the surviving extracted spouse from the form', () => {
    let s = answerAll(e, withExtractedSpouse(), 7, ['Divorced', 'N/A', 'No']);
    expect(field(s, 'Pt1Line38a_FamilyName[0]')).toBe('Brown');
    const r = e.editAnswer(s, 7, 'pet.maritalStatus', 'Single');
    expect(r.reset).toBe(true);
    s = answerAll(e, r.state, 7, ['Single', 'No']);
    expect(s.answers['pet.prevSpouse.1.family']).toBe('Brown'); // accepted in section 0, survives the reset
    expect(field(s, 'Pt1Line23_Checkbox[2]')).toBe('Yes');
    expect(field(s, 'Pt1Line38a_FamilyName[0]')).toBeUndefined();
    expect(field(s, 'Pt1Line39_DateMarriageEnded[0]')).toBeUndefined();
  });

  it('an answer left behind by an edit of a loop ("another spouse?" Yes → No) is not written, nor sent to Part 8', () => {
    let s = answerAll(e, k1State(), 7, ['Divorced', 'Brown', 'Mary', 'N/A', '03/04/2015', 'Yes', 'Green', 'Sue', 'Ann', '01/01/2010', 'No']);
    expect(e.computeFieldValues(s).additional).toHaveLength(1);
    // A stale second entry (e.g. an older save) that the path no longer reaches.
    s = { ...s, answers: { ...s.answers, 'pet.prevSpouse.1.more': 'No' } };
    expect(e.computeFieldValues(s).additional).toEqual([]);
    expect(field(s, 'Pt1Line38a_FamilyName[0]')).toBe('Brown');
  });

  it('a section not started writes nothing, even values known from section 0', () => {
    const s = withExtractedSpouse();
    expect(field(s, 'Pt1Line38a_FamilyName[0]')).toBeUndefined();
  });

  it('a section in progress writes the answers up to the question the chat waits for', () => {
    const s = answerAll(e, k1State(), 7, ['Divorced', 'Brown']);
    expect(field(s, 'Pt1Line23_Checkbox[1]')).toBe('Yes');
    expect(field(s, 'Pt1Line38a_FamilyName[0]')).toBe('Brown');
  });

  it.each([['K-1 couple', K1_COUPLE], ['divorced, naturalized', DIVORCED_NATURALIZED]])('transcript %s: every answer is on the path, so the fields are unchanged', (_, script) => {
    const s = runScript(e, script);
    const logged = Object.values(s.sections).flatMap((sec) => sec.log.filter((l) => l.stepId !== 'confirm').map((l) => l.key));
    const path = interviewPath(e.registry, s);
    expect(logged.filter((k) => !path.keys.has(k))).toEqual([]);
    expect(onPathState(e.registry, s).answers).toEqual(s.answers);
  });
});
