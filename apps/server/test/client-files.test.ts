import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { createDbFileStore } from '../src/files/db-file-store.ts';
import { findUserByEmail } from '../src/users/repo.ts';
import { addUser, buildTestApp, call, login, PNG, type TestApp } from './helpers.ts';

/**
 * Clients page endpoints: GET /api/file/clients/generated/{email} (generated file names per client of the
 * caller's subtree) and GET /api/file/client/archive/{email} (a zip of one client's files).
 *
 *   lawyer ── para1 ── c1 (generated + upload), c2 (nothing)
 *          ├─ para2 ── c3 (generated)
 *          └─ c4 (direct client, generated)
 *   lawyer2 ── c5 (another firm)
 */
const PDF = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);

let t: TestApp;
const tokens: Record<string, string> = {};
const e = (name: string) => `${name}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  await addUser(t, e('lawyer'), 'LAWYER');
  await addUser(t, e('lawyer2'), 'LAWYER');
  await addUser(t, e('para1'), 'PARALEGAL', e('lawyer'));
  await addUser(t, e('para2'), 'PARALEGAL', e('lawyer'));
  await addUser(t, e('c1'), 'CLIENT', e('para1'));
  await addUser(t, e('c2'), 'CLIENT', e('para1'));
  await addUser(t, e('c3'), 'CLIENT', e('para2'));
  await addUser(t, e('c4'), 'CLIENT', e('lawyer'));
  await addUser(t, e('c5'), 'CLIENT', e('lawyer2'));
  const store = createDbFileStore(t.app.deps.db, t.clock.now);
  const put = async (owner: string, name: string, bytes: Buffer, mime: string, isGenerated: boolean) => {
    const row = await findUserByEmail(t.app.deps.db, e(owner));
    await store.put({ ownerId: row!.id, documentId: isGenerated ? null : 6, name, mime, bytes, isGenerated });
    t.clock.advance(1000);
  };
  await put('c1', 'I-129F_One_2026-01-01.pdf', PDF('c1 petition'), 'application/pdf', true);
  await put('c1', 'passport.png', PNG, 'image/png', false);
  await put('c3', 'I-129F_Three_2026-01-01.pdf', PDF('c3 petition'), 'application/pdf', true);
  await put('c4', 'I-129F_Four_2026-01-01.pdf', PDF('c4 petition'), 'application/pdf', true);
  await put('c5', 'I-129F_Five_2026-01-01.pdf', PDF('c5 petition'), 'application/pdf', true);
  for (const u of ['lawyer', 'lawyer2', 'para1', 'para2', 'c1']) tokens[u] = (await login(t.app, e(u))).token;
});
afterAll(() => t.close());

const get = (url: string, as: string) => call(t.app, 'GET', url, { token: tokens[as] });

describe('GET /api/file/clients/generated/{email}', () => {
  it("gives a lawyer its direct clients' and its paralegals' clients' generated files (uploads left out)", async () => {
    const res = await get(`/api/file/clients/generated/${e('lawyer')}`, 'lawyer');
    expect(res.statusCode, res.body).toBe(200);
    const { clients } = res.json() as { clients: Array<{ email: string; generatedFiles: string[] }> };
    expect(clients.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: e('c1'), generatedFiles: ['I-129F_One_2026-01-01.pdf'] },
      { email: e('c2'), generatedFiles: [] },
      { email: e('c3'), generatedFiles: ['I-129F_Three_2026-01-01.pdf'] },
      { email: e('c4'), generatedFiles: ['I-129F_Four_2026-01-01.pdf'] },
    ]);
  });

  it('gives a paralegal only its own clients', async () => {
    const res = await get(`/api/file/clients/generated/${e('para1')}`, 'para1');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { clients: Array<{ email: string }> }).clients.map((c) => c.email).sort()).toEqual([e('c1'), e('c2')]);
  });

  it("lets a lawyer narrow to one paralegal, but not another firm's", async () => {
    const mine = await get(`/api/file/clients/generated/${e('para2')}`, 'lawyer');
    expect(mine.json()).toEqual({ clients: [{ email: e('c3'), generatedFiles: ['I-129F_Three_2026-01-01.pdf'] }] });
    const other = await get(`/api/file/clients/generated/${e('lawyer')}`, 'lawyer2');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(other.body).not.toContain('I-129F');
  });

  it("refuses a paralegal another paralegal's subtree, and a client any listing (even its own)", async () => {
    expect((await get(`/api/file/clients/generated/${e('para2')}`, 'para1')).statusCode).toBe(403);
    expect((await get(`/api/file/clients/generated/${e('lawyer')}`, 'para1')).statusCode).toBe(403);
    const self = await get(`/api/file/clients/generated/${e('c1')}`, 'c1');
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('needs a session', async () => {
    const res = await call(t.app, 'GET', `/api/file/clients/generated/${e('lawyer')}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'SESSION_INVALID' });
  });
});

describe('GET /api/file/client/archive/{email}', () => {
  const entries = (raw: Buffer) => {
    const files = unzipSync(new Uint8Array(raw));
    return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, Buffer.from(bytes)]));
  };

  it("gives a lawyer a zip of a paralegal's client's files, byte for byte", async () => {
    const res = await get(`/api/file/client/archive/${e('c1')}`, 'lawyer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="c1-files.zip"');
    const files = entries(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['I-129F_One_2026-01-01.pdf', 'passport.png']);
    expect(files['I-129F_One_2026-01-01.pdf']!.equals(PDF('c1 petition'))).toBe(true);
    expect(files['passport.png']!.equals(PNG)).toBe(true);
  });

  it('serves the lawyer its direct client and the paralegal its own client', async () => {
    expect(Object.keys(entries((await get(`/api/file/client/archive/${e('c4')}`, 'lawyer')).rawPayload))).toEqual(['I-129F_Four_2026-01-01.pdf']);
    expect(Object.keys(entries((await get(`/api/file/client/archive/${e('c1')}`, 'para1')).rawPayload)).sort()).toEqual(['I-129F_One_2026-01-01.pdf', 'passport.png']);
    expect((await get(`/api/file/client/archive/${e('c1')}`, 'c1')).statusCode).toBe(200);
  });

  it("refuses another paralegal's client, another firm's client and a client's neighbour (403, no bytes)", async () => {
    for (const [url, as] of [
      [`/api/file/client/archive/${e('c1')}`, 'para2'],
      [`/api/file/client/archive/${e('c5')}`, 'lawyer'],
      [`/api/file/client/archive/${e('c2')}`, 'c1'],
    ] as const) {
      const res = await get(url, as);
      expect(res.statusCode, `${as} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('answers 404 JSON with the page message when the client has no files', async () => {
    const res = await get(`/api/file/client/archive/${e('c2')}`, 'lawyer');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No files were generated for this user.' });
  });

  it('zips a real generated I-129F that pdf-lib can open again', async () => {
    const gen = await call(t.app, 'POST', `/api/file/generate/i29f/${e('c2')}`, { token: tokens.lawyer, body: { 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]': 'Zipper' } });
    expect(gen.statusCode, gen.body).toBe(200);
    const res = await get(`/api/file/client/archive/${e('c2')}`, 'para1');
    const files = entries(res.rawPayload);
    const name = (gen.json() as { fileName: string }).fileName;
    expect(Object.keys(files)).toEqual([name]);
    const form = (await PDFDocument.load(files[name]!)).getForm();
    expect(form.getTextField('form1[0].#subform[0].Pt1Line6a_FamilyName[0]').getText()).toBe('Zipper');
    expect(res.rawPayload.length).toBeLessThan(files[name]!.length);
  });
});
