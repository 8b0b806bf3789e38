import type { InterviewState } from '../engine/types.ts';
import { K1, K3 } from '../questionnaire/questions.ts';
import { dateKey, parseDate } from '../validators/date.ts';
import { multipleFilerCheck } from './multiple-filer.ts';
import type { EvidenceFacts, FactCondition, NameChangeReason } from './types.ts';

/** The answer to 'Why is the name different?' (sections 1 and 6) → the reason; 'No legal change' and unknown → null. */
export const NAME_CHANGE_OPTIONS: Readonly<Record<string, NameChangeReason | null>> = {
  'By marriage': 'marriage',
  'By divorce': 'divorce',
  'By adoption': 'adoption',
  'By court order': 'court',
  'No legal name change (nicknames or aliases only)': null,
};

const CITIZENSHIP: Readonly<Record<string, EvidenceFacts['citizenshipMethod']>> = {
  'Birth in the United States': 'birth',
  'U.S. citizen parents': 'parents',
  Naturalization: 'naturalization',
};

const yes = (v: string | undefined) => v === 'Yes';

/**
 * The facts the evidence requirements read, from the current answers: a chat answer where there is one, else the
 * questionnaire's (the documents page comes before the chat). `filingDate` decides the multiple-filer rule; without one
 * the chat's own decision (made on the day the petition was prepared) stands, and the petitioner's passport is checked
 * against the interview's date.
 */
export function evidenceFacts(state: InterviewState, o: { filingDate?: string } = {}): EvidenceFacts {
  const a = state.answers;
  const q = state.questionnaire;
  const classification = q.classificationBeneficiary === K3 ? 'K-3' : q.classificationBeneficiary === K1 ? 'K-1' : null;
  const previouslyMarried = (who: 'pet' | 'ben', qKey: string): boolean => {
    const said = a[`${who}.previouslyMarried`];
    if (said !== undefined) return said === 'Yes';
    const status = a[`${who}.maritalStatus`] ?? q[qKey];
    return status === 'Divorced' || status === 'Widowed';
  };
  const nameChange = (who: 'pet' | 'ben'): NameChangeReason | null =>
    a[`${who}.otherNames.has`] === 'No' ? null : (NAME_CHANGE_OPTIONS[a[`${who}.nameChange.reason`] ?? ''] ?? null);
  const met = a['elig.met'] ?? q.metInPerson;
  const exemption = yes(a['elig.culturalException']) || yes(a['elig.hardshipException']);
  const check = o.filingDate ? multipleFilerCheck(a, o.filingDate) : null;
  return {
    started: Object.keys(q).length > 0 || Object.keys(state.sections).length > 0,
    classification,
    citizenshipMethod: CITIZENSHIP[a['pet.citizenship.method'] ?? q.citizenshipMethod ?? ''] ?? null,
    petitionerPreviouslyMarried: previouslyMarried('pet', 'petitionerMaritalStatus'),
    beneficiaryPreviouslyMarried: previouslyMarried('ben', 'beneficiaryMaritalStatus'),
    petitionerNameChange: nameChange('pet'),
    beneficiaryNameChange: nameChange('ben'),
    meeting: classification === 'K-3' ? null : met === 'Yes' ? 'met' : met === 'No' && exemption ? 'exemption' : null,
    metThroughBroker: yes(a['ben.imb.used'] ?? q.metThroughIMB),
    imbraCrimes: ['crime.abuse', 'crime.violent', 'crime.drugs'].some((k) => yes(a[k])) || yes(q.protectionOrder),
    multipleFilerWaiver: classification !== 'K-3' && (check ? check.needed : yes(a['pet.multipleFiler'])),
    beneficiaryInUS: yes(a['ben.inUS'] ?? q.beneficiaryInUS),
    petitionerPriorMarriages: priorSpouses(a, 'pet'),
    beneficiaryPriorMarriages: priorSpouses(a, 'ben'),
    petitionerPassportExpired: expiredBefore(a['pet.passport.has'] === 'No' ? undefined : a['pet.passport.expiry'], o.filingDate ?? state.asOf),
  };
}

/** The previous spouses named in the answers (loop entries pet.prevSpouse.{i} / ben.prevSpouse.{i}, up to the first gap). */
function priorSpouses(a: Readonly<Record<string, string>>, who: 'pet' | 'ben'): number {
  let n = 0;
  while (n < 100 && (a[`${who}.prevSpouse.${n + 1}.family`] !== undefined || a[`${who}.prevSpouse.${n + 1}.given`] !== undefined)) n += 1;
  return n;
}

/** Whether the date `expiry` (MM/DD/YYYY) is before `day`; false when either is missing or unreadable. */
function expiredBefore(expiry: string | undefined, day: string | undefined): boolean {
  const e = expiry ? parseDate(expiry) : null;
  const d = day ? parseDate(day) : null;
  return !!e && !!d && dateKey(e) < dateKey(d);
}

/** Evaluates a fact condition (pure). */
export function holds(cond: FactCondition, facts: EvidenceFacts): boolean {
  if ('all' in cond) return cond.all.every((c) => holds(c, facts));
  if ('any' in cond) return cond.any.some((c) => holds(c, facts));
  if ('not' in cond) return !holds(cond.not, facts);
  const value = facts[cond.fact];
  if ('in' in cond) return (cond.in as readonly unknown[]).includes(value);
  return value === true;
}
