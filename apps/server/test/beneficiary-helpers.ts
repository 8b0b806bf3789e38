import { expect } from 'vitest';
import type { Change } from '@i129f/petition/changes/types.ts';
import { K1 } from '@i129f/petition/questionnaire/questions.ts';
import { interview } from '@i129f/petition/interview.ts';
import type { PetitionDoc } from '@i129f/petition/changes/types.ts';
import { call, PASSWORD, readOutbox, type TestApp } from './helpers.ts';

/** Answers of section 17 (the beneficiary's first parent), as typed. */
export const PARENT_INPUTS = ['I agree', 'Ivanov', 'Petr', 'N/A', '01/01/1960', 'Male', 'Russia', 'No', 'Kazan', 'Russia'];

/** Sends changes to a petition (the petitioner's own route) from the version it has; returns the new version. */
export async function sendPetition(t: TestApp, email: string, token: string, changes: Change[]): Promise<number> {
  const loaded = await call(t.app, 'GET', `/api/chat-state/i29F/load/${email}`, { token });
  const res = await call(t.app, 'POST', `/api/petition/changes/${email}`, { token, body: { version: loaded.json().version, changes } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().version as number;
}

/** A petition after setup and the questionnaire's classification. */
export async function startPetition(t: TestApp, email: string, token: string, names = { petitionerFirstName: 'John', petitionerLastName: 'Smith', beneficiaryFirstName: 'Olga', beneficiaryLastName: 'Ivanova' }): Promise<void> {
  await sendPetition(t, email, token, [
    { type: 'names', names },
    { type: 'questionnaire', key: 'classificationBeneficiary', value: K1 },
  ]);
}

/** The petitioner's stored petition. */
export async function petitionOf(t: TestApp, email: string, token: string): Promise<{ state: PetitionDoc; version: number }> {
  return (await call(t.app, 'GET', `/api/chat-state/i29F/load/${email}`, { token })).json();
}

/** The token of the newest beneficiary link mailed to `email`. */
export async function beneficiaryToken(t: TestApp, email: string): Promise<string> {
  await t.app.deps.background.idle();
  const mail = readOutbox(t.outboxDir).filter((m) => m.includes(`To: ${email}`)).at(-1);
  const token = mail && /\/beneficiary-invitation#token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no beneficiary invitation mailed to ${email}`);
  return token;
}

/** The petitioner invites, she accepts: her session token. */
export async function inviteAndAccept(t: TestApp, petitionerToken: string, email: string, language: 'en' | 'es' = 'en'): Promise<string> {
  const invited = await call(t.app, 'POST', '/api/beneficiary/invitation', { token: petitionerToken, body: { email, fullName: 'Olga Ivanova', language } });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await call(t.app, 'POST', '/api/beneficiary/invitation/accept', { headers: { 'x-beneficiary-token': await beneficiaryToken(t, email) }, body: { password: PASSWORD } });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().token as string;
}

/** She answers a section of her part through her changes route, one question at a time, as her chat does. */
export async function answerHerSection(t: TestApp, token: string, sectionId: number, inputs: readonly string[]): Promise<void> {
  const load = async () => (await call(t.app, 'GET', '/api/beneficiary/petition', { token })).json() as { state: PetitionDoc; version: number };
  let { state, version } = await load();
  const send = async (changes: Change[]) => {
    const res = await call(t.app, 'POST', '/api/beneficiary/changes', { token, body: { version, changes } });
    expect(res.statusCode, res.body).toBe(200);
    version = res.json().version;
  };
  if (!state.sections[String(sectionId)]) {
    await send([{ type: 'start', sectionId }]);
    state = interview.startSection(state, sectionId).state;
  }
  for (const input of inputs) {
    const q = interview.currentQuestion(state, sectionId);
    if (!q) throw new Error(`section ${sectionId} asks nothing more before '${input}'`);
    await send([{ type: 'submit', sectionId, key: q.key, input }]);
    const r = interview.submitAnswer(state, sectionId, input);
    if (r.error) throw new Error(r.error);
    state = r.state;
  }
}
