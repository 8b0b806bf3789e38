import { part8, text, yesNo } from '../fields/bindings.ts';
import type { Condition, SectionDef } from '../engine/types.ts';

const yes = (key: string): Condition => ({ key, eq: 'Yes' });
const anyConviction: Condition = { any: [yes('crime.abuse'), yes('crime.violent'), yes('crime.drugs')] };

/**
 * Section 3: Criminal History (Part 3 items 2–4). Yes answers lead to free-text descriptions (Part 8 for
 * 2.a–2.c, P3 4.b for arrests, overflowing to Part 8). Item 1 (protection orders) comes from the
 * questionnaire. Being battered with none of the three listed circumstances is the spec's step 10
 * dead end: 'Error, please report error 10.'
 */
export const criminalHistory: SectionDef = {
  id: 3,
  title: 'Criminal History',
  steps: [
    {
      id: 'abuse',
      kind: 'yesno',
      key: 'crime.abuse',
      prompt: 'Have you EVER been arrested or convicted of domestic violence, sexual assault, child abuse, child neglect, dating violence, elder abuse, stalking, or an attempt to commit any of these crimes?',
      fields: yesNo('P3Line2a_Checkboxes[0]', 'P3Line2a_Checkboxes[1]'),
      next: [{ when: { key: 'crime.abuse', eq: 'No' }, goto: 'violent' }],
    },
    { id: 'abuseDetails', kind: 'text', key: 'crime.abuseDetails', label: 'Domestic violence / abuse arrests or convictions', prompt: 'Please describe each arrest or conviction (date, place, charge, outcome).', validate: ['freeText'], fields: part8(8, 3, '2.a') },
    {
      id: 'violent',
      kind: 'yesno',
      key: 'crime.violent',
      prompt: 'Have you EVER been arrested or convicted of homicide, murder, manslaughter, rape, abusive sexual contact, sexual exploitation, incest, torture, trafficking, peonage, holding hostage, involuntary servitude, slave trade, kidnapping, abduction, unlawful criminal restraint, false imprisonment, or an attempt to commit any of these crimes?',
      fields: yesNo('P3Line2b_Checkboxes[0]', 'P3Line2b_Checkboxes[1]'),
      next: [{ when: { key: 'crime.violent', eq: 'No' }, goto: 'drugs' }],
    },
    { id: 'violentDetails', kind: 'text', key: 'crime.violentDetails', label: 'Violent crime arrests or convictions', prompt: 'Please describe each arrest or conviction (date, place, charge, outcome).', validate: ['freeText'], fields: part8(9, 3, '2.b') },
    {
      id: 'drugs',
      kind: 'yesno',
      key: 'crime.drugs',
      prompt: 'Have you EVER been arrested or convicted three or more times for crimes relating to a controlled substance or alcohol (not arising from a single act)?',
      fields: yesNo('P3Line2c_Checkboxes[0]', 'P3Line2c_Checkboxes[1]'),
      next: [{ when: { key: 'crime.drugs', eq: 'No' }, goto: 'battered' }],
    },
    { id: 'drugsDetails', kind: 'text', key: 'crime.drugsDetails', label: 'Controlled substance / alcohol arrests or convictions', prompt: 'Please describe each arrest or conviction (date, place, charge, outcome).', validate: ['freeText'], fields: part8(9, 3, '2.c') },
    {
      id: 'battered',
      kind: 'yesno',
      key: 'crime.battered',
      when: anyConviction,
      skipTo: 'arrested',
      prompt: 'Were you being battered or subjected to extreme cruelty at the time of any of these crimes?',
      next: [{ when: { key: 'crime.battered', eq: 'No' }, goto: 'arrested' }],
    },
    { id: 'selfDefense', kind: 'yesno', key: 'crime.selfDefense', prompt: 'Were you acting in self-defense?', fields: { type: 'choice', fields: { Yes: 'Pt3Line3_Checkboxes[0]' } } },
    { id: 'orderViolation', kind: 'yesno', key: 'crime.orderViolation', prompt: 'Did you violate a protection order issued for your own protection?', fields: { type: 'choice', fields: { Yes: 'Pt3Line3_Checkboxes[1]' } } },
    {
      id: 'noInjury',
      kind: 'yesno',
      key: 'crime.noInjury',
      prompt: 'Did you commit, or were you arrested for, convicted of, or did you plead guilty to a crime that did not result in serious bodily injury, where there was a connection between the crime and your having been battered or subjected to extreme cruelty?',
      fields: { type: 'choice', fields: { Yes: 'Pt3Line3_Checkboxes[2]' } },
      next: [
        { when: { all: [{ key: 'crime.selfDefense', eq: 'No' }, { key: 'crime.orderViolation', eq: 'No' }, { key: 'crime.noInjury', eq: 'No' }] }, goto: 'error10' },
        { goto: 'arrested' },
      ],
    },
    {
      id: 'arrested',
      kind: 'yesno',
      key: 'crime.arrested',
      prompt: 'Have you EVER been arrested, cited, charged, indicted, convicted, fined, or imprisoned for breaking or violating any law or ordinance in any country, excluding traffic violations (unless a traffic violation was alcohol- or drug-related or involved a fine of $500 or more)?',
      // P3 4.a prints No first: [0]=N, [1]=Y (guide §2.1).
      fields: yesNo('Part3Line4a_Checkboxes[1]', 'Part3Line4a_Checkboxes[0]'),
      next: [{ when: { key: 'crime.arrested', eq: 'No' }, goto: '@complete' }],
    },
    { id: 'arrestedDetails', kind: 'text', key: 'crime.arrestedDetails', label: 'Arrests, citations, charges', prompt: 'Please describe each arrest, citation, charge or conviction (date, place, charge, outcome).', validate: ['freeText'], fields: text('Pt3Line4B_Describe[0]'), next: '@complete' },
    { id: 'error10', kind: 'end', tone: 'red', prompt: 'Error, please report error 10.' },
  ],
};
