/** Test data: builds valid TD3 lines (ICAO 9303 check digits) for fictional people. */
export function checkDigit(s: string): string {
  const weights = [7, 3, 1];
  let total = 0;
  [...s].forEach((c, i) => {
    const v = c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    total += v * (weights[i % 3] as number);
  });
  return String(total % 10);
}

export interface Td3Person {
  issuer: string;
  surname: string;
  given: string;
  number: string;
  nationality: string;
  birth: string; // YYMMDD
  sex: 'M' | 'F' | '<';
  expiry: string; // YYMMDD
}

export function td3(p: Td3Person): [string, string] {
  const name = `${p.surname.replace(/ /g, '<')}<<${p.given.replace(/ /g, '<')}`;
  const line1 = `P<${p.issuer}${name}`.padEnd(44, '<').slice(0, 44);
  const num = p.number.padEnd(9, '<');
  const personal = ''.padEnd(14, '<');
  const body = `${num}${checkDigit(num)}${p.nationality}${p.birth}${checkDigit(p.birth)}${p.sex}${p.expiry}${checkDigit(p.expiry)}${personal}${checkDigit(personal)}`;
  const composite = checkDigit(`${num}${checkDigit(num)}${p.birth}${checkDigit(p.birth)}${p.expiry}${checkDigit(p.expiry)}${personal}${checkDigit(personal)}`);
  return [line1, body + composite];
}

/** The two specimen people of the committed fixtures (fixtures/make-fixtures.sh). */
export const OLHA: Td3Person = { issuer: 'UKR', surname: 'KOVALENKO', given: 'OLHA MYKOLAIVNA', number: 'FK1234567', nationality: 'UKR', birth: '920315', sex: 'F', expiry: '310822' };
export const JOHN: Td3Person = { issuer: 'USA', surname: 'MILLER', given: 'JOHN ROBERT', number: '561234987', nationality: 'USA', birth: '850704', sex: 'M', expiry: '330109' };
