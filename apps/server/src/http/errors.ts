import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@i129f/petition/api/accounts.ts';

/** Machine-readable error codes; the web client maps them to the spec's messages. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'XSRF_MISMATCH',
  'SESSION_INVALID',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'DUPLICATE_ACCOUNT',
  'RATE_LIMITED',
  /** 503: the worker pool's queue is full or a task ran out of time; Retry-After says when to retry. */
  'BUSY',
  'RESET_TOKEN_INVALID',
  /** Invitations: unknown/expired/used/revoked link; account already on a list; sign in first; signed in as someone else. */
  'INVITATION_INVALID',
  'ALREADY_LINKED',
  'LOGIN_REQUIRED',
  'WRONG_ACCOUNT',
  'VERSION_CONFLICT',
  /** 409: the firm approved the petition; answers are frozen until staff re-open it (review/chat-save-hook.ts). */
  'PETITION_LOCKED',
  'NOT_FOUND',
  'BAD_REQUEST',
  'ACCOUNT_HAS_ACCOUNTS_UNDER',
  /** Staff two-factor login and account status (auth/two-factor*.ts, users/account-status.ts). */
  'TWO_FACTOR_INVALID',
  'TWO_FACTOR_ENROLLED',
  'LOGIN_EXPIRED',
  'ACCOUNT_DEACTIVATED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** An error that becomes a JSON answer {error, code, message, fields?, ...details}. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: ApiError['fields'],
    /** Extra keys merged into the body (e.g. currentVersion on a 409). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiError & Record<string, unknown> {
    return {
      ...this.details,
      error: STATUS_CODES[this.statusCode] ?? 'Error',
      code: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export const forbidden = (message = 'Forbidden') => new AppError(403, 'FORBIDDEN', message);
export const sessionInvalid = () => new AppError(403, 'SESSION_INVALID', 'Your session has ended. Please log in again.');
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
