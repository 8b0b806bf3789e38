import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findQuestion } from '../engine/registry.ts';
import { fieldMeta } from '../fields/lookup.ts';
import { interview as e } from '../interview.ts';
import { k1State } from './test-helpers.ts';

/** Valid sample inputs by the step's first validator (several per validator, picked at random). */
const SAMPLES: Record<string, readonly string[]> = {
  name: ['Anna', "O'Connor", 'N/A', 'Jean-Luc'], nameFormat: ['Marie', 'St. John', 'N/A'], nativeName: ['Ольга', 'Смирнова-Кузнецова', 'N/A'],
  email: ['anna@example.com'], phone: ['5551234567', '+7 383 555 1234', '(312) 555-0147'], ssn: ['123-45-6789'], aNumber: ['A12345678', 'N/A'],
  i94Number: ['12345678901', '123456789A1'], documentNumber: ['X1234567'], childrenCount: ['1', '2', '3'], childAge: ['0', '7', '17'],
  country: ['Canada', 'USA', 'Russia', 'Australia'], countryOfBirth: ['Canada', 'usa'], countryOfResidence: ['Russia', 'Deceased'],
  cityOfBirth: ['Toronto', 'Kazan'], addressLine: ['12 Main Street', 'N/A', 'Новосибирская область', 'A very long street name that does not fit'],
  unitNumber: ['3B', '12'], zip: ['12345'], postalCode: ['K1A 0B1', '630000'], usState: ['NY', 'Illinois'], freeText: ['https://example.com', 'Second cousin'],
  notAfterToday: ['01/01/1990', '06/15/2012', '03/01/2023', '05/01/2025'], endDateAfter: ['current', '12/31/2024', '06/01/2025'],
  endDateNotBefore: ['current', '12/31/2024'], stayDate: ['D/S', '12/31/2026'], documentType: ['Passport', 'Travel Document'],
  date: ['05/05/2040', '01/01/2030'], gender: ['Male', 'Female'],
  uscisNumber: ['A12345678', 'N/A'], childrenCountTypeIn: ['1', '2'], city: ['Toronto', 'Kazan', 'São Paulo'], countryAbroad: ['Canada', 'Russia'],
};

const MINE = e.registry.order.filter((id) => id >= 9);

function inputFor(key: string, pick: number, options: readonly string[] | undefined, input: string): string {
  if (options && options.length) return options[pick % options.length] as string;
  if (input === 'yesno') return pick % 2 ? 'Yes' : 'No';
  const step = findQuestion(e.registry, key)?.step;
  const v = step?.validate?.[0];
  const name = v === undefined ? (input === 'date' ? 'notAfterToday' : 'addressLine') : typeof v === 'string' ? v : v.use;
  const pool = SAMPLES[name] ?? ['12 Main Street'];
  return pool[pick % pool.length] as string;
}

describe('sections 9–21: properties', () => {
  it('valid random answers always finish every section, replay cleanly, and every written value fits its field', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 50, maxLength: 400 }), fc.constantFrom('Fiancé(e) (K-1 visa)', 'Spouse (K-3 visa)'), (picks, cls) => {
        let s = k1State({ classificationBeneficiary: cls });
        let n = 0;
        for (const id of MINE) {
          s = e.startSection(s, id).state;
          for (let guard = 0; guard < 600 && !e.isSectionComplete(s, id); guard++) {
            const q = e.currentQuestion(s, id);
            if (!q) break;
            const pick = picks[n++ % picks.length] as number;
            // Loops stop: 'another/more' answers lean to No after a few entries.
            const steer = /more|another/i.test(q.stepId) && (q.loopIndex ?? 1) >= 3 ? 1 : pick;
            const r = e.submitAnswer(s, id, inputFor(q.key, steer, q.options, q.input));
            // An end date before the start date is refused: answer 'current' instead; an approval date
            // before the filing date (section 14): the last sample date, which is after every filing sample.
            const retry = r.error ? e.submitAnswer(s, id, 'current') : r;
            s = retry.error ? e.submitAnswer(s, id, '05/01/2025').state : retry.state;
          }
          expect(e.isSectionComplete(s, id), `section ${id}`).toBe(true);
        }
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
        expect(e.validateState(s)).toEqual([]);
        const { fields } = e.computeFieldValues(s);
        for (const [name, value] of Object.entries(fields)) {
          const meta = fieldMeta(name);
          expect(meta, name).toBeDefined();
          if (meta?.type === 'checkbox') expect(['Yes', 'Off']).toContain(value);
          if (meta?.type === 'dropdown') expect(meta.options, `${name}=${value}`).toContain(value);
          if (meta?.type === 'text' && meta.max !== undefined) expect(value.length, `${name}=${value}`).toBeLessThanOrEqual(meta.max);
        }
      }),
      { numRuns: 40 },
    );
  }, 30_000); // random dates leave gaps: address loops may run to their 20-entry maximum
});
