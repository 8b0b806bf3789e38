import { interview } from '../interview.ts';
import { findQuestion } from '../engine/registry.ts';
import { fillPrompt } from '../engine/template.ts';
import { SPANISH_WORDS } from '../engine/localize.ts';
import type { AdditionalInfo, InterviewState, SectionId } from '../engine/types.ts';
import { interpolate } from '../i18n/catalogue.ts';
import { questionnaire as esQuestionnaire } from '../i18n/es/questionnaire.ts';
import { review as enReview } from '../i18n/en/review.ts';
import { review as esReview } from '../i18n/es/review.ts';
import type { Language } from '../i18n/languages.ts';
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

const QUESTIONNAIRE_KEYS = new Map(QUESTIONNAIRE.map((q) => [`q.${q.key}`, q]));
const SPANISH_QUESTIONNAIRE: Readonly<Record<string, string>> = esQuestionnaire.prompts;

/**
 * The read-only review of a saved I-129F interview: every item the PDF fills in form order (review/items.ts), Part 8,
 * progress per section. The question column is in `language` (issue 12); the printed labels and the answers stay
 * English, as on the form.
 */
export function buildPetitionReview(state: InterviewState, language: Language = 'en'): PetitionReview {
  const local = interview.localizer(language);
  const fromQuestionnaire = (language === 'es' ? esReview : enReview).items.fromQuestionnaire;
  const items = reviewItems(interview.registry, state, [QUESTIONNAIRE_FIELDS]).map((item) => {
    if (item.key === null) return item;
    if (item.sectionId === null) {
      const q = QUESTIONNAIRE_KEYS.get(item.key);
      if (!q) return item;
      const prompt = language === 'es' ? fillPrompt(SPANISH_QUESTIONNAIRE[q.key] ?? q.prompt, state, undefined, SPANISH_WORDS) : fillPrompt(q.prompt, state, undefined);
      return { ...item, question: interpolate(fromQuestionnaire, { prompt }) };
    }
    if (language === 'en') return item;
    const found = findQuestion(interview.registry, item.key);
    return found ? { ...item, question: local.stepPrompt(state, found.sectionId, found.step.id, found.index, item.question) } : item;
  });
  const sections = interview.sectionOrder(state).map((id): SectionProgress => {
    const sec = state.sections[String(id)];
    const status = interview.isSectionComplete(state, id) ? 'complete' : sec ? 'started' : 'not-started';
    const answered = new Set(sec?.log.map((e) => e.key) ?? []).size;
    return { id, title: SECTIONS.find((s) => s.id === id)?.title ?? `Section ${id}`, status, answered };
  });
  return { items, part8: interview.computeFieldValues(state).additional, sections, progressPercent: interview.progressPercent(state) };
}
