import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterviewState } from '@i129f/petition';
import { addUserAndLogin, buildTestApp, call, type TestApp } from './helpers.ts';

/** The default validator is the interview engine's validateState (docs/interview-engine.md). */
let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await buildTestApp();
  token = await addUserAndLogin(t, 'john@example.com');
});
afterAll(() => t.close());

describe('chat state re-validated by the interview engine', () => {
  const save = (state: unknown, version: number) => call(t.app, 'POST', '/api/chat-state/i29F/save/john@example.com', { token, body: { state, version } });

  it('a fresh interview state is accepted', async () => {
    const res = await save(createInterviewState({ asOf: '06/01/2025' }), 0);
    expect(res.statusCode).toBe(200);
  });

  it('something that is not an interview state → 400 naming the problems', async () => {
    const res = await save({ version: 99 }, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields.length).toBeGreaterThan(0);
  });
});
