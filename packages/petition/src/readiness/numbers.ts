import { question } from './locate.ts';
import { finding } from './finding.ts';
import type { Finding, ReadinessRule } from './types.ts';

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
    let wording: 'message' | 'zeros' | 'short' | 'accountNumber' | undefined;
    if (!/^\d{7,9}$/.test(d)) wording = 'message';
    else if (/^0+$/.test(d)) wording = 'zeros';
    else if (d.replace(/^0+/, '').length < 7) wording = 'short';
    else if (accountDigits && accountDigits.endsWith(d.replace(/^0+/, ''))) wording = 'accountNumber';
    if (wording) out.push(finding('a-number-format', 'error', question(key), { wording, params: { value: v } }));
  }
  if (accountDigits !== undefined && accountDigits.length !== 12) {
    out.push(finding('uscis-account-format', 'error', question('pet.uscisAccount'), { params: { digits: accountDigits.length } }));
  }
  return out;
};
