import { describe, expect, it } from 'vitest';
import { interview } from '../interview.ts';
import { K3 } from '../questionnaire/questions.ts';
import { readyK1State } from '../readiness/test-state.ts';
import { defaultEnclosures, draftLetters } from './drafts.ts';
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

  it('the cover letter lists the enclosures given, or the forms and required documents', () => {
    const cover = (enclosures: string[]) => draftLetters(readyK1State(), { today: '11/26/2026', enclosures }).find((l) => l.kind === 'cover')!;
    expect(cover(['A', 'B']).list).toEqual(['A', 'B']);
    const list = cover([]).list!;
    expect(list.slice(0, 3)).toEqual(defaultEnclosures(readyK1State()).slice(0, 3));
    expect(list).toContain("Beneficiary's passport (biographic page)");
    expect(list).toContain('Passport');
  });
});
