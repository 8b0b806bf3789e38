import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { imagesInPdf } from '../src/extraction/pdf-images.ts';
import { createPassportExtractor } from '../src/extraction/passport-extractor.ts';
import { addUser, addUserAndLogin, buildTestApp, call, login, multipart, PASSWORD, PNG, readOutbox, resetTokenIn, xsrf, type TestApp } from './helpers.ts';

/** Findings of the security review (docs/security.md); one block per fix. */

describe('security review', () => {
  let t: TestApp;
  let token: string;
  const email = 'sec-client@example.com';
  beforeAll(async () => {
    t = await buildTestApp({ config: { maxUploadBytes: 1000 }, validateChatState: () => [] });
    token = await addUserAndLogin(t, email);
  });
  afterAll(() => t.close());

  it('a URL that cannot be decoded gets the JSON error body, without echoing the URL', async () => {
    const res = await call(t.app, 'GET', `/api/file/client/download/${email}/%E0%A4%A`, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', code: 'BAD_REQUEST', message: 'Bad request.' });
    expect(res.body).not.toContain(email);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a malformed multipart body is 400, not 500', async () => {
    const res = await call(t.app, 'POST', `/api/file/client/upload/${email}`, {
      token,
      payload: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('an upload is limited in total, not only per file (20 files x MAX_UPLOAD_BYTES would be buffered)', async () => {
    const file = Buffer.concat([PNG, Buffer.alloc(900)]);
    const { payload, headers } = multipart([1, 2, 3, 4, 5].map((i) => ({ name: 'file', filename: `f${i}.png`, bytes: file })));
    const res = await call(t.app, 'POST', `/api/file/client/upload/${email}`, { token, payload, headers });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const list = await call(t.app, 'POST', `/api/file/client/files/${email}`, { token });
    expect(list.json()).toEqual([]);
  });

  it('the generate body is validated: a value that is not a string is 400 naming the field, not 500', async () => {
    const field = 'form1[0].#subform[0].Pt1Line6a_FamilyName[0]';
    for (const value of [123, { a: 1 }, null, ['x']]) {
      const res = await call(t.app, 'POST', `/api/file/generate/i29f/${email}`, { token, body: { [field]: value } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: field }] });
    }
  });

  it('request logs carry no email, file name or token: API paths are logged by route pattern', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({ logger: undefined, logStream: { write: (line) => void lines.push(line) } });
    try {
      const tk = await addUserAndLogin(logged, 'jane.doe@example.com');
      await call(logged.app, 'GET', '/api/file/client/download/jane.doe@example.com/passport-Jane-Doe.png', { token: tk });
      await call(logged.app, 'GET', '/api/user/findUserByEmail/jane.doe%40example.com', { token: tk });
      await call(logged.app, 'POST', '/api/user/confirm-password-reset?token=SECRET-TOKEN-123', {});
      await call(logged.app, 'GET', '/api/no/such/jane.doe@example.com', { token: tk });
      await call(logged.app, 'GET', '/clients/jane.doe@example.com', {});
      const text = lines.join('');
      expect(text).toContain('/api/file/client/download/:email/:fileName');
      expect(text).not.toMatch(/jane\.doe|Jane-Doe|SECRET-TOKEN|PassW0rd/i);
      expect(text).not.toContain(tk);
    } finally {
      await logged.close();
    }
  });

  it("downloads are attachments whose RFC 8187 name percent-encodes ' ( ) ! and whose fallback is plain ASCII", async () => {
    const name = "O'Brien (copy)! Пётр.png";
    const { payload, headers } = multipart([{ name: 'file', filename: name, bytes: PNG }]);
    expect((await call(t.app, 'POST', `/api/file/client/upload/${email}`, { token, payload, headers })).statusCode).toBe(200);
    const res = await call(t.app, 'GET', `/api/file/client/download/${email}/${encodeURIComponent(name)}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="O'Brien (copy)! ____.png"; filename*=UTF-8''O%27Brien%20%28copy%29%21%20%D0%9F%D1%91%D1%82%D1%80.png`,
    );
  });

  it('OCR never sees an image whose header claims more than 50 megapixels (decompression bomb) or cannot be read', async () => {
    const seen: number[] = [];
    const extractor = createPassportExtractor({
      ocr: {
        recognize: async (image) => {
          seen.push(image.length);
          return '';
        },
        close: async () => undefined,
      },
      today: () => new Date(Date.UTC(2026, 0, 1)),
    });
    const png = (w: number, h: number) => {
      const b = Buffer.from(PNG);
      b.writeUInt32BE(w, 16);
      b.writeUInt32BE(h, 20);
      return b;
    };
    const jpeg = (w: number, h: number) => {
      const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, h >> 8, h & 255, w >> 8, w & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
      return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0]), sof, Buffer.alloc(16)]);
    };
    const run = (bytes: Buffer, mime: string) => extractor.extract({ bytes, mime, documentId: 25, documentCode: null });
    expect(await run(png(30_000, 30_000), 'image/png')).toEqual({});
    expect(await run(jpeg(60_000, 60_000), 'image/jpeg')).toEqual({});
    expect(await run(Buffer.from('RIFF\0\0\0\0WEBPVP8 garbage-garbage-garbage'), 'image/webp')).toEqual({});
    expect(seen).toEqual([]);
    await run(png(1100, 760), 'image/png');
    await run(jpeg(999, 697), 'image/jpeg');
    expect(seen.length).toBe(2);
  });

  it('a PDF whose object streams inflate past 64 MB (deflate bomb) is refused before pdf-lib loads it', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const small = Buffer.from(await doc.save({ useObjectStreams: true }));
    const z = deflateSync(Buffer.alloc(80 * 1024 * 1024, 0x20), { level: 9 });
    const objStm = Buffer.concat([
      Buffer.from(`99 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${z.length} >>\nstream\n`),
      z,
      Buffer.from('\nendstream\nendobj\n'),
    ]);
    const bomb = Buffer.concat([small.subarray(0, 15), objStm, small.subarray(15)]);
    expect(await imagesInPdf(bomb)).toEqual([]);

    const big = await buildTestApp();
    try {
      const tk = await addUserAndLogin(big, email);
      const { payload, headers } = multipart([{ name: 'file', filename: 'form.pdf', bytes: small }]);
      expect((await call(big.app, 'POST', `/api/file/client/upload/${email}`, { token: tk, payload, headers })).statusCode).toBe(200);
      const { documentId } = (await call(big.app, 'GET', `/api/pdf/${email}/form.pdf`, { token: tk })).json() as { documentId: string };
      const replace = (body: Buffer) =>
        call(big.app, 'POST', `/api/pdf/replace/${documentId}/${email}/form.pdf`, { token: tk, payload: body, headers: { 'content-type': 'application/pdf' } });
      const res = await replace(bomb);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect((await replace(small)).statusCode).toBe(200);
    } finally {
      await big.close();
    }
  }, 30_000);

  it('a missing template is 503 without server paths in the body; the paths are in the log', async () => {
    const lines: string[] = [];
    const missing = '/srv/secret-place/i-129f.pdf';
    const other = await buildTestApp({ logger: undefined, logStream: { write: (line) => void lines.push(line) }, config: { i129fTemplate: missing } });
    try {
      const tk = await addUserAndLogin(other, email);
      const res = await call(other.app, 'POST', `/api/file/generate/i29f/${email}`, { token: tk, body: {} });
      expect(res.statusCode).toBe(503);
      expect(res.body).not.toContain('secret-place');
      expect(lines.join('')).toContain(missing);
    } finally {
      await other.close();
    }
  });

  it('only the account holder accepts the conditions; staff with access to the client cannot accept for them', async () => {
    await addUser(t, 'sec-lawyer@example.com', 'LAWYER');
    await addUser(t, 'sec-consent@example.com', 'CLIENT', 'sec-lawyer@example.com');
    const lawyer = (await login(t.app, 'sec-lawyer@example.com')).token;
    const client = (await login(t.app, 'sec-consent@example.com')).token;
    const url = '/api/user/mark-accepted-conditions/sec-consent@example.com';
    expect((await call(t.app, 'GET', '/api/user/findUserByEmail/sec-consent@example.com', { token: lawyer })).statusCode).toBe(200);
    const byLawyer = await call(t.app, 'POST', url, { token: lawyer });
    expect(byLawyer.statusCode).toBe(403);
    expect(byLawyer.json()).toMatchObject({ code: 'FORBIDDEN' });
    const me = await call(t.app, 'GET', '/api/me', { token: client });
    expect(me.json()).toMatchObject({ user: { acceptedConditions: false } });
    const byClient = await call(t.app, 'POST', url, { token: client });
    expect(byClient.statusCode).toBe(200);
    expect(byClient.json()).toMatchObject({ user: { acceptedConditions: true } });
  });

  it('attempts from an address that is already rate limited do not count against the account', async () => {
    const limited = await buildTestApp({ config: { rateLimit: { windowMs: 900_000, loginPerIp: 3, loginPerAccount: 5, resetPerIp: 3, resetPerAccount: 5 } } });
    try {
      await addUser(limited, 'victim@example.com');
      const pair = await xsrf(limited.app);
      const attempt = (remoteAddress: string, password: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress,
          headers: { 'content-type': 'application/json', 'x-xsrf-token': pair.header },
          cookies: { 'XSRF-TOKEN': pair.cookie },
          payload: JSON.stringify({ username: 'victim@example.com', password }),
        });
      const codes: number[] = [];
      for (let i = 0; i < 10; i += 1) codes.push((await attempt('10.9.9.9', 'WrongPass1!')).statusCode);
      expect(codes).toEqual([403, 403, 403, 429, 429, 429, 429, 429, 429, 429]);
      expect((await attempt('10.1.1.1', PASSWORD)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('sign-up is rate limited per address like login (argon2 per call, 409 tells a taken email)', async () => {
    const limited = await buildTestApp({ config: { rateLimit: { windowMs: 900_000, loginPerIp: 3, loginPerAccount: 5, resetPerIp: 3, resetPerAccount: 5 } } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const body = { email: `new${i}@example.com`, password: PASSWORD, fullName: 'New Person' };
        codes.push((await call(limited.app, 'POST', '/api/user/register', { body })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      limited.clock.advance(900_000);
      expect((await call(limited.app, 'POST', '/api/user/register', { body: { email: 'late@example.com', password: PASSWORD, fullName: 'L' } })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('numbers beyond the database integer range are 400, not a 500 from PostgreSQL (chat-state version, upload fileId)', async () => {
    const save = await call(t.app, 'POST', `/api/chat-state/i29F/save/${email}`, { token, body: { state: {}, version: 3_000_000_000 } });
    expect(save.statusCode).toBe(400);
    expect(save.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'version' }] });
    const boundary = '----fid';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileId"\r\n\r\n3000000000\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await call(t.app, 'POST', `/api/file/client/upload/${email}`, { token, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(up.statusCode).toBe(400);
  });

  it('HSTS when the public address is https, not on plain http', async () => {
    expect((await call(t.app, 'GET', '/api/xsrf')).headers['strict-transport-security']).toBeUndefined();
    const tls = await buildTestApp({ config: { publicUrl: 'https://app.test' } });
    try {
      const res = await tls.app.inject({ method: 'GET', url: '/api/xsrf' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['set-cookie']).toContain('Secure');
    } finally {
      await tls.close();
    }
  });

  it('a password change (old password) also voids reset links mailed before it', async () => {
    await addUser(t, 'sec-change@example.com');
    await call(t.app, 'POST', '/api/user/request-forgotten-password/sec-change@example.com');
    await t.app.deps.background.idle();
    const token = resetTokenIn(readOutbox(t.outboxDir).at(-1)!);
    const confirm = () => call(t.app, 'POST', `/api/user/confirm-password-reset?token=${encodeURIComponent(token)}`);
    expect((await confirm()).statusCode).toBe(200);
    const change = await call(t.app, 'POST', '/api/user/accept-new-pass', {
      body: { email: 'sec-change@example.com', oldPassword: PASSWORD, newPassword: 'Chang3dPass!' },
    });
    expect(change.statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(400);
    const reset = await call(t.app, 'POST', `/api/user/accept-new-pass?token=${encodeURIComponent(token)}`, {
      body: { email: 'sec-change@example.com', oldPassword: '', newPassword: 'Att4ckerPass!' },
    });
    expect(reset.statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/login', { body: { username: 'sec-change@example.com', password: 'Chang3dPass!' } })).statusCode).toBe(200);
  });

  it('the forgotten-password email param is validated (format) before any work', async () => {
    for (const bad of ['not-an-email', 'two@@example.com', ' ']) {
      const res = await call(t.app, 'POST', `/api/user/request-forgotten-password/${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'email' }] });
    }
    const known = await call(t.app, 'POST', `/api/user/request-forgotten-password/${email}`);
    const unknown = await call(t.app, 'POST', '/api/user/request-forgotten-password/nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await t.app.deps.background.idle();
  });

  it('the .eml outbox logs reset links only for a local app (PUBLIC_URL on localhost), never for a deployment', async () => {
    for (const [publicUrl, logsLink] of [['https://i129f.example.org', false], ['http://localhost:3000', true]] as const) {
      const lines: string[] = [];
      const app = await buildTestApp({ logger: undefined, logStream: { write: (line) => void lines.push(line) }, config: { publicUrl } });
      try {
        await addUser(app, 'outbox-user@example.com');
        await call(app.app, 'POST', '/api/user/request-forgotten-password/outbox-user@example.com');
        await app.app.deps.background.idle();
        const token = resetTokenIn(readOutbox(app.outboxDir).at(-1)!);
        const text = lines.join('');
        expect(text).toContain('written to');
        expect(text.includes(token)).toBe(logsLink);
        expect(text.includes('outbox-user@example.com')).toBe(logsLink);
      } finally {
        await app.close();
      }
    }
  });
});
