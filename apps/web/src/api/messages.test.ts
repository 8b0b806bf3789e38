import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUES } from '@i129f/petition/i18n/index.ts';
import { setLanguage } from '../i18n/i18n.ts';
import { failureMessage } from './messages.ts';

describe('failureMessage', () => {
  afterEach(() => setLanguage('en', false));

  it("a 429 shows the server's message as written (the server writes it in the reader's language)", () => {
    const spanish = CATALOGUES.es.account.rateLimited;
    expect(failureMessage({ ok: false, status: 429, error: { error: 'Too Many Requests', code: 'RATE_LIMITED', message: spanish } }, 'fallback')).toBe(spanish);
  });

  it('a 429 without a message falls back to the rate-limit text in the reader language; other failures to the screen text', async () => {
    expect(failureMessage({ ok: false, status: 429, error: null }, 'fallback')).toBe(CATALOGUES.en.account.rateLimited);
    await setLanguage('es', false);
    expect(failureMessage({ ok: false, status: 429, error: null }, 'fallback')).toBe(CATALOGUES.es.account.rateLimited);
    expect(failureMessage({ ok: false, status: 500, error: null }, 'fallback')).toBe('fallback');
  });
});
