import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/index.ts';
import { answerAll } from '../engine/testing.ts';
import { fullName } from '../fields/lookup.ts';
import type { FieldId } from '../fields/form-fields.ts';
import { imb } from './imb.ts';
import { k1State } from './test-helpers.ts';

const e = createEngine([imb]);
const v = (s: ReturnType<typeof k1State>) => {
  const f = e.computeFieldValues(s).fields;
  return (id: FieldId) => f[fullName(id)];
};

describe('section 15: international marriage broker', () => {
  it('not used: P2 55 No, complete', () => {
    const s = answerAll(e, k1State(), 15, ['No']);
    expect(e.isSectionComplete(s, 15)).toBe(true);
    expect(v(s)('Pt2Line55_Checkboxes[1]')).toBe('Yes');
    expect(s.requiredDocuments).not.toContain(27);
  });

  it('organization abroad: names, website, address (unit by printed label), phone; document 27 (marriage broker documentation)', () => {
    const s = answerAll(e, k1State(), 15, ['Yes', 'Organization', 'Love Bridge LLC', 'N/A', 'https://lovebridge.example', '12 Khreshchatyk St', 'Suite', '4', 'Kyiv', 'Ukraine', 'Kyiv', '01001', '+380 44 123 4567']);
    expect(e.isSectionComplete(s, 15)).toBe(true);
    expect(s.requiredDocuments).toContain(27);
    const { fields, additional } = e.computeFieldValues(s);
    const f = (id: FieldId) => fields[fullName(id)];
    expect(f('Pt2Line55_Checkboxes[0]')).toBe('Yes');
    expect(f('Pt2Line58_IMBOrgName[0]')).toBe('Love Bridge LLC');
    expect(f('Pt2Line56_IMBName[0]')).toBe('N/A');
    expect(f('Pt2Line59_IMBWebsite[0]')).toBe('https://lovebridge.example');
    expect(f('Pt2Line60_Unit[0]')).toBe('Yes'); // Ste. is Unit[0] on P2 60
    expect(f('Pt2Line60_Country[0]')).toBe('Ukraine');
    expect(f('Pt2Line60_PostalCode[0]')).toBe('01001');
    // 12 digits do not fit the 10-digit box: Part 8 at P2 61.
    expect(f('Pt2Line61_DaytimeTelephoneNum[0]')).toBeUndefined();
    expect(additional).toContainEqual({ page: 8, part: 2, item: '61', text: expect.stringContaining('+380 44 123 4567') });
  });

  it('individual in the USA: 57.a/b; the state goes to Province, the ZIP to Postal Code', () => {
    const s = answerAll(e, k1State(), 15, ['Yes', 'Individual', 'Doe', 'Jane', 'N/A', '5 Main St', 'None', 'Miami', 'USA', 'Florida', '33101', '305-555-0100']);
    const f = v(s);
    expect(f('Pt2Line57a_IMBFamilyName[0]')).toBe('Doe');
    expect(f('Pt2Line57b_IMB_GivenName[0]')).toBe('Jane');
    expect(f('Pt2Line60_Province[0]')).toBe('FL');
    expect(f('Pt2Line60_PostalCode[0]')).toBe('33101');
    expect(f('Pt2Line61_DaytimeTelephoneNum[0]')).toBe('3055550100');
  });
});
