import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES, en } from '@i129f/petition/i18n/index.ts';
import type { MailMessage, Mailer } from '../src/mail/mailer.ts';
import { createSession } from '../src/auth/sessions.ts';
import { findUserByEmail } from '../src/users/repo.ts';
import { addUser, buildTestApp, call, type TestApp } from './helpers.ts';

/**
 * Issue 12: a mail the recipient asked for (password reset) comes in the request's language; a mail someone else
 * triggered (invitation, the firm's comment mail) carries English, a separator, then Spanish, with both subjects.
 */
let t: TestApp;
const sent: MailMessage[] = [];
const mailer: Mailer = { send: async (m) => void sent.push(m) };
const CLIENT = 'ana@example.com';
const LAWYER = 'lawyer@firm.test';
const es = CATALOGUES.es.serverMessages.mail;
let lawyerToken = '';

beforeAll(async () => {
  t = await buildTestApp({ mailer });
  await addUser(t, LAWYER, 'LAWYER');
  await addUser(t, CLIENT, 'CLIENT');
  lawyerToken = (await createSession(t.app.deps, (await findUserByEmail(t.app.deps.db, LAWYER))!.id)).token;
});
afterAll(() => t.close());

/** The mail the next background job sends. */
async function nextMail(run: () => Promise<{ statusCode: number }>, status = 200): Promise<MailMessage> {
  const before = sent.length;
  expect((await run()).statusCode).toBe(status);
  await t.app.deps.background.idle();
  expect(sent.length).toBe(before + 1);
  return sent[sent.length - 1]!;
}

const forgot = (headers: Record<string, string>) => call(t.app, 'POST', `/api/user/request-forgotten-password/${CLIENT}`, { headers });

describe('mails in the reader language', () => {
  it('password reset without Accept-Language: the English mail as before', async () => {
    const mail = await nextMail(() => forgot({}));
    expect(mail.subject).toBe('Reset your password');
    const link = /http\S+confirm-account#token=\S+/.exec(mail.text)![0];
    expect(mail.text).toBe(
      [
        'Hello Name ana,',
        '',
        'Someone (hopefully you) asked to reset the password of your I-129F account. Open this link within 60 minutes to choose a new password:',
        '',
        link,
        '',
        'The link works once. If you did not ask for this, ignore this message: your password stays the same.',
      ].join('\n'),
    );
    expect(mail.html).toContain('<p>Hello Name ana,</p>');
  });

  it('password reset asked in Spanish: the mail (and the answer) in Spanish only', async () => {
    let answer = '';
    const mail = await nextMail(async () => {
      const res = await forgot({ 'accept-language': 'es-ES,es;q=0.9' });
      answer = res.json().message;
      return res;
    });
    expect(answer).toBe(CATALOGUES.es.account.forgotSuccess);
    expect(mail.subject).toBe(es.reset.subject);
    expect(mail.text).toContain('Hola, Name ana:');
    expect(mail.text).toContain(es.reset.body.replace('{{minutes}}', '60'));
    expect(mail.text).toContain(es.reset.footer);
    expect(mail.text).toMatch(/confirm-account#token=/);
    expect(mail.text).not.toContain('Someone (hopefully you)');
    expect(mail.text).not.toContain(es.separator);
    expect(mail.html).toContain('<p>Hola, Name ana:</p>');
  });

  it('an invitation (sent by the lawyer): English, the separator, then Spanish; bilingual subject; the link in both', async () => {
    const mail = await nextMail(() => call(t.app, 'POST', '/api/invitations', { token: lawyerToken, headers: { 'accept-language': 'es' }, body: { email: 'new@example.com', fullName: 'Nora New' } }), 201);
    expect(mail.subject).toBe('Name lawyer invited you to prepare your I-129F petition / Name lawyer lo invitó a preparar su petición I-129F');
    const english = mail.text.indexOf('Name lawyer invited you to prepare your I-129F petition (fiancé(e) visa) with their firm.');
    const separator = mail.text.indexOf(es.separator);
    const spanish = mail.text.indexOf('Name lawyer lo invitó a preparar su petición I-129F (visa de prometido/a) con su bufete.');
    expect(english).toBeGreaterThan(0);
    expect(separator).toBeGreaterThan(english);
    expect(spanish).toBeGreaterThan(separator);
    expect(mail.text.startsWith('Hello Nora New,')).toBe(true);
    expect(mail.text).toContain('Hola, Nora New:');
    expect(mail.text).toContain(en.serverMessages.mail.invitation.footer.replace('{{days}}', '7'));
    expect(mail.text.match(/\/invitation#token=/g)).toHaveLength(2);
    expect(mail.html).toMatch(/<hr>\n<p lang="es">—— Versión en español ——<\/p>/);
  });
});
