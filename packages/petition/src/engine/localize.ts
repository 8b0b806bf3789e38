/**
 * The interview in the reader's language (issue 12). The section definitions and validators keep their English texts
 * as the source: the engine, the stored state (answers, chat messages) and the official form stay English. This module
 * gives each English text a stable key (i18n namespace 'interview': prompts.s<section>.<step>, notes.…, options.…,
 * messages.<CHAT_MESSAGES key>, titles.s<section>) and renders a question or a stored chat message in another
 * language at display time. English is returned unchanged (byte-identical).
 */
import { lookup, type Messages } from '../i18n/catalogue.ts';
import { CHAT_MESSAGES } from '../validators/messages.ts';
import { ACCEPT, ACCEPT_ALL, EXTRACTED_MESSAGES, SECTION0_ERRORS } from './extracted.ts';
import { readValue } from './keys.ts';
import { isQuestion, type Registry } from './registry.ts';
import { PRESENT } from '../validators/date.ts';
import { ONGOING_INPUT, SECTION_DONE_MESSAGE, indexOfKey, isOngoingStep, loopIndex } from './run.ts';
import { ENGLISH_WORDS, fillPrompt, type PromptWords } from './template.ts';
import type { ChatMessage, InterviewState, Question, SectionDef, SectionId } from './types.ts';

/** The key of an option label: its English text squashed to letters and digits, camel-cased ('U.S. citizen' → 'uSCitizen'). */
export function optionKey(option: string): string {
  const words = option.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
  const key = words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  return /^[0-9]/.test(key) ? `n${key}` : key || 'empty';
}

/** Engine texts outside the section definitions (section 0, the done message). */
export const ENGINE_TEXTS = {
  done: SECTION_DONE_MESSAGE,
  extractedIntro: EXTRACTED_MESSAGES.intro,
  extractedNone: EXTRACTED_MESSAGES.none,
  extractedInvalid: EXTRACTED_MESSAGES.invalid,
  section0Name: SECTION0_ERRORS.name,
  section0Email: SECTION0_ERRORS.email,
  section0Phone: SECTION0_ERRORS.phone,
  accept: ACCEPT,
  acceptAll: ACCEPT_ALL,
  /** An end date still going on: the word sent ('current') and the value stored (PRESENT), as shown. */
  ongoing: ONGOING_INPUT,
  present: PRESENT,
  notWaiting: 'This section is not waiting for an answer.',
  notLoaded: 'The interview is not loaded yet.',
  locked: 'Your law firm approved this petition, so the answers are read-only. Ask your lawyer or paralegal to re-open it if something must change.',
} as const;

/**
 * Words of the section 0 confirmation ('<field> <group> <owner>: "<value>". Is this correct? …'), by the answer key's
 * last part(s) and its group. English is the reference for translators; the English prompt itself is the engine's
 * own (engine/extracted.ts), unchanged.
 */
export const EXTRACTED_WORDS = {
  confirm: '{label}: "{value}". Is this correct? Accept it, or type in the correct value.',
  petitioner: "the petitioner's",
  beneficiary: "the beneficiary's",
  of: "{name}'s",
  fields: {
    given: 'given name', middle: 'middle name', family: 'family name', birthDate: 'date of birth', gender: 'gender',
    birthCity: 'city of birth', birthProvince: 'province of birth', birthCountry: 'country of birth', aNumber: 'A-Number',
    maritalStatus: 'marital status', certificateNumber: 'certificate number', certificatePlace: 'place of issuance of the certificate',
    certificateDate: 'date of issuance of the certificate', endDate: 'date the marriage ended', inCareOf: 'in care of (c/o)',
    street: 'street and number', city: 'city', state: 'state', zip: 'ZIP code', province: 'province or region', postal: 'postal code',
    country: 'country', citizenship: 'citizenship', arrivalDate: 'date of last arrival', number: 'number', expiry: 'expiration date',
  },
  groups: {
    parent1: 'parent 1', parent2: 'parent 2', prevSpouse: 'previous spouse', otherName: 'other name', mailing: 'mailing address',
    address: 'address', document: 'passport', travelDoc: 'travel document',
  },
} as const;

/** The English 'interview' catalogue derived from the section definitions (en/interview.ts is this, written out). */
export function englishInterviewCatalogue(defs: readonly SectionDef[]) {
  const prompts: Record<string, Record<string, string>> = {};
  const notes: Record<string, Record<string, string>> = {};
  const links: Record<string, Record<string, string>> = {};
  const titles: Record<string, string> = {};
  const options: Record<string, string> = {};
  for (const def of defs) {
    const s = `s${def.id}`;
    titles[s] = def.title;
    for (const step of def.steps) {
      (prompts[s] ??= {})[step.id] = step.prompt;
      if (step.note) (notes[s] ??= {})[step.id] = step.note;
      if (step.kind === 'end' && step.link) (links[s] ??= {})[step.id] = step.link.label;
      if (step.kind === 'yesno') for (const o of ['Yes', 'No']) options[optionKey(o)] = o;
      if (isQuestion(step)) for (const o of step.options ?? []) {
        const k = optionKey(o);
        if (options[k] !== undefined && options[k] !== o) throw new Error(`option key ${k} for '${o}' and '${options[k]}'`);
        options[k] = o;
      }
    }
  }
  const sorted = <T,>(o: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  return { titles, prompts, notes, links, options: sorted(options), messages: { ...CHAT_MESSAGES }, engine: { ...ENGINE_TEXTS }, extracted: EXTRACTED_WORDS };
}

/**
 * Spanish contractions a filled prompt can need: 'de el' → 'del', 'a el' → 'al' ('el apellido de {who}' with 'el
 * primer progenitor', 'la fecha de nacimiento de {beneficiary}' without a name). Only before a lower-case word: a name
 * such as 'El Salvador' keeps 'de El'.
 */
export const contractSpanish = (text: string): string => text.replace(/(?<!\p{L})([Dd]e|[Aa]) el (?=\p{Ll})/gu, (_all, word: string) => `${word.charAt(0)}${word.length === 2 ? 'el' : 'l'} `);

/** The words the templates put in for a missing name, per language ({beneficiary} → 'the beneficiary'). */
export const SPANISH_WORDS: PromptWords = {
  beneficiary: 'el beneficiario',
  Beneficiary: 'El beneficiario',
  Petitioner: 'El peticionario',
  ordinal: (n) => ['primer', 'segundo', 'tercer', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo', 'noveno', 'décimo'][n - 1] ?? `${n}.º`,
  finish: contractSpanish,
};

/** A translated text or undefined (then the English one is shown). */
const t = (messages: Messages | undefined, key: string): string | undefined => (messages ? lookup(messages, key) : undefined);

/** A section title in the catalogue's language. */
export function localizeTitle(messages: Messages | undefined, sectionId: SectionId, english: string): string {
  return t(messages, `titles.s${sectionId}`) ?? english;
}

/** An option's label (the stored value stays the English option). */
export function localizeOption(messages: Messages | undefined, option: string): string {
  return t(messages, `options.${optionKey(option)}`) ?? option;
}

const MESSAGE_KEYS = new Map<string, string>([
  ...Object.entries(CHAT_MESSAGES).map(([k, v]) => [v, `messages.${k}`] as [string, string]),
  ...Object.entries(ENGINE_TEXTS).map(([k, v]) => [v, `engine.${k}`] as [string, string]),
]);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The messages the engine fills in (their {value}): a date given earlier, a Latin example, a saved native value. */
const FILLED = (['notBeforeDate', 'latinExample', 'nativeSaved'] as const).map((key) => ({
  key,
  pattern: new RegExp(`^${CHAT_MESSAGES[key].split('{value}').map(escapeRegExp).join('(.*)')}$`, 's'),
}));

/** A validation or engine message (as the engine returns it in English) in the catalogue's language. */
export function localizeError(messages: Messages | undefined, english: string): string {
  if (!messages) return english;
  const key = MESSAGE_KEYS.get(english);
  if (key) return t(messages, key) ?? english;
  for (const { key: filled, pattern } of FILLED) {
    const m = pattern.exec(english);
    if (m) return (t(messages, `messages.${filled}`) ?? CHAT_MESSAGES[filled]).replace('{value}', m[1] ?? '');
  }
  return english;
}

/** The field and group words of an auto-extracted answer key ('pet.parent1.birthDate' → birthDate, parent1). */
function extractedParts(key: string): { who: 'pet' | 'ben' | null; field: string; group?: string } {
  const parts = key.split('.');
  const who = parts[0] === 'pet' || parts[0] === 'ben' ? parts[0] : null;
  const rest = parts.slice(1).filter((p) => !/^\d+$/.test(p));
  const last = rest[rest.length - 1] ?? key;
  if (rest[0] === 'birth' || rest[0] === 'certificate') return { who, field: rest[0] + last.charAt(0).toUpperCase() + last.slice(1) };
  if (rest[0] === 'name') return { who, field: last };
  return rest.length > 1 ? { who, field: last, group: rest[0] } : { who, field: last };
}

/**
 * The section 0 confirmation of an extracted value in the catalogue's language: '<field> [<group>] <owner>: "<value>"…'.
 * Undefined when the catalogue lacks a word (the English prompt is shown then).
 */
function confirmPrompt(messages: Messages, state: InterviewState, key: string, value: string): string | undefined {
  const { who, field, group } = extractedParts(key);
  const fieldText = t(messages, `extracted.fields.${field}`);
  const template = t(messages, 'extracted.confirm');
  if (!fieldText || !template) return undefined;
  const groupText = group ? t(messages, `extracted.groups.${group}`) : '';
  if (groupText === undefined) return undefined;
  let owner = '';
  if (who) {
    // A role already carries its preposition ('del peticionario'); a name gets `of` ('de John').
    const role = t(messages, who === 'pet' ? 'extracted.petitioner' : 'extracted.beneficiary') ?? '';
    const setup = who === 'pet' ? state.names.petitionerFirstName : state.names.beneficiaryFirstName;
    const name = key.startsWith(`${who}.name.`) ? undefined : (readValue(state, `${who}.name.given`) ?? (setup?.trim() || undefined) ?? state.extracted[`${who}.name.given`]?.value);
    owner = name?.trim() ? (t(messages, 'extracted.of') ?? '{name}').replace('{name}', name.trim()) : role;
  }
  const label = [fieldText, groupText, owner].filter(Boolean).join(' ');
  return template.replace('{label}', label.charAt(0).toUpperCase() + label.slice(1)).replace('{value}', value);
}

/**
 * The language-bound renderer: `messages` is the 'interview' namespace of the reader's language (undefined or the
 * English catalogue → every text is returned as the engine gave it).
 */
export function createLocalizer(reg: Registry, messages: Messages | undefined, spanish: PromptWords = SPANISH_WORDS) {
  // A stored choice shown in a prompt (the questionnaire's Yes/No, a marital status) reads in the language too.
  const words: PromptWords = { ...spanish, value: (v, key) => (key.startsWith('q.') || key.endsWith('maritalStatus') ? localizeOption(messages, v) : v) };
  const prompt = (state: InterviewState, sectionId: SectionId, stepId: string, index: number | undefined): string | undefined => {
    const step = reg.sections.get(sectionId)?.steps.get(stepId);
    const text = step && t(messages, `prompts.s${sectionId}.${stepId}`);
    return text === undefined ? undefined : fillPrompt(text, state, index, words);
  };
  const note = (sectionId: SectionId, stepId: string | undefined, english: string | undefined) =>
    english === undefined || stepId === undefined ? english : (t(messages, `notes.s${sectionId}.${stepId}`) ?? english);
  return {
    question(state: InterviewState, q: Question): Question {
      if (!messages) return q;
      if (q.extracted) return { ...q, prompt: confirmPrompt(messages, state, q.key, q.extracted.value) ?? q.prompt };
      const out: Question = { ...q, prompt: prompt(state, q.sectionId, q.stepId, q.loopIndex) ?? q.prompt };
      const n = note(q.sectionId, q.stepId, q.note);
      if (n !== undefined) out.note = n;
      return out;
    },
    /**
     * The prompt of a step with its names and ordinal filled in ('pet.address.2.city' asked by section 9's step): the
     * catalogue's text, else `english` (check-your-answers and the review show it beside the answer).
     */
    stepPrompt(state: InterviewState, sectionId: SectionId, stepId: string, index: number | undefined, english: string): string {
      return (messages && prompt(state, sectionId, stepId, index)) || english;
    },
    option: (option: string) => localizeOption(messages, option),
    /** A stored answer as shown: a chosen option (yes/no, options) or an ongoing end date (PRESENT) in the language; else as stored. */
    answer: (value: string, input: string): string =>
      input === 'yesno' || input === 'options' ? localizeOption(messages, value) : value === PRESENT ? localizeError(messages, PRESENT) : value,
    error: (english: string) => localizeError(messages, english),
    title: (sectionId: SectionId, english: string) => localizeTitle(messages, sectionId, english),
    /**
     * Any text with the interview's placeholders ({beneficiary}, {nth}…) filled in the catalogue's language: its words
     * for a missing name, and its finishing touch (the questionnaire's prompts, which are not section steps).
     */
    fill: (text: string, state: InterviewState, index?: number): string => fillPrompt(text, state, index, messages ? words : ENGLISH_WORDS),
    /**
     * A stored chat message for display. The user's own words (right) are shown as typed, except a choice: a card's
     * option ('Yes', 'Employed or self-employed', 'None') or section 0's Accept, sent as the stored English value, is
     * shown in the language.
     */
    message(state: InterviewState, sectionId: SectionId, m: ChatMessage): ChatMessage {
      if (!messages) return m;
      const section = reg.sections.get(sectionId);
      const step = m.stepId ? section?.steps.get(m.stepId) : undefined;
      if (m.position === 'right') {
        if (m.stepId === 'confirm' && (m.content === ACCEPT || m.content === ACCEPT_ALL)) return { ...m, content: localizeError(messages, m.content) };
        const choices = step && isQuestion(step) ? (step.kind === 'yesno' ? ['Yes', 'No'] : (step.options ?? [])) : [];
        if (isQuestion(step) && isOngoingStep(step) && m.content.trim().toLowerCase() === ONGOING_INPUT) return { ...m, content: localizeError(messages, ONGOING_INPUT) };
        const chosen = choices.find((c) => c.toLowerCase() === m.content.trim().toLowerCase());
        return chosen === undefined ? m : { ...m, content: localizeOption(messages, chosen) };
      }
      let content: string | undefined;
      if (m.isAutoExtractedValue && m.answerKey) {
        const value = m.autoExtractOriginalValue ?? state.extracted[m.answerKey]?.value;
        return { ...m, content: (value !== undefined && confirmPrompt(messages, state, m.answerKey, value)) || m.content };
      }
      if (m.backgroundColor === 'red' && !(step && !isQuestion(step) && fillPrompt(step.prompt, state, undefined) === m.content)) {
        content = localizeError(messages, m.content);
      } else if (step && m.stepId) {
        const sec = state.sections[String(sectionId)];
        const index = isQuestion(step) && m.answerKey ? indexOfKey(step, m.answerKey) : sec ? loopIndex(sec, step) : undefined;
        content = prompt(state, sectionId, m.stepId, index);
      } else content = localizeError(messages, m.content);
      const out: ChatMessage = { ...m, content: content ?? m.content };
      const n = note(sectionId, m.stepId, m.note);
      if (n !== undefined) out.note = n;
      if (m.link && m.stepId) out.link = { ...m.link, label: t(messages, `links.s${sectionId}.${m.stepId}`) ?? m.link.label };
      return out;
    },
  };
}

export type Localizer = ReturnType<typeof createLocalizer>;
