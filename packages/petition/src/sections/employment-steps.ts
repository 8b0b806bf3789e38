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

/**
 * Employment history until 5 years are covered (P1 13–20 / P2 16–23; 2 slots, the rest to Part 8).
 * 'current' as an end date is stored PRESENT. No employment → 'Unemployed' as employer 1 (form instructions).
 */
export function employmentSteps(o: EmploymentOptions): Step[] {
  const id = (s: string) => (o.id ? `${o.id}${s[0]?.toUpperCase()}${s.slice(1)}` : s);
  const key = `${o.who}.employer.{i}`;
  const covers: Condition = { pred: 'coversYears', args: { loop: o.loop, from: `${key}.start`, to: `${key}.end`, years: 5 } };
  const [a, b] = o.blocks;
  const col = <K extends keyof EmployerBlock>(k: K) => [a[k], b[k]] as readonly FieldId[];
  const loop = { loop: o.loop };
  return [
    {
      id: id('employed'),
      kind: 'yesno',
      key: `${o.who}.employment.has`,
      prompt: `${o.subject === 'you' ? 'Have' : 'Has'} ${o.subject} been employed or self-employed at any time during the last 5 years?`,
      next: [{ when: { key: `${o.who}.employment.has`, eq: 'No' }, goto: id('unemployed') }, { goto: id('name') }],
    },
    {
      id: id('unemployed'),
      kind: 'message',
      prompt: "Understood: we will enter 'Unemployed' as the employer.",
      effects: [{ set: { [`${o.who}.employer.1.name`]: 'Unemployed' } }],
      next: o.done,
    },
    { id: id('name'), ...loop, kind: 'text', key: `${key}.name`, label: 'Employer', prompt: `What is the full name of the {nth} employer (starting with the current or most recent one)?`, validate: ['addressLine'], fields: { type: 'text', field: col('name') } },
    ...addressSteps({ id: o.id ? `${o.id}Addr` : 'addr', key: `${key}.address`, loop: o.loop, targets: [{ block: slots(standardBlock(a.address), standardBlock(b.address)) }], streetPrompt: "What is the employer's street number and name?" }),
    { id: id('occupation'), ...loop, kind: 'text', key: `${key}.occupation`, label: 'Occupation', prompt: 'What was the occupation (job title) there?', validate: ['addressLine'], fields: { type: 'text', field: col('occupation') } },
    { id: id('start'), ...loop, kind: 'date', key: `${key}.start`, label: 'Start date', prompt: 'When did this employment start?', validate: ['notAfterToday'], fields: { type: 'text', field: col('start'), format: 'date' } },
    {
      id: id('end'),
      ...loop,
      kind: 'text',
      key: `${key}.end`,
      label: 'End date',
      prompt: "When did this employment end? Type 'current' if it has not ended.",
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
      next: [{ when: { key: `${key}.another`, eq: 'Yes' }, repeat: o.loop, goto: id('name') }, { goto: o.done }],
    },
  ];
}
