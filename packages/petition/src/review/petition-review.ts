import { interview } from '../interview.ts';
import { fillPrompt } from '../engine/template.ts';
import type { AdditionalInfo, InterviewState, SectionId } from '../engine/types.ts';
import { QUESTIONNAIRE_FIELDS } from '../questionnaire/fields.ts';
import { QUESTIONNAIRE } from '../questionnaire/questions.ts';
import { SECTIONS } from '../sections/index.ts';
import { reviewItems, type ReviewItem } from './items.ts';

export interface SectionProgress {
  readonly id: SectionId;
  readonly title: string;
  readonly status: 'complete' | 'started' | 'not-started';
  /** Answers the client gave in this section (edits count once). */
  readonly answered: number;
}

export interface PetitionReview {
  readonly items: readonly ReviewItem[];
  /** Part 8 entries in the order they are written (items 3–7 first, then continuation sheets). */
  readonly part8: readonly AdditionalInfo[];
  readonly sections: readonly SectionProgress[];
  readonly progressPercent: number;
}

const QUESTIONNAIRE_PROMPTS = new Map(QUESTIONNAIRE.map((q) => [`q.${q.key}`, q.prompt]));

/** The read-only review of a saved I-129F interview: form items in form order, Part 8, progress per section. */
export function buildPetitionReview(state: InterviewState): PetitionReview {
  const items = reviewItems(interview.registry, state, [QUESTIONNAIRE_FIELDS]).map((item) => {
    const prompt = item.sectionId === null ? QUESTIONNAIRE_PROMPTS.get(item.key) : undefined;
    return prompt ? { ...item, question: `Questionnaire: ${fillPrompt(prompt, state, undefined)}` } : item;
  });
  const sections = interview.sectionOrder(state).map((id): SectionProgress => {
    const sec = state.sections[String(id)];
    const status = interview.isSectionComplete(state, id) ? 'complete' : sec ? 'started' : 'not-started';
    const answered = new Set(sec?.log.map((e) => e.key) ?? []).size;
    return { id, title: SECTIONS.find((s) => s.id === id)?.title ?? `Section ${id}`, status, answered };
  });
  return { items, part8: interview.computeFieldValues(state).additional, sections, progressPercent: interview.progressPercent(state) };
}
