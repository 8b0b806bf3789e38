import { addYears, dateKey, formatDate, parseDate, type YMD } from '../validators/date.ts';

/** Prior petition results that mean the petition was approved (a revoked petition was approved first). */
const APPROVED = new Set(['approved', 'revoked']);

export interface PriorApproval {
  /** Loop entry of the prior petition (pet.prior.{index}.*). */
  readonly index: number;
  readonly approved: string;
  /** The prior beneficiary's name as answered. */
  readonly name: string;
}

/**
 * The multiple-filer rule for one filing date (IMBRA, 8 U.S.C. 1184(d)(2)(A) and (r); 8 CFR 214.2(k)(2); Form I-129F
 * Part 3 item 5): a waiver is needed when the petitioner filed two or more K-1 petitions before, or had one approved
 * within the 2 years before this filing (approval on or after `limit`, the filing date minus 2 years).
 */
export interface MultipleFilerCheck {
  readonly needed: boolean;
  /** 'count': 2 or more earlier petitions (waiting does not help); 'approved': an approval within the 2 years. */
  readonly reason: 'count' | 'approved' | null;
  /** Earlier petitions recorded. */
  readonly count: number;
  readonly filing: string;
  readonly limit: string;
  /** The latest approval inside the window (reason 'approved'), else the latest approval at all, if any. */
  readonly approval: PriorApproval | null;
  /** For reason 'approved': the first filing date that would need no waiver. */
  readonly clearFrom: string | null;
}

const real = (v: string | undefined) => (v && !/^n\/a$/i.test(v.trim()) ? v.trim() : '');
const nextDay = (v: YMD): YMD => {
  const d = new Date(Date.UTC(v.y, v.m - 1, v.d + 1));
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
};

/** Every prior petition the answers record (entries 1, 2, … of the prior-petition loop). */
export function priorPetitions(answers: Readonly<Record<string, string>>): { index: number; result: string; approved: YMD | null; name: string }[] {
  if (answers['pet.priorPetition.has'] !== 'Yes') return [];
  const out: { index: number; result: string; approved: YMD | null; name: string }[] = [];
  const present = (i: number) => ['family', 'given', 'date', 'result', 'aNumberKnown'].some((p) => answers[`pet.prior.${i}.${p}`] !== undefined);
  for (let i = 1; present(i); i++) {
    const result = (answers[`pet.prior.${i}.result`] ?? '').trim().toLowerCase();
    const approved = APPROVED.has(result) ? parseDate(answers[`pet.prior.${i}.approvedDate`] ?? '') : null;
    const name = [real(answers[`pet.prior.${i}.given`]), real(answers[`pet.prior.${i}.family`])].filter(Boolean).join(' ');
    out.push({ index: i, result, approved, name });
  }
  return out;
}

/** The rule evaluated for `filingDate` (MM/DD/YYYY); null when the date is not a date. */
export function multipleFilerCheck(answers: Readonly<Record<string, string>>, filingDate: string): MultipleFilerCheck | null {
  const filing = parseDate(filingDate);
  if (!filing) return null;
  const limit = addYears(filing, -2);
  const prior = priorPetitions(answers);
  const approvals = prior.filter((p) => p.approved).sort((a, b) => dateKey(b.approved!) - dateKey(a.approved!));
  const inWindow = approvals.find((p) => dateKey(p.approved!) >= dateKey(limit) && dateKey(p.approved!) <= dateKey(filing));
  const shown = inWindow ?? approvals[0];
  const approval = shown ? { index: shown.index, approved: formatDate(shown.approved!), name: shown.name } : null;
  const reason = prior.length >= 2 ? 'count' : inWindow ? 'approved' : null;
  const clearFrom = reason === 'approved' && inWindow ? formatDate(nextDay(addYears(inWindow.approved!, 2))) : null;
  return { needed: reason !== null, reason, count: prior.length, filing: formatDate(filing), limit: formatDate(limit), approval, clearFrom };
}
