/** Why-it-matters texts several findings share. */
const COUNT_WHY =
  "USCIS compares the children and previous spouses on the I-129F with the beneficiary's visa application (DS-160) and later filings; a number that does not match the list looks like an omission and is questioned at the interview.";
const PASSPORT_WHY =
  'The beneficiary travels on this passport: the consulate issues the visa only into a passport valid at least 6 months beyond the intended entry, and an expired document on the petition needs correcting.';
const FREE_WHY =
  'Both of you must be legally free to marry when the petition is filed (8 CFR 214.2(k)); a marriage that had not ended by then makes the petition deniable, and the final divorce decree, annulment or death certificate must be enclosed.';
const MEETING_WHY =
  'For a K-1 petition you must have met in person within the 2 years before the petition is filed (INA 214(d), Form I-129F Part 1 item 62), unless USCIS waives it. The 2 years count back from the day USCIS receives the petition, not from the day you answered.';
/** Each IMBRA rule's own why (issue 20: the broker and criminal-records findings no longer open with the multiple-filer sentence). */
const MULTIPLE_FILER_WHY =
  'IMBRA limits fiancé(e) petitions (8 U.S.C. 1184(d)(2)(A) and (r)): a petitioner who filed two or more K-1 petitions before, or had one approved within the 2 years before this filing, must ask for a waiver (Part 3 item 5). The 2 years count back from the day USCIS receives this petition. Without the request the petition is denied.';
const IMB_WHY =
  "IMBRA requires a marriage broker to give the beneficiary the petitioner's background information and to get the beneficiary's signed consent before releasing contact details (8 U.S.C. 1375a(d)). The form asks about the broker (Part 2 items 55–61); enclosing the broker's documentation answers the question USCIS would otherwise ask.";
const CRIMINAL_WHY =
  "IMBRA has USCIS disclose the petitioner's protection orders and these convictions to the beneficiary (8 U.S.C. 1375a(a)(5)(A)); without certified court and police records showing each charge and how it ended, the petition is not decided.";
const ADDRESS_GAP_WHY =
  'Form I-129F asks for every physical address of the last 5 years (Part 1 items 9–12, Part 2 items 11–14). A gap is a common reason for a Request for Evidence, which delays the petition by months.';
const ADDRESS_OVERLAP_WHY = 'Two homes at the same time look like a mistake in the dates; USCIS compares them with the other records it holds.';
const WORK_GAP_WHY =
  'The form asks for the employment of the last 5 years (Part 1 items 13–20, Part 2 items 15–22). Periods without work are listed too (as "Unemployed", "Student" …); a silent gap invites a Request for Evidence.';
const WORK_OVERLAP_WHY = 'Two jobs at once is fine when it is true; otherwise fix the dates so they match the records (tax returns, résumé).';
/** A 5-year history: {{who}} is history.<rule>.who / whoStart. */
const GAP = {
  none: 'No dates are given for {{who}}: the 5 years before {{filing}} are not covered.',
  message: '{{who}} leave a gap from {{from}} to {{to}}.',
  end: '{{who}} end on {{date}}; nothing covers the time up to the filing date {{filing}}.',
};
const OVERLAP = '{{who}} overlap from {{from}} to {{to}} (entries {{first}} and {{second}}).';

/**
 * The readiness report page (issue 11) and the findings' texts (issue 12): findings.<rule id>.<wording> and .why,
 * filled from the finding's params (packages/petition/src/readiness) in the reader's language. The English texts are
 * the rules' own (tests compare them).
 */
export const readiness = {
  title: 'Ready to mail?',
  intro: 'We checked your answers and uploads for what USCIS most often rejects, denies or questions. Fix the errors before you mail the petition; check the warnings.',
  none: 'Nothing found: your answers and uploads pass every check.',
  notStarted: 'Answer the interview first: there is nothing to check yet.',
  loadError: 'The readiness report could not be loaded.',
  badDate: 'Type the filing date as MM/DD/YYYY.',
  filingDate: 'Filing date',
  checkAgain: 'Check again',
  checking: 'Checking your petition…',
  errors_one: '{{count}} error',
  errors_other: '{{count}} errors',
  warnings_one: '{{count}} warning',
  warnings_other: '{{count}} warnings',
  summary: '{{errors}}, {{warnings}} for filing on {{date}}.',
  findings: 'Findings',
  error: 'Error',
  warning: 'Warning',
  why: 'Why it matters:',
  uploadIt: 'Upload it',
  fixIn: 'Fix in {{title}}',
  /** Pieces the findings' texts are built from. */
  words: {
    beneficiary: 'the beneficiary',
    beneficiaryStart: 'The beneficiary',
    children_one: '{{count}} child',
    children_other: '{{count}} children',
    listed_one: '{{count}} is listed',
    listed_other: '{{count}} are listed',
    more: ' and {{count}} more',
    metOn: ' (you met on {{date}})',
    priorBeneficiary: 'your earlier beneficiary',
    multipleFiler: {
      approved: 'Your earlier petition for {{name}} was approved on {{approved}}, within the 2 years before the filing date {{filing}} (on or after {{limit}})',
      count: 'You filed {{count}} fiancé(e) petitions before this one',
      answered: 'You told us you filed 2 or more fiancé(e) petitions before, or had one approved within 2 years',
      after: ' Filed on or after {{date}}, this petition would need none.',
    },
    status: { Divorced: 'Divorced', Widowed: 'Widowed' },
  },
  history: {
    'pet-address': { who: 'your addresses', whoStart: 'Your addresses' },
    'ben-address': { who: 'the addresses of {{name}}', whoStart: 'The addresses of {{name}}' },
    'pet-employment': { who: 'your employers', whoStart: 'Your employers' },
    'ben-employment': { who: 'the employers of {{name}}', whoStart: 'The employers of {{name}}' },
  },
  rules: {
    'interview-unfinished': {
      message_one: '{{count}} section is not finished: {{names}}{{more}}.',
      message_other: '{{count}} sections are not finished: {{names}}{{more}}.',
      why: 'Every part of Form I-129F must be answered; USCIS rejects a petition with required items left blank, and the packet is built from your answers.',
    },
    'section-ended-red': {
      message: '{{section}} ended with a red message: the petition cannot go ahead as answered.',
      why: 'The interview stopped here because, as answered, the petition does not qualify (for example eligibility or the meeting requirement). Filing it anyway loses the fee.',
    },
    'meeting-date-missing': {
      message: 'Your meeting description gives no date (for example 05/10/2024), so the 2-year rule cannot be checked.',
      why: `${MEETING_WHY} The officer checks the date against your evidence (tickets, passport stamps, photos).`,
    },
    'meeting-too-old': {
      message: 'Your last meeting ({{met}}) is more than 2 years before the filing date {{filing}}: it had to be on or after {{limit}}.',
      why: `${MEETING_WHY} Meet again before filing, or ask for an exemption with evidence.`,
    },
    'meeting-in-future': { message: 'The meeting date {{met}} is after the filing date {{filing}}.', why: MEETING_WHY },
    'meeting-exemption': {
      message: 'You ask for the customs exemption from the in-person meeting rule: enclose a signed statement and evidence.',
      hardship: 'You ask for the extreme-hardship exemption from the in-person meeting rule: enclose a signed statement and evidence.',
      why: `${MEETING_WHY} An exemption is decided case by case; without evidence (letters from religious authorities, medical or travel records) it is refused.`,
    },
    'meeting-missing': { message: 'You have not met in person within the last 2 years and no exemption applies.', why: MEETING_WHY },
    'multiple-filer-waiver': {
      message: '{{reason}}: filed on {{filing}}, the petition needs a general waiver request (Part 3 item 5.a) with a signed statement and evidence.{{after}}',
      mandatory: '{{reason}}: filed on {{filing}}, the petition needs a mandatory waiver request (Part 3 item 5.c) with a signed statement and evidence.{{after}}',
      extraordinary: '{{reason}}: filed on {{filing}}, the petition needs an extraordinary-circumstances waiver request (Part 3 item 5.b) with a signed statement and evidence.{{after}}',
      why: MULTIPLE_FILER_WHY,
    },
    'imb-disclosure': {
      message: "You met {{name}} through an international marriage broker{{met}}: enclose the broker's documentation with the petition you file on {{filing}} — the signed consent of {{name}} to release the contact details and the background information the broker disclosed.",
      why: IMB_WHY,
    },
    'imbra-criminal-records': {
      message: 'You answered Yes to a crime IMBRA lists (Part 3 items 2.a–2.c): enclose certified police and court records of each arrest or conviction.',
      protectionOrder: 'You answered Yes to a protection or restraining order (Part 3 item 1): enclose certified court records of each order.',
      why: CRIMINAL_WHY,
    },
    'prior-marriage-end-missing': {
      message: 'The end date of your marriage to {{spouse}} is missing.',
      beneficiary: "The end date of {{name}}'s marriage to {{spouse}} is missing.",
      why: FREE_WHY,
    },
    'prior-marriage-not-ended': {
      message: 'Your marriage to {{spouse}} ends on {{end}}, after the filing date {{filing}}.',
      beneficiary: "{{name}}'s marriage to {{spouse}} ends on {{end}}, after the filing date {{filing}}.",
      why: FREE_WHY,
    },
    'prior-marriage-after-meeting': {
      message: 'Your marriage to {{spouse}} ended on {{end}}, after the meeting you describe ({{met}}).',
      beneficiary: "{{name}}'s marriage to {{spouse}} ended on {{end}}, after the meeting you describe ({{met}}).",
      why: 'An engagement made while one of you was still married is not a valid engagement in most states. The relationship statement should show the intent to marry was formed after the earlier marriage ended.',
    },
    'pet-address-gap': { ...GAP, why: ADDRESS_GAP_WHY },
    'pet-address-overlap': { message: OVERLAP, why: ADDRESS_OVERLAP_WHY },
    'ben-address-gap': { ...GAP, why: ADDRESS_GAP_WHY },
    'ben-address-overlap': { message: OVERLAP, why: ADDRESS_OVERLAP_WHY },
    'pet-employment-gap': { ...GAP, why: WORK_GAP_WHY },
    'pet-employment-overlap': { message: OVERLAP, why: WORK_OVERLAP_WHY },
    'ben-employment-gap': { ...GAP, why: WORK_GAP_WHY },
    'ben-employment-overlap': { message: OVERLAP, why: WORK_OVERLAP_WHY },
    'children-count': {
      message: 'You said you have {{children}}, but {{listed}}.',
      beneficiary: 'You said {{name}} has {{children}}, but {{listed}}.',
      questionnaire: 'The questionnaire says the beneficiary has {{said}} children, the interview says {{chat}}.',
      why: COUNT_WHY,
    },
    'previous-spouse-missing': {
      message: 'Your marital status is {{status}}, but no previous spouse is listed.',
      beneficiary: "The beneficiary's marital status is {{status}}, but no previous spouse is listed.",
      answers: 'Your answers say there was a previous marriage, but no previous spouse is listed.',
      answersBeneficiary: "The beneficiary's answers say there was a previous marriage, but no previous spouse is listed.",
      why: COUNT_WHY,
    },
    'a-number-format': {
      message: "'{{value}}' is not an A-Number (7 to 9 digits).",
      zeros: 'The A-Number is all zeros.',
      short: 'A-Number {{value}} has fewer than 7 significant digits; check it against the card or notice.',
      accountNumber: 'A-Number {{value}} looks like the USCIS online account number.',
      why: "An A-Number is 8 or 9 digits (the form's 9 boxes, left-padded with 0). A wrong number links the petition to someone else's file or to none; USCIS then cannot match the petitioner or beneficiary to earlier records.",
    },
    'uscis-account-format': {
      message: 'The USCIS online account number has {{digits}} digits; it must have 12.',
      why: 'The USCIS Online Account Number is exactly 12 digits and is not the A-Number or a receipt number. A wrong one is ignored at best; leave it blank (N/A) when you have none.',
    },
    'document-missing': {
      message: '{{requirement}} is missing: upload {{alternatives}}.',
      oneOf: '{{requirement}} is missing: upload any one of {{alternatives}}.',
      onePerMarriage: '{{requirement}}: {{uploaded}} of {{needed}} uploaded. Each previous marriage needs its own proof that it ended: upload any one of {{alternatives}} for each.',
      why: '{{proves}} Source: {{source}}. Without it USCIS rejects the petition or asks for it in a Request for Evidence, which adds months.',
    },
    'citizenship-passport-expired': {
      message: "The petitioner's U.S. passport expired on {{expiry}}, before the filing date {{filing}}, so it does not prove U.S. citizenship: upload any one of {{alternatives}}, or renew the passport.",
      why: '{{proves}} The instructions accept a copy of an unexpired U.S. passport only. Source: {{source}}. If the expiry date was typed wrong, correct it in section 4.',
    },
    'translation-missing': {
      message: '{{document}} is uploaded without an English translation; documents from {{country}} are usually not in English.',
      why: "Every document in a foreign language must come with a full English translation and the translator's certificate of competence (8 CFR 103.2(b)(3)); without it the document does not count as evidence.",
    },
    'passport-expired': {
      message: "The beneficiary's passport expired on {{expiry}}, before the filing date {{filing}}.",
      travelDocument: "The beneficiary's travel document expired on {{expiry}}, before the filing date {{filing}}.",
      why: PASSPORT_WHY,
    },
    'passport-expiring': {
      message: "The beneficiary's passport expires on {{expiry}}, less than 6 months after filing: renew it before the visa interview.",
      travelDocument: "The beneficiary's travel document expires on {{expiry}}, less than 6 months after filing: renew it before the visa interview.",
      why: PASSPORT_WHY,
    },
  },
};
