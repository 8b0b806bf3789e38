import { z } from 'zod';
import { zEmail } from '@i129f/petition/api/accounts.ts';
import { ERROR_CODES } from '../http/errors.ts';
import { XSRF_COOKIE } from '../http/xsrf.ts';
import type { ErrorStatus, Method, Operation, OperationTable, Tag } from './operation.ts';

type Json = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect); 'input': as a route parses it ('output' closes objects). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  // Refinements (superRefine, custom checks) have no JSON Schema form and are left out; transforms describe their input.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

/** `/api/pdf/:email/:fileName` → `/api/pdf/{email}/{fileName}` and its parameter names. */
export function openApiPath(fastifyPath: string): { path: string; params: string[] } {
  const params = [...fastifyPath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  return { path: fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}'), params };
}

/** Every path parameter a route uses; a new name must be described here (the description throws on an unknown one). */
const PATH_PARAMS: Readonly<Record<string, { schema: z.ZodType; description: string }>> = {
  email: { schema: zEmail, description: 'The email address of the account the request is about.' },
  fileName: { schema: z.string().min(1).max(200), description: "A stored file's name." },
  documentId: { schema: z.string().min(1), description: "The stored file's id." },
  id: { schema: z.uuid(), description: "The invitation's id." },
  sectionId: { schema: z.string().regex(/^\d{1,2}$/), description: 'A chat section of the beneficiary\'s part (16–21).' },
};

const ZApiError = z
  .object({
    error: z.string().describe('The HTTP status text.'),
    code: z.enum(ERROR_CODES).describe('Machine-readable; the web app maps it to its message.'),
    message: z.string().describe("In the request's language (Accept-Language)."),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional().describe('The invalid inputs of a 400.'),
  })
  .loose()
  .describe('The body of every failed call; some add details (currentVersion and state on a 409 VERSION_CONFLICT, retryAfter).');

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } } };

const ERROR_RESPONSES: Readonly<Record<ErrorStatus, { name: string; description: string; retryAfter?: true }>> = {
  400: { name: 'BadRequest', description: 'Invalid input (VALIDATION_FAILED names each field), malformed JSON, or an invalid token, link or code.' },
  401: { name: 'Unauthorized', description: 'A sign-in step expired (LOGIN_EXPIRED) or must come first (LOGIN_REQUIRED).' },
  403: { name: 'Forbidden', description: 'No live session (SESSION_INVALID), no access (FORBIDDEN), wrong credentials, or no matching XSRF header (XSRF_MISMATCH).' },
  404: { name: 'NotFound', description: 'No such account, file or item.' },
  409: { name: 'Conflict', description: 'Someone saved meanwhile (VERSION_CONFLICT), consent is needed, the petition is locked, or it exists already.' },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than the route takes.' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a type the route takes.' },
  422: { name: 'UnprocessableContent', description: 'The input is too heavy to process (beyond the PDF or image limits).' },
  429: { name: 'TooManyRequests', description: 'Rate limited; Retry-After says when to retry.', retryAfter: true },
  503: { name: 'ServiceUnavailable', description: 'Busy: the worker pool is full, a task ran out of time, or the file storage (S3_URL) does not answer; Retry-After, when present, says when to retry.', retryAfter: true },
};

const TAGS: Readonly<Record<Tag, string>> = {
  auth: 'Sign-in, sessions and the second factor.',
  accounts: 'Sign-up, passwords, account status, export, deletion and the audit trail.',
  invitations: 'Staff invite clients and paralegals.',
  petition: 'The interview answers, versioned.',
  files: 'Uploads and stored files.',
  documents: 'The filled I-129F, letters, the packet and value extraction.',
  review: "The firm's review of a petition.",
  beneficiary: 'The beneficiary answers her own part; the petitioner confirms it (issue 24).',
  docs: 'This description.',
};

/** The statuses an operation answers with the error body: those its inputs and auth imply, and its own. */
export function errorStatusesOf(method: Method, fastifyPath: string, op: Operation): ErrorStatus[] {
  const hasParams = fastifyPath.includes('/:');
  const statuses = new Set<ErrorStatus>(op.errors);
  if (op.body || op.query || op.header || hasParams) statuses.add(400);
  if (op.auth !== 'none' || method !== 'GET') statuses.add(403);
  if (op.auth !== 'none' && fastifyPath.includes(':email')) statuses.add(404);
  if (op.body) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

const operationId = (method: Method, fastifyPath: string): string =>
  method.toLowerCase() +
  fastifyPath
    .split(/[/-]/)
    .filter((s) => s && s !== 'api' && !s.startsWith(':'))
    .map((s) => s[0]!.toUpperCase() + s.slice(1))
    .join('');

function parametersOf(fastifyPath: string, op: Operation): Json[] {
  const parameters: Json[] = openApiPath(fastifyPath).params.map((name) => {
    const param = PATH_PARAMS[name];
    if (!param) throw new Error(`API description: path parameter ':${name}' is not described (api-docs/build-openapi.ts)`);
    return { name, in: 'path', required: true, description: param.description, schema: jsonSchemaOf(param.schema, 'input') };
  });
  if (op.query) {
    const query = jsonSchemaOf(op.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }
  }
  if (op.header) parameters.push({ name: op.header.name, in: 'header', required: !op.header.optional, description: "The mailed link's token.", schema: { type: 'string', minLength: 1, maxLength: 200 } });
  return parameters;
}

function requestBodyOf(body: NonNullable<Operation['body']>): Json {
  if (body === 'pdf') return { required: true, content: { 'application/pdf': {} } };
  if (body === 'multipart') {
    const text = { type: 'string' };
    const schema = { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' }, fileId: text, isTranslatedFile: text, replace: text }, required: ['file'] };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(body, 'input') } } };
}

function responsesOf(method: Method, fastifyPath: string, op: Operation): Json {
  const { ok } = op;
  // An answer's schema as 'input' too: an object may gain keys (clients ignore them), so no additionalProperties: false.
  const media = ok.type ? { [ok.type]: {} } : { 'application/json': ok.schema ? { schema: jsonSchemaOf(ok.schema, 'input') } : {} };
  const responses: Json = { [String(ok.status ?? 200)]: { description: ok.description, content: media } };
  for (const status of errorStatusesOf(method, fastifyPath, op)) responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  return responses;
}

/** Session (Bearer) where the route needs one; the XSRF header on every state-changing request (http/xsrf.ts). */
function securityOf(method: Method, op: Operation): Json[] {
  const needs: Record<string, string[]> = {};
  if (op.auth !== 'none') needs.session = [];
  if (method !== 'GET') needs.xsrf = [];
  return Object.keys(needs).length ? [needs] : [];
}

function components(): Json {
  const responses: Json = {};
  for (const { name, description, retryAfter } of Object.values(ERROR_RESPONSES)) {
    responses[name] = { description, ...(retryAfter ? { headers: RETRY_AFTER } : {}), content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  return {
    schemas: { Error: jsonSchemaOf(ZApiError, 'output') },
    responses,
    securitySchemes: {
      session: { type: 'http', scheme: 'bearer', description: 'The token of POST /api/login (or of the second factor).' },
      xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN', description: `The value of the ${XSRF_COOKIE} cookie, which any GET sets (GET /api/xsrf also returns it).` },
    },
  };
}

/** The OpenAPI 3.1 document of the operations (GET /api/docs). */
export function buildOpenApi(operations: OperationTable): Json {
  const paths: Record<string, Json> = {};
  const ids = new Set<string>();
  for (const [key, op] of Object.entries(operations) as [keyof OperationTable, Operation][]) {
    const [method, fastifyPath] = key.split(' ') as [Method, string];
    const id = operationId(method, fastifyPath);
    if (ids.has(id)) throw new Error(`API description: two operations named ${id}`);
    ids.add(id);
    const parameters = parametersOf(fastifyPath, op);
    const item = (paths[openApiPath(fastifyPath).path] ??= {});
    item[method.toLowerCase()] = {
      operationId: id,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: [op.tag],
      'x-auth': op.auth,
      security: securityOf(method, op),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body ? { requestBody: requestBodyOf(op.body) } : {}),
      responses: responsesOf(method, fastifyPath, op),
    };
  }
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'I-129F Preparer API',
      version: '1',
      description: 'The JSON API of the server, under /api. Every failed call answers the Error body. x-auth: none, session, account (access to {email}: the holder or the staff above it) or staff.',
    },
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: components(),
  };
}
