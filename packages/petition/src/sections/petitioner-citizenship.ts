import { text, yesNo } from '../fields/bindings.ts';
import type { SectionDef } from '../engine/types.ts';

/**
 * Section 4: Petitioner's Citizenship (P1 1, 3, 40–42). The SSN is asked in every branch, also after
 * 'Birth in the United States' (deviation: the spec finished that branch without it).
 */
export const petitionerCitizenship: SectionDef = {
  id: 4,
  title: "Petitioner's Citizenship",
  steps: [
    {
      id: 'method',
      kind: 'options',
      key: 'pet.citizenship.method',
      label: 'Citizenship through',
      prompt: 'How did you become a citizen of the United States?',
      options: ['Birth in the United States', 'U.S. citizen parents', 'Naturalization'],
      fields: { type: 'choice', fields: { 'Birth in the United States': 'Pt1Line40_Checkbox[0]', Naturalization: 'Pt1Line40_Checkbox[1]', 'U.S. citizen parents': 'Pt1Line40_Checkbox[2]' } },
      effects: [
        { addDocuments: [1] },
        { when: { key: 'pet.citizenship.method', eq: 'Naturalization' }, addDocuments: [3] },
      ],
      next: [{ when: { key: 'pet.citizenship.method', eq: 'Birth in the United States' }, goto: 'hasSsn' }],
    },
    {
      id: 'certificate',
      kind: 'yesno',
      key: 'pet.certificate.has',
      prompt: 'Have you obtained a Certificate of Naturalization or a Certificate of Citizenship in your own name?',
      fields: yesNo('Pt1Line20_Checkboxes[0]', 'Pt1Line20_Checkboxes[1]'),
      effects: [
        { when: { all: [{ key: 'pet.certificate.has', eq: 'Yes' }, { key: 'pet.citizenship.method', eq: 'U.S. citizen parents' }] }, addDocuments: [4] },
        { when: { all: [{ key: 'pet.certificate.has', eq: 'No' }, { key: 'pet.citizenship.method', eq: 'U.S. citizen parents' }] }, addDocuments: [5] },
      ],
    },
    { id: 'aNumber', kind: 'text', key: 'pet.aNumber', label: 'A-Number', prompt: 'What is your A-Number (Alien Registration Number)? Type N/A if you have none.', validate: ['aNumber'], fields: text('Pt1Line1_AlienNumber[0]', 'aNumber'), next: [{ when: { key: 'pet.certificate.has', eq: 'No' }, goto: 'hasSsn' }] },
    { id: 'certNumber', kind: 'text', key: 'pet.certificate.number', label: 'Certificate number', prompt: 'What is the certificate number?', validate: ['certificateNumber'], fields: text('Pt1Line21a_CertificateNumber[0]') },
    { id: 'certPlace', kind: 'text', key: 'pet.certificate.place', label: 'Place of issuance', prompt: 'Where was the certificate issued (city and state)?', validate: ['placeOfIssuance'], fields: text('Pt1Line21b_PlaceofIssuance[0]') },
    { id: 'certDate', kind: 'date', key: 'pet.certificate.date', label: 'Date of issuance', prompt: 'On what date was the certificate issued?', validate: ['notAfterToday'], fields: text('Pt1Line21c_DateOfIssuance[0]', 'date') },
    { id: 'hasSsn', kind: 'yesno', key: 'pet.ssn.has', prompt: 'Do you have a U.S. Social Security Number?', next: [{ when: { key: 'pet.ssn.has', eq: 'No' }, goto: '@complete' }] },
    { id: 'ssn', kind: 'text', key: 'pet.ssn', label: 'U.S. Social Security Number', prompt: 'What is your U.S. Social Security Number?', validate: ['ssn'], fields: text('Pt1Line3_SSN[0]', 'digits') },
  ],
};
