import { NOT_HER_DRAFT } from '../beneficiary/author.ts';
import { text, yesNo } from '../fields/bindings.ts';
import type { FieldId } from '../fields/form-fields.ts';
import type { Binding, SectionDef, Step } from '../engine/types.ts';

export const FINAL_MESSAGE =
  "Great job! We're done with all the questions! Click on the button to generate the official I-129F application file and upload the necessary documents.";
export const GENERATE_LINK = { label: 'Generate I-129F Documents →', action: 'generateI129F' } as const;
/** Spec options plus B-2, J-1 and Other (guide §5.2: the form wants free text; B-2 tourists are common). */
export const ENTRY_OPTIONS = ['B-1 (visitor)', 'B-2 (visitor)', 'F-1 (student)', 'J-1 (exchange visitor)', 'H-1B (temporary worker)', 'Entered without inspection', 'Other'] as const;
const EWI = 'Entered without inspection';
const inspected = { key: 'ben.entry.manner', ne: EWI } as const;

/**
 * Section 21: Beneficiary's U.S. stay (P2 37–38), consular post (P2 62, added), interpreter (Part 6, added)
 * and preparer (Part 7, added), then the final green message with the generate link. In the U.S.: manner
 * of last entry, I-94 (letters allowed), arrival, authorized stay ('D/S' allowed), passport or travel
 * document (expiry after 2035 allowed). Not in the U.S.: 'EVER been in the United States?' (step 100 of the spec), then
 * the passport's expiry (added, no field). Documents come from the evidence model (src/evidence), not from steps.
 * Completion adds 0.05 + 0.03.
 */
export const beneficiaryStay: SectionDef = {
  id: 21,
  title: "Beneficiary's Stay in the United States",
  answeredBy: 'beneficiary',
  progressOnComplete: 0.08,
  steps: [
    {
      // Not asked twice: the questionnaire already answered 'Is … currently in the United States?'.
      id: 'inUSKnown',
      kind: 'message',
      when: { key: 'q.beneficiaryInUS', known: true },
      skipTo: 'inUS',
      prompt: 'In the questionnaire you answered whether {beneficiary} is in the United States now: {value:q.beneficiaryInUS}. (To change it, edit the questionnaire.)',
      effects: [{ copy: { 'ben.inUS': 'q.beneficiaryInUS' } }],
      next: 'inUS',
    },
    {
      id: 'inUS',
      kind: 'yesno',
      key: 'ben.inUS',
      prompt: 'Is {beneficiary} currently in the United States?',
      effects: [{ when: { key: 'ben.inUS', eq: 'Yes' }, set: { 'ben.everInUS': 'Yes' } }],
      next: [{ when: { key: 'ben.inUS', eq: 'No' }, goto: 'ever' }],
    },
    {
      id: 'manner',
      kind: 'options',
      key: 'ben.entry.manner',
      label: 'Last arrived as',
      prompt: 'How did {beneficiary} last enter the United States?',
      options: ENTRY_OPTIONS,
      fields: { type: 'when', when: { key: 'ben.entry.manner', ne: 'Other' }, then: text('Pt2Line38a_LastArrivedAs[0]') },
      next: [{ when: { key: 'ben.entry.manner', eq: 'Other' }, goto: 'mannerOther' }, { goto: 'i94' }],
    },
    { id: 'mannerOther', kind: 'text', key: 'ben.entry.mannerOther', label: 'Last arrived as', prompt: 'Please describe the status {beneficiary} last entered in (for example, crewman or parolee).', validate: ['freeText'], fields: text('Pt2Line38a_LastArrivedAs[0]') },
    { id: 'i94', kind: 'text', key: 'ben.i94', label: 'I-94 number', when: inspected, prompt: 'What is the I-94 Arrival-Departure Record number of {beneficiary}? It has 11 characters, for example 12345678901 (find it at i94.cbp.dhs.gov).', validate: ['i94Number'], fields: text('Pt2Line38b_ArrivalDeparture[0]') },
    { id: 'arrival', kind: 'date', key: 'ben.arrivalDate', label: 'Date of arrival', prompt: 'On what date did {beneficiary} last arrive in the United States (MM/DD/YYYY, for example 08/15/2024)?', validate: ['notAfterToday'], fields: text('Pt2Line38c_DateofArrival[0]', 'date') },
    {
      id: 'stayExpiry',
      kind: 'text',
      key: 'ben.stayExpiry',
      label: 'Authorized stay expires',
      when: inspected,
      prompt: "Until what date may {beneficiary} stay (the 'Admit Until Date' on the I-94, MM/DD/YYYY, for example 02/15/2025)? Type D/S if the I-94 says D/S (duration of status, for students and exchange visitors).",
      validate: ['stayDate'],
      fields: text('Pt2Line38d_DateExpired[0]', 'date'),
    },
    { id: 'docType', kind: 'options', key: 'ben.document.type', prompt: 'Which document did {beneficiary} show at the last entry: a Passport, or a Travel Document (for example a refugee travel document)?', options: ['Passport', 'Travel Document'], validate: ['documentType'] },
    // Passport and travel document have their own keys: an accepted auto-extracted passport number
    // (section 0) must never be written as a travel document number (P2 38.e vs 38.f).
    ...docSteps('doc', 'ben.document', 'Passport', 'Passport number', 'Pt2Line38e_Passport[0]'),
    ...docSteps('td', 'ben.travelDoc', 'Travel Document', 'Travel document number', 'Pt2Line38f_TravelDoc[0]'),
    { id: 'ever', kind: 'yesno', key: 'ben.everInUS', prompt: 'Has {beneficiary} EVER been in the United States?', fields: yesNo('Pt2Line37_Checkboxes[0]', 'Pt2Line37_Checkboxes[1]') },
    {
      // Abroad (issue 20): the passport's expiry is asked too, so the readiness report can check it against the filing
      // date. No field on the form (P2 38.h is for a beneficiary in the United States). Not asked again when an
      // accepted auto-extracted passport gave it.
      id: 'passportExpiry',
      when: { key: 'ben.document.expiry', known: false },
      skipTo: 'consulateCity',
      kind: 'date',
      key: 'ben.passport.expiry',
      label: 'Passport expiration date',
      prompt: 'When does the passport of {beneficiary} expire (MM/DD/YYYY, for example 05/20/2031)?',
      note: 'The consulate issues the visa only into a valid passport; we check it against the day you file.',
      dateBounds: { max: '12/31/2075' },
    },
    {
      id: 'consulateCity',
      kind: 'text',
      key: 'ben.consulate.city',
      label: 'Consular post: city',
      prompt: 'In which city is the U.S. embassy or consulate where {beneficiary} will apply for the visa?',
      note: 'Usually the consulate in the country where the beneficiary lives that issues immigrant visas.',
      validate: ['addressLine'],
      fields: text('Pt2Line62a_CityTown[0]'),
    },
    { id: 'consulateCountry', kind: 'text', key: 'ben.consulate.country', label: 'Consular post: country', prompt: 'And in which country is it? For example Portugal.', validate: ['country'], fields: text('Pt2Line62b_Country[0]') },
    ...helperSteps('interpreter', {
      ask: 'Did someone interpret these questions for you (did you rely on an interpreter)?',
      family: 'Pt6Line1_InterpreterFamilyName[0]',
      given: 'Pt6Line1_InterpreterGivenName[0]',
      org: 'Pt6Line2_NameofBusinessorOrgName[0]',
      phone: 'Pt6Line4_InterpreterDaytimeTelephone[0]',
      mobile: 'Pt6Line4_InterpreterDaytimeTelephone[1]',
      email: 'Pt6Line5_Email[0]',
    }),
    { id: 'interpreterLanguage', kind: 'text', key: 'interpreter.language', label: 'Language', prompt: 'Which language did the interpreter use, for example Russian or Spanish?', validate: ['addressLine'], fields: text('Pt6_NameOfLanguage[0]') },
    ...helperSteps('preparer', {
      ask: 'Did anyone other than you (for example a lawyer or paralegal) prepare this petition for you?',
      family: 'Pt7Line1_PreparerFamilyName[0]',
      given: 'Pt7Line1b_PreparerGivenName[0]',
      org: 'Pt7Line2_NameofBusinessorOrgName[0]',
      phone: 'Pt7Line3_DaytimePhoneNumber1[0]',
      mobile: 'Pt7Line4_PreparerMobileNumber[0]',
      email: 'Pt7Line5_Email[0]',
    }),
    { id: 'done', kind: 'end', tone: 'green', prompt: FINAL_MESSAGE, link: GENERATE_LINK },
  ],
};

interface HelperFields {
  readonly ask: string;
  readonly family: FieldId;
  readonly given: FieldId;
  readonly org: FieldId;
  readonly phone: FieldId;
  readonly mobile: FieldId;
  readonly email: FieldId;
}

/** Interpreter (Part 6) or preparer (Part 7): yes/no, then name, organization, phones and email. */
function helperSteps(who: 'interpreter' | 'preparer', f: HelperFields): SectionDef['steps'] {
  const id = (s: string) => `${who}${s}`;
  const after = who === 'interpreter' ? 'preparerHas' : 'done';
  return [
    { id: id('Has'), kind: 'yesno', ...(who === 'interpreter' ? { when: NOT_HER_DRAFT, skipTo: 'done' } : {}), key: `${who}.has`, prompt: f.ask, next: [{ when: { key: `${who}.has`, eq: 'No' }, goto: after }] },
    { id: id('Family'), kind: 'text', key: `${who}.family`, label: `${who} family name`, prompt: `What is the ${who}'s family name (last name), for example Garcia?`, validate: ['name'], fields: text(f.family) },
    { id: id('Given'), kind: 'text', key: `${who}.given`, label: `${who} given name`, prompt: 'And the given name?', validate: ['name'], fields: text(f.given) },
    { id: id('Org'), kind: 'text', key: `${who}.org`, label: `${who} business or organization`, prompt: `What is the name of the ${who}'s business or organization? Type N/A if none.`, validate: ['addressLine'], fields: text(f.org) },
    { id: id('Phone'), kind: 'text', key: `${who}.phone`, label: `${who} daytime telephone`, prompt: `What is the ${who}'s daytime phone number, for example 312-555-0123?`, validate: ['phone'], fields: text(f.phone, 'digits') },
    { id: id('HasMobile'), kind: 'yesno', key: `${who}.hasMobile`, prompt: `Does the ${who} have a mobile phone number?`, next: [{ when: { key: `${who}.hasMobile`, eq: 'No' }, goto: id('Email') }] },
    { id: id('Mobile'), kind: 'text', key: `${who}.mobile`, label: `${who} mobile telephone`, prompt: 'What is the mobile phone number, for example 312-555-0145?', validate: ['phone'], fields: text(f.mobile, 'digits') },
    {
      id: id('Email'),
      kind: 'text',
      key: `${who}.email`,
      label: `${who} email`,
      // The form asks for the email 'if any' (P6 5, P7 5): N/A is accepted and written.
      prompt: `What is the ${who}'s email address? Type N/A if there is none.`,
      validate: [{ use: 'email', args: { optional: 'yes' } }],
      fields: text(f.email),
      ...(who === 'preparer' ? { next: 'done' } : {}),
    },
  ];
}

/** Number, issuing country and expiry of the document the beneficiary entered with (P2 38.e/f, 38.g, 38.h). */
function docSteps(id: string, key: string, type: string, numberLabel: string, numberField: FieldId): Step[] {
  const when = { key: 'ben.document.type', eq: type } as const;
  // Written only for the document actually used: accepted auto-extracted passport values stay off the form
  // when the beneficiary entered with a travel document or is not in the United States (no P2 38).
  const only = (then: Binding): Binding => ({ type: 'when', when, then });
  return [
    { id: `${id}Number`, when, kind: 'text', key: `${key}.number`, label: numberLabel, prompt: `What is the ${type.toLowerCase()} number, as printed on it (letters and digits, for example AB1234567)?`, validate: ['documentNumber'], fields: only(text(numberField)) },
    { id: `${id}Country`, when, kind: 'text', key: `${key}.country`, label: 'Country of issuance', prompt: `Which country issued the ${type.toLowerCase()}? For example Portugal.`, validate: ['country'], fields: only(text('Pt2Line38g_CountryOfIssuance[0]')) },
    {
      id: `${id}Expiry`,
      when,
      kind: 'date',
      key: `${key}.expiry`,
      label: 'Expiration date',
      prompt: `When does the ${type.toLowerCase()} expire (MM/DD/YYYY, for example 05/20/2031)?`,
      // Passports issued from 2026 expire after the picker's 2035 limit (guide §5.4).
      dateBounds: { max: '12/31/2075' },
      fields: only(text('Pt2Line38h_ExpDate[0]', 'date')),
      next: 'consulateCity',
    },
  ];
}
