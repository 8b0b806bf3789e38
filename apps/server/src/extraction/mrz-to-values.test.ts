import { describe, expect, it } from 'vitest';
import { AUTO_EXTRACTED_KEYS, createInterviewState, interview } from '@i129f/petition';
import { cleanMrzLine, findMrzLines, fitMrzLine } from './find-mrz-lines.ts';
import { countryName, mrzDate, mrzToValues, parseMrz, titleCase } from './mrz-to-values.ts';
import { JOHN, OLHA, td3 } from './test-mrz.ts';

const TODAY = new Date(Date.UTC(2026, 0, 1));
const values = (lines: string[], holder: 'pet' | 'ben') => {
  const parsed = parseMrz({ format: 'TD3', lines });
  if (!parsed) throw new Error('not parsed');
  return mrzToValues(parsed, holder, TODAY);
};

describe('MRZ → spec keys', () => {
  it("maps the petitioner's passport", () => {
    expect(values(td3(JOHN), 'pet')).toEqual({
      petLastName: 'Miller', petFirstName: 'John', petSecondName: 'Robert',
      petBirthDate: '07/04/1985', petGender: 'Male', petCitizenship: 'USA',
    });
  });

  it("maps the beneficiary's passport with number, issuing country and expiry", () => {
    expect(values(td3(OLHA), 'ben')).toEqual({
      benLastName: 'Kovalenko', benFirstName: 'Olha', benSecondName: 'Mykolaivna',
      benDateOfBirth: '03/15/1992', benGender: 'Female', benCitizenship: 'Ukraine',
      benPassportNumber: 'FK1234567', benCountryOfIssuancePassport: 'Ukraine', benExpirationDatePassport: '08/22/2031',
    });
  });

  it('autocorrects OCR look-alikes in typed fields (0LHA, dates with O)', () => {
    const [l1, l2] = td3(OLHA);
    const v = values([l1.replace('OLHA', '0LHA'), l2.replace('9203158', '92O3158')], 'ben');
    expect(v).toMatchObject({ benFirstName: 'Olha', benDateOfBirth: '03/15/1992' });
  });

  it('reads an OCR-B M misread as H in the sex field', () => {
    const [l1, l2] = td3(JOHN);
    expect(values([l1, `${l2.slice(0, 20)}H${l2.slice(21)}`], 'pet').petGender).toBe('Male');
  });

  it('drops a field whose check digit fails, keeps the others', () => {
    const [l1, l2] = td3(OLHA);
    const wrongBirth = `${l2.slice(0, 13)}930315${l2.slice(19)}`;
    const v = values([l1, wrongBirth], 'ben');
    expect(v.benDateOfBirth).toBeUndefined();
    expect(v).toMatchObject({ benPassportNumber: 'FK1234567', benExpirationDatePassport: '08/22/2031' });
  });

  it('refuses text that is no MRZ, or whose line 2 checks all fail', () => {
    expect(parseMrz({ format: 'TD3', lines: ['HELLO', 'WORLD'] })).toBeNull();
    expect(parseMrz({ format: 'TD3', lines: [td3(OLHA)[0], 'X'.repeat(44)] })).toBeNull();
  });

  it('leaves gender out for X (unspecified)', () => {
    expect(values(td3({ ...JOHN, sex: '<' }), 'pet').petGender).toBeUndefined();
  });

  it('every key it writes (but petCitizenship) is a source of the interview map', () => {
    const sources = new Set(Object.values(AUTO_EXTRACTED_KEYS).flat());
    const written = [...Object.keys(values(td3(JOHN), 'pet')), ...Object.keys(values(td3(OLHA), 'ben'))];
    expect(written.filter((k) => !sources.has(k))).toEqual(['petCitizenship']);
  });

  it('the engine takes the values as answers to confirm in section 0', () => {
    const state = interview.withAutoExtracted(createInterviewState({ asOf: '01/01/2026' }), { ...values(td3(JOHN), 'pet'), ...values(td3(OLHA), 'ben') });
    expect(state.autoExtractionRequired).toBe(true);
    expect(Object.fromEntries(Object.entries(state.extracted).map(([k, v]) => [k, v.value]))).toMatchObject({
      'pet.name.given': 'John', 'pet.name.family': 'Miller', 'pet.birthDate': '07/04/1985', 'pet.gender': 'Male',
      'ben.name.family': 'Kovalenko', 'ben.document.number': 'FK1234567', 'ben.document.expiry': '08/22/2031', 'ben.citizenship': 'Ukraine',
    });
  });
});

describe('helpers', () => {
  it('dates: birth century from today, expiry 20YY', () => {
    expect(mrzDate('850704', 'birth', TODAY)).toBe('07/04/1985');
    expect(mrzDate('201231', 'birth', TODAY)).toBe('12/31/2020');
    expect(mrzDate('270101', 'birth', TODAY)).toBe('01/01/1927');
    expect(mrzDate('330109', 'expiry', TODAY)).toBe('01/09/2033');
    expect(mrzDate('12AB34', 'expiry', TODAY)).toBeUndefined();
  });
  it('names and countries', () => {
    expect(titleCase('DE LA CRUZ')).toBe('De La Cruz');
    expect(countryName('USA')).toBe('USA');
    expect(countryName('UKR')).toBe('Ukraine');
    expect(countryName('GBR')).toBe('United Kingdom of Great Britain and Northern Ireland');
    expect(countryName('D')).toBe('Germany');
  });
});

describe('finding MRZ lines in OCR text', () => {
  it('finds the TD3 pair among other lines and fits miscounted fillers', () => {
    const [l1, l2] = td3(OLHA);
    const text = `PASSPORTKSPECIMEN\n\nSLINIEIHE\nKOVALENKO\n\n${l1.replace('<<<<<', '<<<<')}\n\n${l2.replace('<<<<', '<<<<<< ')}\n`;
    expect(findMrzLines(text)).toEqual([{ format: 'TD3', lines: [l1, l2] }]);
  });
  it('finds TD1 blocks', () => {
    const lines = ['I<UKRAB1234567<8<<<<<<<<<<<<<<', '9203158F3108228UKR<<<<<<<<<<<4', 'KOVALENKO<<OLHA<<<<<<<<<<<<<<<'];
    expect(findMrzLines(lines.join('\n'))).toEqual([{ format: 'TD1', lines }]);
  });
  it('ignores prose and short lines', () => {
    expect(cleanMrzLine('Date of birth 15 MAR 1992')).toBeNull();
    expect(cleanMrzLine('P<UKR')).toBeNull();
    expect(fitMrzLine('ABC', 5)).toBe('ABC<<');
    expect(fitMrzLine('ABCDEF', 5)).toBe('ABCDE');
    expect(findMrzLines('nothing here')).toEqual([]);
  });
});
