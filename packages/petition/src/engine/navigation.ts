import type { Registry } from './registry.ts';
import type { InterviewState, SectionId } from './types.ts';

/** Sections the user goes through: section 0 only when auto-extraction was passed (spec §2). */
export function sectionOrder(reg: Registry, state: InterviewState): SectionId[] {
  return reg.order.filter((id) => id !== 0 || state.autoExtractionRequired);
}

/** Completed, and no deferred question open (see `SectionState.deferred`). */
export function isSectionComplete(state: InterviewState, id: SectionId): boolean {
  const sec = state.sections[String(id)];
  return sec?.completed === true && !sec.deferred?.length;
}

/**
 * Spec §4: a section opens when the one before it is complete; section 1 opens when auto-extraction is
 * not required or section 0 is done; the first section is always open. A section entered before a late
 * upload put section 0 in front of it stays open (its answers are not taken away; issue 14, bug 3).
 */
export function isSectionUnlocked(reg: Registry, state: InterviewState, id: SectionId): boolean {
  const order = sectionOrder(reg, state);
  const at = order.indexOf(id);
  if (at < 0) return false;
  if (at === 0) return true;
  if (order[at - 1] === 0 && state.sections[String(id)] !== undefined) return true;
  return isSectionComplete(state, order[at - 1] as SectionId);
}

/** The section after `id` in display order, or null after the last one (the UI then generates the file). */
export function nextSectionId(reg: Registry, state: InterviewState, id: SectionId): SectionId | null {
  const order = sectionOrder(reg, state);
  const at = order.indexOf(id);
  if (id === 0) return order.includes(1) ? 1 : null;
  return at >= 0 ? (order[at + 1] ?? null) : null;
}

/** Progress for display, 0–100 (spec: capped at 100 %). */
export function progressPercent(state: InterviewState): number {
  return Math.min(100, Math.round(state.progress * 100));
}

/** 1-based sequence number shown in the section list (shifts by one when section 0 is present). */
export function sectionSequenceNumber(reg: Registry, state: InterviewState, id: SectionId): number {
  return sectionOrder(reg, state).indexOf(id) + 1;
}
