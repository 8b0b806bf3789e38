import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, addUserAndLogin, buildTestApp, call, login, PASSWORD, readOutbox, type TestApp } from './helpers.ts';
import { acceptStaffInvitation } from './two-factor-helpers.ts';

let t: TestApp;
const logLines: string[] = [];
const tokens = { lawyerA: '', paraA: '', lawyerB: '', clientB: '', solo: '' };
beforeAll(async () => {
  t = await buildTestApp({ logger: undefined, logStream: { write: (line) => void logLines.push(line) } });
  tokens.lawyerA = await addUserAndLogin(t, 'lawyer@firm-a.test', 'LAWYER');
  tokens.paraA = await addUserAndLogin(t, 'para@firm-a.test', 'PARALEGAL', 'lawyer@firm-a.test');
  tokens.lawyerB = await addUserAndLogin(t, 'lawyer@firm-b.test', 'LAWYER');
  tokens.clientB = await addUserAndLogin(t, 'client@firm-b.test', 'CLIENT', 'lawyer@firm-b.test');
  tokens.solo = await addUserAndLogin(t, 'solo@example.com', 'CLIENT');
});
afterAll(() => t.close());

const invite = (token: string | undefined, body: unknown) => call(t.app, 'POST', '/api/invitations', { token, body });
const list = async (token: string) => {
  const res = await call(t.app, 'GET', '/api/invitations', { token });
  expect(res.statusCode).toBe(200);
  return (res.json().invitations as { id: string; email: string }[]).map((i) => i.email);
};
const check = (token: string) => call(t.app, 'POST', '/api/invitations/check', { headers: { 'x-invitation-token': token } });
const accept = (token: string, body: unknown = {}, session?: string) =>
  call(t.app, 'POST', '/api/invitations/accept', { headers: { 'x-invitation-token': token }, body, token: session });
const clientsOf = async (email: string, session: string) => JSON.stringify((await call(t.app, 'GET', `/api/user/findUserByEmail/${email}`, { token: session })).json());

/** The token of the newest invitation link mailed to `email` (/invitation#token=…). */
async function mailedToken(email: string): Promise<string> {
  await t.app.deps.background.idle();
  const mail = readOutbox(t.outboxDir).filter((m) => m.includes(`To: ${email}`)).at(-1);
  const token = mail && /\/invitation#token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no invitation mail for ${email}`);
  return token;
}

describe('who may invite, list and revoke', () => {
  it('anonymous callers get 403 SESSION_INVALID', async () => {
    expect((await invite(undefined, { email: 'x@example.com', fullName: 'X' })).json()).toMatchObject({ code: 'SESSION_INVALID' });
    expect((await call(t.app, 'GET', '/api/invitations')).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', '/api/invitations/00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
  });

  it('a client cannot invite or list (403); a paralegal cannot add a paralegal (403)', async () => {
    const byClient = await invite(tokens.solo, { email: 'friend@example.com', fullName: 'Friend' });
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await call(t.app, 'GET', '/api/invitations', { token: tokens.solo })).statusCode).toBe(403);
    expect((await invite(tokens.paraA, { email: 'p2@example.com', fullName: 'P Two', userType: 'PARALEGAL' })).statusCode).toBe(403);
    expect((await invite(tokens.lawyerA, { email: 'x@example.com', fullName: 'X', userType: 'LAWYER' })).statusCode).toBe(400);
  });

  it('validates the body (400 naming fields) and needs the XSRF header', async () => {
    const bad = await invite(tokens.lawyerA, { email: 'not-an-email', fullName: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { path: string }) => f.path).sort()).toEqual(['email', 'fullName']);
    const noXsrf = await call(t.app, 'POST', '/api/invitations', { token: tokens.lawyerA, body: { email: 'a@example.com', fullName: 'A' }, xsrf: false });
    expect(noXsrf.json()).toMatchObject({ code: 'XSRF_MISMATCH' });
  });

  it('staff invite; a lawyer sees its own and its paralegals’ pending invitations, a paralegal its own, another firm none', async () => {
    const byPara = await invite(tokens.paraA, { email: 'New.Client@example.com', fullName: 'Nina Client' });
    expect(byPara.statusCode).toBe(201);
    expect(byPara.json().invitation).toMatchObject({ email: 'new.client@example.com', fullName: 'Nina Client', userType: 'CLIENT', invitedBy: { email: 'para@firm-a.test' } });
    expect(byPara.json().invitation.expiresAt - t.clock.now()).toBe(7 * 86_400_000);
    expect((await invite(tokens.lawyerA, { email: 'solo@example.com', fullName: 'Solo Client' })).statusCode).toBe(201);
    expect(await list(tokens.lawyerA)).toEqual(expect.arrayContaining(['new.client@example.com', 'solo@example.com']));
    expect(await list(tokens.paraA)).toEqual(['new.client@example.com']);
    expect(await list(tokens.lawyerB)).toEqual([]);
  });

  it('revoking: another firm and a client cannot (404/403), the lawyer can revoke its paralegal’s', async () => {
    expect((await invite(tokens.paraA, { email: 'revoked@example.com', fullName: 'Rev Oked' })).statusCode).toBe(201);
    const id = ((await call(t.app, 'GET', '/api/invitations', { token: tokens.paraA })).json().invitations as { id: string; email: string }[]).find((i) => i.email === 'revoked@example.com')!.id;
    const token = await mailedToken('revoked@example.com');
    expect((await call(t.app, 'DELETE', `/api/invitations/${id}`, { token: tokens.lawyerB })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/invitations/${id}`, { token: tokens.clientB })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', '/api/invitations/not-a-uuid', { token: tokens.lawyerA })).statusCode).toBe(400);
    expect((await call(t.app, 'DELETE', `/api/invitations/${id}`, { token: tokens.lawyerA })).statusCode).toBe(200);
    expect(await list(tokens.paraA)).not.toContain('revoked@example.com');
    expect((await check(token)).json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect((await accept(token, { password: PASSWORD })).statusCode).toBe(400);
  });
});

describe('accepting', () => {
  it('a new client sets a password: the account is created under the inviter, logged in, and the link works once', async () => {
    const token = await mailedToken('new.client@example.com');
    const stored = await t.app.deps.db.withTables<{ invitations: { token_hash: string; email: string } }>().selectFrom('invitations').select('token_hash').where('email', '=', 'new.client@example.com').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    const info = await check(token);
    expect(info.json()).toEqual({ email: 'new.client@example.com', fullName: 'Nina Client', userType: 'CLIENT', inviterName: 'Name para', accountExists: false, twoFactor: false });
    const noPassword = await accept(token);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fields[0].path).toBe('password');
    expect((await accept(token, { password: 'weak' })).statusCode).toBe(400);
    const ok = await accept(token, { password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ linked: true, user: { email: 'new.client@example.com', userType: 'CLIENT', fullName: 'Nina Client' } });
    expect((await call(t.app, 'GET', '/api/me', { token: ok.json().token })).statusCode).toBe(200);
    expect(await clientsOf('para@firm-a.test', tokens.paraA)).toContain('new.client@example.com');
    expect(await clientsOf('lawyer@firm-a.test', tokens.lawyerA)).toContain('new.client@example.com');
    expect(await clientsOf('lawyer@firm-b.test', tokens.lawyerB)).not.toContain('new.client@example.com');
    expect((await accept(token, { password: PASSWORD })).json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect(await list(tokens.paraA)).not.toContain('new.client@example.com');
  });

  it('a client who registered alone links only while logged in as that email', async () => {
    const token = await mailedToken('solo@example.com');
    expect((await check(token)).json()).toMatchObject({ accountExists: true });
    expect((await accept(token, { password: PASSWORD })).json()).toMatchObject({ code: 'LOGIN_REQUIRED' });
    expect((await accept(token, {}, tokens.clientB)).json()).toMatchObject({ code: 'WRONG_ACCOUNT' });
    expect((await call(t.app, 'GET', '/api/chat-state/i29F/load/solo@example.com', { token: tokens.lawyerA })).statusCode).toBe(403);
    const ok = await accept(token, {}, tokens.solo);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toBeUndefined();
    expect(await clientsOf('lawyer@firm-a.test', tokens.lawyerA)).toContain('solo@example.com');
    expect((await call(t.app, 'GET', '/api/chat-state/i29F/load/solo@example.com', { token: tokens.lawyerA })).statusCode).toBe(200);
  });

  it("a client of another firm cannot be taken over by an invitation (409), and stays where it was", async () => {
    expect((await invite(tokens.lawyerA, { email: 'client@firm-b.test', fullName: 'B Client' })).statusCode).toBe(201);
    const token = await mailedToken('client@firm-b.test');
    expect((await accept(token, {}, tokens.clientB)).json()).toMatchObject({ code: 'ALREADY_LINKED' });
    expect(await clientsOf('lawyer@firm-b.test', tokens.lawyerB)).toContain('client@firm-b.test');
    expect(await clientsOf('lawyer@firm-a.test', tokens.lawyerA)).not.toContain('client@firm-b.test');
    // A staff account is never turned into someone's client.
    expect((await invite(tokens.lawyerB, { email: 'lawyer@firm-a.test', fullName: 'Lena A' })).statusCode).toBe(201);
    expect((await accept(await mailedToken('lawyer@firm-a.test'), {}, tokens.lawyerA)).json()).toMatchObject({ code: 'ALREADY_LINKED' });
    expect(await clientsOf('lawyer@firm-b.test', tokens.lawyerB)).not.toContain('lawyer@firm-a.test');
    // An account already on the inviter's own list is refused when inviting.
    expect((await invite(tokens.lawyerB, { email: 'client@firm-b.test', fullName: 'B Client' })).json()).toMatchObject({ code: 'ALREADY_LINKED' });
  });

  it('a lawyer adds a paralegal, who can then invite clients', async () => {
    expect((await invite(tokens.lawyerA, { email: 'para2@firm-a.test', fullName: 'Paula Second', userType: 'PARALEGAL' })).statusCode).toBe(201);
    // Staff bind their authenticator in the accept (issue 23.7, two-factor-enrolment.test.ts), then have a session.
    const ok = (await acceptStaffInvitation(t, await mailedToken('para2@firm-a.test'))).res;
    expect(ok.json()).toMatchObject({ user: { userType: 'PARALEGAL', role: 'paralegal' } });
    expect(await clientsOf('lawyer@firm-a.test', tokens.lawyerA)).toContain('para2@firm-a.test');
    const paralegal = ok.json().token as string;
    expect((await invite(paralegal, { email: 'c3@example.com', fullName: 'Client Three' })).statusCode).toBe(201);
  });

  it('expires after 7 days; the token is read from the header only, never from the URL', async () => {
    expect((await invite(tokens.lawyerA, { email: 'late@example.com', fullName: 'Late Person' })).statusCode).toBe(201);
    const token = await mailedToken('late@example.com');
    expect((await call(t.app, 'POST', `/api/invitations/check?token=${token}`)).json()).toMatchObject({ code: 'INVITATION_INVALID' });
    const live = await check(token);
    expect(live.statusCode, live.body).toBe(200);
    t.clock.advance(7 * 86_400_000);
    expect((await check(token)).json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect((await accept(token, { password: PASSWORD })).statusCode).toBe(400);
    tokens.lawyerA = (await login(t.app, 'lawyer@firm-a.test')).token;
    expect(await list(tokens.lawyerA)).not.toContain('late@example.com');
  });

  it('no invitation token or invited email appears in the logs', async () => {
    const text = logLines.join('');
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/invitation#token=/);
    expect(text).not.toContain('new.client@example.com');
    for (const email of ['solo@example.com', 'late@example.com']) {
      const mail = readOutbox(t.outboxDir).find((m) => m.includes(`To: ${email}`))!;
      const token = /#token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
      expect(text).not.toContain(token);
    }
  });
});

describe('login still works for invited accounts', () => {
  it('logs in with the password chosen on acceptance', async () => {
    await addUser(t, 'unrelated@example.com');
    expect((await login(t.app, 'new.client@example.com')).user.email).toBe('new.client@example.com');
  });
});

describe('a deactivated inviter (issue 23.5)', () => {
  const deactivate = (email: string, session: string) => call(t.app, 'POST', `/api/user/deactivate/${encodeURIComponent(email)}`, { token: session });
  const userExists = async (email: string) => Boolean(await t.app.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst());

  it('deactivating a paralegal revokes its pending invitations and says how many; the links then fail and make no account', async () => {
    const lawyer = (await login(t.app, 'lawyer@firm-a.test')).token;
    expect((await invite(lawyer, { email: 'para4@firm-a.test', fullName: 'Pia Fourth', userType: 'PARALEGAL' })).statusCode).toBe(201);
    expect((await acceptStaffInvitation(t, await mailedToken('para4@firm-a.test'))).res.statusCode).toBe(200);
    const paralegal = (await login(t.app, 'para4@firm-a.test')).token;
    await addUser(t, 'alone@example.com');
    const aloneSession = (await login(t.app, 'alone@example.com')).token;
    for (const [email, fullName] of [['stale1@example.com', 'Stale One'], ['stale2@example.com', 'Stale Two'], ['alone@example.com', 'Al Alone']]) {
      expect((await invite(paralegal, { email, fullName })).statusCode).toBe(201);
    }
    // One accepted before the deactivation: not pending, not counted, and the account stays.
    expect((await accept(await mailedToken('stale2@example.com'), { password: PASSWORD })).statusCode).toBe(200);
    const tokens1 = { stale1: await mailedToken('stale1@example.com'), alone: await mailedToken('alone@example.com') };
    expect((await check(tokens1.stale1)).statusCode).toBe(200);

    const res = await deactivate('para4@firm-a.test', lawyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'para4@firm-a.test', deactivated: true, invitationsRevoked: 2 });

    expect((await check(tokens1.stale1)).json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect((await accept(tokens1.stale1, { password: PASSWORD })).json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect(await userExists('stale1@example.com')).toBe(false);
    // An existing client is not put under the deactivated paralegal either.
    expect((await accept(tokens1.alone, {}, aloneSession)).json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect(await clientsOf('lawyer@firm-a.test', lawyer)).not.toContain('alone@example.com');
    expect(await list(lawyer)).not.toEqual(expect.arrayContaining(['stale1@example.com']));
    expect(await userExists('stale2@example.com')).toBe(true);
    // Deactivating again revokes nothing more; reactivating does not bring the invitations back.
    expect((await deactivate('para4@firm-a.test', lawyer)).json()).toMatchObject({ invitationsRevoked: 0 });
    expect((await call(t.app, 'POST', '/api/user/reactivate/para4%40firm-a.test', { token: lawyer })).statusCode).toBe(200);
    expect((await check(tokens1.stale1)).json()).toMatchObject({ code: 'INVITATION_INVALID' });
  });

  it('an invitation of a deactivated account is refused even when it was not revoked (rows from before)', async () => {
    const lawyer = (await login(t.app, 'lawyer@firm-a.test')).token;
    expect((await invite(lawyer, { email: 'para5@firm-a.test', fullName: 'Pau Fifth', userType: 'PARALEGAL' })).statusCode).toBe(201);
    expect((await acceptStaffInvitation(t, await mailedToken('para5@firm-a.test'))).res.statusCode).toBe(200);
    const paralegal = (await login(t.app, 'para5@firm-a.test')).token;
    expect((await invite(paralegal, { email: 'old-row@example.com', fullName: 'Old Row' })).statusCode).toBe(201);
    const token = await mailedToken('old-row@example.com');
    // Deactivated the way it was before invitations were revoked with it: only the column set.
    await t.app.deps.db.withTables<{ users: { deactivated_at: number | null } }>().updateTable('users').set({ deactivated_at: t.clock.now() }).where('email', '=', 'para5@firm-a.test').execute();
    expect((await check(token)).json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect((await accept(token, { password: PASSWORD })).json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect(await userExists('old-row@example.com')).toBe(false);
    expect(await list(lawyer)).not.toContain('old-row@example.com');
  });
});
