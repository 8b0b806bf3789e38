import { COPIES, SOURCES, TRANSLATION } from '../sources.ts';
import type { EvidenceRequirement, FactCondition, NameChangeReason } from '../types.ts';

/** Kinds by reason: marriage certificate, divorce decree, adoption decree, court order. */
const KINDS = {
  petitioner: { marriage: 14, divorce: 8, adoption: 15, court: 16 },
  beneficiary: { marriage: 17, divorce: 11, adoption: 18, court: 19 },
} as const satisfies Record<'petitioner' | 'beneficiary', Record<NameChangeReason, number>>;
const REASONS: readonly NameChangeReason[] = ['marriage', 'divorce', 'adoption', 'court'];

/**
 * Evidence of a legal name change, only when the answers say a name changed by law (marriage, divorce, adoption, court
 * order): any one of the four documents. The one the stated reason names is offered first, the others after it.
 */
function nameChange(who: 'petitioner' | 'beneficiary'): EvidenceRequirement {
  const fact = who === 'petitioner' ? 'petitionerNameChange' : 'beneficiaryNameChange';
  const is = (r: NameChangeReason): FactCondition => ({ fact, in: [r] });
  return {
    id: who === 'petitioner' ? 'name-change-petitioner' : 'name-change-beneficiary',
    concerns: who,
    need: 'required',
    when: { fact, in: REASONS },
    alternatives: [
      ...REASONS.map((r) => ({ alternative: { type: 'upload', kind: KINDS[who][r] } as const, when: is(r) })),
      ...REASONS.map((r) => ({ alternative: { type: 'upload', kind: KINDS[who][r] } as const, when: { not: is(r) } })),
    ],
    source: SOURCES.nameChange,
    rules: [COPIES, TRANSLATION],
  };
}

export const nameChangePetitioner = nameChange('petitioner');
export const nameChangeBeneficiary = nameChange('beneficiary');
