import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, buildTestApp, call, decodeQuotedPrintable, login, readOutbox, resetTokenIn, type TestApp } from './helpers.ts';

/** SMTP_URL set → nodemailer sends to an in-process smtp-server; the link in it works. */
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailFrom: 'Test <noreply@app.test>' } });
  await addUser(t, 'john@example.com');
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('sends the reset mail through SMTP_URL and nothing to the outbox', async () => {
    const res = await call(t.app, 'POST', '/api/user/request-forgotten-password/john@example.com');
    expect(res.statusCode).toBe(200);
    await t.app.deps.background.idle();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['john@example.com']);
    expect(readOutbox(t.outboxDir)).toEqual([]);
    const mail = decodeQuotedPrintable(received[0]!.raw);
    expect(mail).toContain('From: Test <noreply@app.test>');
    expect(mail).toContain('Subject: Reset your password');
    // The token is in the link's fragment (never sent by a browser: no request URL, log, history or Referer), not in ?token= (issue 23.6).
    expect(mail).toMatch(/http:\/\/app\.test\/confirm-account#token=[A-Za-z0-9_-]{20,}/);
    expect(mail).not.toContain('?token=');
    const token = resetTokenIn(mail);
    // The web page sends the fragment's token in X-Reset-Token.
    const done = await call(t.app, 'POST', '/api/user/accept-new-pass', { headers: { 'x-reset-token': token }, body: { email: 'john@example.com', oldPassword: '', newPassword: 'N3wPassw0rd!' } });
    expect(done.statusCode).toBe(200);
    expect((await login(t.app, 'john@example.com', 'N3wPassw0rd!')).token).toBeTruthy();
  });
});
