import { question } from './locate.ts';
import { finding, word } from './finding.ts';
import type { Finding, ReadinessRule } from './types.ts';

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
      const params = { children: word('words.children', { count: said }), listed: word('words.listed', { count: listed }) };
      out.push(
        who === 'pet'
          ? finding('children-count', 'error', question('pet.children.count'), { params })
          : finding('children-count', 'error', question('ben.children.count'), { wording: 'beneficiary', params: { ...params, name: state.names.beneficiaryFirstName || word('words.beneficiary') } }),
      );
    }
  };
  children('pet', 'age');
  children('ben', 'family');
  const benCount = q.beneficiaryChildCount;
  if (benCount !== undefined && a['ben.children.has'] !== undefined) {
    const chat = a['ben.children.has'] === 'Yes' ? Number(a['ben.children.count'] ?? 0) : 0;
    if (Number(benCount) !== chat) {
      out.push(finding('children-count', 'error', question('ben.children.has'), { wording: 'questionnaire', params: { said: benCount, chat } }));
    }
  }
  const spouses = (who: 'pet' | 'ben', statusKey: string) => {
    const status = a[statusKey];
    const prev = a[`${who}.previouslyMarried`];
    if (!status || !prev) return;
    const listed = entries(a, `${who}.prevSpouse`, 'family');
    const fix = question(`${who}.previouslyMarried`);
    if ((status === 'Divorced' || status === 'Widowed') && listed === 0) {
      out.push(finding('previous-spouse-missing', 'error', fix, { wording: who === 'pet' ? 'message' : 'beneficiary', params: { status: word(`words.status.${status}`) } }));
    }
    if (prev === 'Yes' && listed === 0) {
      out.push(finding('previous-spouse-missing', 'error', fix, { wording: who === 'pet' ? 'answers' : 'answersBeneficiary' }));
    }
  };
  spouses('pet', 'pet.maritalStatus');
  spouses('ben', 'ben.maritalStatus');
  return dedupe(out);
};

const dedupe = (list: Finding[]): Finding[] => list.filter((f, i) => list.findIndex((g) => g.rule === f.rule && g.fix === f.fix && g.message === f.message) === i);
