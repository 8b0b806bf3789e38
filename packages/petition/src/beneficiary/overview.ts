import type { PetitionDoc } from '../changes/types.ts';
import { findQuestion } from '../engine/registry.ts';
import { fillPrompt } from '../engine/template.ts';
import { isNativeAlphabetKey } from '../validators/latin.ts';
import type { SectionId } from '../engine/types.ts';
import { interview } from '../interview.ts';
import type { AnswerChoice } from './merge.ts';
import { BENEFICIARY_SECTIONS } from './part.ts';

/**
 * Where one of her sections stands, as the petitioner sees it: not started, in progress, answered (waiting for his
 * confirmation), changes requested (he asked her to change an answer and she has not yet), confirmed (the form has it).
 */
export const BENEFICIARY_SECTION_STATUSES = ['not_started', 'in_progress', 'answered', 'changes_requested', 'confirmed'] as const;
export type BeneficiarySectionStatus = (typeof BENEFICIARY_SECTION_STATUSES)[number];

/** One answer of hers, beside what the petitioner's petition holds for the same item. */
export interface BeneficiaryItem {
  key: string;
  sectionId: SectionId;
  /** The question's short English label ('Date of birth'); the key when the step has none. */
  label: string;
  hers: string;
  /** The petition's value (what the form has now); null when the petition has none. */
  his: string | null;
  /** The petition's value came from her (an earlier confirmation), not from the petitioner. */
  fromHer: boolean;
  /** Both answered, differently, and he has not chosen for this answer of hers: he chooses before confirming. */
  conflict: boolean;
  /** His choice for her current answer, if any. */
  choice: AnswerChoice['keep'] | null;
}

export interface BeneficiarySectionView {
  id: SectionId;
  status: BeneficiarySectionStatus;
  /** Her draft completes the section (every question it asks is answered). */
  complete: boolean;
  items: BeneficiaryItem[];
  conflicts: number;
}

/**
 * The answer keys she gave in one section, in order: the logged answers, and the native-alphabet values (Part 2 items
 * 49–50) kept from an answer she typed in her alphabet (written by the engine, not logged under their own key).
 */
function answeredKeys(draft: PetitionDoc, id: SectionId): string[] {
  const sec = draft.sections[String(id)];
  return [...new Set([...(sec?.log ?? []).map((e) => e.key), ...(sec?.written ?? []).filter(isNativeAlphabetKey)])];
}

/**
 * A fingerprint of her answers in one section (FNV-1a over the keys and values, 2 × 32 bits): a confirmation holds
 * for the answers it was given on; once she changes one, the section waits for the petitioner again.
 */
export function sectionFingerprint(draft: PetitionDoc, id: SectionId): string {
  const keys = answeredKeys(draft, id).sort();
  const text = JSON.stringify(keys.map((k) => [k, draft.answers[k] ?? null]));
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export interface OverviewInput {
  /** The petitioner's petition (null: nothing saved yet). */
  petition: PetitionDoc | null;
  /** Her draft (null: she has not answered anything). */
  draft: PetitionDoc | null;
  /** Section id → fingerprint of her answers when he confirmed them. */
  confirmed: Readonly<Record<string, string>>;
  /** Answer keys whose current value in his petition she gave (the history's latest author is her). */
  herKeys: ReadonlySet<string>;
  choices: Readonly<Record<string, AnswerChoice>>;
  /** Sections with a change request she has not answered yet. */
  requested: ReadonlySet<SectionId>;
}

/** Her answers in one section, in the order she gave them. */
function itemsOf(o: OverviewInput, id: SectionId): BeneficiaryItem[] {
  const draft = o.draft;
  if (!draft) return [];
  const keys = answeredKeys(draft, id);
  return keys.flatMap((key): BeneficiaryItem[] => {
    const hers = draft.answers[key];
    if (hers === undefined) return [];
    const his = o.petition?.answers[key] ?? null;
    const fromHer = his !== null && o.herKeys.has(key);
    const choice = o.choices[key]?.value === hers ? o.choices[key]!.keep : null;
    const conflict = his !== null && his !== hers && !fromHer && choice === null;
    // A question without a short label ('Does … have a U.S. Social Security Number?') is named by its prompt.
    const found = findQuestion(interview.registry, key);
    const label = found ? (found.step.label ?? fillPrompt(found.step.prompt, draft, found.index)) : key;
    return [{ key, sectionId: id, label, hers, his, fromHer, conflict, choice }];
  });
}

/**
 * Her part as the petitioner reviews it (pure): each of her sections with its status and her answers beside his, the
 * items both answered differently marked as conflicts (he chooses, then confirms). What reaches the form is only what
 * he confirmed (merge.ts); this view decides nothing.
 */
export function beneficiaryOverview(o: OverviewInput): BeneficiarySectionView[] {
  return BENEFICIARY_SECTIONS.map((id): BeneficiarySectionView => {
    const sec = o.draft?.sections[String(id)];
    const items = itemsOf(o, id);
    const complete = o.draft !== null && interview.isSectionComplete(o.draft, id);
    const status: BeneficiarySectionStatus = !sec || (sec.log.length === 0 && !complete)
      ? 'not_started'
      : o.requested.has(id)
        ? 'changes_requested'
        : !complete
          ? 'in_progress'
          : o.confirmed[String(id)] === sectionFingerprint(o.draft!, id)
            ? 'confirmed'
            : 'answered';
    return { id, status, complete, items, conflicts: items.filter((i) => i.conflict).length };
  });
}
