import { K3 } from '../questionnaire/questions.ts';
import { formatDate } from '../validators/date.ts';
import { addYears, dateKey, datesInText, latest, parseDate } from './dates.ts';
import { question } from './locate.ts';
import { finding } from './finding.ts';
import type { ReadinessRule } from './types.ts';

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
  if (a['elig.culturalException'] === 'Yes' || a['elig.hardshipException'] === 'Yes') {
    return [finding('meeting-exemption', 'warning', question(DESCRIPTION), { wording: a['elig.culturalException'] === 'Yes' ? 'message' : 'hardship' })];
  }
  return [finding('meeting-missing', 'error', question('elig.met'))];
};
