import { text, yesNo } from '../fields/bindings.ts';
import type { SectionDef } from '../engine/types.ts';
import { fromQuestionnaire } from './from-questionnaire.ts';

const BIRTH = 'Birth in the United States';

/**
 * Section 4: Petitioner's Citizenship (P1 1, 3, 40–42). The way of becoming a citizen comes from the
 * questionnaire (asked again only when the questionnaire has no answer). A petitioner born in the United
 * States answers P1 41 'No' (derived: no certificate is needed, but the form still wants the box). The
 * SSN is asked in every branch, also after 'Birth in the United States' (deviation: the spec finished
 * that branch without it). Then whether the petitioner has a U.S. passport and its expiry (no field: the evidence model
 * checks it against the filing date, issue 20).
 */
export const petitionerCitizenship: SectionDef = {
  id: 4,
  title: "Petitioner's Citizenship",
  derived: [{ when: { key: 'pet.citizenship.method', eq: BIRTH }, set: { 'Pt1Line20_Checkboxes[0]': 'Off', 'Pt1Line20_Checkboxes[1]': 'Yes' } }],
  steps: [
    // Nothing asked twice: the questionnaire already said how (the method question is then passed as known).
    fromQuestionnaire({ id: 'fromQuestionnaire', qKey: 'citizenshipMethod', key: 'pet.citizenship.method', ask: 'method', prompt: 'In the questionnaire you answered how you became a U.S. citizen: {value:q.citizenshipMethod}.' }),
    {
      id: 'method',
      kind: 'options',
      key: 'pet.citizenship.method',
      label: 'Citizenship through',
      prompt: 'How did you become a citizen of the United States?',
      options: [BIRTH, 'U.S. citizen parents', 'Naturalization'],
      fields: { type: 'choice', fields: { [BIRTH]: 'Pt1Line40_Checkbox[0]', Naturalization: 'Pt1Line40_Checkbox[1]', 'U.S. citizen parents': 'Pt1Line40_Checkbox[2]' } },
      next: [{ when: { key: 'pet.citizenship.method', eq: BIRTH }, goto: 'hasSsn' }],
    },
    {
      id: 'certificate',
      kind: 'yesno',
      key: 'pet.certificate.has',
      prompt: 'Have you obtained a Certificate of Naturalization or a Certificate of Citizenship in your own name?',
      fields: yesNo('Pt1Line20_Checkboxes[0]', 'Pt1Line20_Checkboxes[1]'),
    },
    { id: 'aNumber', kind: 'text', key: 'pet.aNumber', label: 'A-Number', prompt: 'What is your A-Number (Alien Registration Number)? It is printed on your certificate or green card as A followed by 7 to 9 digits, for example A012345678. Type N/A if you have none.', validate: ['aNumber'], fields: text('Pt1Line1_AlienNumber[0]', 'aNumber'), next: [{ when: { key: 'pet.certificate.has', eq: 'No' }, goto: 'hasSsn' }] },
    { id: 'certNumber', kind: 'text', key: 'pet.certificate.number', label: 'Certificate number', prompt: 'What is the number of your certificate? It is printed at the top right of the certificate, for example 31234567.', validate: ['certificateNumber'], fields: text('Pt1Line21a_CertificateNumber[0]') },
    { id: 'certPlace', kind: 'text', key: 'pet.certificate.place', label: 'Place of issuance', prompt: 'Where was the certificate issued? Type the city and state printed on it, for example Chicago, IL.', validate: ['placeOfIssuance'], fields: text('Pt1Line21b_PlaceofIssuance[0]') },
    { id: 'certDate', kind: 'date', key: 'pet.certificate.date', label: 'Date of issuance', prompt: 'On what date was the certificate issued (MM/DD/YYYY, for example 06/15/2012)?', validate: ['notAfterToday'], fields: text('Pt1Line21c_DateOfIssuance[0]', 'date') },
    { id: 'hasSsn', kind: 'yesno', key: 'pet.ssn.has', prompt: 'Do you have a U.S. Social Security Number?', next: [{ when: { key: 'pet.ssn.has', eq: 'No' }, goto: 'hasPassport' }] },
    { id: 'ssn', kind: 'text', key: 'pet.ssn', label: 'U.S. Social Security Number', prompt: 'What is your U.S. Social Security Number? Type the 9 digits, for example 555-12-3456.', validate: ['ssn'], fields: text('Pt1Line3_SSN[0]', 'digits') },
    // Issue 20: passport validity for both people. Part 1 records no passport for the petitioner, so these write no
    // field; the evidence model reads the expiry (an expired passport proves no citizenship on the filing date).
    {
      id: 'hasPassport',
      kind: 'yesno',
      key: 'pet.passport.has',
      label: 'U.S. passport',
      prompt: 'Do you have a U.S. passport?',
      note: 'A copy of the biographic page of an unexpired U.S. passport is the simplest proof that you are a U.S. citizen.',
      next: [{ when: { key: 'pet.passport.has', eq: 'No' }, goto: '@complete' }],
    },
    {
      id: 'passportExpiry',
      kind: 'date',
      key: 'pet.passport.expiry',
      label: 'U.S. passport expiration date',
      prompt: 'When does your U.S. passport expire (MM/DD/YYYY, for example 05/20/2031)? If it has already expired, type the date printed on it.',
      note: 'USCIS accepts only an unexpired passport as proof of citizenship; we check it against the day you file.',
      dateBounds: { max: '12/31/2075' },
    },
  ],
};
