import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUserAndLogin, buildTestApp, call, type TestApp } from './helpers.ts';
import { answerHerSection, beneficiaryToken, inviteAndAccept, PARENT_INPUTS, startPetition } from './beneficiary-helpers.ts';

/**
 * The authorization matrix of the beneficiary role (issue 24): every route made for her part, called by each kind of
 * caller — the petitioner, his beneficiary, another couple's beneficiary, the petitioner's firm (lawyer and paralegal),
 * another firm and no session — and every other route of the API called by a beneficiary.
 *
 * Firm A: lawyer la, paralegal pa; petitioner pA (client of pa), his beneficiary bA.
 * Firm B: lawyer lb; petitioner pB (client of lb), his beneficiary bB.
 */
const NAMES: Record<string, string> = { la: 'lawyer-a', pa: 'paralegal-a', pA: 'petitioner-a', bA: 'beneficiary-a', lb: 'lawyer-b', pB: 'petitioner-b', bB: 'beneficiary-b' };
const email = (n: string) => `${NAMES[n] ?? n}@matrix.test`;
let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  tok.la = await addUserAndLogin(t, email('la'), 'LAWYER');
  tok.pa = await addUserAndLogin(t, email('pa'), 'PARALEGAL', email('la'));
  tok.pA = await addUserAndLogin(t, email('pA'), 'CLIENT', email('pa'));
  tok.lb = await addUserAndLogin(t, email('lb'), 'LAWYER');
  tok.pB = await addUserAndLogin(t, email('pB'), 'CLIENT', email('lb'));
  await startPetition(t, email('pA'), tok.pA, { petitionerFirstName: 'Adam', petitionerLastName: 'Alpha', beneficiaryFirstName: 'Anna', beneficiaryLastName: 'Alpha' });
  await startPetition(t, email('pB'), tok.pB, { petitionerFirstName: 'Boris', petitionerLastName: 'Beta', beneficiaryFirstName: 'Bella', beneficiaryLastName: 'Beta' });
  tok.bA = await inviteAndAccept(t, tok.pA, email('bA'));
  tok.bB = await inviteAndAccept(t, tok.pB, email('bB'));
  await answerHerSection(t, tok.bA, 17, PARENT_INPUTS);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
/** Routes by email a beneficiary may call on her own account only (issue 24: her data is hers to export and delete). */
const HER_OWN_ACCOUNT_ROUTES = new Set(['GET /api/user/export/{email}', 'DELETE /api/user/{email}', 'GET /api/audit/{email}']);
interface Route {
  method: Method;
  url: string;
  body?: unknown;
}

/** The petitioner's routes (by session: the petition is always the caller's own). */
const PETITIONER_ROUTES: Route[] = [
  { method: 'POST', url: '/api/beneficiary/invitation', body: { email: 'someone-new@matrix.test', fullName: 'Some One', language: 'en' } },
  { method: 'GET', url: '/api/beneficiary/link' },
  { method: 'GET', url: '/api/beneficiary/answers' },
  { method: 'POST', url: '/api/beneficiary/sections/17/confirm' },
  { method: 'POST', url: '/api/beneficiary/requests', body: { sectionId: 17, answerKey: 'ben.parent1.given', body: 'Please check.' } },
  { method: 'POST', url: '/api/beneficiary/choices', body: { answerKey: 'ben.parent1.family', keep: 'his' } },
  { method: 'DELETE', url: '/api/beneficiary/link' },
];
/** Her routes. */
const HER_ROUTES: Route[] = [
  { method: 'GET', url: '/api/beneficiary/petition' },
  { method: 'POST', url: '/api/beneficiary/changes', body: { version: 0, changes: [{ type: 'journey', page: '/section/17' }] } },
];

const send = (r: Route, token?: string) => call(t.app, r.method, r.url, { token, ...(r.body !== undefined ? { body: r.body } : {}) });
const label = (r: Route, who: string) => `${who}: ${r.method} ${r.url}`;

describe('authorization matrix: the beneficiary role (issue 24)', () => {
  it("the petitioner's routes refuse his beneficiary, another couple's, his firm, another firm and no session", async () => {
    const wrong: string[] = [];
    for (const r of PETITIONER_ROUTES) {
      for (const who of ['bA', 'bB', 'la', 'pa', 'lb']) {
        const res = await send(r, tok[who]);
        if (res.statusCode !== 403 || res.json().code !== 'FORBIDDEN') wrong.push(`${label(r, who)} → ${res.statusCode} ${res.body}`);
      }
      const anon = await send(r);
      if (anon.statusCode !== 403 || anon.json().code !== 'SESSION_INVALID') wrong.push(`${label(r, 'no session')} → ${anon.statusCode}`);
    }
    expect(wrong).toEqual([]);
    // Nothing of A's part changed: no request, no choice, no confirmation, the link still active.
    const answers = (await call(t.app, 'GET', '/api/beneficiary/answers', { token: tok.pA })).json();
    expect(answers.link.status).toBe('active');
    expect(answers.requests).toEqual([]);
    expect(answers.sections.find((s: { id: number }) => s.id === 17).status).toBe('answered');
  });

  it('her routes refuse the petitioner, his firm, another firm and no session', async () => {
    const wrong: string[] = [];
    for (const r of HER_ROUTES) {
      for (const who of ['pA', 'la', 'pa', 'lb']) {
        const res = await send(r, tok[who]);
        if (res.statusCode !== 403) wrong.push(`${label(r, who)} → ${res.statusCode}`);
      }
      const anon = await send(r);
      if (anon.statusCode !== 403 || anon.json().code !== 'SESSION_INVALID') wrong.push(`${label(r, 'no session')} → ${anon.statusCode}`);
      const own = await send(r, tok.bA);
      if (own.statusCode !== 200) wrong.push(`${label(r, 'bA')} → ${own.statusCode} ${own.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('her passport upload refuses the petitioner, his firm, another firm and no session', async () => {
    const r: Route = { method: 'POST', url: '/api/beneficiary/passport', body: {} };
    for (const who of ['pA', 'la', 'pa', 'lb']) expect((await send(r, tok[who])).statusCode, who).toBe(403);
    expect((await send(r)).json().code).toBe('SESSION_INVALID');
    // Hers answers (here: not a multipart body); the upload itself is in beneficiary.test.ts.
    expect((await send(r, tok.bA)).statusCode).toBe(415);
  });

  it("another couple's beneficiary reaches only her own part: nothing of A's petition or of A's beneficiary", async () => {
    const res = await call(t.app, 'GET', '/api/beneficiary/petition', { token: tok.bB });
    expect(res.statusCode).toBe(200);
    expect(res.json().petitioner.fullName).toBe('Name petitioner-b');
    expect(res.body).not.toContain('Alpha');
    expect(res.body).not.toContain('Ivanov');
    // Her changes reach her own draft only; A's beneficiary's draft is untouched.
    const changed = await call(t.app, 'POST', '/api/beneficiary/changes', { token: tok.bB, body: { version: 0, changes: [{ type: 'start', sectionId: 18 }] } });
    expect(changed.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/beneficiary/petition', { token: tok.bA })).json().state.sections['18']).toBeUndefined();
  });

  it("every other route of the API refuses a beneficiary, on the petitioner's account and on her own", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, { 'x-auth': string }>> };
    const allowed = new Set(['GET /api/me', 'POST /api/me/language', 'POST /api/beneficiary/passport', ...HER_ROUTES.map((r) => `${r.method} ${r.url}`)]);
    const admitted: string[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(item)) {
        const method = m.toUpperCase() as Method;
        if (op['x-auth'] === 'none' || allowed.has(`${method} ${path}`)) continue;
        // Her own data (export, trail, deleting her account): open to her for her own email only (checked below).
        const ownOnly = HER_OWN_ACCOUNT_ROUTES.has(`${method} ${path}`);
        for (const target of ownOnly ? [email('pA'), email('bB')] : [email('pA'), email('bA')]) {
          const url = path.replace(/\{(\w+)\}/g, (_all, name: string) => (name === 'email' ? encodeURIComponent(target) : name === 'id' ? '00000000-0000-4000-8000-000000000000' : name === 'sectionId' ? '17' : 'x.pdf'));
          const res = await call(t.app, method, url, { token: tok.bA, ...(method === 'GET' ? {} : { body: {} }) });
          checked += 1;
          if (res.statusCode !== 403 || res.json().code !== 'FORBIDDEN') admitted.push(`${method} ${url} → ${res.statusCode}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(80);
    expect(admitted).toEqual([]);
    // Her own allowed account routes.
    expect((await call(t.app, 'GET', '/api/me', { token: tok.bA })).json().user).toMatchObject({ email: email('bA'), userType: 'BENEFICIARY' });
    expect((await call(t.app, 'GET', `/api/audit/${encodeURIComponent(email('bA'))}`, { token: tok.bA })).statusCode).toBe(200);
    const exported = await call(t.app, 'GET', `/api/user/export/${encodeURIComponent(email('bA'))}`, { token: tok.bA });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    // Deleting needs her password: a wrong one is refused, and her account stays.
    const wrong = await call(t.app, 'DELETE', `/api/user/${encodeURIComponent(email('bA'))}`, { token: tok.bA, body: { password: 'Wrong-passw0rd!' } });
    expect(wrong.statusCode).toBe(400);
  });

  it("staff see the petition's beneficiary through the review only; her account is no one's to open by email", async () => {
    const review = await call(t.app, 'GET', `/api/review/${email('pA')}`, { token: tok.pa });
    expect(review.statusCode).toBe(200);
    expect(review.json().beneficiary).toMatchObject({ email: email('bA') });
    expect((await call(t.app, 'GET', `/api/review/${email('pA')}`, { token: tok.lb })).statusCode).toBe(403);
    for (const who of ['la', 'pa', 'lb', 'pA', 'bB']) {
      for (const url of [`/api/chat-state/i29F/load/${email('bA')}`, `/api/user/findUserByEmail/${email('bA')}`, `/api/audit/${email('bA')}`]) {
        expect((await call(t.app, 'GET', url, { token: tok[who] })).statusCode, `${who} ${url}`).toBe(403);
      }
    }
  });

  it("the accept page's routes need the mailed token, not a session; a used or unknown one is refused for everyone", async () => {
    for (const who of [undefined, tok.bA, tok.pA, tok.la]) {
      const check = await call(t.app, 'POST', '/api/beneficiary/invitation/check', { token: who, headers: { 'x-beneficiary-token': 'not-a-token' } });
      expect(check.json().code).toBe('INVITATION_INVALID');
      const accept = await call(t.app, 'POST', '/api/beneficiary/invitation/accept', { token: who, headers: { 'x-beneficiary-token': await beneficiaryToken(t, email('bA')) }, body: { password: 'Passw0rd!' } });
      expect(accept.json().code).toBe('INVITATION_INVALID');
    }
  });

  it('the petitioner reaches his own routes (revoking last)', async () => {
    for (const r of PETITIONER_ROUTES) {
      const res = await send(r, tok.pA);
      // Admitted: 2xx, or what the route says about the input (409: an invitation while she has access; 400: a choice
      // where their answers are the same) — never 403 or 404.
      expect([200, 201, 400, 409], `${label(r, 'pA')} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    }
    expect((await call(t.app, 'GET', '/api/beneficiary/petition', { token: tok.bA })).statusCode).toBe(403);
  });
});
