import type { Page } from 'playwright-core';
import type { ChangesResponse, PetitionLoadResponse } from '@i129f/petition/api/petition.ts';
import { applyChanges } from '@i129f/petition/changes/apply.ts';
import type { Change, PetitionDoc } from '@i129f/petition/changes/types.ts';
import type { SectionId } from '@i129f/petition/engine/types.ts';
import { interview } from '@i129f/petition/interview.ts';
import { k1Answer } from './k1-couple.ts';

/**
 * The petition on the server (issue 19, docs/petition-on-server.md), read and changed from a page with its session,
 * as the web app's client calls it: the Bearer token of local storage and the XSRF token.
 */

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/** One API call from the page (path under /api, e.g. `/review/${email}/status`). */
export function callApi<T = unknown>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { Authorization: `Bearer ${localStorage.getItem('token')}` };
      if (method !== 'GET') {
        const cookie = () => document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
        let fromBody: string | undefined;
        if (!cookie()) fromBody = ((await (await fetch('/api/xsrf', { credentials: 'include' })).json().catch(() => ({}))) as { token?: string }).token;
        const found = cookie();
        headers['X-XSRF-TOKEN'] = found ? decodeURIComponent(found.slice('XSRF-TOKEN='.length)) : (fromBody ?? '');
        headers['Content-Type'] = 'application/json';
      }
      const r = await fetch(`/api${path}`, { method, credentials: 'include', headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: r.status, body: (await r.json().catch(() => null)) as unknown };
    },
    { method, path, body },
  ) as Promise<ApiAnswer<T>>;
}

/** GET /api/chat-state/i29F/load/{email}: the petition as the server keeps it. */
export async function serverState(page: Page, email: string): Promise<PetitionLoadResponse> {
  const r = await callApi<PetitionLoadResponse>(page, 'GET', `/chat-state/i29F/load/${encodeURIComponent(email)}`);
  if (r.status !== 200) throw new Error(`load answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

/** One answer as the server has it (undefined: none). */
export const serverAnswer = async (page: Page, email: string, key: string): Promise<string | undefined> => (await serverState(page, email)).state?.answers[key];

/** POST /api/petition/changes/{email} with the version the changes were made on. */
export const sendChanges = (page: Page, email: string, version: number, changes: Change[]) =>
  callApi<ChangesResponse>(page, 'POST', `/petition/changes/${encodeURIComponent(email)}`, { version, changes });

/**
 * Answers whole sections as the chat would (start, then each question the engine asks, answered with the K-1 couple's
 * value of support/k1-couple.ts or `answers[key]`), sent as changes in requests of at most 100. The questions come from
 * the same engine the server runs, on the server's petition, so each submit names the question the server will ask.
 * `sections`: these, in order, or 'all' (every section of the interview's order not complete yet, section 0 aside).
 * For tests whose subject is not the walk itself (the browser walk is support/chat-walk.ts).
 */
export async function answerSectionsByChanges(
  page: Page,
  email: string,
  sections: readonly SectionId[] | 'all',
  answers: Readonly<Record<string, string>> = {},
): Promise<PetitionDoc> {
  const loaded = await serverState(page, email);
  if (!loaded.state) throw new Error(`${email} has no petition yet`);
  let doc: PetitionDoc = loaded.state;
  const changes: Change[] = [];
  const apply = (change: Change) => {
    const outcome = applyChanges(doc, [change]);
    if (outcome.error || outcome.consent || outcome.conflicts.length) throw new Error(`change ${JSON.stringify(change)} not applied: ${JSON.stringify(outcome)}`);
    doc = outcome.doc;
    changes.push(change);
  };
  const nextSection = (done: number): SectionId | undefined =>
    sections === 'all' ? interview.sectionOrder(doc).find((id) => id !== 0 && !interview.isSectionComplete(doc, id)) : sections[done];
  for (let done = 0, sectionId = nextSection(0); sectionId !== undefined && done < 40; sectionId = nextSection(++done)) {
    apply({ type: 'start', sectionId });
    for (let guard = 0; guard < 300; guard++) {
      const q = interview.currentQuestion(doc, sectionId);
      if (!q) break;
      const input = answers[q.key] ?? k1Answer(q.key, q.input, q.options ?? []).value;
      apply({ type: 'submit', sectionId, key: q.key, input });
    }
    if (!interview.isSectionComplete(doc, sectionId)) throw new Error(`section ${sectionId} is not complete after its answers`);
  }
  let version = loaded.version;
  for (let at = 0; at < changes.length; at += 100) {
    const r = await sendChanges(page, email, version, changes.slice(at, at + 100));
    if (r.status !== 200 || r.body.conflicts.length) throw new Error(`changes answered ${r.status}: ${JSON.stringify(r.body).slice(0, 500)}`);
    version = r.body.version;
  }
  return doc;
}

/** GET /api/file/client/download/{email}/{fileName}: the stored file's bytes. */
export async function downloadFile(page: Page, email: string, fileName: string): Promise<Uint8Array> {
  const bytes = await page.evaluate(
    async ({ email, fileName }) => {
      const r = await fetch(`/api/file/client/download/${encodeURIComponent(email)}/${encodeURIComponent(fileName)}`, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
      if (!r.ok) throw new Error(`download answered ${r.status}`);
      return Array.from(new Uint8Array(await r.arrayBuffer()));
    },
    { email, fileName },
  );
  return Uint8Array.from(bytes);
}

/** Every key and value of the page's local storage, as `key=value` lines. */
export const localStorageText = (page: Page): Promise<string> =>
  page.evaluate(() => Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k) ?? ''}`).join('\n'));
