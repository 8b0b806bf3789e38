import { COPIES, SOURCES, TRANSLATION } from '../sources.ts';
import type { EvidenceRequirement, FactCondition, OfferedAlternative } from '../types.ts';

const upload = (kind: number, when?: FactCondition, valid?: FactCondition): OfferedAlternative => ({
  alternative: { type: 'upload', kind },
  ...(when ? { when } : {}),
  ...(valid ? { valid } : {}),
});
const method = (...m: ('birth' | 'parents' | 'naturalization')[]): FactCondition => ({ any: [{ fact: 'citizenshipMethod', in: m }, { not: { fact: 'citizenshipMethod', in: ['birth', 'parents', 'naturalization'] } }] });

/**
 * Proof that the petitioner is a U.S. citizen: any one document is enough. Offered in the order that fits the way the
 * petitioner became a citizen (a U.S.-born petitioner is not offered a naturalization certificate); every one of
 * them satisfies it whatever the answer (and id 1, the former catch-all 'citizenship evidence'), except a U.S. passport
 * that expired before the filing date (section 4 asks its expiry).
 */
export const citizenship: EvidenceRequirement = {
  id: 'citizenship',
  concerns: 'petitioner',
  need: 'required',
  when: 'always',
  alternatives: [
    // Only an unexpired passport: one that expired before the filing date is neither offered nor accepted.
    upload(6, undefined, { not: { fact: 'petitionerPassportExpired' } }),
    upload(2, method('birth')),
    upload(3, method('naturalization')),
    upload(4, method('parents', 'naturalization')),
    upload(5, method('parents')),
    upload(7),
  ],
  alsoAccepts: [1, 2, 3, 4, 5],
  source: SOURCES.citizenship,
  rules: [COPIES, { id: 'unexpired' }, TRANSLATION],
};
