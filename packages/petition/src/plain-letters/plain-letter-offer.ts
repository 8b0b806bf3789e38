import { applyChange } from '../changes/apply.ts';
import type { Change, PetitionDoc } from '../changes/types.ts';
import { findQuestion } from '../engine/registry.ts';
import type { QuestionStep, SectionId } from '../engine/types.ts';
import { interview } from '../interview.ts';
import { SETUP_STEPS } from '../setup/wizard.ts';
import { isNativeAlphabetKey } from '../validators/latin.ts';
import { letteringOf, looksNonEnglish, plainLetters, type Lettering } from './plain-letters.ts';

/** One answer the I-129F will carry that is not plain English in Latin letters (issue 21.5). */
export interface LetteringItem {
  /** Answer key ('ben.name.given', 'ben.address.1.country'). */
  key: string;
  /** The answer's short English label ('Given name'), as on the form. */
  label: string;
  /** The value as typed (stored). */
  value: string;
  lettering: Lettering;
  /** A description in the client's own words: the form needs it in English. */
  freeText: boolean;
  /** A description that looks written in another language (plain-letters.ts `looksNonEnglish`: a hint). */
  nonEnglish: boolean;
  /** A name of a person: in another script it belongs in Part 2 Items 49–50 (native alphabet). */
  name: boolean;
  /** The plain-letter spelling offered ('Jose'); absent when none can be written for the client. */
  plain?: string;
  /** The change that writes `plain` (the normal petition change path, so the history records it). */
  change?: Change;
}

const validatorNames = (step: QuestionStep): string[] => (step.validate ?? []).map((v) => (typeof v === 'string' ? v : v.use));
const isNative = (key: string, step: QuestionStep) => isNativeAlphabetKey(key) || validatorNames(step).includes('nativeName');
const isName = (step: QuestionStep) => validatorNames(step).some((v) => v === 'name' || v === 'nameFormat');
const setupStep = (key: string) => SETUP_STEPS.find((s) => s.answerKey === key);

function loggedIn(doc: PetitionDoc, key: string): SectionId | undefined {
  for (const [id, sec] of Object.entries(doc.sections)) if (sec.log.some((e) => e.key === key)) return Number(id);
  return undefined;
}

/** The change that writes the plain spelling, when it applies cleanly to `doc` (setup names through setup). */
function plainChange(doc: PetitionDoc, key: string, value: string, plain: string): Change | undefined {
  const setup = setupStep(key);
  const sectionId = loggedIn(doc, key);
  const change: Change | undefined = setup
    ? { type: 'names', names: { [setup.key]: plainLetters(doc.names[setup.key] ?? value) } }
    : sectionId !== undefined
      ? { type: 'respell', sectionId, key, input: plain, expected: value }
      : undefined;
  if (!change) return undefined;
  const r = applyChange(doc, change);
  return r.error === undefined && !r.consent && !r.conflict && r.doc.answers[key] === plain ? change : undefined;
}

/**
 * What the I-129F will carry that is not plain English in Latin letters, in interview order: answers with accents or
 * special letters (each with its plain spelling and the change that writes it), answers in another script (not spelled
 * out automatically: a name belongs in Part 2 Items 49–50), and every description in the client's own words (the form
 * needs English; the language itself is not detected). Native-alphabet answers (Part 2 Items 49–50) are left out.
 */
export function findLetteringItems(doc: PetitionDoc): LetteringItem[] {
  const items: LetteringItem[] = [];
  const order = (key: string) => interview.registry.order.indexOf(findQuestion(interview.registry, key)?.sectionId ?? -1);
  const keys = Object.keys(doc.answers).sort((a, b) => order(a) - order(b));
  for (const key of keys) {
    const value = doc.answers[key]!;
    const found = findQuestion(interview.registry, key);
    if (!found || found.step.kind !== 'text' || !found.step.fields || isNative(key, found.step)) continue;
    const lettering = letteringOf(value);
    const freeText = validatorNames(found.step).includes('freeText');
    if (lettering === 'plain' && !freeText) continue;
    const nonEnglish = freeText && looksNonEnglish(value);
    const item: LetteringItem = { key, label: found.step.label ?? key, value, lettering, freeText, nonEnglish, name: isName(found.step) };
    if (lettering === 'accented') {
      const plain = plainLetters(value);
      const change = plainChange(doc, key, value, plain);
      if (change) Object.assign(item, { plain, change });
    }
    items.push(item);
  }
  return items;
}

/**
 * Whether to stop before the form is written: an answer is not in plain Latin letters, or a description looks written
 * in another language. Descriptions in English alone do not stop it (they are listed when the offer shows).
 */
export const needsLetteringOffer = (items: readonly LetteringItem[]): boolean => items.some((i) => i.lettering !== 'plain' || i.nonEnglish);

/** The changes 'Use plain letters' sends: one per answer that has a plain spelling (setup names in one change). */
export function plainLetterChanges(items: readonly LetteringItem[]): Change[] {
  const names: Record<string, string> = {};
  const out: Change[] = [];
  for (const item of items) {
    if (!item.change) continue;
    if (item.change.type === 'names') Object.assign(names, item.change.names);
    else out.push(item.change);
  }
  return Object.keys(names).length ? [{ type: 'names', names }, ...out] : out;
}
