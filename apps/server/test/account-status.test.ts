import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, addUserAndLogin, buildTestApp, call, login, PASSWORD, type TestApp } from './helpers.ts';
import { enrolByLink } from './two-factor-helpers.ts';

/** Deactivation, reactivation and reassignment (issue 10.1): who may do it, and what it does. */
let t: TestApp;
const tok = { lawyerA: '', paraA1: '', paraA2: '', lawyerB: '', paraB: '', clientA: '' };
beforeAll(async () => {
  t = await buildTestApp();
  tok.lawyerA = await addUserAndLogin(t, 'lawyer@a.test', 'LAWYER');
  tok.paraA1 = await addUserAndLogin(t, 'para1@a.test', 'PARALEGAL', 'lawyer@a.test');
  tok.paraA2 = await addUserAndLogin(t, 'para2@a.test', 'PARALEGAL', 'lawyer@a.test');
  tok.lawyerB = await addUserAndLogin(t, 'lawyer@b.test', 'LAWYER');
  tok.paraB = await addUserAndLogin(t, 'para@b.test', 'PARALEGAL', 'lawyer@b.test');
  tok.clientA = await addUserAndLogin(t, 'client1@a.test', 'CLIENT', 'para1@a.test');
  await addUser(t, 'client2@a.test', 'CLIENT', 'para1@a.test');
  await addUser(t, 'direct@a.test', 'CLIENT', 'lawyer@a.test');
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, token?: string, body?: unknown) => call(t.app, 'POST', url, { token, body });
const deactivate = (email: string, token?: string) => post(`/api/user/deactivate/${encodeURIComponent(email)}`, token);
const reactivate = (email: string, token?: string) => post(`/api/user/reactivate/${encodeURIComponent(email)}`, token);
const reassign = (email: string, paralegalEmail: string, token?: string) => post(`/api/user/reassign/${encodeURIComponent(email)}`, token, { paralegalEmail });
const password = (email: string) => post('/api/login', undefined, { username: email, password: PASSWORD });
const parentOf = async (email: string) =>
  (await t.app.deps.db.selectFrom('users as u').innerJoin('users as p', 'p.id', 'u.parent_id').select('p.email').where('u.email', '=', email).executeTakeFirst())?.email;

describe('deactivation', () => {
  it('refuses anonymous callers, clients, other firms, a paralegal on staff or on another paralegal’s client, and oneself', async () => {
    const cases: Array<[string, string | undefined, string, number]> = [
      ['anonymous', undefined, 'client2@a.test', 403],
      ['a client (on another client)', tok.clientA, 'client2@a.test', 403],
      ['a client (on itself)', tok.clientA, 'client1@a.test', 403],
      ['another firm’s lawyer', tok.lawyerB, 'client2@a.test', 403],
      ['another firm’s lawyer (on a paralegal)', tok.lawyerB, 'para1@a.test', 403],
      ['another firm’s paralegal', tok.paraB, 'client2@a.test', 403],
      ['a paralegal on a colleague', tok.paraA1, 'para2@a.test', 403],
      ['a paralegal on the lawyer', tok.paraA1, 'lawyer@a.test', 403],
      ['a paralegal on another paralegal’s client', tok.paraA2, 'client2@a.test', 403],
      ['a paralegal on the lawyer’s direct client', tok.paraA1, 'direct@a.test', 403],
      ['the lawyer on itself', tok.lawyerA, 'lawyer@a.test', 403],
    ];
    for (const [who, token, target, status] of cases) {
      for (const action of [deactivate, reactivate]) {
        const res = await action(target, token);
        expect(res.statusCode, `${who} ${action === deactivate ? 'deactivates' : 'reactivates'} ${target}`).toBe(status);
        expect(res.json()).toHaveProperty('code');
      }
    }
    expect((await password('client2@a.test')).statusCode).toBe(200);
  });

  it('a paralegal deactivates their client: no login (clear message), sessions end, data stays; reactivation restores the login', async () => {
    const res = await deactivate('client1@a.test', tok.paraA1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'client1@a.test', deactivated: true, invitationsRevoked: 0 });
    expect((await call(t.app, 'GET', '/api/me', { token: tok.clientA })).statusCode).toBe(403);
    const refused = await password('client1@a.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DEACTIVATED', message: 'This account has been deactivated. Please contact your law firm.' });
    // A wrong password still reads as wrong credentials (the status is told only to the account holder).
    expect((await post('/api/login', undefined, { username: 'client1@a.test', password: 'Wrong-passw0rd' })).json().code).toBe('INVALID_CREDENTIALS');
    // The firm still sees the account and its data.
    const tree = (await call(t.app, 'GET', '/api/user/findUserByEmail/para1%40a.test', { token: tok.paraA1 })).json();
    expect(tree.clients.find((c: { email: string }) => c.email === 'client1@a.test')).toMatchObject({ deactivated: true });
    expect((await call(t.app, 'GET', '/api/chat-state/i29F/load/client1%40a.test', { token: tok.paraA1 })).statusCode).toBe(200);

    // Recorded in the client's trail with who did it.
    await t.app.deps.background.idle();
    const trail = await call(t.app, 'GET', '/api/audit/client1%40a.test', { token: tok.paraA1 });
    expect(JSON.stringify(trail.json())).toContain('account.deactivate');
    expect((await reactivate('client1@a.test', tok.paraA1)).json()).toEqual({ email: 'client1@a.test', deactivated: false });
    const again = await password('client1@a.test');
    expect(again.statusCode).toBe(200);
    tok.clientA = again.json().token;
    expect((await call(t.app, 'GET', '/api/me', { token: tok.clientA })).statusCode).toBe(200);
  });

  it('a lawyer deactivates a paralegal (its sessions end, its second step is refused) and a paralegal’s client', async () => {
    await enrolByLink(t, 'para2@a.test');
    const c = (await password('para2@a.test')).json();
    expect(c.pendingToken).toEqual(expect.any(String));
    expect((await deactivate('para2@a.test', tok.lawyerA)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/me', { token: tok.paraA2 })).json().code).toBe('SESSION_INVALID');
    expect((await post('/api/login/two-factor/verify', undefined, { pendingToken: c.pendingToken, code: '123456' })).json().code).toBe('LOGIN_EXPIRED');
    expect((await password('para2@a.test')).json().code).toBe('ACCOUNT_DEACTIVATED');
    expect((await deactivate('client2@a.test', tok.lawyerA)).statusCode).toBe(200);
    expect((await reactivate('client2@a.test', tok.lawyerA)).statusCode).toBe(200);
    expect((await reactivate('para2@a.test', tok.lawyerA)).statusCode).toBe(200);
    tok.paraA2 = (await login(t.app, 'para2@a.test')).token;
  });
});

describe('reassignment', () => {
  it('only the lawyer of the firm moves a client, and only to one of their active paralegals', async () => {
    const refused: Array<[string, string | undefined, string, string, number]> = [
      ['anonymous', undefined, 'client2@a.test', 'para2@a.test', 403],
      ['a client', tok.clientA, 'client2@a.test', 'para2@a.test', 403],
      ['the client’s own paralegal', tok.paraA1, 'client2@a.test', 'para2@a.test', 403],
      ['another firm’s lawyer', tok.lawyerB, 'client2@a.test', 'para@b.test', 403],
      ['the lawyer, to another firm’s paralegal', tok.lawyerA, 'client2@a.test', 'para@b.test', 400],
      ['the lawyer, to a client', tok.lawyerA, 'client2@a.test', 'direct@a.test', 400],
      ['the lawyer, to an unknown address', tok.lawyerA, 'client2@a.test', 'nobody@a.test', 400],
      ['the lawyer, moving a paralegal', tok.lawyerA, 'para1@a.test', 'para2@a.test', 403],
    ];
    for (const [who, token, client, to, status] of refused) {
      const res = await reassign(client, to, token);
      expect(res.statusCode, `${who}: ${client} → ${to}`).toBe(status);
    }
    expect(await parentOf('client2@a.test')).toBe('para1@a.test');
    expect((await reassign('client2@a.test', 'not-an-email', tok.lawyerA)).json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'paralegalEmail' }] });

    const moved = await reassign('client2@a.test', 'para2@a.test', tok.lawyerA);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ email: 'client2@a.test', paralegalEmail: 'para2@a.test' });
    expect(await parentOf('client2@a.test')).toBe('para2@a.test');
    // Access follows: the new paralegal reaches the client, the old one no longer does.
    expect((await call(t.app, 'GET', '/api/user/findUserByEmail/client2%40a.test', { token: tok.paraA2 })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/findUserByEmail/client2%40a.test', { token: tok.paraA1 })).statusCode).toBe(403);
    // A direct client of the lawyer can be given to a paralegal too.
    expect((await reassign('direct@a.test', 'para1@a.test', tok.lawyerA)).statusCode).toBe(200);

    // Not to a deactivated paralegal.
    await deactivate('para1@a.test', tok.lawyerA);
    expect((await reassign('client2@a.test', 'para1@a.test', tok.lawyerA)).statusCode).toBe(400);
    await reactivate('para1@a.test', tok.lawyerA);
  });
});
