import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, buildTestApp, call, login, type TestApp } from './helpers.ts';
import type { StateProblem } from '../src/chat-state/validate.ts';

/** The route logic with a stand-in validator: states with `bad` answers are refused. */
const fakeValidator = (state: unknown): StateProblem[] => {
  const bad = (state as { bad?: string }).bad;
  return bad ? [{ sectionId: 8, stepId: 'city', key: 'pet.birth.city', message: `Invalid: ${bad}` }] : [];
};

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp({ validateChatState: fakeValidator });
  await addUser(t, 'lawyer@firm.test', 'LAWYER');
  await addUser(t, 'para@firm.test', 'PARALEGAL', 'lawyer@firm.test');
  await addUser(t, 'john@example.com', 'CLIENT', 'para@firm.test');
  await addUser(t, 'maria@example.com');
  for (const e of ['lawyer@firm.test', 'john@example.com', 'maria@example.com']) tokens[e] = (await login(t.app, e)).token;
});
afterAll(() => t.close());

const load = (email: string, as = email) => call(t.app, 'GET', `/api/chat-state/i29F/load/${email}`, { token: tokens[as] });
const save = (email: string, body: unknown, as = email) => call(t.app, 'POST', `/api/chat-state/i29F/save/${email}`, { token: tokens[as], body });

describe('chat state', () => {
  it('nothing saved → {state: null, version: 0}', async () => {
    const res = await load('john@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: null, version: 0, locked: null });
  });

  it('saves with version + 1 and loads the same JSON', async () => {
    const state = { sections: { '1': { completed: true, messages: [{ content: 'Hi ✓', position: 'left' }] } } };
    const first = await save('john@example.com', { state, version: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ version: 1 });
    expect((await load('john@example.com')).json()).toEqual({ state, version: 1, locked: null });
    const second = await save('john@example.com', { state: { ...state, more: 1 }, version: 1 });
    expect(second.json()).toEqual({ version: 2 });
  });

  it('a stale version → 409 with the stored version and state', async () => {
    const res = await save('john@example.com', { state: { stale: true }, version: 1 });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({ code: 'VERSION_CONFLICT', currentVersion: 2 });
    expect(body.state.more).toBe(1);
    const fresh = await save('maria@example.com', { state: { a: 1 }, version: 3 });
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json()).toMatchObject({ currentVersion: 0, state: null });
  });

  it('concurrent saves of one version: exactly one wins', async () => {
    const results = await Promise.all([1, 2, 3, 4].map((n) => save('maria@example.com', { state: { n }, version: 0 })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await load('maria@example.com')).json().version).toBe(1);
  });

  it('invalid answers → 400 naming them; nothing stored', async () => {
    const res = await save('john@example.com', { state: { bad: 'x1' }, version: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'state.sections.8.city.pet.birth.city', message: 'Invalid: x1' }]);
    expect((await load('john@example.com')).json().version).toBe(2);
  });

  it('bad body → 400, over 1 MB → 413', async () => {
    expect((await save('john@example.com', { version: 2 })).statusCode).toBe(400);
    expect((await save('john@example.com', { state: {}, version: -1 })).statusCode).toBe(400);
    const big = await save('john@example.com', { state: { blob: 'x'.repeat(1024 * 1024) }, version: 2 });
    expect(big.statusCode).toBe(413);
  });

  it("staff above the client may load and save; others get 403", async () => {
    expect((await load('john@example.com', 'lawyer@firm.test')).statusCode).toBe(200);
    expect((await save('john@example.com', { state: { by: 'lawyer' }, version: 2 }, 'lawyer@firm.test')).json()).toEqual({ version: 3 });
    expect((await load('john@example.com', 'maria@example.com')).statusCode).toBe(403);
    expect((await save('john@example.com', { state: {}, version: 3 }, 'maria@example.com')).statusCode).toBe(403);
    expect((await load('maria@example.com', 'lawyer@firm.test')).statusCode).toBe(403);
  });
});
