import { K3 } from '../questionnaire/questions.ts';
import { question } from './locate.ts';
import type { Finding, ReadinessRule } from './types.ts';

const IMBRA_WHY =
  'The International Marriage Broker Regulation Act (IMBRA) limits how often a petitioner may file K-1 petitions and requires disclosure of certain crimes; a waiver request missing from the packet means a denial or a Request for Evidence.';

/** IMB and multiple-filer waivers (IMBRA), and the criminal records IMBRA requires. */
export const waiverRule: ReadinessRule = ({ state }) => {
  const a = state.answers;
  const k1 = state.questionnaire.classificationBeneficiary !== K3;
  const out: Finding[] = [];
  if (k1 && a['pet.multipleFiler'] === 'Yes') {
    const kind = a['pet.waiver.convicted'] !== 'Yes' ? 'a general waiver' : a['pet.waiver.battered'] === 'Yes' ? 'a mandatory waiver' : 'an extraordinary-circumstances waiver';
    out.push({
      rule: 'multiple-filer-waiver',
      severity: 'error',
      message: `You filed 2 or more K-1 petitions before, or had one approved within 2 years: the petition needs ${kind} request (Part 3 item 5) with a signed statement and evidence.`,
      why: IMBRA_WHY,
      fix: question('pet.priorPetition.has'),
    });
  }
  if (a['ben.imb.used'] === 'Yes') {
    out.push({
      rule: 'imb-disclosure',
      severity: 'warning',
      message: 'You met through an international marriage broker: enclose a copy of the signed IMB consent form and any background information the broker gave you.',
      why: `${IMBRA_WHY} A broker must collect the beneficiary's written consent before sharing contact details (8 U.S.C. 1375a); USCIS asks for it.`,
      fix: question('ben.imb.used'),
    });
  }
  const crimes = ['crime.abuse', 'crime.violent', 'crime.drugs'].filter((k) => a[k] === 'Yes');
  if (crimes.length > 0) {
    out.push({
      rule: 'imbra-criminal-records',
      severity: 'error',
      message: 'You answered Yes to a crime IMBRA lists (Part 3 items 1–3): enclose certified police and court records of each arrest or conviction.',
      why: `${IMBRA_WHY} USCIS discloses these records to the beneficiary; without certified copies the petition is not decided.`,
      fix: question(crimes[0]!),
    });
  }
  return out;
};
