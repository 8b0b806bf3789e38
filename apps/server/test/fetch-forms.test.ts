import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAPPED_I129F_EDITION } from '@i129f/petition/fields/edition.ts';
import { FORMS, OFFICIAL_BASE_URL, fetchForms, missingForms, offerForms, type FormsLog } from '../../../scripts/fetch-forms.mjs';
import { isPdfError } from '../src/pdf/errors.ts';
import { REPO_ROOT, resolveTemplate } from '../src/pdf/resolve-template.ts';
import { resolveG1145 } from '../src/packet/resolve-g1145.ts';
import { closeWorkerPool } from '../src/workers/pool.ts';
import { addUser, buildTestApp, call, login } from './helpers.ts';

// The official blanks come from ../shared/forms (never committed here), served by a local HTTP server in place of uscis.gov.
const SHARED = path.resolve(REPO_ROOT, '../shared/forms');
const SCRIPT = path.join(REPO_ROOT, 'scripts/fetch-forms.mjs');
const FAMILY = 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]';
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const official = { 'i-129f.pdf': fs.readFileSync(path.join(SHARED, 'i-129f.pdf')), 'g-1145.pdf': fs.readFileSync(path.join(SHARED, 'g-1145.pdf')) };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'i129f-fetch-forms-'));
let n = 0;
/** A fresh repo root: <tmp>/repo-N, with no data/forms and no ../shared/forms beside it. */
const freshRoot = () => {
  const root = path.join(tmp, `repo-${++n}`);
  fs.mkdirSync(root);
  return root;
};

/** The official I-129F with its page-1 footer saying another edition (what a new USCIS edition would look like). */
async function newEditionI129f(): Promise<Buffer> {
  const doc = await PDFDocument.load(official['i-129f.pdf'], { updateMetadata: false });
  const contents = doc.getPage(0).node.lookup(PDFName.of('Contents'));
  for (const ref of contents instanceof PDFArray ? contents.asArray() : []) {
    const s = doc.context.lookup(ref);
    if (!(s instanceof PDFRawStream) || !(ref instanceof PDFRef)) continue;
    const text = Buffer.from(decodePDFRawStream(s).decode()).toString('latin1');
    if (text.includes('Edition   01/20/25')) doc.context.assign(ref, doc.context.flateStream(Buffer.from(text.replace('Edition   01/20/25', 'Edition   04/01/26'), 'latin1')));
  }
  return Buffer.from(await doc.save());
}

const logs = () => {
  const lines: string[] = [];
  const log: FormsLog = { info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
  return { log, text: () => lines.join('\n') };
};
const listing = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

let server: http.Server;
let base: string;
let closedPortUrl: string;
let changed: Buffer;

beforeAll(async () => {
  changed = await newEditionI129f();
  server = http.createServer((req, res) => {
    const [, folder, file] = /^\/([a-z-]+)\/([a-z0-9.-]+)$/.exec(req.url ?? '') ?? [];
    const good = official[file as keyof typeof official];
    if (!good) return res.writeHead(404).end();
    if (folder === 'forms') return res.end(good);
    if (folder === 'new-edition') return res.end(file === 'i-129f.pdf' ? changed : good);
    if (folder === 'huge') {
      // Six MB without a Content-Length: the cap must hold while reading.
      res.writeHead(200, { 'content-type': 'application/pdf' });
      for (let i = 0; i < 6; i++) res.write(Buffer.alloc(1024 * 1024, 0x25));
      return res.end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port nothing listens on: a server opened and closed again.
  const gone = http.createServer();
  await new Promise<void>((r) => gone.listen(0, '127.0.0.1', r));
  closedPortUrl = `http://127.0.0.1:${(gone.address() as AddressInfo).port}/forms`;
  await new Promise((r) => gone.close(r));
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await closeWorkerPool();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('npm run fetch-forms', { timeout: 60_000 }, () => {
  it('pins the official files and the edition the field mapping is written for', () => {
    expect(FORMS.map((f) => [f.file, f.sha256])).toEqual(Object.entries(official).map(([file, bytes]) => [file, sha256(bytes)]));
    expect(FORMS.find((f) => f.form === 'I-129F')?.edition).toBe(MAPPED_I129F_EDITION);
    expect(OFFICIAL_BASE_URL).toBe('https://www.uscis.gov/sites/default/files/document/forms');
  });

  it('stores both forms, checked, and later verifies them in place without going online', async () => {
    const dir = path.join(freshRoot(), 'data/forms');
    const first = logs();
    expect(await fetchForms({ baseUrl: `${base}/forms`, dir, log: first.log })).toBe(0);
    expect(listing(dir)).toEqual(['g-1145.pdf', 'i-129f.pdf']);
    for (const f of FORMS) expect(sha256(fs.readFileSync(path.join(dir, f.file)))).toBe(f.sha256);
    expect(first.text()).toContain(`I-129F edition ${MAPPED_I129F_EDITION} stored in ${path.join(dir, 'i-129f.pdf')}`);
    expect(first.text()).toContain('G-1145 edition 09/26/14 stored');

    const again = logs();
    expect(await fetchForms({ baseUrl: closedPortUrl, dir, log: again.log })).toBe(0);
    expect(again.text()).toContain('already in place and verified');
  });

  it('refuses a file whose hash is not the pinned one, naming both hashes and the editions, and leaves nothing of it', async () => {
    const dir = path.join(freshRoot(), 'data/forms');
    const out = logs();
    expect(await fetchForms({ baseUrl: `${base}/new-edition`, dir, log: out.log })).toBe(1);
    // The G-1145 was right and is kept; of the I-129F nothing is left, not even a temporary file.
    expect(listing(dir)).toEqual(['g-1145.pdf']);
    const text = out.text();
    expect(text).toContain(`Refused ${base}/new-edition/i-129f.pdf`);
    expect(text).toContain(`expected: SHA-256 ${FORMS[0]!.sha256}, edition 01/20/25`);
    expect(text).toContain(`actual:   SHA-256 ${sha256(changed)}, edition 04/01/26`);
    expect(text).toContain('USCIS may have published a new edition');
    expect(text).toContain(`${OFFICIAL_BASE_URL}/i-129f.pdf\n    → ${path.join(dir, 'i-129f.pdf')}`);
  });

  it('replaces a wrong file in place only with a verified download', async () => {
    const dir = path.join(freshRoot(), 'data/forms');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'i-129f.pdf'), changed);
    expect(await fetchForms({ baseUrl: `${base}/new-edition`, dir, log: logs().log })).toBe(1);
    expect(sha256(fs.readFileSync(path.join(dir, 'i-129f.pdf')))).toBe(sha256(changed));
    expect(await fetchForms({ baseUrl: `${base}/forms`, dir, log: logs().log })).toBe(0);
    expect(sha256(fs.readFileSync(path.join(dir, 'i-129f.pdf')))).toBe(FORMS[0]!.sha256);
    expect(listing(dir)).toEqual(['g-1145.pdf', 'i-129f.pdf']);
  });

  it('stops reading an answer over the size cap and an answer that is not 200', async () => {
    const dir = path.join(freshRoot(), 'data/forms');
    const huge = logs();
    expect(await fetchForms({ baseUrl: `${base}/huge`, dir, log: huge.log })).toBe(1);
    expect(huge.text()).toContain('larger than 5 MB, so it is not the form');
    const missing = logs();
    expect(await fetchForms({ baseUrl: `${base}/elsewhere`, dir, log: missing.log })).toBe(1);
    expect(missing.text()).toContain(`answered 404 Not Found for ${base}/elsewhere/i-129f.pdf`);
    expect(listing(dir)).toEqual([]);
  });

  it('from the command line: exit 2 and what to download where when the source cannot be reached', async () => {
    const dir = path.join(freshRoot(), 'data/forms');
    const run = promisify(execFile)(process.execPath, [SCRIPT, '--dir', dir], { env: { ...process.env, FORMS_BASE_URL: closedPortUrl } });
    const err = await run.then(() => null, (e: { code: number; stderr: string }) => e);
    expect(err?.code).toBe(2);
    expect(err?.stderr).toContain(`Could not reach ${new URL(closedPortUrl).host}`);
    expect(err?.stderr).toContain('is this machine offline?');
    for (const f of FORMS) expect(err?.stderr).toContain(`${OFFICIAL_BASE_URL}/${f.file}\n    → ${path.join(dir, f.file)}`);
    expect(listing(dir)).toEqual([]);
  });

  it('from the command line: exit 1 on a wrong hash, 0 on the official files, 64 on a bad FORMS_BASE_URL', async () => {
    const dir = path.join(freshRoot(), 'data/forms');
    const run = (url: string) =>
      promisify(execFile)(process.execPath, [SCRIPT, '--dir', dir], { env: { ...process.env, FORMS_BASE_URL: url } }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
    const refused = await run(`${base}/new-edition`);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`actual:   SHA-256 ${sha256(changed)}`);
    expect(listing(dir)).toEqual(['g-1145.pdf']);
    expect((await run(`${base}/forms`)).code).toBe(0);
    expect(listing(dir)).toEqual(['g-1145.pdf', 'i-129f.pdf']);
    const bad = await run('file:///etc');
    expect(bad).toMatchObject({ code: 64 });
    expect(bad.out).toContain('FORMS_BASE_URL must be an http(s) address');
  });
});

describe('npm start offers the download', { timeout: 60_000 }, () => {
  it('finds a form missing only when no setting names it and neither data/forms nor ../shared/forms holds it', () => {
    const root = freshRoot();
    expect(missingForms(root, {}).map((f) => f.form)).toEqual(['I-129F', 'G-1145']);
    expect(missingForms(root, { I129F_TEMPLATE: '/somewhere/i-129f.pdf' }).map((f) => f.form)).toEqual(['G-1145']);
    fs.mkdirSync(path.join(root, 'data/forms'), { recursive: true });
    fs.writeFileSync(path.join(root, 'data/forms/g-1145.pdf'), official['g-1145.pdf']);
    expect(missingForms(root, {}).map((f) => f.form)).toEqual(['I-129F']);
    expect(missingForms(REPO_ROOT, {})).toEqual([]); // this checkout has ../shared/forms beside it
  });

  it('without a terminal: prints the command and what to download where', async () => {
    const root = freshRoot();
    const out = logs();
    await offerForms({ root, env: {}, interactive: false, log: out.log });
    expect(out.text()).toContain('The official blank I-129F and G-1145 are not on this machine');
    expect(out.text()).toContain(`Run \`npm run fetch-forms\` to download them into ${path.join(root, 'data/forms')}`);
    expect(listing(path.join(root, 'data/forms'))).toEqual([]);
  });

  it('at a terminal: asks, downloads on yes (Enter), and only prints the command on no', async () => {
    const ask = async (answer: string) => {
      const root = freshRoot();
      const input = new PassThrough();
      const output = new PassThrough();
      let prompt = '';
      output.on('data', (c: Buffer) => (prompt += c.toString()));
      const out = logs();
      const done = offerForms({ root, env: { FORMS_BASE_URL: `${base}/forms` }, interactive: true, input, output, log: out.log });
      input.end(`${answer}\n`);
      await done;
      return { prompt, text: out.text(), stored: listing(path.join(root, 'data/forms')) };
    };
    const yes = await ask('');
    expect(yes.prompt).toContain('Download the official forms from uscis.gov now? [Y/n]');
    expect(yes.stored).toEqual(['g-1145.pdf', 'i-129f.pdf']);
    const no = await ask('n');
    expect(no.stored).toEqual([]);
    expect(no.text).toContain('Not downloaded. Run `npm run fetch-forms` later');
  });
});

describe('a fresh machine', { timeout: 120_000 }, () => {
  it('has no template anywhere, runs fetch-forms against the mirror, then generates an I-129F', async () => {
    const root = freshRoot();
    const place = path.join(root, 'data/forms/i-129f.pdf');
    const before = (() => {
      try {
        resolveTemplate({ repoRoot: root });
      } catch (e) {
        if (isPdfError(e)) return e;
      }
      throw new Error('expected TemplateMissing');
    })();
    expect(before.code).toBe('TemplateMissing');
    expect(before.message).toContain(`Run \`npm run fetch-forms\` to download it into ${path.dirname(place)}`);

    // The server is configured with the place fetch-forms stores to; until then generation answers 503 with the clear message.
    const t = await buildTestApp({ config: { i129fTemplate: place } });
    try {
      await addUser(t, 'fresh@example.com');
      const token = (await login(t.app, 'fresh@example.com')).token;
      const generate = () => call(t.app, 'POST', '/api/file/generate/i29f/fresh@example.com', { token, body: { [FAMILY]: 'Smith' } });
      const missing = await generate();
      expect(missing.statusCode).toBe(503);
      expect(missing.json()).toMatchObject({ reason: 'TemplateMissing', message: 'The I-129F template is not available on the server. Please contact support.' });

      expect(await fetchForms({ baseUrl: `${base}/forms`, dir: path.dirname(place), log: logs().log })).toBe(0);
      expect(resolveTemplate({ repoRoot: root })).toBe(place);
      expect(resolveG1145({ repoRoot: root })).toBe(path.join(root, 'data/forms/g-1145.pdf'));

      const res = await generate();
      expect(res.statusCode, res.body).toBe(200);
      const { fileName } = res.json() as { fileName: string };
      const dl = await call(t.app, 'GET', `/api/file/client/download/fresh@example.com/${fileName}`, { token });
      expect(dl.statusCode).toBe(200);
      expect((await PDFDocument.load(dl.rawPayload)).getForm().getTextField(FAMILY).getText()).toBe('Smith');
    } finally {
      await t.close();
    }
  });
});
