/** 'Before the form is written' (issue 21.5): what the I-129F will carry that is not plain English in Latin letters. */
export const plainLetters = {
  title: 'Before the form is written',
  intro: 'USCIS reads the I-129F in English, with names and addresses in plain Latin letters (no accents). The form will carry:',
  becomes: 'Plain letters: {{plain}}',
  freeText: 'In your own words: the form needs this in English. Change it in the chat if it is not.',
  otherScript: 'Another alphabet: the form needs Latin letters. Change it in the chat.',
  otherScriptName:
    'A name in another alphabet goes only in Part 2, Items 49–50 (native alphabet). Here, type the name in Latin letters as in the passport: change it in the chat.',
  use: 'Use plain letters',
  keep: 'Keep as typed',
  failed: 'The plain letters could not be written. Nothing was changed.',
};
