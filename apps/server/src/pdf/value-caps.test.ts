import { describe, expect, it } from 'vitest';
import { interview } from '@i129f/petition';
import { FORM_FIELDS } from '@i129f/petition/fields/form-fields.ts';
import { DIVORCED_NATURALIZED, K1_COUPLE, runScript } from '@i129f/petition/transcripts/fixtures.ts';
import { AppError } from '../http/errors.ts';
import { ADDITIONAL_KEY, parseGenerateBody } from '../files/generate-petition.ts';
import { CAPS, capOf } from './value-caps.ts';

const FAMILY = 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]'; // MaxLen 30
/** Full name of a field from the end of its name. */
const fullName = (suffix: string) => Object.values(FORM_FIELDS).find((m) => m.name.endsWith(suffix))!.name;
const MEETING = 'form1[0].#subform[7].Pt2Line54_Describe[0]'; // multiline, no MaxLen

const refused = (body: unknown) => {
  try {
    parseGenerateBody(body);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).statusCode).toBe(400);
    expect((e as AppError).code).toBe('VALIDATION_FAILED');
    return (e as AppError).fields ?? [];
  }
  throw new Error('accepted');
};

describe('generate body caps', () => {
  it('take MaxLen from the official field, a bound for text without one', () => {
    expect(capOf(FAMILY)).toBe(30);
    expect(capOf(MEETING)).toBe(CAPS.textWithoutMaxLen);
    expect(capOf('form1[0].#subform[0].Pt1Line4a_Checkboxes[0]')).toBe(CAPS.choice);
  });

  it('refuse an over-long value with a 400 naming the field', () => {
    expect(parseGenerateBody({ [FAMILY]: 'x'.repeat(30) }).values[FAMILY]).toHaveLength(30);
    expect(refused({ [FAMILY]: 'x'.repeat(31) })).toEqual([{ path: FAMILY, message: expect.stringContaining('MaxLen 30') }]);
    expect(refused({ [MEETING]: 'y'.repeat(CAPS.textWithoutMaxLen + 1) }).map((f) => f.path)).toEqual([MEETING]);
  });

  it('refuse too many, too long or too much Part 8, naming the entry', () => {
    const entry = (text: string) => ({ page: 1, part: 1, item: '6.a', text });
    expect(refused({ [ADDITIONAL_KEY]: [entry('ok'), entry('z'.repeat(CAPS.additionalText + 1))] }).map((f) => f.path)).toEqual([`${ADDITIONAL_KEY}.1.text`]);
    expect(refused({ [ADDITIONAL_KEY]: Array.from({ length: CAPS.additionalEntries + 1 }, () => entry('a')) }).map((f) => f.path)).toEqual([ADDITIONAL_KEY]);
    const many = Array.from({ length: Math.ceil(CAPS.additionalTotal / CAPS.additionalText) + 1 }, () => entry('w'.repeat(CAPS.additionalText)));
    expect(refused({ [ADDITIONAL_KEY]: many }).map((f) => f.path)).toEqual([ADDITIONAL_KEY]);
    expect(refused({ [ADDITIONAL_KEY]: [{ page: 'p'.repeat(21), part: 1, item: 1, text: 'x' }] }).map((f) => f.path)).toEqual([`${ADDITIONAL_KEY}.0.page`]);
    expect(refused({ [ADDITIONAL_KEY]: 'not a list' }).map((f) => f.path)).toEqual([ADDITIONAL_KEY]);
    expect(refused({ [FAMILY]: 42 }).map((f) => f.path)).toEqual([FAMILY]);
    // Fields without MaxLen continue in Part 8 too: they count towards the same total.
    const half = Array.from({ length: Math.floor(CAPS.additionalTotal / CAPS.additionalText / 2) + 1 }, () => entry('v'.repeat(CAPS.additionalText)));
    const fields = Object.fromEntries(
      ['Pt2Line54_Describe[0]', 'Pt1Line15_Occupation[0]', 'Pt1Line19_Occupation[0]', 'Pt2Line18_Occupation[0]', 'Pt2Line22_Occupation[0]', 'Pt3Line4B_Describe[0]', 'Pt1Line8_Country[0]', 'Pt1Line9_Country[0]', 'Pt1Line11_Country[0]'].map((n) => [
        fullName(n),
        'u'.repeat(CAPS.textWithoutMaxLen),
      ]),
    );
    expect(parseGenerateBody({ [ADDITIONAL_KEY]: half }).additional).toHaveLength(half.length);
    const over = refused({ ...fields, [ADDITIONAL_KEY]: half });
    expect(over).toHaveLength(1);
    expect(Object.keys(fields)).toContain(over[0]!.path);
  });

  it('sit above what the engine computes, even with every free answer longer than its validator allows', () => {
    for (const script of [K1_COUPLE, DIVORCED_NATURALIZED]) {
      const state = runScript(interview, script);
      const stretched = {
        ...state,
        answers: Object.fromEntries(
          Object.entries(state.answers).map(([k, v]) => [k, /(street|city|province|employer|occupation|describe|explain|name|first|last|middle)$/i.test(k) ? `${v} `.repeat(2000).slice(0, 2000) : v]),
        ),
      };
      for (const s of [state, stretched]) {
        const { fields, continuation } = interview.computeFieldValues(s);
        let parsed;
        try {
          parsed = parseGenerateBody({ ...fields, [ADDITIONAL_KEY]: continuation });
        } catch (e) {
          throw new Error(JSON.stringify((e as AppError).fields));
        }
        expect(Object.keys(parsed.values).length).toBeGreaterThan(20);
      }
    }
  });
});
