import { text, yesNo } from '../fields/bindings.ts';
import type { SectionDef } from '../engine/types.ts';
import { addressSteps } from './address-steps.ts';
import { fromQuestionnaire } from './from-questionnaire.ts';

/**
 * Section 15: International Marriage Broker (P2 55–61). Individual → 57.a/b; Organization → 58 and
 * its trade name 56 (guide §5.2). The IMB address block has no state/ZIP boxes: a U.S. state goes into
 * 'Province', the ZIP code into 'Postal Code'. The broker's documentation is asked by the
 * evidence model (src/evidence).
 */
export const imb: SectionDef = {
  id: 15,
  title: 'IMB (international marriage broker)',
  steps: [
    fromQuestionnaire({ id: 'usedKnown', qKey: 'metThroughIMB', key: 'ben.imb.used', ask: 'used', prompt: 'In the questionnaire you answered whether you met {beneficiary} through an international marriage broker: {value:q.metThroughIMB}.' }),
    {
      id: 'used',
      kind: 'yesno',
      key: 'ben.imb.used',
      prompt: 'Did you meet {beneficiary} through the services of an international marriage broker (IMB)?',
      fields: yesNo('Pt2Line55_Checkboxes[0]', 'Pt2Line55_Checkboxes[1]'),
      next: [{ when: { key: 'ben.imb.used', eq: 'No' }, goto: '@complete' }],
    },
    {
      id: 'type',
      kind: 'options',
      key: 'ben.imb.type',
      prompt: 'Is the marriage broker an individual or an organization?',
      options: ['Individual', 'Organization'],
      next: [{ when: { key: 'ben.imb.type', eq: 'Organization' }, goto: 'orgName' }],
    },
    { id: 'family', kind: 'text', key: 'ben.imb.family', label: 'IMB family name', prompt: 'What is the family name of the marriage broker?', validate: ['nameFormat'], fields: text('Pt2Line57a_IMBFamilyName[0]') },
    { id: 'given', kind: 'text', key: 'ben.imb.given', label: 'IMB given name', prompt: 'And the given name?', validate: ['nameFormat'], fields: text('Pt2Line57b_IMB_GivenName[0]'), next: 'website' },
    { id: 'orgName', kind: 'text', key: 'ben.imb.orgName', label: 'IMB organization name', prompt: 'What is the name of the organization?', validate: ['addressLine'], fields: text('Pt2Line58_IMBOrgName[0]') },
    { id: 'tradeName', kind: 'text', key: 'ben.imb.name', label: "IMB's name", prompt: 'Does the broker do business under another (trade) name? Type it, or N/A if not.', validate: ['addressLine'], fields: text('Pt2Line56_IMBName[0]') },
    { id: 'website', kind: 'text', key: 'ben.imb.website', label: 'IMB website', prompt: "What is the broker's website? Type N/A if there is none.", validate: ['freeText'], fields: text('Pt2Line59_IMBWebsite[0]') },
    ...addressSteps({
      id: 'addr',
      key: 'ben.imb.address',
      kind: 'noStateZip',
      streetPrompt: "What is the street number and name of the broker's address?",
      targets: [
        {
          block: {
            street: 'Pt2Line60a_StreetNumberName[0]',
            unit: { Suite: 'Pt2Line60_Unit[0]', Floor: 'Pt2Line60_Unit[1]', Apartment: 'Pt2Line60_Unit[2]', number: 'Pt2Line60_AptSteFlrNumber[0]' },
            city: 'Pt2Line60_CityOrTown[0]',
            province: 'Pt2Line60_Province[0]',
            postal: 'Pt2Line60_PostalCode[0]',
            country: 'Pt2Line60_Country[0]',
          },
        },
      ],
    }),
    { id: 'phone', kind: 'text', key: 'ben.imb.phone', label: 'IMB daytime telephone number', prompt: "What is the broker's daytime phone number?", validate: ['phone'], fields: text('Pt2Line61_DaytimeTelephoneNum[0]', 'digits') },
  ],
};
