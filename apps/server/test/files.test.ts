import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { F, coupleValues } from '../src/pdf/test-fixtures.ts';
import { addUserAndLogin, buildTestApp, call, ELF, multipart, PNG, xsrf, type TestApp } from './helpers.ts';

describe('file endpoints', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  const email = 'client@example.com';
  beforeAll(async () => {
    t = await buildTestApp();
    token = await addUserAndLogin(t, email);
    otherToken = await addUserAndLogin(t, 'other@example.com');
  });
  afterAll(() => t.close());

  const upload = async (parts: Parameters<typeof multipart>[0], as = token) => {
    const { payload, headers } = multipart(parts);
    return call(t.app, 'POST', `/api/file/client/upload/${email}`, { token: as, payload, headers });
  };
  const names = async () => ((await call(t.app, 'POST', `/api/file/client/files/${email}`, { token })).json() as Array<{ name: string }>).map((f) => f.name);

  it('generates the I-129F, lists it, downloads it and reads the values back', async () => {
    const body = { ...coupleValues(), _additionalInformation: [{ page: 2, part: 1, item: '11-12', text: 'Third address: Tbilisi.' }] };
    const res = await call(t.app, 'POST', `/api/file/generate/i29f/${email}`, { token, body });
    expect(res.statusCode, res.body).toBe(200);
    const { fileName } = res.json() as { fileName: string };
    expect(fileName).toBe('I-129F_Smith_2026-01-01.pdf');
    expect(await names()).toContain(fileName);
    const dl = await call(t.app, 'GET', `/api/file/client/download/${email}/${fileName}`, { token });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain(fileName);
    const form = (await PDFDocument.load(dl.rawPayload)).getForm();
    expect(form.getTextField(F.petFamily).getText()).toBe('Smith');
    expect(form.getTextField(F.p8Text3).getText()).toBe('Third address: Tbilisi.');
  });

  it('answers 400 listing unknown field names', async () => {
    const res = await call(t.app, 'POST', `/api/file/generate/i29f/${email}`, { token, body: { 'form1[0].Bogus[0]': 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'UnknownFields', names: ['form1[0].Bogus[0]'] });
  });

  it('answers 503 with a clear message when the configured template is missing, and keeps serving', async () => {
    const missing = path.join(os.tmpdir(), 'no-such-dir', 'i-129f.pdf');
    const other = await buildTestApp({ config: { i129fTemplate: missing } });
    try {
      const tk = await addUserAndLogin(other, email);
      const res = await call(other.app, 'POST', `/api/file/generate/i29f/${email}`, { token: tk, body: coupleValues() });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toContain('application/json');
      const body = res.json() as { message: string; reason: string; names?: string[] };
      expect(body).toMatchObject({ reason: 'TemplateMissing', code: 'INTERNAL' });
      expect(body.message).toContain('I-129F template');
      // Server paths are for the log (docs/security.md), not for the client.
      expect(res.body).not.toContain(missing);
      expect(res.body).not.toMatch(/forms\/i-129f\.pdf/);
      // The server keeps running: other endpoints answer, and a second attempt gives the same answer.
      const list = await call(other.app, 'POST', `/api/file/client/files/${email}`, { token: tk });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([]);
      expect((await call(other.app, 'POST', `/api/file/generate/i29f/${email}`, { token: tk, body: coupleValues() })).statusCode).toBe(503);
    } finally {
      await other.close();
    }
  });

  it('uploads by bytes, replaces on re-upload, refuses executables and oversized files', async () => {
    const first = await upload([{ name: 'fileId', value: '6' }, { name: 'file', filename: 'passport.png', bytes: PNG }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject([{ name: 'passport.png', mime: 'image/png', documentId: 6, isTranslated: false }]);
    const again = await upload([{ name: 'fileId', value: '6' }, { name: 'file', filename: 'passport-new.png', bytes: PNG }]);
    expect(again.statusCode).toBe(200);
    expect(await names()).toContain('passport-new.png');
    expect(await names()).not.toContain('passport.png');
    const translated = await upload([{ name: 'fileId', value: '6' }, { name: 'isTranslatedFile', value: 'true' }, { name: 'file', filename: 'passport-en.png', bytes: PNG }]);
    expect(translated.json()).toMatchObject([{ isTranslated: true }]);
    expect(await names()).toEqual(expect.arrayContaining(['passport-new.png', 'passport-en.png']));

    const exe = await upload([{ name: 'file', filename: 'evil.pdf', bytes: ELF }]);
    expect(exe.statusCode).toBe(415);
    const big = await upload([{ name: 'file', filename: 'big.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(30 * 1024 * 1024)]) }]);
    expect(big.statusCode).toBe(413);
  });

  it('refuses a path in a file name, another client, and a second delete', async () => {
    const traversal = await call(t.app, 'GET', `/api/file/client/download/${email}/..%2F..%2Fetc%2Fpasswd`, { token });
    expect(traversal.statusCode).toBe(400);
    const foreign = await call(t.app, 'GET', `/api/file/client/download/${email}/passport-new.png`, { token: otherToken });
    expect(foreign.statusCode).toBe(403);
    const pair = await xsrf(t.app);
    const del = () => call(t.app, 'DELETE', `/api/file/delete/${email}/passport-new.png`, { token, xsrf: pair });
    expect((await del()).statusCode).toBe(200);
    expect((await del()).statusCode).toBe(404);
  });

  it('hands out the editor link and replaces the PDF with the edited bytes, refusing a non-PDF', async () => {
    const gen = await call(t.app, 'POST', `/api/file/generate/i29f/${email}`, { token, body: coupleValues() });
    const { fileName } = gen.json() as { fileName: string };
    const link = await call(t.app, 'GET', `/api/pdf/${email}/${fileName}`, { token });
    const { editLink, documentId } = link.json() as { editLink: string; documentId: string };
    expect(editLink).toBe(`/pdf-editor/${documentId}`);
    const dl = await call(t.app, 'GET', `/api/file/client/download/${email}/${fileName}`, { token });
    const doc = await PDFDocument.load(dl.rawPayload);
    doc.getForm().getTextField(F.petGiven).setText('Jonathan');
    const edited = Buffer.from(await doc.save());
    const url = `/api/pdf/replace/${documentId}/${email}/${fileName}`;
    const ok = await call(t.app, 'POST', url, { token, payload: edited, headers: { 'content-type': 'application/pdf' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const back = await call(t.app, 'GET', `/api/file/client/download/${email}/${fileName}`, { token });
    expect((await PDFDocument.load(back.rawPayload)).getForm().getTextField(F.petGiven).getText()).toBe('Jonathan');
    const fake = await call(t.app, 'POST', url, { token, payload: ELF, headers: { 'content-type': 'application/pdf' } });
    expect(fake.statusCode).toBe(415);
    const broken = await call(t.app, 'POST', url, { token, payload: Buffer.from('%PDF-1.7\nthis is not really a pdf'), headers: { 'content-type': 'application/pdf' } });
    expect([400, 415]).toContain(broken.statusCode);
    expect(broken.json()).toHaveProperty('message');
  });
});
