/**
 * Replays a whole interview (every registered section, loops filled to several entries) the way the
 * server does on each save: validateState (a full replay through the validators) + computeFieldValues.
 * Run: npm run bench -w packages/petition. Target: < 50 ms per replay on one core.
 */
import { interview as e } from '../src/interview.ts';
import { createInterviewState } from '../src/engine/state.ts';
import { applySetupNames } from '../src/setup/wizard.ts';
import { answerQuestionnaire } from '../src/questionnaire/apply.ts';
import { QUESTIONNAIRE } from '../src/questionnaire/questions.ts';
import { findQuestion } from '../src/engine/registry.ts';
import type { InterviewState, Question } from '../src/engine/types.ts';

/** Entries per repeating group (other names, employers, spouses …): BENCH_LOOP_ENTRIES=10 for a long history. */
const LOOP_ENTRIES = Number(process.env.BENCH_LOOP_ENTRIES ?? 3);

/** Valid sample inputs by validator name (first validator of the step), for any section. */
const BY_VALIDATOR: Record<string, string> = {
  name: 'Anna', nameFormat: 'Marie', nativeName: 'Анна', email: 'anna@example.com', phone: '5551234567', landline: '5557654321',
  ssn: '123-45-6789', ssnDigits: '123456789', aNumber: 'A12345678', uscisAccount: '123456789012', receiptNumber: 'IOE0912345678',
  certificateNumber: 'AA1234567', i94Number: '12345678901', documentNumber: 'X1234567', digits: '3', number: '2', childrenCount: '2',
  childAge: '7', country: 'Canada', countryOfBirth: 'Canada', countryOfResidence: 'Canada', cityOfBirth: 'Toronto', addressLine: '12 Main Street',
  unitNumber: '3B', zip: '12345', postalCode: 'K1A 0B1', usState: 'NY', placeOfIssuance: 'Chicago, IL', height: '5 10', weight: '170',
  gender: 'Female', documentType: 'Passport', freeText: 'We met in Toronto in May 2024 and again in July 2024.', stayDate: 'D/S',
};
const PREFERRED: Record<string, string> = {
  'elig.citizen': 'Yes', 'elig.married': 'No', 'elig.freeToMarry': 'Yes', 'elig.intent': 'Yes', 'elig.met': 'Yes',
  'pet.citizenship.method': 'Naturalization', 'pet.maritalStatus': 'Divorced', 'crime.arrested': 'Yes', 'pet.otherNames.has': 'Yes',
  'ben.otherNames.has': 'Yes', 'pet.hasLandline': 'Yes',
};

function inputFor(state: InterviewState, q: Question): string {
  if (q.sectionId === 0) return 'Accept All';
  const pref = PREFERRED[q.key];
  if (pref) return pref;
  if (/\.more$/.test(q.key) || /another/i.test(q.prompt)) return (q.loopIndex ?? 1) < LOOP_ENTRIES ? 'Yes' : 'No';
  if (q.input === 'yesno') return 'No';
  if (q.options?.length) return q.options[0] as string;
  if (q.input === 'date') return /end|to$/i.test(q.key) ? 'current' : `01/02/${2021 - (q.loopIndex ?? 1) * 3}`;
  const step = findQuestion(e.registry, q.key)?.step;
  const first = step?.validate?.[0];
  const name = typeof first === 'string' ? first : first?.use;
  return (name && BY_VALIDATOR[name]) ?? 'Toronto';
  void state;
}

function buildInterview(): InterviewState {
  let s = createInterviewState({ asOf: '06/01/2025' });
  s = applySetupNames(s, { petitionerFirstName: 'John', petitionerLastName: 'Smith', beneficiaryFirstName: 'Olga', beneficiaryLastName: 'Ivanova' });
  for (const q of QUESTIONNAIRE) s = answerQuestionnaire(s, q.key, q.options[q.key === 'classificationBeneficiary' ? 0 : q.options.length > 2 ? 2 : 0] as string);
  s = e.withAutoExtracted(s, { petBirthDate: '01/02/1985', petCountryBirth: 'usa', benFirstName: 'Olga', benDateOfBirth: '03/04/1990' });
  for (const id of e.sectionOrder(s)) {
    s = e.startSection(s, id).state;
    for (let guard = 0; guard < 400; guard++) {
      const q = e.currentQuestion(s, id);
      if (!q) break;
      const r = e.submitAnswer(s, id, inputFor(s, q));
      if (r.error) {
        const again = e.submitAnswer(s, id, q.options?.[0] ?? 'N/A');
        if (again.error) break;
        s = again.state;
      } else s = r.state;
    }
  }
  return s;
}

const built = buildInterview();
const answers = Object.values(built.sections).reduce((n, sec) => n + sec.log.length, 0);
const state = JSON.parse(JSON.stringify(built)) as InterviewState;

function time(label: string, fn: () => unknown, runs = 50): number {
  for (let i = 0; i < 5; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(runs / 2)] as number;
  const p95 = samples[Math.floor(runs * 0.95)] as number;
  console.log(`${label.padEnd(44)} median ${median.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms`);
  return median;
}

console.log(`Interview: ${e.sectionOrder(state).length} sections, ${answers} logged answers, ${Object.keys(state.answers).length} answer keys, ${JSON.stringify(state).length} bytes of state`);
const problems = e.validateState(state);
if (problems.length) console.log('validateState problems:', problems.slice(0, 5));
const replay = time('validateState (full replay)', () => e.validateState(state));
const fields = time('computeFieldValues', () => e.computeFieldValues(state));
const both = time('save check: validateState + computeFieldValues', () => {
  e.validateState(state);
  e.computeFieldValues(state);
});
const { fields: written, additional } = e.computeFieldValues(state);
console.log(`Fields written: ${Object.keys(written).length}, Part 8 entries: ${additional.length}`);
console.log(both < 50 ? `OK: ${both.toFixed(2)} ms < 50 ms target` : `SLOW: ${both.toFixed(2)} ms ≥ 50 ms target`);
void replay;
void fields;
