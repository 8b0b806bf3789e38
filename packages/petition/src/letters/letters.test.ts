import { describe, expect, it } from 'vitest';
import { interview } from '../interview.ts';
import { K3 } from '../questionnaire/questions.ts';
import { readyK1State } from '../readiness/test-state.ts';
import { defaultEnclosures, draftLetters, EDITED_LETTERS } from './drafts.ts';
import { computeLetterPayload } from './payload.ts';

const maria = () => {
  const s = readyK1State();
  s.answers = { ...s.answers, 'ben.name.given': 'Maria', 'ben.name.middle': 'Elena', 'ben.name.family': 'Lopez', 'ben.citizenship': 'Mexico' };
  return s;
};

describe('letter payload keys (spec GEN-10, GEN-11)', () => {
  it('holds the name keys and the beneficiary address keys from the answers', () => {
    const p = computeLetterPayload(maria());
    expect(p).toMatchObject({
      'beneficiary.full.name': 'Maria Elena Lopez',
      'pet.first.name': 'John',
      'pet.last.name': 'Smith',
      'ben.first.name': 'Maria',
      'ben.last.name': 'Lopez',
      ben_street: 'ul. Lenina 10',
      ben_aptNumber: '15',
      ben_city: 'Kazan',
      ben_zipPostalCode: '420111',
      ben_country: 'Russia',
      ben_provinceState: 'Tatarstan',
    });
  });

  it('a U.S. address gives the ZIP code and state', () => {
    const s = readyK1State();
    Object.assign(s.answers, { 'ben.address.1.country': 'USA', 'ben.address.1.state': 'NY', 'ben.address.1.zip': '10001', 'ben.address.1.city': 'New York' });
    expect(computeLetterPayload(s)).toMatchObject({ ben_zipPostalCode: '10001', ben_provinceState: 'NY', ben_city: 'New York' });
  });

  it('holds the four letter texts, drafted from the answers', () => {
    const p = computeLetterPayload(maria());
    expect(p.letter_intent_to_marry).toContain('I, John Smith, a citizen of the United States, declare that I intend to marry my fiancée, Maria Elena Lopez, a citizen of Mexico, within 90 days');
    expect(p.beneficiary_letter).toContain('I, Maria Elena Lopez, a citizen of Mexico, declare that I intend to marry my fiancé, John Smith');
    expect(p.relationship_statement).toContain('How and when we met in person: We met in Kazan, Russia, on 05/10/2024');
    expect(p.law_firm_cover_letter).toContain('Form I-129F petition for my fiancée, Maria Elena Lopez');
  });

  it('computeFieldValues carries them as `letters`, and the official field map has none of them', () => {
    const values = interview.computeFieldValues(maria());
    expect(values.letters?.['beneficiary.full.name']).toBe('Maria Elena Lopez');
    expect(Object.keys(values.letters ?? {})).toHaveLength(15);
    expect(Object.keys(values.fields).filter((k) => !k.startsWith('form1[0].'))).toEqual([]);
  });
});

describe('letters', () => {
  it('K-1: intent letters for both, signature lines for each; K-3: none', () => {
    const k1 = draftLetters(readyK1State(), { today: '11/26/2026', enclosures: [] });
    expect(k1.map((l) => l.kind)).toEqual(['intent-petitioner', 'intent-beneficiary', 'relationship', 'cover']);
    expect(k1[0]!.signatures).toEqual([{ name: 'John Smith', role: 'Petitioner' }]);
    expect(k1[1]!.signatures).toEqual([{ name: 'Olga Ivanova', role: 'Beneficiary' }]);
    expect(k1[0]!.from).toEqual(['John Smith', '100 Main St, Apartment 3B', 'Springfield, IL 62701']);
    const k3 = readyK1State();
    k3.questionnaire.classificationBeneficiary = K3;
    expect(draftLetters(k3, { today: '11/26/2026', enclosures: [] }).map((l) => l.kind)).toEqual(['relationship', 'cover']);
  });

  it("the relationship statement is the user's edited text when given, split into paragraphs", () => {
    const [rel] = draftLetters(readyK1State(), { today: '11/26/2026', enclosures: [], relationshipText: 'We met online in 2023.\r\n\r\nWe got engaged\nin Kazan.' }).filter((l) => l.kind === 'relationship');
    expect(rel!.paragraphs).toEqual(['We met online in 2023.', 'We got engaged in Kazan.']);
    expect(rel!.editable).toBe(true);
  });

  it('the cover letter lists the enclosures given, or only the forms: it never claims evidence it was not given', () => {
    const cover = (enclosures: string[]) => draftLetters(readyK1State(), { today: '11/26/2026', enclosures }).find((l) => l.kind === 'cover')!;
    expect(cover(['A', 'B']).list).toEqual(['A', 'B']);
    expect(cover([]).list).toEqual(defaultEnclosures());
  });

  it("a preparer's cover letter speaks of the petitioner's fiancée, never 'my'; its signature names the firm", () => {
    const s = readyK1State();
    Object.assign(s.answers, { 'preparer.has': 'Yes', 'preparer.given': 'Ann', 'preparer.family': 'Lee', 'preparer.org': 'Lee Immigration PLLC' });
    const cover = draftLetters(s, { today: '11/26/2026', enclosures: [] }).find((l) => l.kind === 'cover')!;
    expect(cover.paragraphs[1]).toBe("On behalf of the petitioner, John Smith, I submit a Form I-129F petition for the petitioner's fiancée, Olga Ivanova, with the filing fee and the supporting evidence listed below, in this order:");
    expect(cover.signatures).toEqual([{ name: 'Ann Lee', role: 'Preparer, Lee Immigration PLLC' }]);
  });

  it('a waiver request is drafted for a K-1 multiple filer only, with the letters the user completes listed as such', () => {
    const s = readyK1State();
    expect(draftLetters(s, { today: '11/26/2026', enclosures: [] }).map((l) => l.kind)).not.toContain('waiver');
    Object.assign(s.answers, { 'pet.priorPetition.has': 'Yes', 'pet.multipleFiler': 'Yes', 'pet.waiver.convicted': 'No', 'pet.prior.1.given': 'Anna', 'pet.prior.1.family': 'Petrova', 'pet.prior.1.date': '05/05/2015', 'pet.prior.1.result': 'Denied', 'pet.prior.2.given': 'Eva', 'pet.prior.2.family': 'Kim', 'pet.prior.2.date': '05/05/2018', 'pet.prior.2.result': 'Denied' });
    const letters = draftLetters(s, { today: '11/26/2026', enclosures: [], waiverText: 'My own words.\n\nSecond paragraph.' });
    expect(letters.map((l) => l.kind)).toEqual(['intent-petitioner', 'intent-beneficiary', 'relationship', 'waiver', 'cover']);
    expect(letters.find((l) => l.kind === 'waiver')!.paragraphs).toEqual(['My own words.', 'Second paragraph.']);
    expect(EDITED_LETTERS).toEqual(['relationship', 'waiver']);
    s.questionnaire.classificationBeneficiary = K3;
    expect(draftLetters(s, { today: '11/26/2026', enclosures: [] }).map((l) => l.kind)).not.toContain('waiver');
  });
});
