import { US_STATE_CODES } from '../fields/form-fields.ts';
import { CHAT_MESSAGES } from './messages.ts';
import type { ValidatorDef } from './types.ts';

/**
 * Exact spellings read as the United States (case-insensitive, dots ignored). The spec's
 * 'contains us or states' rule would turn Australia, Russia or Belarus into the USA (deviation).
 */
const USA_NAMES = new Set(['usa', 'us', 'united states', 'united states of america', 'america', 'the united states']);

export function isUsa(country: string | undefined): boolean {
  return country != null && USA_NAMES.has(country.trim().toLowerCase().replace(/\./g, '').replace(/\s+/g, ' '));
}

/** Country: non-empty letters/spaces/punctuation; any spelling of the USA becomes 'USA'. */
export const country: ValidatorDef = {
  check: (value) => (/^[\p{L}\p{M}][\p{L}\p{M} .,'()-]{1,59}$/u.test(value.trim()) ? null : CHAT_MESSAGES.address),
  normalize: (value) => (isUsa(value) ? 'USA' : value.trim().replace(/\s+/g, ' ')),
};

export const countryOfBirth: ValidatorDef = {
  check: (value, ctx) => (country.check(value, ctx) ? CHAT_MESSAGES.countryOfBirth : null),
  normalize: country.normalize,
};

export const countryOfResidence: ValidatorDef = {
  check: (value, ctx) => (country.check(value, ctx) ? CHAT_MESSAGES.countryOfResidence : null),
  normalize: country.normalize,
};

/** A place name must contain a letter: '123' is no city (issue 9). */
const hasLetter = (value: string) => /\p{L}/u.test(value);

/** City/town/village of birth: text of letters, digits, spaces and punctuation with at least one letter. */
export const cityOfBirth: ValidatorDef = {
  check: (value) => (/^[\p{L}\p{M}\d][\p{L}\p{M}\d .,'()-]*$/u.test(value.trim()) && hasLetter(value) ? null : CHAT_MESSAGES.cityOfBirth),
};

/** A street, city or province line: printable text without control characters or angle brackets. */
export const addressLine: ValidatorDef = {
  check: (value) => (/^[\p{L}\p{M}\d][\p{L}\p{M}\d .,'#/&()-]*$/u.test(value.trim()) && value.length <= 200 ? null : CHAT_MESSAGES.address),
  normalize: (value) => value.trim().replace(/\s+/g, ' '),
};

/**
 * Apt./Ste./Flr. number: letters and digits, at most 6 (the form's box; '3B', '12A', 'PH' are real units),
 * with a digit or at most 2 letters ('abc' is no unit number, issue 9).
 */
export const unitNumber: ValidatorDef = {
  check: (value) => (/^[a-z0-9-]{1,6}$/i.test(value.trim()) && (/\d/.test(value) || /^[a-z]{1,2}$/i.test(value.trim())) ? null : CHAT_MESSAGES.address),
  normalize: (value) => value.trim().toUpperCase(),
};

/** ZIP code: 5 digits (the form has no ZIP+4 field). */
export const zip: ValidatorDef = {
  check: (value) => (/^\d{5}$/.test(value.trim()) ? null : CHAT_MESSAGES.zip),
};

/**
 * 'No postal code' answers (case-insensitive, dots and spaces ignored): N/A, NA, none, no, nil. Stored
 * as 'N/A', which is what the form's 9-character postal code field receives (USCIS: "N/A" when an item
 * does not apply; guide §2.8 — the field is plain text, not a comb or a 1–2 character box).
 */
const NO_POSTAL_CODE = new Set(['n/a', 'na', 'none', 'no', 'nil']);
export const isNoPostalCode = (value: string): boolean => NO_POSTAL_CODE.has(value.trim().toLowerCase().replace(/[.\s]/g, ''));

/**
 * Foreign postal code: letters, digits, spaces, hyphens, at most 9 (SW1A 1AA, 22240-003, K1A 0B1), or
 * 'N/A' / 'none' when the country has no postal codes (stored 'N/A').
 */
export const postalCode: ValidatorDef = {
  check: (value) => (isNoPostalCode(value) || /^[a-z0-9][a-z0-9 -]{1,8}$/i.test(value.trim()) ? null : CHAT_MESSAGES.address),
  normalize: (value) => (isNoPostalCode(value) ? 'N/A' : value.trim().toUpperCase()),
};

/** USPS codes by full name (lower case, single spaces): states, DC, territories, freely associated states, APO/FPO. */
const STATE_NAMES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL',
  indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD',
  massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS', missouri: 'MO', montana: 'MT',
  nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY',
  'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA',
  'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT',
  vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY',
  'american samoa': 'AS', guam: 'GU', 'northern mariana islands': 'MP', 'puerto rico': 'PR', 'virgin islands': 'VI',
  'u.s. virgin islands': 'VI', 'federated states of micronesia': 'FM', micronesia: 'FM', 'marshall islands': 'MH', palau: 'PW',
  'armed forces americas': 'AA', 'armed forces europe': 'AE', 'armed forces pacific': 'AP',
  'washington dc': 'DC', 'washington d.c.': 'DC',
};

/** A US state as a USPS code or a full name → the code (one of the form's dropdown options). */
export function toStateCode(value: string): string | undefined {
  const v = value.trim();
  const upper = v.toUpperCase();
  if (US_STATE_CODES.includes(upper)) return upper;
  return STATE_NAMES[v.toLowerCase().replace(/\s+/g, ' ')];
}

export const usState: ValidatorDef = {
  check: (value) => (toStateCode(value) ? null : CHAT_MESSAGES.address),
  normalize: (value) => toStateCode(value) as string,
};

/** City or town of an address: an address line with at least one letter ('123' is refused). */
export const city: ValidatorDef = {
  check: (value, ctx) => (addressLine.check(value, ctx) || !hasLetter(value) ? CHAT_MESSAGES.address : null),
  normalize: addressLine.normalize,
};

/** A country other than the USA (P2 47 physical address abroad). */
export const countryAbroad: ValidatorDef = {
  check: (value, ctx) => country.check(value, ctx) ?? (isUsa(value) ? CHAT_MESSAGES.countryAbroad : null),
  normalize: country.normalize,
};

/**
 * The beneficiary's current address (loop entry args.index = '1') may be in the USA only when the
 * questionnaire does not say the beneficiary is outside the United States (issue 9: a San Antonio address
 * was accepted after 'not in the U.S.'). The message names both answers and how to correct either.
 */
export const beneficiaryInUSConsistent: ValidatorDef = {
  check: (value, ctx) => (ctx.args.index === '1' && isUsa(value) && ctx.lookup('q.beneficiaryInUS') === 'No' ? CHAT_MESSAGES.beneficiaryInUSConflict : null),
};

/** Place of issuance of a certificate: a city/state or office name, with at least one letter ('123' is refused). */
export const placeOfIssuance: ValidatorDef = {
  check: (value, ctx) => (addressLine.check(value, ctx) || !hasLetter(value) ? CHAT_MESSAGES.placeOfIssuance : null),
  normalize: addressLine.normalize,
};
