import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFString, decodePDFRawStream } from 'pdf-lib';
import { checkTemplateEdition, describeEdition } from '../src/pdf/edition.ts';
import { closeWorkerPool } from '../src/workers/pool.ts';
import { REPO_ROOT } from '../src/pdf/resolve-template.ts';
import { addUser, buildTestApp, call, login, type TestApp } from './helpers.ts';

const OFFICIAL = path.resolve(REPO_ROOT, '../shared/forms/i-129f.pdf');
const FAMILY = 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]';
const RENAMED = 'form1[0].#subform[0].Pt1Line6a_Surname[0]';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-edition-'));

/** A copy of the official form with one field renamed and/or the page-1 footer edition changed. */
async function modifiedTemplate(o: { rename?: boolean; edition?: string }): Promise<string> {
  const doc = await PDFDocument.load(fs.readFileSync(OFFICIAL), { updateMetadata: false });
  if (o.rename) doc.getForm().getField(FAMILY).acroField.dict.set(PDFName.of('T'), PDFString.of('Pt1Line6a_Surname[0]'));
  if (o.edition) {
    const contents = doc.getPage(0).node.lookup(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [];
    for (const ref of refs) {
      const s = doc.context.lookup(ref);
      if (!(s instanceof PDFRawStream) || !(ref instanceof PDFRef)) continue;
      const text = Buffer.from(decodePDFRawStream(s).decode()).toString('latin1');
      if (!text.includes('Edition   01/20/25')) continue;
      doc.context.assign(ref, doc.context.flateStream(Buffer.from(text.replace('Edition   01/20/25', `Edition   ${o.edition}`), 'latin1')));
    }
  }
  const file = path.join(dir, `i-129f-${o.rename ? 'renamed' : 'same'}-${(o.edition ?? 'same').replace(/\//g, '')}.pdf`);
  fs.writeFileSync(file, await doc.save());
  return file;
}

afterAll(async () => {
  await closeWorkerPool();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('form edition check', { timeout: 60_000 }, () => {
  it('the official template is the mapped edition 01/20/25 with the mapped field set', async () => {
    const r = await checkTemplateEdition(OFFICIAL);
    expect(r).toMatchObject({ edition: '01/20/25', expectedEdition: '01/20/25', added: [], removed: [], ok: true });
    expect(r.fieldSetHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a renamed field is reported as the field-set difference', async () => {
    const r = await checkTemplateEdition(await modifiedTemplate({ rename: true }));
    expect(r.ok).toBe(false);
    expect(r.edition).toBe('01/20/25');
    expect(r.added).toEqual([RENAMED]);
    expect(r.removed).toEqual([FAMILY]);
    expect(r.fieldSetHash).not.toBe((await checkTemplateEdition(OFFICIAL)).fieldSetHash);
    expect(describeEdition(r)).toContain(`fields added: ${RENAMED}; fields removed: ${FAMILY}`);
  });

  it('a different printed edition with the same fields is refused too', async () => {
    const r = await checkTemplateEdition(await modifiedTemplate({ edition: '04/01/26' }));
    expect(r).toMatchObject({ edition: '04/01/26', added: [], removed: [], ok: false });
    expect(describeEdition(r)).toMatch(/edition 04\/01\/26 differs from the mapped edition 01\/20\/25/);
  });
});

describe('generation with a different edition', { timeout: 60_000 }, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ config: { i129fTemplate: await modifiedTemplate({ rename: true, edition: '04/01/26' }) } });
    await addUser(t, 'john@example.com');
    token = (await login(t.app, 'john@example.com')).token;
  });
  afterAll(() => t.close());

  it('answers 503 with a clear message, names no server path, and stores nothing', async () => {
    const res = await call(t.app, 'POST', '/api/file/generate/i29f/john@example.com', { token, body: { [FAMILY]: 'Smith' } });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body).toMatchObject({ code: 'INTERNAL', reason: 'TemplateEditionMismatch', edition: '04/01/26', expectedEdition: '01/20/25' });
    expect(body.message).toMatch(/edition 04\/01\/26.*set up for edition 01\/20\/25.*cannot be generated until the form mapping is updated/);
    expect(res.body).not.toContain(dir);
    const files = await call(t.app, 'POST', '/api/file/client/files/john@example.com', { token });
    expect(files.json()).toEqual([]);
  });
});
