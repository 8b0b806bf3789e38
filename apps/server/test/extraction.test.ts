import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUserAndLogin, buildTestApp, call, multipart, type TestApp } from './helpers.ts';

const fixture = (name: string) => fs.readFileSync(new URL(`../src/extraction/fixtures/${name}`, import.meta.url));

describe('POST /api/file/extract/:email', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  const email = 'olha@example.com';
  beforeAll(async () => {
    t = await buildTestApp();
    token = await addUserAndLogin(t, email);
    otherToken = await addUserAndLogin(t, 'other@example.com');
  });
  afterAll(() => t.close());

  const upload = async (fields: Record<string, string>, filename: string, bytes: Buffer) => {
    const { payload, headers } = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename, bytes }]);
    const res = await call(t.app, 'POST', `/api/file/client/upload/${email}`, { token, payload, headers });
    expect(res.statusCode, res.body).toBe(200);
  };
  const extract = (as = token, xsrf?: false) => call(t.app, 'POST', `/api/file/extract/${email}`, { token: as, ...(xsrf === false ? { xsrf } : {}) });

  it('is 403 for another client and without the XSRF pair', async () => {
    expect((await extract(otherToken)).statusCode).toBe(403);
    const res = await extract(token, false);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'XSRF_MISMATCH' });
  });

  it('answers extracted=false when no passport was uploaded', async () => {
    await upload({ fileId: '2' }, 'birth-certificate.png', fixture('passport-ukr.png'));
    const res = await extract();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ values: {}, extracted: false });
  });

  it("reads the beneficiary's uploaded passport image; a translation is not read", async () => {
    await upload({ fileId: '25', isTranslatedFile: 'true' }, 'translated.png', fixture('passport-ukr.png'));
    expect((await extract()).json()).toEqual({ values: {}, extracted: false });
    await upload({ fileId: '25' }, 'passport.png', fixture('passport-ukr.png'));
    const res = await extract();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      extracted: true,
      values: {
        benLastName: 'Kovalenko', benFirstName: 'Olha', benSecondName: 'Mykolaivna',
        benDateOfBirth: '03/15/1992', benGender: 'Female', benCitizenship: 'Ukraine',
        benPassportNumber: 'FK1234567', benCountryOfIssuancePassport: 'Ukraine', benExpirationDatePassport: '08/22/2031',
      },
    });
  });

  it('logs and skips a passport it cannot read, still answering', async () => {
    // A PNG signature with nothing after it: stored (type by bytes), but Leptonica cannot decode it.
    await upload({ fileId: '6' }, 'broken.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    const res = await extract();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ extracted: true, values: { benPassportNumber: 'FK1234567' } });
  });
});
