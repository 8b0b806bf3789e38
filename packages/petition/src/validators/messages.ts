/**
 * The chat's validation messages, exactly as spec §5 words them. Where the spec shows a message cut off
 * ('Invalid phone number format...'), it is completed with the spec's usual tail
 * ' Please check your input and try again.' (docs/spec-deviations.md).
 */
export const CHAT_MESSAGES = {
  empty: 'Input cannot be empty. Please check your input and try again.',
  /** K-3 / K-1 consistency of the marital status (docs/spec-deviations.md, 'K-3 consistency'). */
  k3PetitionerMarried:
    'You are filing a K-3 petition for your spouse, so your current marital status is Married. If you are not married to the beneficiary, choose Fiancé(e) (K-1 visa) in the questionnaire.',
  k3BeneficiaryMarried:
    'A K-3 petition is for your spouse, so the current marital status of the beneficiary is Married. If you are engaged but not yet married, choose Fiancé(e) (K-1 visa) in the questionnaire.',
  k1BeneficiaryNotMarried:
    'A K-1 (fiancé(e)) petition requires the beneficiary to be free to marry, so the status cannot be Married. If you are already married to each other, choose Spouse (K-3 visa) in the questionnaire; if an earlier marriage of the beneficiary has ended, choose Divorced or Widowed.',
  emptyShort: 'Input cannot be empty. Please try again.',
  name: 'Invalid name. Please check your input and try again.',
  nameFormat: 'Invalid name format. Please check your input and try again.',
  /** Added (issue 23.4): a name with an invisible or text-direction character (account/invisible-characters.ts). */
  nameInvisible: 'This name contains an invisible or text-direction character (such as a right-to-left mark or a zero-width space). Please type it again without it.',
  email: 'Invalid email format. Please check your input and try again.',
  landline: 'Invalid landline number format. Please check your input and try again.',
  phone: 'Invalid phone number format. Please check your input and try again.',
  height: 'Invalid height input. Only digits are allowed.',
  weight: 'Invalid weight input. Only digits are allowed.',
  gender: 'Invalid gender format. Please check your input and try again.',
  countryOfBirth: 'Invalid country of birth format. Please check your input and try again.',
  cityOfBirth: 'Invalid city of birth format. Please check your input and try again.',
  countryOfResidence: 'Invalid country of residence format. Please check your input and try again.',
  receiptNumber: 'Invalid receipt number. Please check your input and try again.',
  aNumber: 'Invalid A-number. Your input must only contain digits.',
  certificateNumber: 'Invalid certificate number. Your input must only contain digits.',
  placeOfIssuance: 'Invalid place of issuance. Please check for input.',
  ssnDigits: 'Invalid input. Social security number must only consist of digits and be exactly 9 digits long. Please try again.',
  ssnFormat: 'Invalid social security number format. Please check your input and try again.',
  uscisAccount: 'Your input must be digits only. Please try again.',
  address: 'Invalid address format. Please check your input and try again.',
  zip: 'Invalid zip code. Check your input and try again.',
  digitsOnly: 'Invalid input. Only digits are allowed.',
  digitsOnlyTypeIn: 'Invalid input. Please type in digits only.',
  childrenCount: 'Unsupported number of children. Please check your input and try again.',
  childrenCountDigits: 'Only digits are allowed. Please check your input and try again.',
  childAgeOver: 'Invalid input. We are only asking for children under 18 years of age.',
  childAge: 'Invalid age. Please check your input and try again.',
  uscisNumber: 'Invalid USCIS number format. Please check your input and try again.',
  documentNumber: 'Invalid document number format. Please check your input and try again.',
  number: 'Invalid number format. Only digits are allowed. Please try again.',
  date: 'Please enter a valid date in the format mm/dd/yyyy',
  dateDigits: 'Invalid date format. Check your input and try again.',
  datePicker: 'Date input not valid.',
  endAfterStart: 'The end date must be greater than the start date',
  endNotBeforeStart: 'The end date should be greater or equal than the start date',
  /** Added (no spec message): a date that cannot come before an earlier answer (approval before filing). */
  /** Added: P2 47 is an address outside the United States. */
  countryAbroad: 'The form asks here for an address outside the United States. Please type the country of the address abroad, for example Russia.',
  /** Added: the current address contradicts the questionnaire's 'Is the beneficiary currently in the United States?' = No. */
  beneficiaryInUSConflict:
    "In the questionnaire you answered that the beneficiary is not in the United States, but this current address is in the USA. Which is right? If the beneficiary lives in the United States now, change the questionnaire answer 'Is … currently in the United States?' to Yes (this question then accepts the USA); if not, type the country of the current address.",
  notBeforeDate: 'This date cannot be before the date you gave earlier ({value}). Please check your input and try again.',
  /** Added (issue 24): a value in another alphabet for an item the form reads in Latin letters. */
  latinOnly: 'This item of the form needs Latin letters, as the passport writes them. Please type it in Latin letters.',
  latinExample: 'This item of the form needs Latin letters, as the passport writes them, for example {value}. Please type it in Latin letters.',
  /** Added (issue 24): a value in another alphabet kept for the form's native-alphabet items (Part 2, items 49–50). */
  nativeSaved: 'Saved “{value}” for the native-alphabet items of the form (Part 2, items 49–50). Every other item needs Latin letters, as in the passport: please type it again in Latin letters.',
  documentType: 'Document type must be Passport or Travel Document.',
  option: 'Please choose one of the options.',
  yesNo: 'Please answer Yes or No.',
} as const;

export type ChatMessageKey = keyof typeof CHAT_MESSAGES;
