import { multipleFilerCheck } from '../evidence/multiple-filer.ts';
import type { AppliedRequirement } from '../evidence/types.ts';
import { formatDate } from '../validators/date.ts';
import { datesInText, latest } from './dates.ts';
import { finding, word } from './finding.ts';
import type { Finding, ReadinessInput, TextParam } from './types.ts';
import { uploadFix } from './upload-fix.ts';

const benName = (input: ReadinessInput): TextParam => input.state.names.beneficiaryFirstName || input.state.answers['ben.name.given'] || word('words.beneficiary');

/**
 * The multiple-filer waiver (IMBRA) for the filing date, naming the dates it used: the approval, the filing date and
 * the start of the 2-year window, and from when no waiver would be needed; or the number of earlier petitions.
 */
export function multipleFilerFinding(r: AppliedRequirement, input: ReadinessInput): Finding {
  const a = input.state.answers;
  const check = multipleFilerCheck(a, input.filingDate);
  const wording = a['pet.waiver.convicted'] !== 'Yes' ? 'message' : a['pet.waiver.battered'] === 'Yes' ? 'mandatory' : 'extraordinary';
  const reason =
    check?.reason === 'approved' && check.approval
      ? word('words.multipleFiler.approved', { name: check.approval.name || word('words.priorBeneficiary'), approved: check.approval.approved, filing: check.filing, limit: check.limit })
      : check?.reason === 'count'
        ? word('words.multipleFiler.count', { count: check.count })
        : word('words.multipleFiler.answered');
  const after = check?.clearFrom ? word('words.multipleFiler.after', { date: check.clearFrom }) : '';
  return finding('multiple-filer-waiver', 'error', uploadFix(r), { wording, params: { reason, filing: input.filingDate, after } });
}

/** Met through a broker, the broker's documentation not uploaded: a warning naming the meeting (when described) and the filing date. */
export function imbFinding(r: AppliedRequirement, input: ReadinessInput): Finding {
  const met = latest(datesInText(input.state.answers['elig.meetingDescription'] ?? ''));
  const params = { name: benName(input), filing: input.filingDate, met: met ? word('words.metOn', { date: formatDate(met) }) : '' };
  return finding('imb-disclosure', 'warning', uploadFix(r), { params });
}

/** A protection order or an IMBRA crime answered Yes, its certified records not uploaded. */
export function criminalRecordsFinding(r: AppliedRequirement, input: ReadinessInput): Finding {
  const a = input.state.answers;
  const crimes = ['crime.abuse', 'crime.violent', 'crime.drugs'].filter((k) => a[k] === 'Yes').length;
  return finding('imbra-criminal-records', 'error', uploadFix(r), { wording: crimes > 0 ? 'message' : 'protectionOrder' });
}
