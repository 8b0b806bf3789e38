import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUserAndLogin, buildTestApp, call, ELF, multipart, PNG, type MultipartPart, type TestApp } from './helpers.ts';

/** POST /api/file/client/upload/{email}: replace=true (default) replaces a document's files, replace=false adds to them. */
describe('upload modes (replace=true|false)', () => {
  let t: TestApp;
  let token: string;
  const email = 'modes@example.com';
  beforeAll(async () => {
    t = await buildTestApp();
    token = await addUserAndLogin(t, email);
  });
  afterAll(() => t.close());

  const upload = (parts: MultipartPart[], query = '') => {
    const { payload, headers } = multipart(parts);
    return call(t.app, 'POST', `/api/file/client/upload/${email}${query}`, { token, payload, headers });
  };
  const one = (fileId: string, filename: string, extra: MultipartPart[] = [], bytes = PNG) => [{ name: 'fileId', value: fileId }, ...extra, { name: 'file', filename, bytes }];
  const listed = async (documentId: number, isTranslated = false) =>
    ((await call(t.app, 'POST', `/api/file/client/files/${email}`, { token })).json() as Array<{ name: string; documentId: number | null; isTranslated: boolean }>)
      .filter((f) => f.documentId === documentId && f.isTranslated === isTranslated)
      .map((f) => f.name)
      .sort();

  it('one file per request: the first replaces (default), the next ones are added', async () => {
    expect((await upload(one('8', 'old-decree.png'))).statusCode).toBe(200);
    const first = await upload(one('8', 'decree-p1.png'));
    expect(first.statusCode, first.body).toBe(200);
    expect(await listed(8)).toEqual(['decree-p1.png']);
    const second = await upload(one('8', 'decree-p2.png', [{ name: 'replace', value: 'false' }]));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject([{ name: 'decree-p2.png', documentId: 8, isTranslated: false }]);
    const third = await upload(one('8', 'decree-p3.png'), '?replace=false');
    expect(third.statusCode, third.body).toBe(200);
    expect(await listed(8)).toEqual(['decree-p1.png', 'decree-p2.png', 'decree-p3.png']);
  });

  it('replace=true replaces only the originals or only the translations of that document', async () => {
    await upload(one('9', 'cert.png'));
    await upload(one('9', 'cert-en.png', [{ name: 'isTranslatedFile', value: 'true' }]));
    await upload(one('9', 'cert-en-2.png', [{ name: 'isTranslatedFile', value: 'true' }, { name: 'replace', value: 'false' }]));
    expect(await listed(9, true)).toEqual(['cert-en-2.png', 'cert-en.png']);
    const res = await upload(one('9', 'cert-new.png', [{ name: 'replace', value: 'true' }]));
    expect(res.statusCode).toBe(200);
    expect(await listed(9)).toEqual(['cert-new.png']);
    expect(await listed(9, true)).toEqual(['cert-en-2.png', 'cert-en.png']);
  });

  it('a refused file leaves the stored files as they were, whatever the mode', async () => {
    await upload(one('10', 'keep.png'));
    const bad = await upload(one('10', 'evil.png', [{ name: 'replace', value: 'true' }], ELF));
    expect(bad.statusCode).toBe(415);
    expect(bad.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((bad.json() as { message: string }).message).toContain('evil.png');
    expect(await listed(10)).toEqual(['keep.png']);
    // The dialog's rule: when the first file failed, the next successful one does the replacing.
    expect((await upload(one('10', 'new.png'))).statusCode).toBe(200);
    expect(await listed(10)).toEqual(['new.png']);
  });

  it('a same-named file is overwritten in add mode, and a bad replace value is 400', async () => {
    await upload(one('11', 'page.png'));
    expect((await upload(one('11', 'page.png'), '?replace=0')).statusCode).toBe(200);
    expect(await listed(11)).toEqual(['page.png']);
    const wrong = await upload(one('11', 'x.png', [{ name: 'replace', value: 'maybe' }]));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'replace must be true or false.' });
    expect(await listed(11)).toEqual(['page.png']);
  });
});
