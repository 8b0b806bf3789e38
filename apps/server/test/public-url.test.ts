import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedPublicUrl, loadConfig } from '../src/env.ts';
import { mailLinkBase } from '../src/mail/link-base.ts';
import { addUser, buildTestApp, call, readOutbox, type TestApp } from './helpers.ts';

/** Issue 14, bug 8: mailed links carry the address the user actually uses, never a guessed localhost:3000. */
describe('PUBLIC_URL', () => {
  it('is required in production: a clear start-up error names it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://i129f.example.org' })).not.toThrow(/PUBLIC_URL/);
  });

  it('set: used as given (trailing slash dropped), never replaced by a request header', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://i129f.example.org/' });
    expect(config.publicUrl).toBe('https://i129f.example.org');
    expect(mailLinkBase(config, 'http://localhost:5173')).toBe('https://i129f.example.org');
  });

  it('unset in development: derived from HOST and PORT, not a fixed localhost:3000', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '4000', HOST: 'dev.internal' }).publicUrl).toBe('http://dev.internal:4000');
    expect(derivedPublicUrl('::1', 3000)).toBe('http://localhost:3000');
  });

  it('unset in development: a local Origin (the Vite dev server) is followed, any other Origin is not', () => {
    const config = loadConfig({ PORT: '3000' });
    expect(mailLinkBase(config, 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(mailLinkBase(config, 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
    expect(mailLinkBase(config, 'https://evil.example')).toBe('http://localhost:3000');
    expect(mailLinkBase(config, 'javascript:alert(1)')).toBe('http://localhost:3000');
    expect(mailLinkBase(config, 'not a url')).toBe('http://localhost:3000');
    expect(mailLinkBase(config, undefined)).toBe('http://localhost:3000');
  });
});

describe('the reset mail link', () => {
  let dev: TestApp;
  let deployed: TestApp;
  beforeAll(async () => {
    dev = await buildTestApp({ config: { publicUrl: 'http://localhost:3000', publicUrlDerived: true } });
    deployed = await buildTestApp({ config: { publicUrl: 'https://i129f.example.org', publicUrlDerived: false } });
    await addUser(dev, 'john@example.com');
    await addUser(deployed, 'john@example.com');
  });
  afterAll(async () => {
    await dev.close();
    await deployed.close();
  });

  const forgot = async (t: TestApp, origin: string) => {
    await call(t.app, 'POST', '/api/user/request-forgotten-password/john%40example.com', { headers: { origin } });
    await t.app.deps.background.idle();
    return readOutbox(t.outboxDir).at(-1) ?? '';
  };

  it('development: links to the page the user is on (a local address)', async () => {
    expect(await forgot(dev, 'http://localhost:5173')).toContain('http://localhost:5173/confirm-account#token=');
    expect(await forgot(dev, 'https://evil.example')).toContain('http://localhost:3000/confirm-account#token=');
  });

  it('deployment: always PUBLIC_URL, whatever the Origin says', async () => {
    expect(await forgot(deployed, 'http://localhost:5173')).toContain('https://i129f.example.org/confirm-account#token=');
  });
});
