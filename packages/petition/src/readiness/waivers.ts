import { K3 } from '../questionnaire/questions.ts';
import { question } from './locate.ts';
import { finding } from './finding.ts';
import type { Finding, ReadinessRule } from './types.ts';

/** IMB and multiple-filer waivers (IMBRA), and the criminal records IMBRA requires. */
export const waiverRule: ReadinessRule = ({ state }) => {
  const a = state.answers;
  const k1 = state.questionnaire.classificationBeneficiary !== K3;
  const out: Finding[] = [];
  if (k1 && a['pet.multipleFiler'] === 'Yes') {
    const wording = a['pet.waiver.convicted'] !== 'Yes' ? 'message' : a['pet.waiver.battered'] === 'Yes' ? 'mandatory' : 'extraordinary';
    out.push(finding('multiple-filer-waiver', 'error', question('pet.priorPetition.has'), { wording }));
  }
  if (a['ben.imb.used'] === 'Yes') {
    out.push(finding('imb-disclosure', 'warning', question('ben.imb.used')));
  }
  const crimes = ['crime.abuse', 'crime.violent', 'crime.drugs'].filter((k) => a[k] === 'Yes');
  if (crimes.length > 0) {
    out.push(finding('imbra-criminal-records', 'error', question(crimes[0]!)));
  }
  return out;
};
