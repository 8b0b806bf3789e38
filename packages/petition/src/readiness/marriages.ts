import { K3 } from '../questionnaire/questions.ts';
import { formatDate } from '../validators/date.ts';
import { dateKey, datesInText, latest, parseDate } from './dates.ts';
import { question } from './locate.ts';
import { finding, word } from './finding.ts';
import type { Finding, ReadinessInput, ReadinessRule, TextParam } from './types.ts';

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
  const first = state.names.beneficiaryFirstName;
  // The petitioner's own marriages read 'your marriage'; the beneficiary's name the beneficiary.
  const wording = who === 'pet' ? 'message' : 'beneficiary';
  const name = (start: boolean): Record<string, TextParam> => (who === 'pet' ? {} : { name: first || word(start ? 'words.beneficiaryStart' : 'words.beneficiary') });
  const out: Finding[] = [];
  for (const i of spouseIndexes(a, who)) {
    const key = `${who}.prevSpouse.${i}.endDate`;
    const spouse = `${a[`${who}.prevSpouse.${i}.given`] ?? ''} ${a[`${who}.prevSpouse.${i}.family`] ?? ''}`.trim();
    const end = parseDate(a[key] ?? '');
    if (!end) {
      out.push(finding('prior-marriage-end-missing', 'error', question(key), { wording, params: { spouse, ...name(false) } }));
    } else if (dateKey(end) > dateKey(filing)) {
      out.push(finding('prior-marriage-not-ended', 'error', question(key), { wording, params: { spouse, end: formatDate(end), filing: filingDate, ...name(true) } }));
    } else if (met && dateKey(end) > dateKey(met)) {
      out.push(finding('prior-marriage-after-meeting', 'warning', question(key), { wording, params: { spouse, end: formatDate(end), met: formatDate(met), ...name(true) } }));
    }
  }
  return out;
}

/** Previous marriages of both: ended (with a date) before filing, and before the meeting that led to the engagement. */
export const marriageRule: ReadinessRule = (input) => [...check(input, 'pet'), ...check(input, 'ben')];
