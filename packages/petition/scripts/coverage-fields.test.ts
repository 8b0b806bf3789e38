import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { interview as e } from '../src/interview.ts';
import { DIVORCED_NATURALIZED, K1_COUPLE, runScript } from '../src/transcripts/fixtures.ts';
import { fieldCoverage, type OfficialField } from './field-coverage.ts';

const official = (JSON.parse(readFileSync(new URL('../../../../shared/forms/i-129f.fields.json', import.meta.url), 'utf8')) as { fields: OfficialField[] }).fields;

describe('coverage:fields', () => {
  const r = fieldCoverage(official);

  it('covers at least 95 % of the fillable fields (Parts 1–8)', () => {
    expect(r.total + r.excluded.length).toBe(official.length);
    expect(r.percent).toBeGreaterThanOrEqual(95);
  });

  it('excludes only the 12 barcodes and the 3 ink signatures, and gives a reason for each field left', () => {
    expect(r.excluded).toHaveLength(15);
    expect(r.excluded.filter((x) => x.reason.startsWith('signature')).map((x) => x.name.split('.').at(-1))).toEqual(['Pt6Line4_Signature[0]', 'Pt6Line6_Signature[0]', 'Pt7Line6_SignatureofPreparer[0]']);
    for (const u of r.uncovered) expect(u.reason).not.toBe('');
  });

  it('every field the two transcripts write is counted as covered', () => {
    const covered = new Set(r.covered.map((c) => c.name));
    for (const script of [K1_COUPLE, DIVORCED_NATURALIZED]) {
      for (const name of Object.keys(e.computeFieldValues(runScript(e, script)).fields)) expect(covered.has(name), name).toBe(true);
    }
  });
});
