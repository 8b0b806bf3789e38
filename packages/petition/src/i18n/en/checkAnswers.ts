/** Check your answers (issue 11) and the 'Ready to mail' links of the Files page. `<x>…</x>` marks a link. */
export const checkAnswers = {
  title: 'Check your answers',
  intro: 'Every answer you gave, section by section in the order of the form. Change any of them here; the chat keeps the rest of the section as it is.',
  empty: 'You have not answered any questions yet.',
  changed: 'Changed since your last packet',
  saved: 'Saved.',
  nextSteps: 'Next steps',
  readiness: 'Readiness report',
  letters: 'Letters',
  packet: 'Filing packet',
  change: 'Change',
  changeLabel: 'Change {{question}}',
  resets: 'A different answer here changes which questions follow, so the chat asks this section again. Change it in the chat instead: <open>open the section</open>.',
  save: 'Save',
  cancel: 'Cancel',
  readyToMail: 'Ready to mail',
  readyToMailTitle: 'Ready to mail:',
};
