import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@i129f/petition/api/accounts.ts';
import { DEFAULT_LANGUAGE, type Language } from '@i129f/petition/i18n/languages.ts';
import { errorText, renderText, type Text } from './server-text.ts';

export { errorText, type Text } from './server-text.ts';

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
  /** 503: the worker pool's queue is full, a task ran out of time, or the file storage (S3_URL) failed; Retry-After says when to retry. */
  'BUSY',
  'RESET_TOKEN_INVALID',
  /** Invitations: unknown/expired/used/revoked link; account already on a list; sign in first; signed in as someone else. */
  'INVITATION_INVALID',
  'ALREADY_LINKED',
  'LOGIN_REQUIRED',
  'WRONG_ACCOUNT',
  'VERSION_CONFLICT',
  /** 409: a petition change would clear answers that no longer apply; sent again with `clear` listing them. */
  'CONSENT_REQUIRED',
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
  /** 403: a staff account without a bound authenticator; it enrols only from a mailed link (issue 23.7). */
  'TWO_FACTOR_NOT_ENROLLED',
  /** 400: an enrolment link that is unknown, expired, used, replaced, or of an account that enrolled meanwhile. */
  'ENROLMENT_INVALID',
  /** 410: the petitioner revoked the beneficiary's access to his petition (issue 24). */
  'ACCESS_ENDED',
  /** 409: the petitioner and the beneficiary answered an item differently; he chooses before confirming (issue 24). */
  'CHOICE_REQUIRED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A field problem of a 400; its message is a text in the reader's language like the error's own. */
export interface FieldText {
  readonly path: string;
  readonly message: Text;
}

/**
 * An error that becomes a JSON answer {error, code, message, fields?, ...details}. The message is a catalogue key
 * (errorText('petitionLocked')) or an English literal; the error handler renders it in the request's language
 * (Accept-Language), and `message` itself is always the English text (logs, CLI, tests).
 */
export class AppError extends Error {
  readonly text: Text;
  readonly fields?: ApiError['fields'];
  private readonly fieldTexts?: readonly FieldText[];

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: Text,
    fields?: readonly FieldText[],
    /** Extra keys merged into the body (e.g. currentVersion on a 409). */
    readonly details?: Record<string, unknown>,
  ) {
    super(renderText(message, 'en'));
    this.name = 'AppError';
    this.text = message;
    if (fields) {
      this.fieldTexts = fields;
      this.fields = fields.map((f) => ({ path: f.path, message: renderText(f.message, 'en') }));
    }
  }

  toBody(language: Language = DEFAULT_LANGUAGE): ApiError & Record<string, unknown> {
    return {
      ...this.details,
      error: STATUS_CODES[this.statusCode] ?? 'Error',
      code: this.code,
      message: renderText(this.text, language),
      ...(this.fieldTexts ? { fields: this.fieldTexts.map((f) => ({ path: f.path, message: renderText(f.message, language) })) } : {}),
    };
  }
}

export const forbidden = (message: Text = errorText('forbidden')) => new AppError(403, 'FORBIDDEN', message);
export const sessionInvalid = () => new AppError(403, 'SESSION_INVALID', errorText('sessionEnded'));
export const notFound = (message: Text = errorText('notFound')) => new AppError(404, 'NOT_FOUND', message);
