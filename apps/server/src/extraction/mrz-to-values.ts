import { parse, states, type FieldName, type ParseResult } from 'mrz';
import type { ExtractedValues } from './auto-extracted-key.ts';
import type { MrzCandidate } from './find-mrz-lines.ts';

/** Whose document it is: the petitioner's passport (PET_PASSPORT) or the beneficiary's (id 25). */
export type PassportHolder = 'pet' | 'ben';

/** Parses a candidate; null when mrz refuses it or none of the check digits of line 2 holds. */
export function parseMrz(candidate: MrzCandidate): ParseResult | null {
  let result: ParseResult;
  try {
    result = parse(fixSex(candidate), { autocorrect: true });
  } catch {
    return null;
  }
  const checked = ['documentNumberCheckDigit', 'birthDateCheckDigit', 'expirationDateCheckDigit'] as const;
  return checked.some((f) => isValid(result, f)) ? result : null;
}

/** OCR-B's M is often read as H, N or W (mrz autocorrect leaves the sex field alone). */
const SEX_AT: Record<MrzCandidate['format'], [line: number, column: number]> = { TD3: [1, 20], TD1: [1, 7] };
function fixSex({ format, lines }: MrzCandidate): string[] {
  const [line, column] = SEX_AT[format];
  const text = lines[line];
  const c = text?.[column];
  if (!text || !c || !'HNW'.includes(c)) return lines;
  return lines.map((l, i) => (i === line ? `${l.slice(0, column)}M${l.slice(column + 1)}` : l));
}

const isValid = (r: ParseResult, field: FieldName): boolean => r.details.some((d) => d.field === field && d.valid);
const valueOf = (r: ParseResult, field: FieldName, ...checks: FieldName[]): string | undefined => {
  const v = r.fields[field];
  return v && isValid(r, field) && checks.every((c) => isValid(r, c)) ? v : undefined;
};

/** 'KOVALENKO' → 'Kovalenko', 'DE LA CRUZ' → 'De La Cruz'. */
export const titleCase = (name: string): string =>
  name.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());

/** ISO 3166 / ICAO code → the name the interview shows ('USA' stays 'USA', as the validators normalise it). */
export function countryName(code: string): string | undefined {
  if (code === 'USA') return 'USA';
  const name = (states as Record<string, string | undefined>)[code];
  return name?.replace(/\s*\(the\)$/, '');
}

/**
 * YYMMDD → MM/DD/YYYY. Birth dates take the latest century not after `today`; expiry dates are
 * 20YY (19YY from 70 on, long expired).
 */
export function mrzDate(yymmdd: string, kind: 'birth' | 'expiry', today: Date): string | undefined {
  const m = /^(\d\d)(\d\d)(\d\d)$/.exec(yymmdd);
  if (!m) return undefined;
  const [, yy, mm, dd] = m as unknown as [string, string, string, string];
  let year = 2000 + Number(yy);
  if (kind === 'birth') {
    if (Date.UTC(year, Number(mm) - 1, Number(dd)) > today.getTime()) year -= 100;
  } else if (Number(yy) >= 70) year -= 100;
  return `${mm}/${dd}/${year}`;
}

/**
 * Maps a parsed MRZ to spec §3 keys. Only fields whose own check passes are given (dates and the
 * number also need their check digit); names carry no check digit and are given as read.
 * Passport-only keys (number, issuing country, expiry) come from passports (document code P…).
 */
export function mrzToValues(result: ParseResult, holder: PassportHolder, today: Date): ExtractedValues {
  const out: ExtractedValues = {};
  const last = valueOf(result, 'lastName');
  const given = valueOf(result, 'firstName')?.split(/\s+/).filter(Boolean) ?? [];
  const birth = valueOf(result, 'birthDate', 'birthDateCheckDigit');
  const sex = valueOf(result, 'sex');
  const nationality = valueOf(result, 'nationality');
  const gender = sex === 'male' ? 'Male' : sex === 'female' ? 'Female' : undefined;
  const citizenship = nationality ? countryName(nationality) : undefined;
  const set = (key: keyof ExtractedValues, value: string | undefined) => {
    if (value) out[key] = value;
  };
  if (holder === 'pet') {
    set('petLastName', last && titleCase(last));
    set('petFirstName', given[0] && titleCase(given[0]));
    set('petSecondName', given.length > 1 ? titleCase(given.slice(1).join(' ')) : undefined);
    set('petBirthDate', birth && mrzDate(birth, 'birth', today));
    set('petGender', gender);
    set('petCitizenship', citizenship);
    return out;
  }
  set('benLastName', last && titleCase(last));
  set('benFirstName', given[0] && titleCase(given[0]));
  set('benSecondName', given.length > 1 ? titleCase(given.slice(1).join(' ')) : undefined);
  set('benDateOfBirth', birth && mrzDate(birth, 'birth', today));
  set('benGender', gender);
  set('benCitizenship', citizenship);
  if (result.format === 'TD3' && result.fields.documentCode?.startsWith('P')) {
    const number = result.documentNumber ?? result.fields.documentNumber;
    if (number && isValid(result, 'documentNumberCheckDigit')) set('benPassportNumber', number.replace(/</g, ''));
    const issuer = valueOf(result, 'issuingState');
    set('benCountryOfIssuancePassport', issuer && countryName(issuer));
    const expiry = valueOf(result, 'expirationDate', 'expirationDateCheckDigit');
    set('benExpirationDatePassport', expiry && mrzDate(expiry, 'expiry', today));
  }
  return out;
}
