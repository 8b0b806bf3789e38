import type { FieldId } from '../fields/form-fields.ts';
import type { Condition, Step, StepTarget } from '../engine/types.ts';
import { addressSteps, slots, standardBlock, type StandardPrefix } from './address-steps.ts';

/** Spec §4 section 13: asked when the employers given do not reach back 5 years. */
export const EMPLOYMENT_NOT_COVERED = 'The provided employment history does not cover the period of the last 5 years. Do you want to submit another employer?';

/** One employer block of the form: name, address block prefix, occupation, start and end date. */
export interface EmployerBlock {
  readonly name: FieldId;
  readonly address: StandardPrefix;
  readonly occupation: FieldId;
  readonly start: FieldId;
  readonly end: FieldId;
}

export interface EmploymentOptions {
  /** 'pet' or 'ben'. */
  readonly who: 'pet' | 'ben';
  /** Step id prefix ('' in section 13, 'emp' in section 16). */
  readonly id: string;
  readonly loop: string;
  readonly blocks: readonly [EmployerBlock, EmployerBlock];
  /** Petitioner: end > start ('endDateAfter'); beneficiary: end ≥ start ('endDateNotBefore'). */
  readonly endValidator: 'endDateAfter' | 'endDateNotBefore';
  /** Where to go once the history is complete. */
  readonly done: StepTarget;
  /** Question wording: 'you' / '{beneficiary}'. */
  readonly subject: string;
}

/** What a period of the last 5 years was (the form's instructions: write 'Student', 'Unemployed' or 'Retired'). */
export const EMPLOYED = 'Employed or self-employed';
export const PERIOD_KINDS = [EMPLOYED, 'Student', 'Unemployed', 'Retired'] as const;

/**
 * Employment history until 5 years are covered (P1 13–20 / P2 16–23; 2 slots, the rest to Part 8).
 * Each period is a job or 'Student' / 'Unemployed' / 'Retired' (form instructions): such a period writes
 * that word as employer and occupation and 'N/A' into the address boxes that take text (street, city,
 * province, postal code, country; the state dropdown and the ZIP stay empty), then asks its dates — so a
 * student year between two jobs no longer needs an invented employer. 'current' as an end date is stored
 * PRESENT. `<who>.employment.has` is set 'Yes' once a period is recorded (the readiness history check reads it).
 */
export function employmentSteps(o: EmploymentOptions): Step[] {
  const id = (s: string) => (o.id ? `${o.id}${s[0]?.toUpperCase()}${s.slice(1)}` : s);
  const key = `${o.who}.employer.{i}`;
  const covers: Condition = { pred: 'coversYears', args: { loop: o.loop, from: `${key}.start`, to: `${key}.end`, years: 5 } };
  const [a, b] = o.blocks;
  const col = <K extends keyof EmployerBlock>(k: K) => [a[k], b[k]] as readonly FieldId[];
  const loop = { loop: o.loop };
  const you = o.subject === 'you';
  const notJob: Condition = { key: `${key}.kind`, ne: EMPLOYED };
  const na = (part: string) => [`${key}.address.${part}`, 'N/A'] as const;
  return [
    {
      id: id('kind'),
      ...loop,
      kind: 'options',
      key: `${key}.kind`,
      prompt: you
        ? 'The form asks what you did during the last 5 years, starting with now. In the {nth} period (the first one is your current or most recent), were you employed or self-employed, a student, unemployed or retired?'
        : 'The form asks what {beneficiary} did during the last 5 years, starting with now. In the {nth} period (the first one is the current or most recent), was {beneficiary} employed or self-employed, a student, unemployed or retired?',
      note: "For a period as a student, unemployed or retired the form gets that word instead of an employer, and N/A in the employer's address.",
      options: PERIOD_KINDS,
      effects: [
        { set: { [`${o.who}.employment.has`]: 'Yes' } },
        {
          when: notJob,
          copy: { [`${key}.name`]: `${key}.kind`, [`${key}.occupation`]: `${key}.kind` },
          set: Object.fromEntries([na('street'), [`${key}.address.unitType`, 'None'], na('city'), na('country'), na('province'), na('postal')]),
        },
      ],
    },
    { id: id('name'), ...loop, kind: 'text', key: `${key}.name`, label: 'Employer', prompt: `What is the name of the employer (the company or organization; if self-employed, the name of the business)? For example Northwind Traders.`, validate: ['addressLine'], fields: { type: 'text', field: col('name') } },
    ...addressSteps({ id: o.id ? `${o.id}Addr` : 'addr', key: `${key}.address`, loop: o.loop, targets: [{ block: slots(standardBlock(a.address), standardBlock(b.address)) }], streetPrompt: "What is the employer's street address (number and street name), for example 500 Market St?" }),
    { id: id('occupation'), ...loop, kind: 'text', key: `${key}.occupation`, label: 'Occupation', prompt: 'What was the occupation (job title) there, for example Nurse or Sales assistant?', validate: ['addressLine'], fields: { type: 'text', field: col('occupation') } },
    { id: id('start'), ...loop, kind: 'date', key: `${key}.start`, label: 'Start date', prompt: 'When did this period start (MM/DD/YYYY, for example 04/01/2016)?', validate: ['notAfterToday'], fields: { type: 'text', field: col('start'), format: 'date' } },
    {
      id: id('end'),
      ...loop,
      kind: 'text',
      key: `${key}.end`,
      label: 'End date',
      prompt: "When did it end (MM/DD/YYYY, for example 02/28/2023)? Type 'current' if it has not ended.",
      validate: [{ use: o.endValidator, args: { startKey: `${key}.start` } }],
      fields: { type: 'text', field: col('end'), format: 'date' },
      next: [{ when: covers, goto: o.done }, { goto: id('another') }],
    },
    {
      id: id('another'),
      ...loop,
      kind: 'yesno',
      key: `${key}.another`,
      prompt: EMPLOYMENT_NOT_COVERED,
      note: 'Periods as a student, unemployed or retired count too: answer Yes and choose what fits.',
      next: [{ when: { key: `${key}.another`, eq: 'Yes' }, repeat: o.loop, goto: id('kind') }, { goto: o.done }],
    },
  ];
}
