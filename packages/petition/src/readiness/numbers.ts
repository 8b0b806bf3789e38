import { question } from './locate.ts';
import type { Finding, ReadinessRule } from './types.ts';

const A_WHY =
  'An A-Number is 8 or 9 digits (the form\'s 9 boxes, left-padded with 0). A wrong number links the petition to someone else\'s file or to none; USCIS then cannot match the petitioner or beneficiary to earlier records.';
const ACCOUNT_WHY =
  'The USCIS Online Account Number is exactly 12 digits and is not the A-Number or a receipt number. A wrong one is ignored at best; leave it blank (N/A) when you have none.';

const isNA = (v: string) => /^n\/a$/i.test(v.trim());

/** A-Numbers (petitioner, beneficiary, prior beneficiaries) and the USCIS online account number in the right format for their items. */
export const numberRule: ReadinessRule = ({ state }) => {
  const a = state.answers;
  const out: Finding[] = [];
  const account = a['pet.uscisAccount'];
  const accountDigits = account && !isNA(account) ? account.replace(/\D/g, '') : undefined;
  const aKeys = ['pet.aNumber', 'ben.aNumber'];
  for (let i = 1; a[`pet.prior.${i}.aNumberKnown`] !== undefined; i++) aKeys.push(`pet.prior.${i}.aNumber`);
  for (const key of aKeys) {
    const v = a[key];
    if (!v || isNA(v)) continue;
    const d = v.replace(/^a/i, '').replace(/[-\s]/g, '');
    let problem: string | undefined;
    if (!/^\d{7,9}$/.test(d)) problem = `'${v}' is not an A-Number (7 to 9 digits).`;
    else if (/^0+$/.test(d)) problem = 'The A-Number is all zeros.';
    else if (d.replace(/^0+/, '').length < 7) problem = `A-Number ${v} has fewer than 7 significant digits; check it against the card or notice.`;
    else if (accountDigits && accountDigits.endsWith(d.replace(/^0+/, ''))) problem = `A-Number ${v} looks like the USCIS online account number.`;
    if (problem) out.push({ rule: 'a-number-format', severity: 'error', message: problem, why: A_WHY, fix: question(key) });
  }
  if (accountDigits !== undefined && accountDigits.length !== 12) {
    out.push({
      rule: 'uscis-account-format',
      severity: 'error',
      message: `The USCIS online account number has ${accountDigits.length} digits; it must have 12.`,
      why: ACCOUNT_WHY,
      fix: question('pet.uscisAccount'),
    });
  }
  return out;
};
