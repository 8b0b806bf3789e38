/** Performance marks for the section-switch render time (printed by the browser test). */
export const SWITCH_START = 'section-switch-start';
export const SWITCH_MEASURE = 'section-switch';

export function markSectionSwitch(): void {
  performance.clearMarks(SWITCH_START);
  performance.mark(SWITCH_START);
}

/** Called after the new section has rendered. */
export function measureSectionSwitch(sectionId: number): void {
  if (performance.getEntriesByName(SWITCH_START, 'mark').length === 0) return;
  performance.mark(`section-${sectionId}-rendered`);
  performance.measure(SWITCH_MEASURE, SWITCH_START, `section-${sectionId}-rendered`);
  performance.clearMarks(SWITCH_START);
}
