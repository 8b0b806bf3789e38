import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { readyK1State } from '@i129f/petition/readiness/test-state.ts';
import { pageText } from '../src/pdf/pdf-text.ts';
import { closeWorkerPool } from '../src/workers/pool.ts';
import { addUser, buildTestApp, call, login, multipart, PNG, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const JOHN = 'john@example.com';
beforeAll(async () => {
  t = await buildTestApp({ validateChatState: () => [] });
  await addUser(t, JOHN);
  await addUser(t, 'maria@example.com');
  for (const e of [JOHN, 'maria@example.com']) tokens[e] = (await login(t.app, e)).token;
  const saved = await call(t.app, 'POST', `/api/chat-state/i29F/save/${JOHN}`, { token: tokens[JOHN], body: { state: readyK1State(), version: 0 } });
  expect(saved.statusCode).toBe(200);
  const up = multipart([{ name: 'fileId', value: '6' }, { name: 'file', filename: 'passport.png', bytes: PNG }]);
  expect((await call(t.app, 'POST', `/api/file/client/upload/${JOHN}`, { token: tokens[JOHN], ...up })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await closeWorkerPool();
});

const generate = (body: unknown, as = JOHN) => call(t.app, 'POST', `/api/letters/generate/${JOHN}`, { token: tokens[as], body });
const download = async (name: string) => {
  const res = await call(t.app, 'GET', `/api/file/client/download/${JOHN}/${encodeURIComponent(name)}`, { token: tokens[JOHN] });
  expect(res.statusCode).toBe(200);
  return new Uint8Array(res.rawPayload);
};

describe('letters', { timeout: 60_000 }, () => {
  it('GET drafts every letter from the answers; the cover letter lists the uploaded evidence as exhibits', async () => {
    const res = await call(t.app, 'GET', `/api/letters/${JOHN}`, { token: tokens[JOHN] });
    expect(res.statusCode).toBe(200);
    const { letters } = res.json();
    expect(letters.map((l: { kind: string }) => l.kind)).toEqual(['intent-petitioner', 'intent-beneficiary', 'relationship', 'cover']);
    const rel = letters.find((l: { kind: string }) => l.kind === 'relationship');
    expect(rel.editable).toBe(true);
    expect(rel.paragraphs.join(' ')).toContain('We met in Kazan, Russia, on 05/10/2024');
    const cover = letters.find((l: { kind: string }) => l.kind === 'cover');
    // The uploaded U.S. passport satisfies the citizenship requirement (evidence model); the drafted intent statements
    // are exhibits of their own; nothing else was uploaded or generated, so no other exhibit is claimed.
    expect(cover.list).toContain('Exhibit A: Proof of U.S. citizenship of John Smith (1 document)');
    expect(cover.list.filter((l: string) => l.startsWith('Exhibit '))).toEqual([
      'Exhibit A: Proof of U.S. citizenship of John Smith (1 document)',
      'Exhibit B: Statement of intent to marry within 90 days: John Smith (Statement of Intent to Marry, signed by John Smith)',
      'Exhibit C: Statement of intent to marry within 90 days: Olga Ivanova (Statement of Intent to Marry, signed by Olga Ivanova)',
    ]);
    expect(cover.to).toContain('P.O. Box 660151');
  });

  it('generates the petitioner intent letter as PDF and DOCX on the Files page, with the names and a signature line', async () => {
    const res = await generate({ kind: 'intent-petitioner' });
    expect(res.statusCode).toBe(200);
    const { fileNames } = res.json();
    expect(fileNames).toEqual(['Intent_to_Marry_Petitioner_Smith_2026-01-01.pdf', 'Intent_to_Marry_Petitioner_Smith_2026-01-01.docx']);
    const pdf = await download(fileNames[0]);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const text = (await pageText(pdf, 1)).replace(/\s+/g, ' ');
    expect(text).toContain('Statement of Intent to Marry');
    expect(text).toContain('I, John Smith, a citizen of the United States, declare that I intend to marry');
    expect(text).toContain('Olga Ivanova');
    expect(text).toContain('Signature of John Smith, Petitioner');
    const xml = strFromU8(unzipSync(await download(fileNames[1]))['word/document.xml']!);
    expect(xml).toContain('I, John Smith, a citizen of the United States');
    expect(xml).toContain('Signature of John Smith, Petitioner');
    const files = (await call(t.app, 'POST', `/api/file/client/files/${JOHN}`, { token: tokens[JOHN] })).json();
    expect(files.filter((f: { isGenerated: boolean }) => f.isGenerated).map((f: { name: string }) => f.name).sort()).toEqual([...fileNames].sort());
  });

  it('the relationship statement is generated from the text the user edited', async () => {
    const res = await generate({ kind: 'relationship', relationshipText: 'We met at a conference in Kazan.\n\nWe got engaged on 12/24/2024 — Zoë and Ольга were there.' });
    expect(res.statusCode).toBe(200);
    const text = (await pageText(await download(res.json().fileNames[0]), 1)).replace(/\s+/g, ' ');
    expect(text).toContain('We met at a conference in Kazan.');
    expect(text).toContain('We got engaged on 12/24/2024 — Zoë and Ольга were there.');
    expect(text).not.toContain('Tell your story');
  });

  it('refuses a bad kind, a too-long text, and another account', async () => {
    expect((await generate({ kind: 'poem' })).json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'kind' }] });
    expect((await generate({ kind: 'relationship', relationshipText: 'x'.repeat(20_001) })).statusCode).toBe(400);
    expect((await generate({ kind: 'cover' }, 'maria@example.com')).statusCode).toBe(403);
  });
});
