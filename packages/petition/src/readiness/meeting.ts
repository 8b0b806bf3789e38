import { K3 } from '../questionnaire/questions.ts';
import { formatDate } from '../validators/date.ts';
import { addYears, dateKey, datesInText, latest, parseDate } from './dates.ts';
import { question } from './locate.ts';
import { finding } from './finding.ts';
import type { AppliedRequirement } from '../evidence/types.ts';
import { uploadFix } from './upload-fix.ts';
import type { Finding, ReadinessInput, ReadinessRule } from './types.ts';

const DESCRIPTION = 'elig.meetingDescription';

/**
 * The 2-year in-person meeting rule against the filing date. The meeting date is read from the
 * meeting description (the latest date written there). K-3 petitions have no meeting rule.
 */
export const meetingRule: ReadinessRule = ({ state, filingDate }) => {
  const a = state.answers;
  if (state.questionnaire.classificationBeneficiary === K3 || a['elig.met'] === undefined) return [];
  const filing = parseDate(filingDate);
  if (!filing) return [];
  if (a['elig.met'] === 'Yes') {
    const met = latest(datesInText(a[DESCRIPTION] ?? ''));
    if (!met) {
      return [finding('meeting-date-missing', 'warning', question(DESCRIPTION))];
    }
    const limit = addYears(filing, -2);
    if (dateKey(met) < dateKey(limit)) {
      return [finding('meeting-too-old', 'error', question('elig.met'), { params: { met: formatDate(met), filing: filingDate, limit: formatDate(limit) } })];
    }
    if (dateKey(met) > dateKey(filing)) {
      return [finding('meeting-in-future', 'error', question(DESCRIPTION), { params: { met: formatDate(met), filing: filingDate } })];
    }
    return [];
  }
  // An exemption asked for is evidence to enclose (the evidence model's 'meeting-exemption' requirement).
  if (a['elig.culturalException'] === 'Yes' || a['elig.hardshipException'] === 'Yes') return [];
  return [finding('meeting-missing', 'error', question('elig.met'))];
};

/** The exemption request with its evidence not uploaded (the evidence model's 'meeting-exemption' requirement). */
export function meetingExemptionFinding(r: AppliedRequirement, input: ReadinessInput): Finding {
  const cultural = input.state.answers['elig.culturalException'] === 'Yes';
  return finding('meeting-exemption', 'error', uploadFix(r), { wording: cultural ? 'message' : 'hardship' });
}
