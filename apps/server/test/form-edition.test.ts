import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFString, decodePDFRawStream } from 'pdf-lib';
import { checkTemplateEdition, describeEdition, editionRefusal, type EditionReport } from '../src/pdf/edition.ts';
import { renderText } from '../src/http/server-text.ts';
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

  it('answers 503 naming the edition found, the edition expected and the fields that differ; names no server path, stores nothing', async () => {
    const res = await call(t.app, 'POST', '/api/file/generate/i29f/john@example.com', { token, body: { [FAMILY]: 'Smith' } });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body).toMatchObject({ code: 'INTERNAL', reason: 'TemplateEditionMismatch', edition: '04/01/26', expectedEdition: '01/20/25', missingFields: [FAMILY], unknownFields: [RENAMED] });
    expect(body.message).toBe(
      'The I-129F form on the server is edition 04/01/26, but this product is set up for edition 01/20/25. ' +
        `Fields this product fills that the form lacks (1): ${FAMILY}. ` +
        `Fields of the form this product does not know (1): ${RENAMED}. ` +
        'Documents cannot be generated until the form mapping is updated. Please contact support.',
    );
    expect(res.body).not.toContain(dir);
    const files = await call(t.app, 'POST', '/api/file/client/files/john@example.com', { token });
    expect(files.json()).toEqual([]);
  });

  it('in Spanish for a Spanish reader (the field names stay as the form has them)', async () => {
    const res = await call(t.app, 'POST', '/api/file/generate/i29f/john@example.com', { token, body: { [FAMILY]: 'Smith' }, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'El formulario I-129F del servidor es la edición 04/01/26, pero este producto está preparado para la edición 01/20/25. ' +
        `Campos que este producto rellena y que faltan en el formulario (1): ${FAMILY}. ` +
        `Campos del formulario que este producto no conoce (1): ${RENAMED}. ` +
        'No se pueden generar documentos hasta que se actualice la correspondencia del formulario. Comuníquese con el servicio de asistencia.',
    );
  });
});

describe('the refusal of a template', () => {
  const report = (o: Partial<EditionReport>): EditionReport => ({ edition: '01/20/25', expectedEdition: '01/20/25', fieldSetHash: '', added: [], removed: [], ok: false, ...o });
  const english = (r: EditionReport) => renderText(editionRefusal(r), 'en');

  it('of the mapped edition with other fields does not print one edition twice: it says the fields are not that edition’s', () => {
    const text = english(report({ added: [RENAMED], removed: [FAMILY] }));
    expect(text).toMatch(/^The I-129F form on the server says edition 01\/20\/25, the edition this product is set up for, but its fields are not that edition's\. /);
    expect(text).not.toMatch(/is edition 01\/20\/25, but this product is set up for edition 01\/20\/25/);
    expect(text).toContain(`lacks (1): ${FAMILY}.`);
  });

  it('without an edition on its first page says so; of many fields lists the first ten and counts them all', () => {
    const many = Array.from({ length: 23 }, (_, i) => `form1[0].#subform[1].Field${String(i).padStart(2, '0')}[0]`);
    const text = english(report({ edition: null, removed: many }));
    expect(text).toMatch(/^The I-129F form on the server prints no edition on its first page; this product is set up for edition 01\/20\/25\. /);
    expect(text).toContain(`Fields this product fills that the form lacks (23): ${many.slice(0, 10).join(', ')}, … (+13). Documents cannot`);
    expect(text).not.toContain('Fields of the form this product does not know');
  });
});
