import { fullName } from '../fields/lookup.ts';
import { VALIDATORS } from '../validators/registry.ts';
import { CHAT_MESSAGES } from '../validators/messages.ts';
import { DEFAULT_MAX_DATE, addYears, formatDate, parseDate } from '../validators/date.ts';
import type { ValidatorContext } from '../validators/types.ts';
import { evaluate } from './conditions.ts';
import { freshSection, readValue, resolveKey } from './keys.ts';
import type { PredicateContext } from './predicates.ts';
import { isQuestion, type CompiledSection, type Registry } from './registry.ts';
import { fillPrompt } from './template.ts';
import { hasNonLatinLetters, isNativeAlphabetKey, toLatin } from '../validators/latin.ts';
import {
  COMPLETE,
  type Binding,
  type ChatMessage,
  type Effect,
  type InterviewState,
  type Question,
  type QuestionStep,
  type SectionId,
  type SectionState,
  type Step,
  type StepResult,
  type StepTarget,
  type Transition,
} from './types.ts';

/** Spec §5: the green message when a section is finished. */
export const SECTION_DONE_MESSAGE = 'Thank you! You can now move forward to the next section.';
const MAX_AUTO_STEPS = 500;

/** A working copy: the state with the section's containers copied so the run may mutate them. */
export interface Draft {
  state: InterviewState;
  sec: SectionState;
  sectionId: SectionId;
  out: ChatMessage[];
}

export function draft(state: InterviewState, sectionId: SectionId): Draft {
  const old = state.sections[String(sectionId)] ?? freshSection();
  const sec: SectionState = {
    ...old,
    loops: { ...old.loops },
    log: [...old.log],
    messages: [...old.messages],
    applied: [...old.applied],
    ...(old.written ? { written: [...old.written] } : {}),
    ...(old.deferred ? { deferred: old.deferred.map((q) => ({ ...q })) } : {}),
  };
  const next: InterviewState = {
    ...state,
    answers: { ...state.answers },
    extracted: { ...state.extracted },
    sections: { ...state.sections, [String(sectionId)]: sec },
    requiredDocuments: [...state.requiredDocuments],
  };
  return { state: next, sec, sectionId, out: [] };
}

export function predicateContext(state: InterviewState, sec: SectionState, index: number | undefined): PredicateContext {
  return { state, loops: sec.loops, index, lookup: (key) => readValue(state, key) };
}

export function loopIndex(sec: SectionState, step: Step): number | undefined {
  return step.loop ? (sec.loops[step.loop] ?? 1) : undefined;
}

export function pushMessage(d: Draft, msg: Omit<ChatMessage, 'messageID'>): ChatMessage {
  const full: ChatMessage = { messageID: `${d.sectionId}-${d.sec.seq++}`, ...msg };
  d.sec.messages.push(full);
  d.out.push(full);
  return full;
}

/** Official field names a binding writes for loop entry `index` (empty beyond the form's slots). */
export function bindingFieldNames(binding: Binding | undefined, index: number | undefined, state: InterviewState): string[] {
  if (!binding) return [];
  const pick = (ref: string | readonly string[]): string[] => {
    if (typeof ref === 'string') return [fullName(ref as never)];
    const id = ref[(index ?? 1) - 1];
    return id ? [fullName(id as never)] : [];
  };
  switch (binding.type) {
    case 'text':
      return pick(binding.field);
    case 'choice':
      return Object.values(binding.fields).flatMap(pick);
    case 'byCountry': {
      const usa = readValue(state, resolveKey(binding.countryKey, index)) === 'USA';
      return bindingFieldNames(usa ? binding.us : binding.other, index, state);
    }
    case 'height':
      return [fullName(binding.feet), fullName(binding.inches)];
    case 'digits':
      return binding.fields.map((f) => fullName(f));
    case 'all':
      return binding.bindings.flatMap((b) => bindingFieldNames(b, index, state));
    case 'when':
      return bindingFieldNames(binding.then, index, state);
    case 'additional':
      return [];
  }
}

function applyEffects(d: Draft, step: Step, index: number | undefined): void {
  (step.effects ?? []).forEach((effect: Effect, n) => {
    const ctx = predicateContext(d.state, d.sec, index);
    if (effect.when && !evaluate(effect.when, ctx)) return;
    for (const [k, v] of Object.entries(effect.set ?? {})) writeAnswer(d, resolveKey(k, index), v);
    for (const [k, from] of Object.entries(effect.copy ?? {})) writeAnswer(d, resolveKey(k, index), readValue(d.state, resolveKey(from, index)));
    if (effect.progress) {
      const tag = `${step.id}#${n}`;
      if (!d.sec.applied.includes(tag)) {
        d.sec.applied.push(tag);
        d.state.progress = round(d.state.progress + effect.progress);
      }
    }
  });
}

/** An answer written by an effect (undefined removes it), remembered so a reset can clear it. */
function writeAnswer(d: Draft, key: string, value: string | undefined): void {
  if (value === undefined) delete d.state.answers[key];
  else d.state.answers[key] = value;
  const written = (d.sec.written ??= []);
  if (!written.includes(key)) written.push(key);
}

/**
 * Makes the `copy` effects of the section's answered steps again (after a plain edit changed a source).
 * The effect's own condition is evaluated again; a copy whose condition no longer holds is left alone
 * (a changed branching answer resets the section instead).
 */
export function refreshCopies(d: Draft, section: CompiledSection): void {
  const answered = new Set(d.sec.log.map((e) => e.stepId));
  const shown = new Set(d.sec.messages.map((m) => m.stepId));
  for (const step of section.def.steps) {
    if (!step.effects?.some((e) => e.copy)) continue;
    // A message step passed on the way (its message is in the chat) copied too: e.g. the current address abroad
    // copied to Part 2 Item 47 (section 16's 'abroadCurrent'). Its copies follow an edited source like a question's.
    if (step.kind === 'message' && !step.loop && shown.has(step.id)) {
      for (const effect of step.effects) {
        if (!effect.copy || (effect.when && !evaluate(effect.when, predicateContext(d.state, d.sec, undefined)))) continue;
        for (const [k, from] of Object.entries(effect.copy)) writeAnswer(d, resolveKey(k, undefined), readValue(d.state, resolveKey(from, undefined)));
      }
      continue;
    }
    if (!answered.has(step.id)) continue;
    for (const entry of d.sec.log) {
      if (entry.stepId !== step.id) continue;
      const m = /\.(\d+)\./.exec(entry.key);
      const index = step.loop ? Number(m?.[1] ?? 1) : undefined;
      for (const effect of step.effects) {
        if (!effect.copy || (effect.when && !evaluate(effect.when, predicateContext(d.state, d.sec, index)))) continue;
        for (const [k, from] of Object.entries(effect.copy)) writeAnswer(d, resolveKey(k, index), readValue(d.state, resolveKey(from, index)));
      }
    }
  }
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The step after `step`: its transitions, else the next step in the list, else completion. */
export function nextTarget(d: Draft, section: CompiledSection, step: Step): StepTarget {
  const index = loopIndex(d.sec, step);
  const following = (): StepTarget => section.def.steps[(section.order.get(step.id) ?? -1) + 1]?.id ?? COMPLETE;
  if (step.next === undefined) return following();
  if (typeof step.next === 'string') return step.next;
  const ctx = predicateContext(d.state, d.sec, index);
  for (const t of step.next as readonly Transition[]) {
    if (t.when && !evaluate(t.when, ctx)) continue;
    if (t.repeat) {
      const loop = section.loops.get(t.repeat);
      const current = d.sec.loops[t.repeat] ?? 1;
      if (!loop || current >= (loop.max ?? 20)) continue;
      d.sec.loops[t.repeat] = current + 1;
      return t.goto ?? loop.firstStep;
    }
    return t.goto ?? following();
  }
  return following();
}

export function completeSection(d: Draft, section: CompiledSection, outcome: 'green' | 'red', message?: Omit<ChatMessage, 'messageID'>): void {
  d.sec.stepId = null;
  d.sec.completed = true;
  d.sec.outcome = outcome;
  pushMessage(d, message ?? { position: 'left', content: SECTION_DONE_MESSAGE, backgroundColor: 'green' });
  if (!d.sec.applied.includes('@complete')) {
    d.sec.applied.push('@complete');
    d.state.progress = round(d.state.progress + (section.def.progressOnComplete ?? 0.05));
  }
}

/**
 * Moves to `target` and on through message steps, skipped steps (`when` false, or value already known)
 * and endings, until a question waits for input or the section completes.
 */
export function enter(d: Draft, section: CompiledSection, target: StepTarget): void {
  let stepId = target;
  for (let guard = 0; guard < MAX_AUTO_STEPS; guard++) {
    if (stepId === COMPLETE) return completeSection(d, section, 'green');
    const step = section.steps.get(stepId);
    if (!step) return completeSection(d, section, 'green');
    const index = loopIndex(d.sec, step);
    if (step.when && !evaluate(step.when, predicateContext(d.state, d.sec, index))) {
      stepId = step.skipTo ?? section.def.steps[(section.order.get(step.id) ?? -1) + 1]?.id ?? COMPLETE;
      continue;
    }
    if (step.kind === 'message' || step.kind === 'end') {
      const msg: Omit<ChatMessage, 'messageID'> = {
        position: 'left',
        content: fillPrompt(step.prompt, d.state, index),
        stepId: step.id,
        ...(step.tone ? { backgroundColor: step.tone } : {}),
        ...(step.note ? { note: step.note } : {}),
        ...(step.kind === 'end' && step.link ? { link: { ...step.link } } : {}),
      };
      applyEffects(d, step, index);
      if (step.kind === 'end') return completeSection(d, section, step.tone, msg);
      pushMessage(d, msg);
      stepId = nextTarget(d, section, step);
      continue;
    }
    const key = resolveKey(step.key, index);
    if (!step.alwaysAsk && readValue(d.state, key) !== undefined) {
      applyEffects(d, step, index);
      stepId = nextTarget(d, section, step);
      continue;
    }
    d.sec.stepId = step.id;
    pushMessage(d, {
      position: 'left',
      content: fillPrompt(step.prompt, d.state, index),
      stepId: step.id,
      answerKey: key,
      ...(step.note ? { note: step.note } : {}),
    });
    return;
  }
  // A definition that loops without asking anything: stop safely at completion.
  completeSection(d, section, 'green');
}

/** Date picker bounds of a step: min 100 years before today, max 12/31/2035 unless the step says otherwise. */
export function dateBounds(step: QuestionStep, asOf: string): { min: string; max: string } {
  const today = parseDate(asOf);
  const min = step.dateBounds?.min ?? (today ? formatDate(addYears(today, -100)) : '01/01/1900');
  return { min, max: step.dateBounds?.max ?? DEFAULT_MAX_DATE };
}

/** The loop index a resolved key carries ('pet.address.2.street' → 2) for a loop step, else undefined. */
export function indexOfKey(step: Step, key: string): number | undefined {
  return step.loop ? Number(/\.(\d+)\./.exec(key)?.[1] ?? 1) : undefined;
}

/**
 * The question a section waits for, or null (not started, completed, or unknown section). An open
 * deferred question (`SectionState.deferred`) comes first, unless `mainOnly` (the replay's view).
 */
export function questionOf(reg: Registry, state: InterviewState, sectionId: SectionId, mainOnly = false): Question | null {
  const sec = state.sections[String(sectionId)];
  const section = reg.sections.get(sectionId);
  if (!sec || !section) return null;
  const deferred = mainOnly ? undefined : sec.deferred?.[0];
  if (deferred) {
    const step = section.steps.get(deferred.stepId);
    return isQuestion(step) ? describeQuestion(step, state, sectionId, indexOfKey(step, deferred.key)) : null;
  }
  if (sec.completed || sec.stepId === null) return null;
  const step = section.steps.get(sec.stepId);
  if (!isQuestion(step)) return null;
  return describeQuestion(step, state, sectionId, loopIndex(sec, step));
}

function describeQuestion(step: QuestionStep, state: InterviewState, sectionId: SectionId, index: number | undefined): Question {
  const q: Question = {
    sectionId,
    stepId: step.id,
    key: resolveKey(step.key, index),
    prompt: fillPrompt(step.prompt, state, index),
    input: step.kind,
    fieldNames: bindingFieldNames(step.fields, index, state),
  };
  if (step.kind === 'yesno') q.options = ['Yes', 'No'];
  if (step.options) q.options = step.options;
  if (step.note) q.note = step.note;
  if (step.kind === 'date') q.dateBounds = dateBounds(step, state.asOf);
  if (isOngoingStep(step)) q.ongoing = true;
  if (index !== undefined) q.loopIndex = index;
  const suggestion = latinSuggestion(step, state, index);
  if (suggestion) q.suggestion = suggestion;
  return q;
}

/** The native-alphabet key of a step's answer for loop entry `index`, when its `native.when` holds. */
export function nativeKeyOf(step: QuestionStep, state: InterviewState, index: number | undefined): string | undefined {
  if (!step.native) return undefined;
  // The step's own loop stands at its entry `index` (a condition such as 'the first address' reads it).
  const loops: Record<string, number> = step.loop && index !== undefined ? { [step.loop]: index } : {};
  if (step.native.when && !evaluate(step.native.when, { state, loops, index, lookup: (key) => readValue(state, key) })) return undefined;
  return resolveKey(step.native.key, index);
}

/** The Latin version offered for an unanswered question whose native-alphabet value was just kept (issue 24). */
function latinSuggestion(step: QuestionStep, state: InterviewState, index: number | undefined): string | undefined {
  const nativeKey = nativeKeyOf(step, state, index);
  const native = nativeKey ? state.answers[nativeKey] : undefined;
  if (!native || state.answers[resolveKey(step.key, index)] !== undefined || !hasNonLatinLetters(native)) return undefined;
  return toLatin(native) ?? undefined;
}

/**
 * Whether a step's answer must be in Latin letters: a text answer written to a form field, except the native-alphabet
 * items themselves (Part 2 items 49–50, keys ben.native.*). Issue 24.
 */
export const needsLatin = (step: QuestionStep): boolean => step.kind === 'text' && step.fields !== undefined && !isNativeAlphabetKey(step.key);

/**
 * Checks and normalises an input for a step: non-empty, yes/no or option membership, the date rule
 * for date steps, then the step's validators in order. Returns the stored value or the message.
 */
export function checkInput(step: QuestionStep, input: string, state: InterviewState, index: number | undefined, o: { anyScript?: boolean } = {}): { value: string } | { error: string } {
  let value = input.trim();
  if (!value) return { error: emptyMessage(step) };
  if (step.kind === 'yesno') {
    if (/^(yes|y)$/i.test(value)) value = 'Yes';
    else if (/^(no|n)$/i.test(value)) value = 'No';
    else return { error: CHAT_MESSAGES.yesNo };
  }
  if (step.kind === 'options' && step.options) {
    const match = matchOption(step.options, value);
    // Spec VAL-15: a gender that is not Male/Female gets the gender message, not the generic option one.
    if (match === undefined) return { error: validatorNames(step).includes('gender') ? CHAT_MESSAGES.gender : CHAT_MESSAGES.option };
    value = match;
  }
  const refs = [...(step.validate ?? [])];
  const names = refs.map((r) => (typeof r === 'string' ? r : r.use));
  if (step.kind === 'date' && !names.some((n) => ['date', 'dateDigits', 'stayDate', 'endDateAfter', 'endDateNotBefore', 'notAfterToday'].includes(n))) {
    refs.unshift({ use: 'date' });
  }
  if (step.kind === 'number' && names.length === 0) refs.unshift('number');
  for (const ref of refs) {
    const name = typeof ref === 'string' ? ref : ref.use;
    const rawArgs = typeof ref === 'string' ? {} : (ref.args ?? {});
    const args: Record<string, string> = {};
    for (const [k, v] of Object.entries(rawArgs)) args[k] = resolveKey(v, index);
    if (step.kind === 'date' && args.max === undefined && step.dateBounds?.max) args.max = step.dateBounds.max;
    const ctx: ValidatorContext = { args, asOf: state.asOf, lookup: (key) => readValue(state, key) };
    const validator = VALIDATORS[name];
    const error = validator.check(value, ctx);
    if (error) return { error };
    if (validator.normalize) value = validator.normalize(value, ctx);
  }
  // Last, so a validator's own message (an invisible character, a digit in a name) comes first.
  if (!o.anyScript && needsLatin(step) && hasNonLatinLetters(value)) {
    const example = toLatin(value);
    return { error: example ? CHAT_MESSAGES.latinExample.replace('{value}', example) : CHAT_MESSAGES.latinOnly };
  }
  return { value };
}

const validatorNames = (step: QuestionStep): string[] => (step.validate ?? []).map((r) => (typeof r === 'string' ? r : r.use));

/** An end date that accepts 'current' (stored as PRESENT): its validator is endDateAfter or endDateNotBefore. */
export const isOngoingStep = (step: QuestionStep): boolean => validatorNames(step).some((n) => n === 'endDateAfter' || n === 'endDateNotBefore');

/** The word the input sends for an end date that has not come yet (validators/date.ts reads it as PRESENT). */
export const ONGOING_INPUT = 'current';

/**
 * The message for an empty answer (spec §5 quotes two wordings and some field messages for empty input):
 * a gender (VAL-15), a place of issuance (VAL-24) or a city/country of birth gets its own message; the
 * questions worded with 'Invalid name format…' (other names, previous spouses, children, prior
 * beneficiaries) get the short 'Input cannot be empty. Please try again.' (VAL-21); every other question
 * 'Input cannot be empty. Please check your input and try again.' (VAL-20). docs/spec-deviations.md.
 */
function emptyMessage(step: QuestionStep): string {
  const names = validatorNames(step);
  if (names.includes('gender')) return CHAT_MESSAGES.gender;
  if (names.includes('placeOfIssuance')) return CHAT_MESSAGES.placeOfIssuance;
  if (names.includes('nameFormat')) return CHAT_MESSAGES.emptyShort;
  return CHAT_MESSAGES.empty;
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const isSubsequence = (needle: string, hay: string): boolean => {
  let at = 0;
  for (const c of hay) if (c === needle[at]) at++;
  return at === needle.length;
};

/**
 * The option a typed answer means, or undefined. Case, spaces and punctuation are ignored. In order:
 * the answer equals an option; else it is the beginning of exactly one option ('f' → Female,
 * 'not hisp' → NOT Hispanic/Latino); else its letters appear in order in exactly one option that starts
 * with the same letter, for one-word options only ('apt' → Apartment, 'ste' → Suite, 'flr' → Floor; 'usa'
 * is not read as 'U.S. citizen parents'). An answer that fits several
 * options at the same rule ('s' for Single/Separated) is refused, never guessed.
 */
export function matchOption(options: readonly string[], input: string): string | undefined {
  const typed = squash(input);
  if (!typed) return undefined;
  const keyed = options.map((o) => [o, squash(o)] as const);
  const exact = keyed.filter(([, k]) => k === typed);
  if (exact.length) return exact.length === 1 ? exact[0]?.[0] : undefined;
  const rules = [
    (o: string, k: string) => k.startsWith(typed),
    (o: string, k: string) => /^\p{L}+$/u.test(o) && k[0] === typed[0] && isSubsequence(typed, k),
  ];
  for (const fits of rules) {
    const found = keyed.filter(([o, k]) => fits(o, k));
    if (found.length === 1) return found[0]?.[0];
    if (found.length > 1) return undefined;
  }
  return undefined;
}

/** Stores an accepted answer of the current question (an open deferred one first) and moves on. */
export function answerCurrent(reg: Registry, state: InterviewState, sectionId: SectionId, input: string): StepResult {
  const deferred = state.sections[String(sectionId)]?.deferred?.[0];
  return deferred ? answerDeferred(reg, state, sectionId, deferred.key, input) : answerMain(reg, state, sectionId, input);
}

/**
 * Answers the deferred question `key`: stored and logged like any answer (the log then holds it after the
 * answers given meanwhile; the replay defers it again at its place and takes it here). The section stays
 * where it was: the next deferred question, else the current question, is asked again, else the section
 * is complete again.
 */
export function answerDeferred(reg: Registry, state: InterviewState, sectionId: SectionId, key: string, input: string): StepResult {
  const section = reg.sections.get(sectionId);
  const pending = state.sections[String(sectionId)]?.deferred?.find((q) => q.key === key);
  const step = pending && section?.steps.get(pending.stepId);
  if (!section || !isQuestion(step)) return { state, messages: [], error: 'This section is not waiting for an answer.' };
  const d = draft(state, sectionId);
  const index = indexOfKey(step, key);
  const checked = checkInput(step, input, d.state, index);
  pushMessage(d, { position: 'right', content: input, stepId: step.id, answerKey: key });
  if ('error' in checked) {
    pushMessage(d, { position: 'left', content: checked.error, backgroundColor: 'red', stepId: step.id });
    pushMessage(d, { position: 'left', content: fillPrompt(step.prompt, d.state, index), stepId: step.id, answerKey: key, ...(step.note ? { note: step.note } : {}) });
    return { state: d.state, messages: d.out, error: checked.error };
  }
  const names = bindingFieldNames(step.fields, index, d.state);
  if (names.length) (d.out[0] as ChatMessage).i29fPDFEntryValues = names;
  d.state.answers[key] = checked.value;
  d.sec.log.push({ stepId: step.id, key, input });
  d.sec.deferred = (d.sec.deferred ?? []).filter((q) => q.key !== key);
  if (!d.sec.deferred.length) delete d.sec.deferred;
  applyEffects(d, step, index);
  promptOpen(d, section);
  return { state: d.state, messages: d.out };
}

/** Shows what the section asks now: the first deferred question, else the current one, else the done message. */
function promptOpen(d: Draft, section: CompiledSection): void {
  const next = d.sec.deferred?.[0];
  const step = next ? section.steps.get(next.stepId) : d.sec.stepId !== null ? section.steps.get(d.sec.stepId) : undefined;
  if (isQuestion(step)) {
    const index = next ? indexOfKey(step, next.key) : loopIndex(d.sec, step);
    const key = next?.key ?? resolveKey(step.key, index);
    pushMessage(d, { position: 'left', content: fillPrompt(step.prompt, d.state, index), stepId: step.id, answerKey: key, ...(step.note ? { note: step.note } : {}) });
  } else if (d.sec.completed && d.sec.outcome !== 'red') {
    pushMessage(d, { position: 'left', content: SECTION_DONE_MESSAGE, backgroundColor: 'green' });
  }
}

/**
 * Replay only: passes the current question without an answer (its value went missing, later answers
 * exist) and moves on as if it were known. Undefined when the question cannot be passed: a branching
 * question (what follows depends on it), or no question waits.
 */
export function deferCurrent(reg: Registry, state: InterviewState, sectionId: SectionId): InterviewState | undefined {
  const section = reg.sections.get(sectionId);
  const sec = state.sections[String(sectionId)];
  if (!section || !sec || sec.completed || sec.stepId === null) return undefined;
  const step = section.steps.get(sec.stepId);
  if (!isQuestion(step) || section.branchingKeys.has(step.key)) return undefined;
  const d = draft(state, sectionId);
  const index = loopIndex(d.sec, step);
  (d.sec.deferred ??= []).push({ stepId: step.id, key: resolveKey(step.key, index) });
  enter(d, section, nextTarget(d, section, step));
  return d.state;
}

/** Replay only: asks the open deferred question again at the end of the chat (after a rebuild). */
export function promptDeferred(reg: Registry, state: InterviewState, sectionId: SectionId): InterviewState {
  const section = reg.sections.get(sectionId);
  if (!section || !state.sections[String(sectionId)]?.deferred?.length) return state;
  const d = draft(state, sectionId);
  promptOpen(d, section);
  return d.state;
}

/** Answers the question the section's walk waits at (not a deferred one). */
export function answerMain(reg: Registry, state: InterviewState, sectionId: SectionId, input: string): StepResult {
  const section = reg.sections.get(sectionId);
  const sec = state.sections[String(sectionId)];
  if (!section || !sec || sec.completed || sec.stepId === null) {
    return { state, messages: [], error: 'This section is not waiting for an answer.' };
  }
  const step = section.steps.get(sec.stepId);
  if (!isQuestion(step)) return { state, messages: [], error: 'This section is not waiting for an answer.' };
  const d = draft(state, sectionId);
  const index = loopIndex(d.sec, step);
  const key = resolveKey(step.key, index);
  const nativeKey = needsLatin(step) && hasNonLatinLetters(input) ? nativeKeyOf(step, d.state, index) : undefined;
  const checked = checkInput(step, input, d.state, index, { anyScript: nativeKey !== undefined });
  pushMessage(d, { position: 'right', content: input, stepId: step.id, answerKey: key });
  if (nativeKey && 'value' in checked) {
    keepNative(d, step, nativeKey, checked.value, index, input);
    return { state: d.state, messages: d.out };
  }
  if ('error' in checked) {
    pushMessage(d, { position: 'left', content: checked.error, backgroundColor: 'red', stepId: step.id });
    pushMessage(d, { position: 'left', content: fillPrompt(step.prompt, d.state, index), stepId: step.id, answerKey: key, ...(step.note ? { note: step.note } : {}) });
    return { state: d.state, messages: d.out, error: checked.error };
  }
  const right = d.out[0] as ChatMessage;
  const names = bindingFieldNames(step.fields, index, d.state);
  if (names.length) right.i29fPDFEntryValues = names;
  if (section.branchingKeys.has(step.key)) right.shouldResetSection = true;
  d.state.answers[key] = checked.value;
  d.sec.log.push({ stepId: step.id, key, input });
  applyEffects(d, step, index);
  enter(d, section, nextTarget(d, section, step));
  return { state: d.state, messages: d.out };
}

/**
 * An answer in another alphabet to a question with a native-alphabet item (issue 24): kept there (with `native.set`),
 * logged under the question's key like any answer (a replay, an edit and the beneficiary's merge see it in order), and
 * the question asked again for the Latin version, which its `suggestion` offers. The section does not move on.
 */
function keepNative(d: Draft, step: QuestionStep, nativeKey: string, value: string, index: number | undefined, input: string): void {
  writeAnswer(d, nativeKey, value);
  for (const [k, v] of Object.entries(step.native?.set ?? {})) writeAnswer(d, resolveKey(k, index), v);
  d.sec.log.push({ stepId: step.id, key: resolveKey(step.key, index), input });
  pushMessage(d, { position: 'left', content: CHAT_MESSAGES.nativeSaved.replace('{value}', value) });
  pushMessage(d, { position: 'left', content: fillPrompt(step.prompt, d.state, index), stepId: step.id, answerKey: resolveKey(step.key, index), ...(step.note ? { note: step.note } : {}) });
}

/** Starts a section (idempotent: a started or completed section is returned unchanged). */
export function start(reg: Registry, state: InterviewState, sectionId: SectionId): StepResult {
  const section = reg.sections.get(sectionId);
  if (!section) return { state, messages: [], error: `Unknown section ${sectionId}` };
  const existing = state.sections[String(sectionId)];
  if (existing && (existing.completed || existing.stepId !== null)) return { state, messages: [] };
  const d = draft(state, sectionId);
  if (section.def.progressBarStepOnEnter !== undefined) d.state.progressBarStep = section.def.progressBarStepOnEnter;
  const first = section.def.steps[0];
  if (!first) completeSection(d, section, 'green');
  else enter(d, section, first.id);
  return { state: d.state, messages: d.out };
}
