/** Texts of the signed-in pages that no single page owns: the header's progress bar and the date placeholder. */
export const app = {
  progress: {
    label: 'Application progress',
    valueText: '{{step}}, {{percent}}%',
    steps: { setup: 'Setup', upload: 'Upload', validate: 'Validate', complete: 'Complete Application' },
  },
  /** Placeholder of a date field (the form's format: month, day, year). */
  datePlaceholder: 'MM/DD/YYYY',
  /** A calendar day's accessible name, starting with the number shown on it: '5 March 2030, Tuesday, today'. */
  calendar: { day: '{{day}} {{month}} {{year}}, {{weekday}}', today: 'today', selected: 'selected' },
};
