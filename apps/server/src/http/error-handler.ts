import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLanguage } from '@i129f/petition/i18n/languages.ts';
import { AppError, errorText, type ErrorCode } from './errors.ts';
import type { ErrorKey } from './server-text.ts';
import { FileStorageError } from '../files/object-store.ts';

/** Fastify's own errors by code → our status and code. */
const FASTIFY_ERRORS: Record<string, [number, ErrorCode, ErrorKey]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'bodyTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupportedType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', 'badContentLength'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'MALFORMED_JSON', 'badJson'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MALFORMED_JSON', 'badJson'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'BAD_REQUEST', 'addressValueTooLong'],
};

/** Turns every error into the JSON error body. Never sends a stack trace. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  // The S3_URL bucket failed (files/object-store.ts): a plain 503 to retry; the log keeps what failed.
  if (err instanceof FileStorageError) return new AppError(503, 'BUSY', errorText('filesUnavailable'), undefined, { retryAfter: 30 });
  const fe = (err ?? {}) as Partial<FastifyError>;
  const known = fe.code ? FASTIFY_ERRORS[fe.code] : undefined;
  if (known) return new AppError(known[0], known[1], errorText(known[2]));
  if (err instanceof SyntaxError) {
    return new AppError(400, 'MALFORMED_JSON', errorText('badJson'));
  }
  const status = fe.statusCode;
  if (status === 413) return new AppError(413, 'PAYLOAD_TOO_LARGE', errorText('bodyTooLarge'));
  if (status === 415) return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', errorText('unsupportedType'));
  if (status && status >= 400 && status < 500) return new AppError(status, 'BAD_REQUEST', errorText('badRequest'));
  return new AppError(500, 'INTERNAL', errorText('unexpected'));
}

/** The reader's language: the Accept-Language the web client sends on every call (default and fallback English). */
const languageOf = (request: FastifyRequest) => negotiateLanguage(request.headers['accept-language']);

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const appErr = toAppError(err);
    if (appErr.statusCode >= 500) request.log.error({ err }, 'request failed');
    // The message of a refusal can name a file or an account (personal data): only the code is logged.
    else request.log.info({ code: appErr.code, status: appErr.statusCode }, 'request refused');
    const retryAfter = appErr.details?.retryAfter;
    if (typeof retryAfter === 'number') void reply.header('Retry-After', String(retryAfter));
    const language = languageOf(request);
    void reply.status(appErr.statusCode).header('content-language', language).type('application/json; charset=utf-8').send(appErr.toBody(language));
  });
}

/**
 * Fastify's `frameworkErrors` (a URL that cannot be decoded, FST_ERR_BAD_URL): answered before routing,
 * so the error handler above never sees them. Same JSON body; the URL is not echoed (it names an account).
 */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appErr = toAppError(err);
  const language = languageOf(request);
  request.log.info({ code: appErr.code, status: appErr.statusCode }, 'request refused');
  // No route, so no onSend hooks (security headers): the two that matter for a JSON error.
  void reply
    .status(appErr.statusCode)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-language', language)
    .type('application/json; charset=utf-8')
    .send(appErr.toBody(language));
}
