import { K3 } from '../questionnaire/questions.ts';
import { formatDate } from '../validators/date.ts';
import { addYears, dateKey, datesInText, latest, parseDate } from './dates.ts';
import { question } from './locate.ts';
import type { ReadinessRule } from './types.ts';

const DESCRIPTION = 'elig.meetingDescription';
const RULE_WHY =
  'For a K-1 petition you must have met in person within the 2 years before the petition is filed (INA 214(d), Form I-129F Part 1 item 62), unless USCIS waives it. The 2 years count back from the day USCIS receives the petition, not from the day you answered.';

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
      return [{
        rule: 'meeting-date-missing',
        severity: 'warning',
        message: 'Your meeting description gives no date (for example 05/10/2024), so the 2-year rule cannot be checked.',
        why: `${RULE_WHY} The officer checks the date against your evidence (tickets, passport stamps, photos).`,
        fix: question(DESCRIPTION),
      }];
    }
    const limit = addYears(filing, -2);
    if (dateKey(met) < dateKey(limit)) {
      return [{
        rule: 'meeting-too-old',
        severity: 'error',
        message: `Your last meeting (${formatDate(met)}) is more than 2 years before the filing date ${filingDate}: it had to be on or after ${formatDate(limit)}.`,
        why: `${RULE_WHY} Meet again before filing, or ask for an exemption with evidence.`,
        fix: question('elig.met'),
      }];
    }
    if (dateKey(met) > dateKey(filing)) {
      return [{
        rule: 'meeting-in-future',
        severity: 'error',
        message: `The meeting date ${formatDate(met)} is after the filing date ${filingDate}.`,
        why: RULE_WHY,
        fix: question(DESCRIPTION),
      }];
    }
    return [];
  }
  if (a['elig.culturalException'] === 'Yes' || a['elig.hardshipException'] === 'Yes') {
    const which = a['elig.culturalException'] === 'Yes' ? 'the customs exemption' : 'the extreme-hardship exemption';
    return [{
      rule: 'meeting-exemption',
      severity: 'warning',
      message: `You ask for ${which} from the in-person meeting rule: enclose a signed statement and evidence.`,
      why: `${RULE_WHY} An exemption is decided case by case; without evidence (letters from religious authorities, medical or travel records) it is refused.`,
      fix: question(DESCRIPTION),
    }];
  }
  return [{
    rule: 'meeting-missing',
    severity: 'error',
    message: 'You have not met in person within the last 2 years and no exemption applies.',
    why: RULE_WHY,
    fix: question('elig.met'),
  }];
};
