import { describe, expect, it } from 'vitest';
import { multipleFilerCheck } from './multiple-filer.ts';

const prior = (approved: string, extra: Record<string, string> = {}) => ({
  'pet.priorPetition.has': 'Yes', 'pet.prior.1.family': 'Petrova', 'pet.prior.1.given': 'Anna', 'pet.prior.1.date': '01/10/2024',
  'pet.prior.1.result': 'Approved', 'pet.prior.1.approvedDate': approved, ...extra,
});

describe('multiple-filer rule on the filing date (IMBRA)', () => {
  it('an approval more than 2 years before filing needs no waiver', () => {
    expect(multipleFilerCheck(prior('09/03/2024'), '11/27/2026')).toMatchObject({ needed: false, reason: null, count: 1, limit: '11/27/2024', filing: '11/27/2026' });
  });

  it('an approval within the 2 years does, and says from when none would be needed', () => {
    expect(multipleFilerCheck(prior('01/15/2025'), '11/27/2026')).toEqual({
      needed: true, reason: 'approved', count: 1, filing: '11/27/2026', limit: '11/27/2024', approval: { index: 1, approved: '01/15/2025', name: 'Anna Petrova' }, clearFrom: '01/16/2027',
    });
    expect(multipleFilerCheck(prior('01/15/2025'), '01/15/2027')?.needed).toBe(true);
    expect(multipleFilerCheck(prior('01/15/2025'), '01/16/2027')?.needed).toBe(false);
  });

  it('two earlier petitions need it whatever their dates; a denied or pending one alone does not', () => {
    const two = prior('01/01/2015', { 'pet.prior.2.family': 'Lee', 'pet.prior.2.date': '03/03/2016', 'pet.prior.2.result': 'Denied' });
    expect(multipleFilerCheck(two, '11/27/2026')).toMatchObject({ needed: true, reason: 'count', count: 2, clearFrom: null });
    expect(multipleFilerCheck({ ...prior('01/15/2025'), 'pet.prior.1.result': 'Denied' }, '11/27/2026')?.needed).toBe(false);
    expect(multipleFilerCheck({ ...prior('01/15/2025'), 'pet.prior.1.result': 'Pending' }, '11/27/2026')?.needed).toBe(false);
  });

  it('a revoked petition was approved first; no prior petition, or a bad date, is no rule', () => {
    expect(multipleFilerCheck({ ...prior('01/15/2025'), 'pet.prior.1.result': 'Revoked' }, '11/27/2026')?.needed).toBe(true);
    expect(multipleFilerCheck({ 'pet.priorPetition.has': 'No' }, '11/27/2026')).toMatchObject({ needed: false, count: 0, approval: null });
    expect(multipleFilerCheck(prior('01/15/2025'), '2026-11-27')).toBeNull();
  });
});
