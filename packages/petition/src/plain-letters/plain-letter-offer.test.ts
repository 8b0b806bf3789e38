import { describe, expect, it } from 'vitest';
import { applyChanges } from '../changes/apply.ts';
import type { PetitionDoc } from '../changes/types.ts';
import { interview } from '../interview.ts';
import { K1_COUPLE, runScript, type InterviewScript } from '../transcripts/fixtures.ts';
import { findLetteringItems, needsLetteringOffer, plainLetterChanges } from './plain-letter-offer.ts';

/** K1_COUPLE with a Mexican beneficiary, typed with accents, and a meeting described in Spanish. */
const sections16 = [...K1_COUPLE.sections[16]!];
sections16.splice(4, 3, 'Mérida', 'México', 'México'); // city and country of birth, citizenship
sections16.splice(7, 1, 'Calle 60 Núm. 5'); // street
sections16.splice(10, 2, 'Mérida', 'México'); // city, country (branching: USA or not)
const MEXICAN: InterviewScript = {
  ...K1_COUPLE,
  names: { ...K1_COUPLE.names, beneficiaryFirstName: 'José', beneficiaryLastName: 'Núñez' },
  sections: {
    ...K1_COUPLE.sections,
    2: ['Yes', 'Yes', 'Yes', 'Nos conocimos en Mérida el 05/10/2024.'],
    16: sections16,
  },
};
const doc = (): PetitionDoc => runScript(interview, MEXICAN);

describe('findLetteringItems', () => {
  it.each([
    ['ben.name.given', 'José', 'Jose'],
    ['ben.name.family', 'Núñez', 'Nunez'],
    ['ben.birth.city', 'Mérida', 'Merida'],
    ['ben.birth.country', 'México', 'Mexico'],
    ['ben.address.1.street', 'Calle 60 Núm. 5', 'Calle 60 Num. 5'],
    ['ben.address.1.city', 'Mérida', 'Merida'],
    ['ben.address.1.country', 'México', 'Mexico'],
  ])('%s "%s" is offered as "%s"', (key, value, plain) => {
    const item = findLetteringItems(doc()).find((i) => i.key === key);
    expect(item).toMatchObject({ value, lettering: 'accented', plain });
    expect(item?.change).toBeDefined();
  });

  it('lists the description in the client’s own words (to check it is English), with no plain spelling when it has none', () => {
    const description = findLetteringItems(doc()).find((i) => i.key === 'elig.meetingDescription');
    expect(description).toMatchObject({ value: 'Nos conocimos en Mérida el 05/10/2024.', freeText: true, nonEnglish: true, plain: 'Nos conocimos en Merida el 05/10/2024.' });
    const plainDescription = findLetteringItems(runScript(interview, K1_COUPLE)).find((i) => i.key === 'elig.meetingDescription');
    expect(plainDescription).toMatchObject({ lettering: 'plain', freeText: true, nonEnglish: false });
    expect(plainDescription?.plain).toBeUndefined();
  });

  it('a petition in plain letters and English lists only its descriptions, and needs no offer', () => {
    const items = findLetteringItems(runScript(interview, K1_COUPLE));
    expect(items.map((i) => i.key)).toEqual(['elig.meetingDescription']);
    expect(needsLetteringOffer(items)).toBe(false);
    expect(needsLetteringOffer(findLetteringItems(doc()))).toBe(true);
    const spanishOnly = runScript(interview, { ...K1_COUPLE, sections: { ...K1_COUPLE.sections, 2: ['Yes', 'Yes', 'Yes', 'Nos conocimos en Kazan y pasamos dos semanas juntos.'] } });
    expect(needsLetteringOffer(findLetteringItems(spanishOnly))).toBe(true);
  });

  it('a name in another script gets no automatic spelling and is marked a name (Part 2 Items 49–50)', () => {
    // A petition saved before Latin letters were required there (issue 24: setup and chat now refuse it).
    const saved = runScript(interview, K1_COUPLE);
    const cyrillic = { ...saved, answers: { ...saved.answers, 'ben.name.given': 'Ольга' } };
    const item = findLetteringItems(cyrillic).find((i) => i.key === 'ben.name.given');
    expect(item).toMatchObject({ value: 'Ольга', lettering: 'nonLatin', name: true });
    expect(item?.plain).toBeUndefined();
    expect(item?.change).toBeUndefined();
  });
});

describe('plainLetterChanges', () => {
  it('writes every plain spelling through the change path: setup names in one names change, the rest respelled, nothing reset', () => {
    const before = doc();
    const changes = plainLetterChanges(findLetteringItems(before));
    expect(changes[0]).toEqual({ type: 'names', names: { beneficiaryFirstName: 'Jose', beneficiaryLastName: 'Nunez' } });
    expect(changes.slice(1).every((c) => c.type === 'respell')).toBe(true);
    const outcome = applyChanges(before, changes);
    expect(outcome.error).toBeUndefined();
    expect(outcome.conflicts).toEqual([]);
    const after = outcome.doc;
    expect(after.names).toMatchObject({ beneficiaryFirstName: 'Jose', beneficiaryLastName: 'Nunez' });
    expect(after.answers).toMatchObject({ 'ben.name.given': 'Jose', 'ben.name.family': 'Nunez', 'ben.address.1.country': 'Mexico', 'ben.birth.country': 'Mexico', 'ben.address.1.city': 'Merida' });
    // The branching address country was respelled without resetting section 16: its later answers stay.
    expect(after.answers['ben.address.1.postal']).toBe(before.answers['ben.address.1.postal']);
    expect(interview.isSectionComplete(after, 16)).toBe(true);
    expect(interview.validateState(after)).toEqual([]);
    // Nothing accented is left; the description stays listed for its language.
    expect(findLetteringItems(after).map((i) => [i.key, i.lettering])).toEqual([['elig.meetingDescription', 'plain']]);
    const fields = interview.computeFieldValues(after).fields;
    expect(Object.values(fields).filter((v) => /[^\x20-\x7e]/.test(v))).toEqual([]);
  });

  it('a respelling that is not the plain spelling of the stored answer is refused', () => {
    const before = doc();
    const item = findLetteringItems(before).find((i) => i.key === 'ben.address.1.country')!;
    const wrong = applyChanges(before, [{ ...item.change!, input: 'USA' } as never]);
    expect(wrong.error?.message).toMatch(/plain-letter spelling/);
  });
});
