import { describe, expect, it } from 'vitest';
import { VALIDATORS, type ValidatorName } from './registry.ts';
import { CHAT_MESSAGES as M } from './messages.ts';
import type { ValidatorContext } from './types.ts';

const ctx = (args: Record<string, string> = {}, values: Record<string, string> = {}): ValidatorContext => ({
  args,
  asOf: '06/01/2025',
  lookup: (k) => values[k],
});

type Row = [ValidatorName, string, string | null, string?, Record<string, string>?, Record<string, string>?];

// [validator, input, expected message (null = accepted), expected normalised value, args, other values]
const rows: Row[] = [
  ['name', 'Anna', null, 'Anna'],
  ['name', "O'Connor", null],
  ['name', 'St. John', null],
  ['name', 'José-María', null],
  ['name', 'Ольга', null],
  ['name', 'n/a', null, 'N/A'],
  ['name', 'Anna2', M.name],
  ['name', 'Anna (Ann)', M.name],
  ['nameFormat', 'Smith1', M.nameFormat],
  ['date', '02/29/2024', null, '02/29/2024'],
  ['date', '2/3/1990', null, '02/03/1990'],
  ['date', '02/29/2023', M.date],
  ['date', '13/01/2000', M.date],
  ['date', '1990-01-02', M.dateDigits], // VAL-04: not digits and slashes
  ['date', 'ab/cd/efgh', M.dateDigits],
  ['date', '13/01/1990', M.date], // VAL-01
  ['date', '1/1/90', M.date],
  ['date', '99/99/9999', M.datePicker], // VAL-46: past the picker's limit
  ['date', '01/01/2036', M.datePicker],
  ['date', '01/01/2036', null, '01/01/2036', { max: 'none' }],
  ['dateDigits', '01021990', null, '01/02/1990'],
  ['dateDigits', '0102199', M.dateDigits],
  ['stayDate', 'd/s', null, 'D/S'],
  ['stayDate', '12/01/2026', null],
  ['stayDate', 'soon', M.dateDigits],
  ['placeOfIssuance', '123', M.placeOfIssuance], // VAL-24
  ['city', '123', M.address],
  ['unitNumber', 'abc', M.address],
  ['unitNumber', 'PH', null, 'PH'],
  ['unitNumber', '3b', null, '3B'],
  ['countryAbroad', 'U.S.A.', M.countryAbroad],
  ['cityOfBirth', '123', M.cityOfBirth],
  ['endDateAfter', 'current', null, 'PRESENT'],
  ['endDateAfter', '01/01/2020', M.endAfterStart, undefined, { startKey: 's' }, { s: '01/01/2020' }],
  ['endDateAfter', '01/02/2020', null, '01/02/2020', { startKey: 's' }, { s: '01/01/2020' }],
  ['endDateNotBefore', '01/01/2020', null, '01/01/2020', { startKey: 's' }, { s: '01/01/2020' }],
  ['endDateNotBefore', '12/31/2019', M.endNotBeforeStart, undefined, { startKey: 's' }, { s: '01/01/2020' }],
  ['notAfterToday', '06/02/2025', M.date],
  ['email', 'anna@example.com', null],
  ['email', 'anna@', M.email],
  ['phone', '+1 (555) 123-4567', null],
  ['phone', 'call me', M.phone],
  ['landline', '12', M.landline],
  ['ssn', '123-45-6789', null, '123456789'],
  ['ssn', '000-12-3456', M.ssnFormat],
  ['ssn', '666123456', M.ssnFormat],
  ['ssn', '912345678', M.ssnFormat],
  ['ssn', '123-00-4567', M.ssnFormat],
  ['ssn', '123-45-0000', M.ssnFormat],
  ['ssnDigits', '123456789', null],
  ['ssnDigits', '12345678', M.ssnDigits],
  ['aNumber', 'A-12345678', null, '012345678'],
  ['aNumber', '123456789', null, '123456789'],
  ['aNumber', 'N/A', null, 'N/A'],
  ['aNumber', 'A12B', M.aNumber],
  ['uscisAccount', '123456789012', null],
  ['uscisAccount', '1234567890123', M.uscisAccount],
  ['uscisAccount', 'abc', M.uscisAccount],
  ['receiptNumber', 'IOE0912345678', null, 'IOE0912345678'],
  ['receiptNumber', 'wac-12-345-67890', null, 'WAC1234567890'],
  ['receiptNumber', '12345', M.receiptNumber],
  ['certificateNumber', 'AA123456', null],
  ['certificateNumber', '??', M.certificateNumber],
  ['i94Number', '12345678 9A1', null, '123456789A1'],
  ['i94Number', '123', M.documentNumber],
  ['documentNumber', 'X1234567', null],
  ['documentNumber', '1', M.documentNumber],
  ['number', '12', null],
  ['number', 'twelve', M.number],
  ['digits', '12a', M.digitsOnly],
  ['childrenCount', '3', null],
  ['childrenCount', '21', M.childrenCount],
  ['childrenCount', '0', M.childrenCount],
  ['childrenCount', 'three', M.childrenCountDigits],
  ['childAge', '17', null],
  ['childAge', '18', M.childAgeOver],
  ['childAge', 'ten', M.childAge],
  ['country', 'usa', null, 'USA'],
  ['country', 'United States of America', null, 'USA'],
  ['country', 'Australia', null, 'Australia'],
  ['country', 'Russia', null, 'Russia'],
  ['country', 'Belarus', null, 'Belarus'],
  ['country', '123', M.address],
  ['countryOfBirth', '', M.countryOfBirth],
  ['countryOfResidence', '!', M.countryOfResidence],
  ['cityOfBirth', '', M.cityOfBirth],
  ['addressLine', '12 Main St.', null],
  ['addressLine', '<script>', M.address],
  ['unitNumber', '3b', null, '3B'],
  ['unitNumber', '1234567', M.address],
  ['zip', '12345', null],
  ['zip', '1234', M.zip],
  ['postalCode', 'sw1a 1aa', null, 'SW1A 1AA'],
  ['postalCode', '22240-003', null],
  ['postalCode', '!!', M.address],
  ['postalCode', 'N/A', null, 'N/A'],
  ['postalCode', 'n/a', null, 'N/A'],
  ['postalCode', 'none', null, 'N/A'],
  ['postalCode', ' NONE ', null, 'N/A'],
  ['postalCode', 'N.A.', null, 'N/A'],
  ['postalCode', 'no', null, 'N/A'],
  ['postalCode', 'N/A/B', M.address],
  ['usState', 'Illinois', null, 'IL'],
  ['usState', 'ny', null, 'NY'],
  ['usState', 'Armed Forces Europe', null, 'AE'],
  ['usState', 'Bavaria', M.address],
  ['placeOfIssuance', '', M.placeOfIssuance],
  ['height', '6 2', null, '6 2'],
  ['height', "5'10", null, '5 10'],
  ['height', '5 12', M.height],
  ['height', '9 1', M.height],
  ['weight', '180', null, '180'],
  ['weight', '1800', M.weight],
  ['weight', 'heavy', M.weight],
  ['gender', 'f', null, 'Female'],
  ['gender', 'other', M.gender],
  ['documentType', 'passport', null, 'Passport'],
  ['documentType', 'visa', M.documentType],
  ['freeText', 'We met in Kyiv.', null],
];

describe('validators (spec §5 messages)', () => {
  it.each(rows)('%s(%j) → %j', (name, input, message, normalized, args, values) => {
    const v = VALIDATORS[name];
    const c = ctx(args, values);
    expect(v.check(input, c)).toBe(message);
    if (message === null && normalized !== undefined) expect(v.normalize ? v.normalize(input, c) : input).toBe(normalized);
  });

  it('keeps the spec texts verbatim', () => {
    expect(M.date).toBe('Please enter a valid date in the format mm/dd/yyyy');
    expect(M.ssnDigits).toBe('Invalid input. Social security number must only consist of digits and be exactly 9 digits long. Please try again.');
    expect(M.childAgeOver).toBe('Invalid input. We are only asking for children under 18 years of age.');
    expect(M.endAfterStart).toBe('The end date must be greater than the start date');
    expect(M.endNotBeforeStart).toBe('The end date should be greater or equal than the start date');
  });
});
