import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import type { AuditPage } from '@i129f/petition/api/account-data.ts';
import { addUser, buildTestApp, call, login, multipart, PASSWORD, PNG, type TestApp } from './helpers.ts';
import { HAS_ACCOUNTS_UNDER } from '../src/account-data/routes.ts';

/**
 *   lawyer ── para ── client, keep (another client of the firm)
 *   solo (a lawyer with nobody under it), stranger (CLIENT on its own)
 */
const E = {
  lawyer: 'lawyer@firm.test',
  para: 'para@firm.test',
  client: 'anna.berg@example.com',
  keep: 'keep@example.com',
  solo: 'solo@law.test',
  stranger: 'stranger@example.com',
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const BIG = Buffer.concat([PNG, Buffer.alloc(700 * 1024, 7)]);

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp({ validateChatState: () => [] });
  await addUser(t, E.lawyer, 'LAWYER');
  await addUser(t, E.para, 'PARALEGAL', E.lawyer);
  await addUser(t, E.client, 'CLIENT', E.para);
  await addUser(t, E.keep, 'CLIENT', E.para);
  await addUser(t, E.solo, 'LAWYER');
  await addUser(t, E.stranger);
  for (const [k, e] of Object.entries(E)) tok[k] = (await login(t.app, e)).token;
  for (const who of ['client', 'keep'] as const) {
    const email = E[who];
    await call(t.app, 'POST', `/api/chat-state/i29F/save/${email}`, { token: tok[who], body: { state: { owner: who, answers: { 'pet.name': 'Ä' }, sections: { '3': { log: [who] } } }, version: 0 } });
    const up = multipart([
      { name: 'file', filename: `${who}-scan.png`, bytes: BIG },
    ]);
    expect((await call(t.app, 'POST', `/api/file/client/upload/${email}`, { token: tok[who], ...up })).statusCode).toBe(200);
    const pdf = multipart([{ name: 'file', filename: `${who}-letter.pdf`, bytes: PDF }]);
    expect((await call(t.app, 'POST', `/api/file/client/upload/${email}`, { token: tok[who], ...pdf })).statusCode).toBe(200);
  }
  // The paralegal corrects the client's answer: a second row of the answer history, by someone else.
  t.clock.advance(1000);
  const corrected = { owner: 'client', answers: { 'pet.name': 'Å' }, sections: { '3': { log: ['client'] } } };
  expect((await call(t.app, 'POST', `/api/chat-state/i29F/save/${E.client}`, { token: tok.para, body: { state: corrected, version: 1 } })).statusCode).toBe(200);
  await t.app.deps.background.idle();
});
afterAll(() => t.close());

const as = (who: keyof typeof E) => ({ token: tok[who] });
const exportOf = (email: string, who: keyof typeof E) => call(t.app, 'GET', `/api/user/export/${email}`, as(who));
const del = (email: string, who: keyof typeof E, password: unknown = PASSWORD) =>
  call(t.app, 'DELETE', `/api/user/${email}`, { ...as(who), body: { password } });
const count = async (table: string, column: string, value: string) =>
  Number(
    ((await t.app.deps.db
      .selectFrom(table as never)
      .select((eb) => eb.fn.countAll().as('n'))
      .where(column as never, '=', value as never)
      .executeTakeFirstOrThrow()) as { n: unknown }).n,
  );

describe('account export', () => {
  it('zips account.json, chat-state.json, answer-history.json, every file and audit.json for the account holder', async () => {
    const res = await exportOf(E.client, 'client');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="i129f-account-export.zip"');
    expect(res.headers['content-disposition']).not.toContain('anna');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(zip).sort()).toEqual(['account.json', 'answer-history.json', 'audit.json', 'chat-state.json', 'files/client-letter.pdf', 'files/client-scan.png']);
    const account = JSON.parse(strFromU8(zip['account.json']!));
    expect(account.account).toMatchObject({ email: E.client, userType: 'CLIENT' });
    expect(account.staff).toMatchObject({ email: E.para, userType: 'PARALEGAL' });
    expect(account.files.map((f: { path: string }) => f.path).sort()).toEqual(['files/client-letter.pdf', 'files/client-scan.png']);
    expect(JSON.parse(strFromU8(zip['chat-state.json']!))).toEqual({ state: { owner: 'client', answers: { 'pet.name': 'Å' }, sections: { '3': { log: ['client'] } } }, version: 2 });
    const start = new Date(Date.UTC(2026, 0, 1)).toISOString();
    expect(JSON.parse(strFromU8(zip['answer-history.json']!))).toEqual([
      { version: 1, key: 'pet.name', oldValue: null, newValue: 'Ä', by: E.client, at: start },
      { version: 2, key: 'pet.name', oldValue: 'Ä', newValue: 'Å', by: E.para, at: new Date(Date.UTC(2026, 0, 1) + 1000).toISOString() },
    ]);
    expect(Buffer.from(zip['files/client-scan.png']!).equals(BIG)).toBe(true);
    expect(Buffer.from(zip['files/client-letter.pdf']!).equals(PDF)).toBe(true);
    const audit = JSON.parse(strFromU8(zip['audit.json']!)) as Array<{ action: string }>;
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['chat-state.save', 'file.upload']));
    expect(JSON.stringify(zip)).not.toContain('keep');
  });

  it('is open to the staff above the client (canAccess), refused to others, and audited', async () => {
    expect((await exportOf(E.client, 'lawyer')).statusCode).toBe(200);
    expect((await exportOf(E.client, 'para')).statusCode).toBe(200);
    expect((await exportOf(E.client, 'stranger')).statusCode).toBe(403);
    expect((await exportOf(E.client, 'solo')).statusCode).toBe(403);
    await t.app.deps.background.idle();
    const page = (await call(t.app, 'GET', `/api/audit/${E.client}`, as('client'))).json() as AuditPage;
    const exports = page.entries.filter((e) => e.action === 'account.export').map((e) => e.actor.email).sort();
    expect(exports).toEqual([E.client, E.lawyer, E.para].sort());
  });
});

describe('account deletion', () => {
  it('refuses a wrong or missing password (400) and deletes nothing', async () => {
    const wrong = await del(E.client, 'client', 'Wrong-passw0rd!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', fields: [{ path: 'password' }] });
    expect((await del(E.client, 'client', '')).statusCode).toBe(400);
    expect((await call(t.app, 'DELETE', `/api/user/${E.client}`, as('client'))).statusCode).toBe(400);
    expect(await count('users', 'email', E.client)).toBe(1);
  });

  it("refuses another account (403), the client's own staff included", async () => {
    for (const who of ['stranger', 'solo', 'para', 'lawyer'] as const) {
      const res = await del(E.client, who);
      expect(res.statusCode, who).toBe(403);
    }
    expect((await call(t.app, 'DELETE', `/api/user/${E.client}`, { body: { password: PASSWORD } })).statusCode).toBe(403);
    expect(await count('users', 'email', E.client)).toBe(1);
  });

  it('refuses staff with accounts under them (409) with a clear message', async () => {
    for (const who of ['para', 'lawyer'] as const) {
      const res = await del(E[who], who);
      expect(res.statusCode, who).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ACCOUNT_HAS_ACCOUNTS_UNDER', message: HAS_ACCOUNTS_UNDER });
    }
  });

  it('deletes the account and everything stored about it; other accounts keep theirs', async () => {
    const db = t.app.deps.db;
    const client = (await db.selectFrom('users').select('id').where('email', '=', E.client).executeTakeFirstOrThrow()).id;
    // A reset token, an invitation to this address and a failed login exist before the deletion.
    await call(t.app, 'POST', `/api/user/request-forgotten-password/${E.client}`);
    await t.app.deps.background.idle();
    expect(await count('password_resets', 'user_id', client)).toBe(1);
    const lawyer = (await db.selectFrom('users').select('id').where('email', '=', E.lawyer).executeTakeFirstOrThrow()).id;
    const tables = new Set((await db.introspection.getTables()).map((x) => x.name));
    if (tables.has('invitations')) {
      await db
        .insertInto('invitations' as never)
        .values({ id: 'inv-1', token_hash: 'h1', inviter_id: lawyer, email: E.client, full_name: 'Anna Berg', user_type: 'CLIENT', created_at: 1, expires_at: 2 } as never)
        .execute();
    }
    await call(t.app, 'POST', '/api/login', { body: { username: E.client, password: 'Wrong-passw0rd!' } });
    expect((await t.app.deps.limiter.count(`login:acct:${E.client} `)).count).toBeGreaterThan(0);
    const auditBefore = await count('audit_log', 'target_id', client);
    expect(auditBefore).toBeGreaterThan(0);

    const res = await del(E.client, 'client');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    await t.app.deps.background.idle();

    expect(await count('users', 'id', client)).toBe(0);
    expect(await count('sessions', 'user_id', client)).toBe(0);
    expect(await count('password_resets', 'user_id', client)).toBe(0);
    expect(await count('chat_states', 'user_id', client)).toBe(0);
    expect(await count('chat_sections', 'user_id', client)).toBe(0);
    expect(await count('answer_history', 'user_id', client)).toBe(0);
    expect(await count('files', 'owner_id', client)).toBe(0);
    if (tables.has('invitations')) expect(await count('invitations', 'email', E.client)).toBe(0);
    expect((await t.app.deps.limiter.count(`login:acct:${E.client} `)).count).toBe(0);
    // The trail stays, as ids only, and records the deletion itself.
    const trail = (await db.selectFrom('audit_log' as never).selectAll().where('target_id' as never, '=', client as never).execute()) as Array<Record<string, unknown>>;
    expect(trail.length).toBe(auditBefore + 1);
    expect(trail.every((r) => r.file_ref === null)).toBe(true);
    expect(trail.some((r) => r.action === 'account.delete' && Number(r.outcome) === 200 && r.actor_id === client)).toBe(true);
    expect(JSON.stringify(trail)).not.toContain('anna');
    // The session is gone with the account.
    expect((await call(t.app, 'GET', '/api/me', as('client'))).statusCode).toBe(403);

    // Another client of the same firm is untouched.
    const keep = (await db.selectFrom('users').select('id').where('email', '=', E.keep).executeTakeFirstOrThrow()).id;
    expect(await count('files', 'owner_id', keep)).toBe(2);
    expect(await count('chat_states', 'user_id', keep)).toBe(1);
    expect(await count('chat_sections', 'user_id', keep)).toBe(1);
    expect(await count('answer_history', 'user_id', keep)).toBe(1);
    const load = await call(t.app, 'GET', `/api/chat-state/i29F/load/${E.keep}`, as('keep'));
    expect(load.json()).toEqual({ state: { owner: 'keep', answers: { 'pet.name': 'Ä' }, sections: { '3': { log: ['keep'] } } }, version: 1, locked: null });
    expect((await call(t.app, 'GET', `/api/file/client/download/${E.keep}/keep-scan.png`, as('para'))).rawPayload.equals(BIG)).toBe(true);
  });

  it('lets staff with nobody under them delete their own account', async () => {
    expect((await del(E.solo, 'solo')).statusCode).toBe(200);
    expect(await count('users', 'email', E.solo)).toBe(0);
  });
});
