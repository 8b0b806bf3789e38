import type { SectionDef } from '../engine/types.ts';

/** Section 5: Petitioner's Online USCIS Account (P1 2). 'N/A' is recorded when there is none (spec §4). */
export const petitionerUscisAccount: SectionDef = {
  id: 5,
  title: "Petitioner's Online USCIS Account",
  steps: [
    {
      id: 'has',
      kind: 'yesno',
      key: 'pet.uscisAccount.has',
      prompt: 'Do you have a USCIS online account number?',
      note: 'You have one only if you filed a form online or created an account at my.uscis.gov. It is 12 digits long.',
      next: [{ when: { key: 'pet.uscisAccount.has', eq: 'No' }, goto: 'none' }],
    },
    {
      id: 'number',
      kind: 'text',
      key: 'pet.uscisAccount',
      label: 'USCIS online account number',
      prompt: 'What is your USCIS online account number?',
      validate: ['uscisAccount'],
      fields: { type: 'text', field: 'Pt1Line2_AcctIdentifier[0]', format: 'digits' },
      next: '@complete',
    },
    {
      id: 'none',
      kind: 'message',
      prompt: 'No problem, we will leave the account number empty.',
      effects: [{ set: { 'pet.uscisAccount': 'N/A' } }],
      next: '@complete',
    },
  ],
};
