import * as address from './address.ts';
import * as contact from './contact.ts';
import * as date from './date.ts';
import * as name from './name.ts';
import * as numbers from './numbers.ts';
import * as person from './person.ts';
import * as ssn from './ssn.ts';
import type { ValidatorDef } from './types.ts';

/**
 * Every validator a step may name, keyed by name (formbricks-style registry). Steps reference them as
 * `validate: ['name']` or `validate: [{ use: 'endDateAfter', args: { startKey: '…' } }]`.
 */
export const VALIDATORS = {
  name: name.name,
  nameFormat: name.nameFormat,
  nativeName: name.nativeName,
  date: date.date,
  dateDigits: date.dateDigits,
  stayDate: date.stayDate,
  endDateAfter: date.endDateAfter,
  endDateNotBefore: date.endDateNotBefore,
  notAfterToday: date.notAfterToday,
  notBeforeDate: date.notBeforeDate,
  email: contact.email,
  phone: contact.phone,
  landline: contact.landline,
  ssn: ssn.ssn,
  ssnDigits: ssn.ssnDigits,
  aNumber: numbers.aNumber,
  uscisAccount: numbers.uscisAccount,
  receiptNumber: numbers.receiptNumber,
  certificateNumber: numbers.certificateNumber,
  i94Number: numbers.i94Number,
  documentNumber: numbers.documentNumber,
  digits: numbers.digits,
  number: numbers.number,
  childrenCount: numbers.childrenCount,
  childAge: numbers.childAge,
  uscisNumber: numbers.uscisNumber,
  childrenCountTypeIn: numbers.childrenCountTypeIn,
  country: address.country,
  countryOfBirth: address.countryOfBirth,
  countryOfResidence: address.countryOfResidence,
  cityOfBirth: address.cityOfBirth,
  addressLine: address.addressLine,
  unitNumber: address.unitNumber,
  zip: address.zip,
  postalCode: address.postalCode,
  usState: address.usState,
  placeOfIssuance: address.placeOfIssuance,
  city: address.city,
  countryAbroad: address.countryAbroad,
  beneficiaryInUSConsistent: address.beneficiaryInUSConsistent,
  height: person.height,
  weight: person.weight,
  gender: person.gender,
  maritalStatusForClassification: person.maritalStatusForClassification,
  documentType: person.documentType,
  freeText: person.freeText,
} as const satisfies Record<string, ValidatorDef>;

export type ValidatorName = keyof typeof VALIDATORS;
