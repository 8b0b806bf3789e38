import type { InterviewState } from '../engine/types.ts';
import { draftLetters } from './drafts.ts';
import { peopleOf } from './people.ts';

/**
 * The spec's letter-generation keys (product spec, 'letter_generation keys' and 'Name keys'; checklist GEN-10/11):
 * the letter texts, the beneficiary's current address and the couple's names, computed from the answers.
 */
export interface LetterPayload {
  letter_intent_to_marry: string;
  relationship_statement: string;
  beneficiary_letter: string;
  law_firm_cover_letter: string;
  ben_street: string;
  ben_aptNumber: string;
  ben_city: string;
  ben_zipPostalCode: string;
  ben_country: string;
  ben_provinceState: string;
  'beneficiary.full.name': string;
  'pet.first.name': string;
  'pet.last.name': string;
  'ben.first.name': string;
  'ben.last.name': string;
}

const real = (v: string | undefined) => (v && !/^n\/a$/i.test(v.trim()) ? v.trim() : '');

/** Pure: the payload keys from a state (empty strings where the answers say nothing yet). */
export function computeLetterPayload(state: InterviewState, o: { today?: string; enclosures?: readonly string[] } = {}): LetterPayload {
  const a = state.answers;
  const p = peopleOf(state);
  const letters = draftLetters(state, { today: o.today ?? state.asOf, enclosures: o.enclosures ?? [] });
  const text = (kind: string) => letters.find((l) => l.kind === kind)?.paragraphs.join('\n\n') ?? '';
  const addr = (k: string) => real(a[`ben.address.1.${k}`]);
  const usa = addr('country').toUpperCase() === 'USA';
  return {
    letter_intent_to_marry: text('intent-petitioner'),
    relationship_statement: text('relationship'),
    beneficiary_letter: text('intent-beneficiary'),
    law_firm_cover_letter: text('cover'),
    ben_street: addr('street'),
    ben_aptNumber: addr('unitNumber'),
    ben_city: addr('city'),
    ben_zipPostalCode: usa ? addr('zip') : addr('postal'),
    ben_country: addr('country'),
    ben_provinceState: usa ? addr('state') : addr('province'),
    'beneficiary.full.name': p.benFull === 'The Beneficiary' ? '' : p.benFull,
    'pet.first.name': p.petFirst,
    'pet.last.name': p.petLast,
    'ben.first.name': p.benFirst,
    'ben.last.name': p.benLast,
  };
}
