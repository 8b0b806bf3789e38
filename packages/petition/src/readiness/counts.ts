import { question } from './locate.ts';
import type { Finding, ReadinessRule } from './types.ts';

const COUNT_WHY =
  'USCIS compares the children and previous spouses on the I-129F with the beneficiary\'s visa application (DS-160) and later filings; a number that does not match the list looks like an omission and is questioned at the interview.';

const entries = (a: Readonly<Record<string, string>>, prefix: string, part: string): number => {
  let n = 0;
  while (a[`${prefix}.${n + 1}.${part}`] !== undefined) n++;
  return n;
};

/** Children and previous spouses agree with the counts and marital statuses given. */
export const countRule: ReadinessRule = ({ state }) => {
  const a = state.answers;
  const q = state.questionnaire;
  const out: Finding[] = [];
  const children = (who: 'pet' | 'ben', part: string) => {
    if (a[`${who}.children.has`] !== 'Yes' || a[`${who}.children.count`] === undefined) return;
    const said = Number(a[`${who}.children.count`]);
    const listed = entries(a, `${who}.child`, part);
    if (listed !== said) {
      const whose = who === 'pet' ? 'You said you have' : `You said ${state.names.beneficiaryFirstName || 'the beneficiary'} has`;
      out.push({ rule: 'children-count', severity: 'error', message: `${whose} ${said} ${said === 1 ? 'child' : 'children'}, but ${listed} ${listed === 1 ? 'is' : 'are'} listed.`, why: COUNT_WHY, fix: question(`${who}.children.count`) });
    }
  };
  children('pet', 'age');
  children('ben', 'family');
  const benCount = q.beneficiaryChildCount;
  if (benCount !== undefined && a['ben.children.has'] !== undefined) {
    const chat = a['ben.children.has'] === 'Yes' ? Number(a['ben.children.count'] ?? 0) : 0;
    if (Number(benCount) !== chat) {
      out.push({ rule: 'children-count', severity: 'error', message: `The questionnaire says the beneficiary has ${benCount} children, the interview says ${chat}.`, why: COUNT_WHY, fix: question('ben.children.has') });
    }
  }
  const spouses = (who: 'pet' | 'ben', statusKey: string) => {
    const status = a[statusKey];
    const prev = a[`${who}.previouslyMarried`];
    if (!status || !prev) return;
    const listed = entries(a, `${who}.prevSpouse`, 'family');
    const person = who === 'pet' ? 'Your' : 'The beneficiary\'s';
    if ((status === 'Divorced' || status === 'Widowed') && listed === 0) {
      out.push({ rule: 'previous-spouse-missing', severity: 'error', message: `${person} marital status is ${status}, but no previous spouse is listed.`, why: COUNT_WHY, fix: question(`${who}.previouslyMarried`) });
    }
    if (prev === 'Yes' && listed === 0) {
      out.push({ rule: 'previous-spouse-missing', severity: 'error', message: `${person} answers say there was a previous marriage, but no previous spouse is listed.`, why: COUNT_WHY, fix: question(`${who}.previouslyMarried`) });
    }
  };
  spouses('pet', 'pet.maritalStatus');
  spouses('ben', 'ben.maritalStatus');
  return dedupe(out);
};

const dedupe = (list: Finding[]): Finding[] => list.filter((f, i) => list.findIndex((g) => g.rule === f.rule && g.fix === f.fix && g.message === f.message) === i);
