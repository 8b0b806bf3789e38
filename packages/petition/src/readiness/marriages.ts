import { K3 } from '../questionnaire/questions.ts';
import { formatDate } from '../validators/date.ts';
import { dateKey, datesInText, latest, parseDate } from './dates.ts';
import { question } from './locate.ts';
import type { Finding, ReadinessInput, ReadinessRule } from './types.ts';

const FREE_WHY =
  'Both of you must be legally free to marry when the petition is filed (8 CFR 214.2(k)); a marriage that had not ended by then makes the petition deniable, and the final divorce decree, annulment or death certificate must be enclosed.';
const ENGAGED_WHY =
  'An engagement made while one of you was still married is not a valid engagement in most states. The relationship statement should show the intent to marry was formed after the earlier marriage ended.';

const spouseIndexes = (answers: Readonly<Record<string, string>>, who: 'pet' | 'ben'): number[] => {
  const out: number[] = [];
  for (let i = 1; answers[`${who}.prevSpouse.${i}.family`] !== undefined; i++) out.push(i);
  return out;
};

function check(input: ReadinessInput, who: 'pet' | 'ben'): Finding[] {
  const { state, filingDate } = input;
  const a = state.answers;
  const filing = parseDate(filingDate);
  if (!filing || a[`${who}.previouslyMarried`] !== 'Yes') return [];
  const k1 = state.questionnaire.classificationBeneficiary !== K3;
  const met = k1 && a['elig.met'] === 'Yes' ? latest(datesInText(a['elig.meetingDescription'] ?? '')) : null;
  const person = who === 'pet' ? 'your' : `${state.names.beneficiaryFirstName || 'the beneficiary'}'s`;
  const out: Finding[] = [];
  for (const i of spouseIndexes(a, who)) {
    const key = `${who}.prevSpouse.${i}.endDate`;
    const spouse = `${a[`${who}.prevSpouse.${i}.given`] ?? ''} ${a[`${who}.prevSpouse.${i}.family`] ?? ''}`.trim();
    const end = parseDate(a[key] ?? '');
    if (!end) {
      out.push({ rule: 'prior-marriage-end-missing', severity: 'error', message: `The end date of ${person} marriage to ${spouse} is missing.`, why: FREE_WHY, fix: question(key) });
    } else if (dateKey(end) > dateKey(filing)) {
      out.push({ rule: 'prior-marriage-not-ended', severity: 'error', message: `${cap(person)} marriage to ${spouse} ends on ${formatDate(end)}, after the filing date ${filingDate}.`, why: FREE_WHY, fix: question(key) });
    } else if (met && dateKey(end) > dateKey(met)) {
      out.push({
        rule: 'prior-marriage-after-meeting',
        severity: 'warning',
        message: `${cap(person)} marriage to ${spouse} ended on ${formatDate(end)}, after the meeting you describe (${formatDate(met)}).`,
        why: ENGAGED_WHY,
        fix: question(key),
      });
    }
  }
  return out;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Previous marriages of both: ended (with a date) before filing, and before the meeting that led to the engagement. */
export const marriageRule: ReadinessRule = (input) => [...check(input, 'pet'), ...check(input, 'ben')];
