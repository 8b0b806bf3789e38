import { text, yesNo } from '../fields/bindings.ts';
import type { SectionDef } from '../engine/types.ts';
import { fromQuestionnaire } from './from-questionnaire.ts';

/**
 * Section 12: Petitioner's Children (P1 48–49). Only children UNDER 18 (the form's question; the spec
 * accepted 18 — deviation): count 1–20, then one age per child with ordinal prompts. Two slots (49.a,
 * 49.b); the third and later ages go to Part 8 (page 4, item 49).
 */
export const petitionerChildren: SectionDef = {
  id: 12,
  title: "Petitioner's Children",
  loops: [{ id: 'child', label: 'Child', firstStep: 'age', slots: 2, max: 20, overflow: { page: 4, part: 1, item: '49' } }],
  steps: [
    fromQuestionnaire({ id: 'hasKnown', qKey: 'petitionerChildren', key: 'pet.children.has', ask: 'has', prompt: 'In the questionnaire you answered whether you have children under 18: {value:q.petitionerChildren}.' }),
    {
      id: 'has',
      kind: 'yesno',
      key: 'pet.children.has',
      prompt: 'Do you have any children under 18 years of age?',
      fields: yesNo('Pt1Line48_Checkboxes[0]', 'Pt1Line48_Checkboxes[1]'),
      next: [{ when: { key: 'pet.children.has', eq: 'No' }, goto: '@complete' }],
    },
    { id: 'count', kind: 'number', key: 'pet.children.count', prompt: 'How many children under 18 do you have? Type the number, for example 2.', validate: ['childrenCount'] },
    {
      id: 'age',
      loop: 'child',
      kind: 'number',
      key: 'pet.child.{i}.age',
      label: 'Age',
      prompt: 'How old is your {nth} child?',
      validate: ['childAge'],
      fields: text(['Pt1Line49a_Age[0]', 'Pt1Line49b_Age[0]']),
      next: [{ when: { pred: 'loopReached', args: { loop: 'child', count: 'pet.children.count' } }, goto: '@complete' }, { repeat: 'child' }],
    },
  ],
};
