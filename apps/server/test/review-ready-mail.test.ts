import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '@i129f/petition/i18n/index.ts';
import type { MailMessage, Mailer } from '../src/mail/mailer.ts';
import { createSession } from '../src/auth/sessions.ts';
import { findUserByEmail } from '../src/users/repo.ts';
import { addUser, buildTestApp, call, type TestApp } from './helpers.ts';

/**
 * Issue 21 item 4: when a client marks the petition ready for review, the staff who see that client (their paralegal
 * and the lawyer above; for a direct client the lawyer) get one mail each, in their own language — nobody of another
 * firm, no deactivated staff member, and no second mail for a repeated 'ready'.
 */
let t: TestApp;
const sent: MailMessage[] = [];
const mailer: Mailer = { send: async (m) => void sent.push(m) };
const token: Record<string, string> = {};
const LAWYER = 'lawyer@firm.test';
const PARALEGAL = 'para@firm.test';
const IDLE_PARALEGAL = 'idle-para@firm.test';
const CLIENT = 'client@example.com';
const DIRECT = 'direct@example.com';
const GONE_PARALEGAL = 'gone-para@firm.test';
const GONE_CLIENT = 'gone-client@example.com';
const OTHER = 'lawyer@other.test';
const OTHER_PARALEGAL = 'para@other.test';
const OTHER_CLIENT = 'client@other.test';
const en = CATALOGUES.en.serverMessages.mail.ready;
const es = CATALOGUES.es.serverMessages.mail.ready;

const setStatus = (client: string, status: string, who = client) => call(t.app, 'POST', `/api/review/${client}/status`, { token: token[who], body: { status } });
/** The mails the status change queued, after the background jobs ran. */
async function mailsOf(run: () => Promise<{ statusCode: number }>): Promise<MailMessage[]> {
  const before = sent.length;
  expect((await run()).statusCode).toBe(200);
  await t.app.deps.background.idle();
  return sent.slice(before);
}

beforeAll(async () => {
  t = await buildTestApp({ mailer });
  await addUser(t, LAWYER, 'LAWYER');
  await addUser(t, PARALEGAL, 'PARALEGAL', LAWYER);
  await addUser(t, IDLE_PARALEGAL, 'PARALEGAL', LAWYER);
  await addUser(t, CLIENT, 'CLIENT', PARALEGAL);
  await addUser(t, DIRECT, 'CLIENT', LAWYER);
  await addUser(t, GONE_PARALEGAL, 'PARALEGAL', LAWYER);
  await addUser(t, GONE_CLIENT, 'CLIENT', GONE_PARALEGAL);
  await addUser(t, OTHER, 'LAWYER');
  await addUser(t, OTHER_PARALEGAL, 'PARALEGAL', OTHER);
  await addUser(t, OTHER_CLIENT, 'CLIENT', OTHER_PARALEGAL);
  const db = t.app.deps.db.withTables<{ users: { language: string | null; deactivated_at: number | null } }>();
  // The paralegal reads Spanish; the lawyer never chose a language (English and Spanish in one mail).
  await db.updateTable('users').set({ language: 'es' }).where('email', '=', PARALEGAL).execute();
  await db.updateTable('users').set({ language: 'en' }).where('email', '=', OTHER).execute();
  await db.updateTable('users').set({ deactivated_at: t.clock.now() }).where('email', '=', GONE_PARALEGAL).execute();
  for (const e of [LAWYER, PARALEGAL, CLIENT, DIRECT, GONE_CLIENT, OTHER_CLIENT]) token[e] = (await createSession(t.app.deps, (await findUserByEmail(t.app.deps.db, e))!.id)).token;
});
afterAll(() => t.close());

describe('ready for review: the firm is told', () => {
  it("a paralegal's client: one mail to the paralegal (Spanish) and one to the lawyer above (both languages), no one else", async () => {
    const mails = await mailsOf(() => setStatus(CLIENT, 'ready'));
    expect(mails.map((m) => m.to).sort()).toEqual([LAWYER, PARALEGAL]);
    const toParalegal = mails.find((m) => m.to === PARALEGAL)!;
    expect(toParalegal.subject).toBe(es.subject);
    expect(toParalegal.text).toContain(es.what);
    expect(toParalegal.text).not.toContain(en.what);
    expect(toParalegal.text).toContain('http://app.test/clients?status=ready');
    const toLawyer = mails.find((m) => m.to === LAWYER)!;
    expect(toLawyer.subject).toBe(`${en.subject} / ${es.subject}`);
    expect(toLawyer.text).toContain(en.what);
    expect(toLawyer.text).toContain(es.what);
    // Neither the client's name nor e-mail leaves in the mail.
    for (const m of mails) expect(`${m.subject}\n${m.text}\n${m.html}`).not.toMatch(/Name client|client@example\.com/);
  });

  it("a repeated 'ready' sends nothing more; after changes are requested, the next 'ready' mails again", async () => {
    expect(await mailsOf(() => setStatus(CLIENT, 'ready'))).toEqual([]);
    expect(await mailsOf(() => setStatus(CLIENT, 'ready'))).toEqual([]);
    const changes = await mailsOf(() => setStatus(CLIENT, 'changes_requested', PARALEGAL));
    expect(changes.map((m) => m.to)).toEqual([CLIENT]);
    expect((await mailsOf(() => setStatus(CLIENT, 'ready'))).map((m) => m.to).sort()).toEqual([LAWYER, PARALEGAL]);
  });

  it('two ready requests at once: the firm is mailed once', async () => {
    expect(await mailsOf(() => setStatus(DIRECT, 'in_progress', LAWYER))).toEqual([]);
    const before = sent.length;
    const answers = await Promise.all([setStatus(DIRECT, 'ready'), setStatus(DIRECT, 'ready')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await t.app.deps.background.idle();
    expect(sent.slice(before).map((m) => m.to)).toEqual([LAWYER]);
  });

  it("another firm's client: only that firm's staff, in the language they chose", async () => {
    const mails = await mailsOf(() => setStatus(OTHER_CLIENT, 'ready'));
    expect(mails.map((m) => m.to).sort()).toEqual([OTHER, OTHER_PARALEGAL]);
    expect(mails.find((m) => m.to === OTHER)!.subject).toBe(en.subject);
  });

  it('a deactivated paralegal is not mailed; the lawyer above still is', async () => {
    expect((await mailsOf(() => setStatus(GONE_CLIENT, 'ready'))).map((m) => m.to)).toEqual([LAWYER]);
  });

  it('staff changing the status to anything else mail no staff member', async () => {
    const mails = await mailsOf(() => setStatus(CLIENT, 'approved', LAWYER));
    expect(mails).toEqual([]);
    expect((await setStatus(CLIENT, 'ready', LAWYER)).statusCode).toBe(403);
  });
});
