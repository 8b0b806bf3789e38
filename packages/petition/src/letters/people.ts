import type { InterviewState } from '../engine/types.ts';

const real = (v: string | undefined) => (v && !/^n\/a$/i.test(v.trim()) ? v.trim() : '');
const join = (...parts: (string | undefined)[]) => parts.map(real).filter(Boolean).join(' ');

/** The couple's names as the letters print them: chat answers first, the setup names as the fallback. */
export function peopleOf(state: InterviewState) {
  const a = state.answers;
  const n = state.names;
  const petFirst = real(a['pet.name.given']) || real(n.petitionerFirstName);
  const petMiddle = real(a['pet.name.middle']) || real(n.petitionerSecondName);
  const petLast = real(a['pet.name.family']) || real(n.petitionerLastName);
  const benFirst = real(a['ben.name.given']) || real(n.beneficiaryFirstName);
  const benMiddle = real(a['ben.name.middle']) || real(n.beneficiarySecondName);
  const benLast = real(a['ben.name.family']) || real(n.beneficiaryLastName);
  return {
    petFirst,
    petLast,
    petFull: join(petFirst, petMiddle, petLast) || 'The Petitioner',
    benFirst,
    benLast,
    benFull: join(benFirst, benMiddle, benLast) || 'The Beneficiary',
  };
}

/** An address (answer-key prefix such as 'pet.address.1') as the lines of a letter head. */
export function addressLines(a: Readonly<Record<string, string>>, prefix: string): string[] {
  const v = (k: string) => real(a[`${prefix}.${k}`]);
  const unit = v('unitNumber') && v('unitType') && v('unitType') !== 'None' ? `${v('unitType')} ${v('unitNumber')}` : '';
  const street = [v('street'), unit].filter(Boolean).join(', ');
  const usa = v('country').toUpperCase() === 'USA';
  const cityLine = usa ? [v('city'), [v('state'), v('zip')].filter(Boolean).join(' ')].filter(Boolean).join(', ') : [v('city'), v('province'), v('postal')].filter(Boolean).join(', ');
  return [street, cityLine, usa ? '' : v('country')].filter(Boolean);
}
