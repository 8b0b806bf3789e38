import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addUserAndLogin, buildTestApp, call, xsrf, type TestApp } from './helpers.ts';

/** Every route each Fastify instance registers, collected by an onRoute hook added as the instance is created. */
const registered = vi.hoisted(() => new WeakMap<object, { method: string; url: string }[]>());
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof import('fastify')>();
  const create = ((...args: unknown[]) => {
    const app = (fastify.default as (...a: unknown[]) => FastifyInstance)(...args);
    const routes: { method: string; url: string }[] = [];
    registered.set(app, routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof fastify.default;
  return { ...fastify, default: create, fastify: create };
});

/** Not API routes, so not described: the operations endpoints (ops/). Static files and the SPA fallback are no routes in tests (no web build). */
const NOT_API = new Set(['/healthz', '/readyz', '/metrics']);

type Doc = { openapi: string; info: { title: string; version: string }; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };
type Operation = {
  operationId: string;
  'x-auth': string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: Json }> };
  responses: Record<string, unknown>;
};
type Json = Record<string, any>;

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The registered routes the document leaves out ('METHOD /path'), HEAD (Fastify adds one per GET) and NOT_API aside. */
function undescribed(app: FastifyInstance, doc: Doc): string[] {
  return (registered.get(app) ?? [])
    .filter((r) => r.method !== 'HEAD' && !NOT_API.has(r.url))
    .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
    .map((r) => `${r.method} ${r.url}`);
}

/** Every `$ref` in the document, with the JSON pointer it names. */
function refsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsOf(value, found);
    }
  }
  return found;
}

const resolve = (doc: unknown, ref: string): unknown =>
  ref.startsWith('#/') ? ref.slice(2).split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')).reduce<any>((n, key) => n?.[key], doc) : undefined;

const SAMPLE_PARAMS: Record<string, string> = { email: 'someone@example.com', fileName: 'a.pdf', documentId: 'x', id: '00000000-0000-4000-8000-000000000000' };
const sampleUrl = (path: string, email = SAMPLE_PARAMS.email!) =>
  path.replace(/\{([A-Za-z0-9_]+)\}/g, (_m, name: string) => encodeURIComponent(name === 'email' ? email : (SAMPLE_PARAMS[name] ?? 'x')));

function operations(doc: Doc): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
}

describe('API description (GET /api/docs)', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is served as JSON without a session, and names no file path or stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain(process.cwd());
    expect(res.body).not.toMatch(/node_modules|\.ts\b|\n\s+at /);
  });

  it('describes every registered route with its method, and nothing that is not registered', () => {
    const routes = registered.get(t.app) ?? [];
    expect(routes.length).toBeGreaterThan(40);
    expect(undescribed(t.app, doc)).toEqual([]);
    const live = new Set(routes.map((r) => `${r.method} ${openApiPath(r.url)}`));
    expect(operations(doc).map((o) => `${o.method} ${o.path}`).filter((key) => !live.has(key))).toEqual([]);
  });

  it('is an OpenAPI 3.1 document whose every $ref resolves', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.info.version).toEqual(expect.any(String));
    const refs = refsOf(doc);
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter((ref) => resolve(doc, ref) === undefined)).toEqual([]);
    const ids = operations(doc).map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, op } of operations(doc)) {
      expect(Object.keys(op.responses).some((s) => /^2\d\d$/.test(s))).toBe(true);
      // Every {param} of the path is a required path parameter.
      const named = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(op.parameters?.filter((p) => p.in === 'path').map((p) => p.name) ?? []).toEqual(named);
    }
  });

  it("gives a route's zod body as its request schema (POST /api/petition/changes/{email})", () => {
    const op = doc.paths['/api/petition/changes/{email}']!.post!;
    const schema = op.requestBody!.content['application/json']!.schema!;
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(['version', 'changes']);
    expect(schema.properties.changes).toMatchObject({ type: 'array', minItems: 1, maxItems: 100 });
    expect(schema.properties.changes.items.oneOf.map((c: Json) => c.properties.type.const)).toContain('submit');
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'email', in: 'path', required: true }));
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '403', '404', '409', '413']));
    expect(op.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    // A query schema becomes query parameters (GET /api/audit/{email}: page, pageSize, by).
    const audit = doc.paths['/api/audit/{email}']!.get!;
    expect(audit.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['page', 'pageSize', 'by']);
  });

  it('states what each route needs: a session where the route refuses a request without one; XSRF on every POST and DELETE', async () => {
    const pair = await xsrf(t.app);
    const refused: string[] = [];
    const answered: string[] = [];
    for (const { method, path, op } of operations(doc)) {
      expect(op.security.some((s) => 'xsrf' in s)).toBe(method !== 'GET');
      expect(op.security.some((s) => 'session' in s)).toBe(op['x-auth'] !== 'none');
      const res = await call(t.app, method as 'GET' | 'POST' | 'DELETE', sampleUrl(path), { xsrf: pair });
      const sessionInvalid = res.statusCode === 403 && res.json().code === 'SESSION_INVALID';
      if (op['x-auth'] !== 'none' && !sessionInvalid) refused.push(`${method} ${path}: ${res.statusCode}`);
      if (op['x-auth'] === 'none' && sessionInvalid) answered.push(`${method} ${path}`);
    }
    expect(refused).toEqual([]);
    expect(answered).toEqual([]);
  });

  it("'staff' routes refuse a client, on its own account too", async () => {
    const email = 'docs-client@example.com';
    const token = await addUserAndLogin(t, email);
    const admitted: string[] = [];
    // Routes with a body check it first (a 400 here would say nothing about who may call them).
    const checked = operations(doc).filter(({ op }) => op['x-auth'] === 'staff' && !op.requestBody);
    expect(checked.length).toBeGreaterThan(8);
    for (const { method, path } of checked) {
      const res = await call(t.app, method as 'GET' | 'POST' | 'DELETE', sampleUrl(path, email), { token });
      if (res.statusCode !== 403) admitted.push(`${method} ${path}: ${res.statusCode}`);
    }
    expect(admitted).toEqual([]);
  });
});

describe('a route without a description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is found missing from the document', async () => {
    t.app.post('/api/undescribed/:email', async () => ({ ok: true }));
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as Doc;
    expect(undescribed(t.app, doc)).toEqual(['POST /api/undescribed/:email']);
  });
});
