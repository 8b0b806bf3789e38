import type { InterviewState } from '../engine/types.ts';
import { multipleFilerCheck } from '../evidence/multiple-filer.ts';
import { K3 } from '../questionnaire/questions.ts';

const real = (v: string | undefined) => (v && !/^n\/a$/i.test(v.trim()) ? v.trim() : '');

/**
 * The waiver of the multiple-filer limitation (INA 214(d)(2), 8 CFR 214.2(k)(2); I-129F Part 3, item 5): 'general'
 * (5.a) without a conviction, 'extraordinary' (5.b) with one, 'mandatory' (5.c) when the convictions resulted from
 * the petitioner's having been battered. The same choice the derived fields of sections/prior-petitions.ts make.
 */
export type WaiverKind = 'general' | 'extraordinary' | 'mandatory';

/**
 * The waiver a K-1 multiple filer asks for, on `filingDate` (the multiple-filer rule of evidence/multiple-filer.ts; without
 * a date, the chat's decision): undefined when none is needed (single filer, K-3). The kind follows the chat's waiver
 * answers, else the Part 3 answers (a conviction there and no answer about battery: extraordinary circumstances).
 */
export function waiverKindOf(state: InterviewState, o: { filingDate?: string } = {}): WaiverKind | undefined {
  const a = state.answers;
  if (state.questionnaire.classificationBeneficiary === K3) return undefined;
  const needed = (o.filingDate ? multipleFilerCheck(a, o.filingDate)?.needed : undefined) ?? a['pet.multipleFiler'] === 'Yes';
  if (!needed) return undefined;
  const convicted = a['pet.waiver.convicted'] ?? (CRIMES.some(([key]) => a[key] === 'Yes') ? 'Yes' : 'No');
  if (convicted === 'No') return 'general';
  return a['pet.waiver.battered'] === 'Yes' ? 'mandatory' : 'extraordinary';
}

export const WAIVER_TITLES = {
  general: 'Request for a General Waiver of the Multiple Filer Limitation',
  extraordinary: 'Request for a Waiver of the Multiple Filer Limitation (Extraordinary Circumstances)',
  mandatory: 'Request for a Mandatory Waiver of the Multiple Filer Limitation',
} as const satisfies Record<WaiverKind, string>;

const ITEM = { general: '5.a', extraordinary: '5.b', mandatory: '5.c' } as const satisfies Record<WaiverKind, string>;

/** The earlier petitions as the answers record them ('Anna Petrova, filed 05/05/2015, approved on 03/15/2016'). */
function priorPetitions(a: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  for (let i = 1; i <= 10; i++) {
    const v = (k: string) => real(a[`pet.prior.${i}.${k}`]);
    const name = [v('given'), v('middle'), v('family')].filter(Boolean).join(' ');
    if (!name && !v('date')) break;
    const result = v('result');
    const outcome = result === 'Approved' || result === 'Revoked' ? `${result.toLowerCase()}${v('approvedDate') ? ` (approved on ${v('approvedDate')})` : ''}` : result === "I don't know" ? 'result unknown' : result.toLowerCase();
    out.push(`${name || '[name]'}, filed ${v('date') || '[date]'}${outcome ? `, ${outcome}` : ''}`);
  }
  return out;
}

const CRIMES = [
  ['crime.abuse', 'crime.abuseDetails', 'a crime of domestic violence, sexual assault, child abuse or neglect, dating violence, elder abuse or stalking'],
  ['crime.violent', 'crime.violentDetails', 'a crime listed in Part 3, item 2.b (such as homicide, rape, kidnapping or trafficking)'],
  ['crime.drugs', 'crime.drugsDetails', 'three or more crimes relating to controlled substances or alcohol'],
] as const;

/**
 * The waiver request drafted from the answers, with bracketed places for what only the petitioner can write (what
 * became of each earlier petition, why this one deserves the waiver, the circumstances). The user completes it on the
 * Letters page before generating it; paragraphs in brackets say 'Delete this line'.
 */
export function waiverParagraphs(state: InterviewState, kind: WaiverKind, p: { petFull: string; benFull: string; partner: string }): string[] {
  const a = state.answers;
  const prior = priorPetitions(a);
  const crimes = CRIMES.filter(([key]) => a[key] === 'Yes').map(([, details, what]) => (real(a[details]) ? `${what}: ${real(a[details])}` : what));
  const broker = real(a['ben.imb.orgName']) || [real(a['ben.imb.given']), real(a['ben.imb.family'])].filter(Boolean).join(' ');
  const out = [
    `I, ${p.petFull}, the petitioner, request a waiver of the multiple filer limitation of section 214(d)(2) of the Immigration and Nationality Act and 8 CFR 214.2(k)(2) for my Form I-129F petition for my ${p.partner}, ${p.benFull}. I have marked Part 3, item ${ITEM[kind]} of the petition accordingly.`,
    prior.length
      ? `I have filed Form I-129F before for: ${prior.join('; ')}.`
      : 'I have filed Form I-129F before for: [the name of each earlier beneficiary, the date you filed and the result].',
    '[For each earlier petition, explain what became of that relationship: for example, why you did not marry, or why the marriage ended. Delete this line.]',
    `[Explain why this waiver should be granted: how and when you met ${p.benFull}, how your relationship developed and why it is genuine. Delete this line.]`,
  ];
  if (kind !== 'general') {
    out.push(
      crimes.length
        ? `As stated in Part 3 of the petition, I have been convicted of ${crimes.join('; ')}.`
        : 'As stated in Part 3 of the petition, I have been convicted of [each crime, with its date and place].',
    );
    out.push('[List the certified court and police records you enclose for each conviction. Delete this line.]');
    out.push(
      kind === 'mandatory'
        ? '[Explain how you were battered or subjected to extreme cruelty, how that led to each conviction (for example, you acted in self-defense or violated a protection order issued for your own protection), and list the evidence you enclose. Delete this line.]'
        : '[Explain the extraordinary circumstances that justify the waiver despite the conviction: what happened, how long ago, and what has changed since. Delete this line.]',
    );
  }
  if (a['ben.imb.used'] === 'Yes') {
    out.push(`We were introduced through an international marriage broker${broker ? `, ${broker}` : ''}.`);
  }
  out.push('I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.');
  return out;
}
