import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interview } from '@i129f/petition/interview.ts';
import { k1State } from '@i129f/petition/sections/test-helpers.ts';
import type { InterviewState } from '@i129f/petition/engine/types.ts';
import { addUserAndLogin, buildTestApp, call, type TestApp } from './helpers.ts';

/** Issue 12: the engine's validation messages in a refused save come in the request's language. */
let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await buildTestApp();
  token = await addUserAndLogin(t, 'ana@example.com');
});
afterAll(() => t.close());

/** A state whose logged email answer was changed to one the email validator refuses. */
function tamperedState(): InterviewState {
  let state = interview.startSection(k1State(), 1).state;
  state = interview.submitAnswer(state, 1, 'N/A').state; // the middle name (setup gave none)
  expect(interview.currentQuestion(state, 1)?.key).toBe('pet.email');
  state = interview.submitAnswer(state, 1, 'ana@example.com').state;
  const sec = state.sections['1']!;
  const log = sec.log.map((e) => (e.key === 'pet.email' ? { ...e, input: 'not-an-email' } : e));
  return { ...state, answers: { ...state.answers, 'pet.email': 'not-an-email' }, sections: { ...state.sections, '1': { ...sec, log } } };
}

const save = (headers: Record<string, string>) =>
  call(t.app, 'POST', '/api/chat-state/i29F/save/ana@example.com', { token, headers, body: { state: tamperedState(), version: 0 } });

describe('refused chat state in the reader language', () => {
  it('English by default: the spec message', async () => {
    const res = await save({});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields.map((f: { message: string }) => f.message)).toContain('Invalid email format. Please check your input and try again.');
  });

  it('Accept-Language: es → the same message in Spanish', async () => {
    const res = await save({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().fields.map((f: { message: string }) => f.message);
    expect(messages).toContain('Formato de correo electrónico no válido. Revise lo que escribió e inténtelo de nuevo.');
    expect(messages).not.toContain('Invalid email format. Please check your input and try again.');
  });
});
