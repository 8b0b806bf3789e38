import { CHAT_MESSAGES } from '../validators/messages.ts';
import { checkInput, completeSection, draft, pushMessage } from './run.ts';
import { findQuestion, type CompiledSection, type Registry } from './registry.ts';
import { readValue } from './keys.ts';
import type { ExtractedValue, InterviewState, Question, SectionId, StepResult } from './types.ts';

/** Spec §4 section 0 texts. */
export const EXTRACTED_MESSAGES = {
  intro: "We managed to extract some values from the provided documents. Let's confirm, if they are correct.",
  none: 'No values were extracted from the provided documents.',
  invalid: 'This value cannot be used as it is. Please type it in manually.',
} as const;
/** Spec §3 Chat0 error_messages: a typed replacement refused by a name, email or phone validator. */
export const SECTION0_ERRORS = {
  name: 'Invalid name. Please try again.',
  email: 'Please enter a valid email.',
  phone: 'Please enter a valid phone number.',
} as const;
const SECTION0_ERROR_OF: Readonly<Record<string, keyof typeof SECTION0_ERRORS>> = { name: 'name', nameFormat: 'name', email: 'email', phone: 'phone', landline: 'phone' };

export const ACCEPT = 'Accept';
export const ACCEPT_ALL = 'Accept All';

/**
 * Stores auto-extracted values (spec §3 keys, e.g. { petBirthDate: '01/02/1990' }) under their answer
 * keys. Empty values are dropped; when any value remains, section 0 becomes required (spec flag).
 */
export function withAutoExtracted(state: InterviewState, info: Readonly<Record<string, string | null | undefined>>, map: Readonly<Record<string, string | readonly string[]>>): InterviewState {
  const extracted: Record<string, ExtractedValue> = {};
  for (const [answerKey, source] of Object.entries(map)) {
    const keys = typeof source === 'string' ? [source] : source;
    const isStreet = answerKey.endsWith('.street');
    const values = keys.map((k) => info[k]?.trim()).filter((v): v is string => !!v);
    if (values.length === 0) continue;
    extracted[answerKey] = { autoKey: keys.join('+'), value: isStreet ? values.join(' ') : (values[0] as string), status: 'pending' };
  }
  return { ...state, extracted, autoExtractionRequired: Object.keys(extracted).length > 0 };
}

const pendingKeys = (state: InterviewState) => Object.keys(state.extracted).filter((k) => state.extracted[k]?.status === 'pending');

function ask(reg: Registry, d: ReturnType<typeof draft>, section: CompiledSection): void {
  const next = pendingKeys(d.state)[0];
  if (next === undefined) {
    d.state.progressBarStep = 3;
    return completeSection(d, section, 'green');
  }
  d.sec.stepId = `confirm:${next}`;
  const q = confirmQuestion(reg, d.state, section.def.id, next);
  pushMessage(d, {
    position: 'left',
    content: q.prompt,
    stepId: 'confirm',
    answerKey: next,
    isAutoExtractedValue: true,
    autoExtractOriginalKey: d.state.extracted[next]?.autoKey ?? next,
    autoExtractOriginalValue: d.state.extracted[next]?.value ?? '',
  });
}

/** The first name of the person (setup, section 1 or an extracted value), else the spec's fallback 'The Petitioner' / 'The Beneficiary'. */
function personName(state: InterviewState, who: 'pet' | 'ben'): string {
  const setup = who === 'pet' ? state.names.petitionerFirstName : state.names.beneficiaryFirstName;
  const name = readValue(state, `${who}.name.given`) ?? (setup?.trim() || undefined) ?? state.extracted[`${who}.name.given`]?.value;
  return name?.trim() || (who === 'pet' ? 'The Petitioner' : 'The Beneficiary');
}

/** Whose value it is, by the answer key: "John's", "Maria's parent 1's", "John's previous spouse's" … */
const PARTS: readonly [RegExp, string][] = [
  [/^(pet|ben)\.parent(\d)\./, "parent $2's"],
  [/^(pet|ben)\.prevSpouse\.\d+\./, "previous spouse's"],
  [/^(pet|ben)\.otherName\.\d+\./, 'other name:'],
  [/^(pet|ben)\.mailing\./, 'mailing address:'],
  [/^(pet|ben)\.address\.\d+\./, 'address:'],
  [/^ben\.document\./, 'passport:'],
  [/^ben\.travelDoc\./, 'travel document:'],
];
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** 'John's date of birth', 'Maria's parent 1's given name', 'Maria's passport: country of issuance' (issue 14, bug 4). */
export function extractedFieldName(state: InterviewState, key: string, label: string): string {
  const who = key.startsWith('ben.') ? 'ben' : key.startsWith('pet.') ? 'pet' : null;
  if (!who) return label;
  let part = '';
  for (const [re, text] of PARTS) {
    const m = re.exec(key);
    if (m) {
      const words = text.replace('$2', m[2] ?? '');
      // 'Passport number' already says whose document it is.
      if (!label.toLowerCase().includes(words.replace(/(:|'s)$/, ''))) part = ` ${words}`;
      break;
    }
  }
  // The owner is said already: 'Beneficiary given name' → "Maria's given name".
  // A name is confirmed under the role ("the petitioner's given name"), every other value under the name.
  const owner = key.startsWith(`${who}.name.`) ? (who === 'pet' ? 'The Petitioner' : 'The Beneficiary') : personName(state, who);
  return `${owner}'s${part} ${lowerFirst(label.replace(/^(Beneficiary|Petitioner)('s)? /i, ''))}`;
}

function confirmQuestion(reg: Registry, state: InterviewState, sectionId: SectionId, key: string): Question {
  const found = findQuestion(reg, key);
  const ex = state.extracted[key] as ExtractedValue;
  const label = extractedFieldName(state, key, found?.step.label ?? ex.autoKey);
  const Label = label[0]!.toUpperCase() + label.slice(1);
  return {
    sectionId,
    stepId: 'confirm',
    key,
    prompt: `${Label}: "${ex.value}". Is this correct? Accept it, or type in the correct value.`,
    input: found?.step.kind === 'date' ? 'date' : 'text',
    options: [ACCEPT, ACCEPT_ALL],
    fieldNames: [],
    extracted: { autoKey: ex.autoKey, value: ex.value },
  };
}

export function startExtracted(reg: Registry, section: CompiledSection, state: InterviewState): StepResult {
  const d = draft(state, section.def.id);
  if (Object.keys(d.state.extracted).length === 0) {
    completeSection(d, section, 'red', { position: 'left', content: EXTRACTED_MESSAGES.none, backgroundColor: 'red' });
    return { state: d.state, messages: d.out };
  }
  pushMessage(d, { position: 'left', content: EXTRACTED_MESSAGES.intro });
  ask(reg, d, section);
  return { state: d.state, messages: d.out };
}

export function extractedQuestion(reg: Registry, state: InterviewState, sectionId: SectionId): Question | null {
  const sec = state.sections[String(sectionId)];
  if (!sec || sec.completed || !sec.stepId?.startsWith('confirm:')) return null;
  const key = sec.stepId.slice('confirm:'.length);
  return state.extracted[key] ? confirmQuestion(reg, state, sectionId, key) : null;
}

/** 'Accept', 'Accept All', or a replacement value (validated like the question that asks the key). */
export function answerExtracted(reg: Registry, section: CompiledSection, state: InterviewState, input: string): StepResult {
  const sec = state.sections[String(section.def.id)];
  if (!sec || sec.completed || !sec.stepId?.startsWith('confirm:')) return { state, messages: [], error: 'This section is not waiting for an answer.' };
  const key = sec.stepId.slice('confirm:'.length);
  const d = draft(state, section.def.id);
  const accept = (k: string, value: string, status: ExtractedValue['status']): string | null => {
    const found = findQuestion(reg, k);
    const checked = found ? checkInput(found.step, value, d.state, found.index) : value.trim() ? { value: value.trim() } : { error: CHAT_MESSAGES.empty };
    if ('error' in checked) {
      const first = found?.step.validate?.[0];
      const kind = SECTION0_ERROR_OF[(typeof first === 'string' ? first : first?.use) ?? ''];
      return status === 'replaced' && kind ? SECTION0_ERRORS[kind] : checked.error;
    }
    d.state.answers[k] = checked.value;
    d.state.extracted[k] = { ...(d.state.extracted[k] as ExtractedValue), status };
    return null;
  };
  pushMessage(d, { position: 'right', content: input, stepId: 'confirm', answerKey: key });
  const choice = input.trim().toLowerCase();
  let error: string | null = null;
  if (choice === ACCEPT_ALL.toLowerCase()) {
    const failed = pendingKeys(d.state).filter((k) => accept(k, d.state.extracted[k]?.value ?? '', 'accepted') !== null);
    d.sec.log.push({ stepId: 'confirm', key, input });
    if (failed.length) pushMessage(d, { position: 'left', content: EXTRACTED_MESSAGES.invalid, backgroundColor: 'red' });
    ask(reg, d, section);
    return { state: d.state, messages: d.out };
  }
  if (choice === ACCEPT.toLowerCase()) {
    error = accept(key, d.state.extracted[key]?.value ?? '', 'accepted') ? EXTRACTED_MESSAGES.invalid : null;
  } else {
    error = accept(key, input, 'replaced');
  }
  if (error) {
    pushMessage(d, { position: 'left', content: error, backgroundColor: 'red' });
    // The current value (or the first still pending one) is asked again.
    d.sec.stepId = null;
    ask(reg, d, section);
    return { state: d.state, messages: d.out, error };
  }
  d.sec.log.push({ stepId: 'confirm', key, input });
  ask(reg, d, section);
  return { state: d.state, messages: d.out };
}
