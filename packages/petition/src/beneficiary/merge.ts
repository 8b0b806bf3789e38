import type { PetitionDoc } from '../changes/types.ts';
import type { LogEntry, SectionId } from '../engine/types.ts';
import { interview } from '../interview.ts';
import { isBeneficiarySection } from './part.ts';

/** The petitioner's choice for an item both of them answered differently: whose answer the form gets. */
export interface AnswerChoice {
  keep: 'hers' | 'his';
  /** Her answer when he chose: a choice is for that answer only (she may change it afterwards). */
  value: string;
}

export type MergeOutcome =
  | { ok: true; doc: PetitionDoc; complete: boolean }
  | { ok: false; key?: string; message: string };

/** Longest run of questions one section can ask (loops of 20 entries); a guard, never reached by a sound draft. */
const MAX_QUESTIONS = 2000;

export const MERGE_ERRORS = {
  notHers: 'This section is not part of the beneficiary\u2019s answers.',
  nothing: 'The beneficiary has not answered this section yet.',
} as const;

/** The last input logged for each answer key of a section (an edit logs the new input). */
function inputsOf(log: readonly LogEntry[] | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of log ?? []) out.set(e.key, e.input);
  return out;
}

/**
 * What reaches the form when the petitioner confirms one of her sections (issue 24): the section is run again on his
 * petition by the same engine — reset, then each question it asks answered with her input (his own where he chose his
 * answer for that item; his where she left a question the section now asks unanswered) — so every answer is validated
 * and the section's copies, documents and progress follow as if he had typed them. Where the run finds no answer it
 * stops and the section stays open for him; nothing of her draft outside this section is read.
 */
export function mergeBeneficiarySection(o: { petition: PetitionDoc; draft: PetitionDoc; sectionId: SectionId; choices?: Readonly<Record<string, AnswerChoice>> }): MergeOutcome {
  const id = o.sectionId;
  if (!isBeneficiarySection(id)) return { ok: false, message: MERGE_ERRORS.notHers };
  const hers = o.draft.sections[String(id)];
  if (!hers || hers.log.length === 0) return { ok: false, message: MERGE_ERRORS.nothing };
  const herInputs = inputsOf(hers.log);
  const hisInputs = inputsOf(o.petition.sections[String(id)]?.log);
  const pick = (key: string): string | undefined => {
    const choice = o.choices?.[key];
    const mine = herInputs.get(key) ?? o.draft.answers[key];
    if (choice?.keep === 'his' && choice.value === o.draft.answers[key]) return hisInputs.get(key) ?? o.petition.answers[key] ?? mine;
    return mine ?? hisInputs.get(key);
  };
  let doc: PetitionDoc = o.petition.sections[String(id)] ? { ...o.petition, ...interview.resetSection(o.petition, id) } : o.petition;
  doc = { ...doc, ...interview.startSection(doc, id).state };
  for (let n = 0; n < MAX_QUESTIONS; n += 1) {
    const question = interview.currentQuestion(doc, id);
    if (!question) break;
    const input = pick(question.key);
    if (input === undefined) break;
    const r = interview.submitAnswer(doc, id, input);
    if (r.error !== undefined) return { ok: false, key: question.key, message: r.error };
    doc = { ...doc, ...r.state };
  }
  return { ok: true, doc, complete: interview.isSectionComplete(doc, id) };
}
