/// <reference types="node" />
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interview as e } from '../interview.ts';
import { createInterviewState } from './state.ts';
import { answerQuestionnaire } from '../questionnaire/apply.ts';
import { QUESTIONNAIRE } from '../questionnaire/questions.ts';
import type { InterviewState } from './types.ts';

interface JsonField { name: string; type: string; maxLength?: number; options?: string[] }
const json = JSON.parse(readFileSync(new URL('../../../../../shared/forms/i-129f.fields.json', import.meta.url), 'utf8')) as { fields: JsonField[] };
const byName = new Map(json.fields.map((f) => [f.name, f]));

const POOL = [
  'Yes', 'No', 'yes', 'N/A', '', '   ', 'Anna', "O'Connor", 'St. John', 'Ольга', 'Smith2', 'usa', 'Australia', 'Russia',
  '01/02/1990', '02/29/2024', '13/45/2000', 'current', '01/01/2040', '123-45-6789', '000-00-0000', 'A12345678', '123456789012',
  'anna@example.com', 'bad@', '+1 555 123 4567', '5551234567', "5'10", '6 2', '180', '1800', 'Male', 'female', 'Illinois', 'NY',
  'AA1234567', 'Chicago, IL', 'Accept', 'Accept All', 'x'.repeat(300), 'Naturalization', 'Married', 'Divorced', 'Single', 'Widowed',
];

const action = fc.record({
  section: fc.constantFrom(...e.registry.order),
  kind: fc.constantFrom('answer', 'answer', 'answer', 'answer', 'edit', 'reset'),
  pick: fc.nat(),
  junk: fc.string({ maxLength: 40 }),
});

type Action = { section: number; kind: string; pick: number; junk: string };

function run(actions: Action[], questionnaire: string[]): InterviewState {
  let s = createInterviewState({ asOf: '06/01/2025' });
  QUESTIONNAIRE.forEach((q, i) => (s = answerQuestionnaire(s, q.key, q.options[(questionnaire[i]?.length ?? 0) % q.options.length] as string)));
  s = e.withAutoExtracted(s, { petBirthDate: '01/02/1990', petCountryBirth: 'usa', benFirstName: 'Olga' });
  for (const a of actions) {
    if (a.kind === 'reset') {
      s = e.resetSection(s, a.section);
      continue;
    }
    if (a.kind === 'edit') {
      const log = s.sections[String(a.section)]?.log ?? [];
      const entry = log[a.pick % Math.max(1, log.length)];
      if (entry) s = e.editAnswer(s, a.section, entry.key, POOL[a.pick % POOL.length] as string).state;
      continue;
    }
    s = e.startSection(s, a.section).state;
    const q = e.currentQuestion(s, a.section);
    if (!q) continue;
    const input = a.pick % 5 === 0 ? a.junk : q.options && a.pick % 2 === 0 ? (q.options[a.pick % q.options.length] as string) : (POOL[a.pick % POOL.length] as string);
    s = e.submitAnswer(s, a.section, input).state;
  }
  return s;
}

describe('properties (fast-check)', () => {
  it('random answer sequences never throw, survive JSON, replay cleanly and never write a value its field refuses', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 120 }), fc.array(fc.string({ maxLength: 3 }), { minLength: 16, maxLength: 16 }), (actions, q) => {
        const s = run(actions, q);
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
        expect(e.validateState(s)).toEqual([]);
        const { fields, additional } = e.computeFieldValues(s);
        for (const [name, value] of Object.entries(fields)) {
          const f = byName.get(name);
          expect(f, name).toBeDefined();
          if (f?.type === 'checkbox') expect(['Yes', 'Off']).toContain(value);
          if (f?.type === 'dropdown') expect(f.options).toContain(value);
          if (f?.maxLength !== undefined) expect(value.length, `${name}=${value}`).toBeLessThanOrEqual(f.maxLength);
          if (f && (f.maxLength ?? 99) < 3 && !/PageNumber/.test(name)) expect(value).not.toBe('N/A');
        }
        for (const a of additional) expect(a.text.length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });
});
