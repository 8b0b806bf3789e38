import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helpers.ts';

let withWeb: TestApp;
let noWeb: TestApp;
beforeAll(async () => {
  noWeb = await buildTestApp();
  const dist = path.join(noWeb.dataDir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js.gz'), zlib.gzipSync('console.log(1)'));
  withWeb = await buildTestApp({ config: { webDist: dist } });
  withWeb.app.get('/api/boom', async () => {
    throw new Error('secret internals');
  });
});
afterAll(async () => {
  await withWeb.close();
  await noWeb.close();
});

describe('web app and HTTP basics', () => {
  it('serves built files and falls back to index.html for app routes', async () => {
    const asset = await withWeb.app.inject({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/', '/login', '/section/3', '/confirm-account?token=abc']) {
      const page = await withWeb.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<div id="root">');
    }
  });

  it('sends the build’s precompressed copy to a browser that accepts it, and keeps hashed assets a year', async () => {
    const br = await withWeb.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await withWeb.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await withWeb.app.inject({ url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = await withWeb.app.inject({ url: '/login' });
    expect(page.headers['cache-control']).not.toContain('immutable');
  });

  it('says the web app is not built when dist is missing', async () => {
    const page = await noWeb.app.inject({ url: '/login' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('not built');
  });

  it('unknown /api paths are JSON 404s', async () => {
    for (const app of [withWeb.app, noWeb.app]) {
      const res = await app.inject({ url: '/api/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Not Found' });
    }
  });

  it('an unexpected error is a JSON 500 without internals', async () => {
    const res = await withWeb.app.inject({ url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal Server Error', code: 'INTERNAL', message: 'Unexpected error. Please contact support.' });
    expect(res.body).not.toContain('secret');
  });

  it('sends security headers on pages and API answers', async () => {
    for (const url of ['/', '/api/xsrf']) {
      const res = await withWeb.app.inject({ url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    expect((await withWeb.app.inject({ url: '/api/xsrf' })).headers['cache-control']).toBe('no-store');
  });

  it('any GET hands out a JS-readable SameSite=Strict XSRF-TOKEN cookie once', async () => {
    const res = await withWeb.app.inject({ url: '/login' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await withWeb.app.inject({ url: '/api/xsrf', cookies: { 'XSRF-TOKEN': cookie!.value } });
    expect(again.cookies).toHaveLength(0);
    expect(again.json()).toEqual({ xsrfToken: cookie!.value });
  });

  it('GET needs no XSRF header; every POST does; POST outside /api is a 404, not a page', async () => {
    expect((await call(withWeb.app, 'GET', '/api/xsrf', { xsrf: false })).statusCode).toBe(200);
    expect((await withWeb.app.inject({ method: 'POST', url: '/API/login' })).statusCode).toBe(403);
    expect((await call(withWeb.app, 'POST', '/login')).statusCode).toBe(404);
  });
});
