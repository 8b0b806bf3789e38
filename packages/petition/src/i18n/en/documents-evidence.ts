/**
 * The evidence model's texts (packages/petition/src/evidence): each requirement's exhibit title and what it proves,
 * the rules of form, whom it concerns, its source. Part of the documents namespace (documents.evidence.*).
 */
export const evidence = {
  words: { petitioner: 'the petitioner', beneficiary: 'the beneficiary' },
  concerns: { petitioner: 'Petitioner', beneficiary: 'Beneficiary', both: 'Both of you' },
  need: { required: 'Required', expected: 'Expected', recommended: 'Recommended' },
  status: { satisfied: 'Uploaded', drafted: 'Drafted for you', missing: 'Missing', optional: 'Optional' },
  anyOne: 'Any one of these is enough:',
  passportExpired: 'Your U.S. passport expired on {{expiry}}: USCIS accepts only an unexpired passport as proof of citizenship, so it is not offered here. If that date is wrong, correct it in section 4 (Petitioner’s Citizenship).',
  onePerMarriage: 'One for each previous marriage ({{needed}}): {{uploaded}} uploaded so far.',
  one: 'Upload:',
  why: 'Why',
  rulesHeading: 'How it must be',
  sourceHeading: 'Source',
  source: '{{document}}, “{{heading}}”, page {{page}}',
  sourceBestKnown: '{{document}}, “{{heading}}”, page {{page}} (best known)',
  letters: {
    'intent-petitioner': 'Or: the statement this site drafts for {{petitioner}} (print and sign it)',
    'intent-beneficiary': 'Or: the statement this site drafts for {{beneficiary}} (print and sign it)',
    waiver: 'Or: the waiver request this site drafts for {{petitioner}} (print and sign it)',
  },
  rules: {
    copies: 'Send clear, legible photocopies, not originals, unless an original is asked for.',
    translation: "A document not in English needs a complete English translation and the translator's signed certification that it is complete and accurate and that the translator is competent to translate ({{law}}).",
    signed: 'Signed by hand.',
    notNotarized: 'It does not need to be notarized.',
    original: 'Send the signed statement itself.',
    photo: 'A 2 × 2 inch colour photo, full face, on a white or off-white background, taken within {{days}} days before filing. Print the name lightly on the back in pencil or felt pen.',
    meetingWithin: 'It must show that you met in person within the {{years}} years before the filing date.',
    certified: 'Certified copies from the court or the police that show each charge and how it ended.',
    unexpired: 'A passport must be unexpired on the filing date.',
    biographicPage: 'The page with the photo and the personal details.',
  },
  requirements: {
    citizenship: {
      title: 'Proof of U.S. citizenship of {{petitioner}}',
      proves: 'That {{petitioner}}, the petitioner, is a U.S. citizen: only a U.S. citizen may file Form I-129F. Any one of these documents proves it.',
    },
    'photo-petitioner': { title: 'Passport-style photo of {{petitioner}}', proves: 'The identity of {{petitioner}}, the petitioner.' },
    'photo-beneficiary': { title: 'Passport-style photo of {{beneficiary}}', proves: 'The identity of {{beneficiary}}, the beneficiary.' },
    'k3-i130-receipt': {
      title: 'Form I-797 receipt notice of the Form I-130 filed for {{beneficiary}}',
      proves: 'That a Form I-130 was filed for {{beneficiary}}: a K-3 petition is only possible while it is pending.',
    },
    'k3-marriage': {
      title: 'Marriage certificate of {{petitioner}} and {{beneficiary}}',
      proves: 'That {{petitioner}} and {{beneficiary}} are married: a K-3 petition is for a spouse.',
    },
    'prior-marriages-petitioner': {
      title: 'Proof that each previous marriage of {{petitioner}} ended',
      proves: 'That {{petitioner}} is free to marry: a final divorce decree, an annulment or a death certificate for each previous marriage.',
    },
    'prior-marriages-beneficiary': {
      title: 'Proof that each previous marriage of {{beneficiary}} ended',
      proves: 'That {{beneficiary}} is free to marry: a final divorce decree, an annulment or a death certificate for each previous marriage.',
    },
    'name-change-petitioner': {
      title: 'Evidence of the legal name change of {{petitioner}}',
      proves: 'Why a name on the other documents differs from the name on the petition: you said the name changed by law.',
    },
    'name-change-beneficiary': {
      title: 'Evidence of the legal name change of {{beneficiary}}',
      proves: 'Why a name on the other documents differs from the name on the petition: you said the name of {{beneficiary}} changed by law.',
    },
    meeting: {
      title: 'Evidence that {{petitioner}} and {{beneficiary}} met in person within 2 years before filing',
      proves: 'The K-1 meeting requirement: a statement of when and where you met, with proof such as photos together, tickets and passport stamps.',
    },
    'meeting-exemption': {
      title: 'Request for exemption from the in-person meeting requirement',
      proves: 'Why meeting in person would violate long-established customs or cause extreme hardship: a signed statement with evidence (letters from religious authorities, medical or travel records).',
    },
    'intent-petitioner': {
      title: 'Statement of intent to marry within 90 days: {{petitioner}}',
      proves: 'That {{petitioner}} intends to marry {{beneficiary}} within 90 days of arrival (K-1).',
    },
    'intent-beneficiary': {
      title: 'Statement of intent to marry within 90 days: {{beneficiary}}',
      proves: 'That {{beneficiary}} intends to marry {{petitioner}} within 90 days of arrival (K-1).',
    },
    imb: {
      title: 'International marriage broker documentation',
      proves: "You met through a marriage broker: the beneficiary's signed consent to release her or his contact details and the background information the broker disclosed.",
    },
    'criminal-records': {
      title: 'Certified court and police records of {{petitioner}}',
      proves: 'You answered Yes to a protection order or a crime IMBRA lists: USCIS discloses these records to the beneficiary.',
    },
    'multiple-filer-waiver': {
      title: 'Multiple-filer waiver request of {{petitioner}}',
      proves: 'Why USCIS should approve another fiancé(e) petition although the IMBRA limits apply on the filing date: a signed statement with evidence.',
    },
    'beneficiary-passport': {
      title: 'Passport of {{beneficiary}} (biographic page)',
      proves: 'The number and expiry the form asks for; the consulate issues the visa only into a valid passport.',
    },
    i94: {
      title: 'Form I-94 arrival-departure record of {{beneficiary}}',
      proves: 'The last entry and the authorized stay of {{beneficiary}}, which the form asks for.',
    },
  },
};
