import type { z } from 'zod';

/**
 * What a route needs of its caller, as the API description states it (x-auth):
 * - none: nothing (logged out works; a state-changing request still needs the XSRF header);
 * - session: any signed-in user (Bearer token);
 * - account: signed in with access to the account named by {email} — the holder, or the staff above it
 *   (http/email-routes.ts adds that check to every :email route);
 * - staff: a lawyer or paralegal (with access to {email} when the path names one).
 */
export type Auth = 'none' | 'session' | 'account' | 'staff';

export type Method = 'GET' | 'POST' | 'DELETE';

/** Statuses a route answers with the common error body, besides the ones the description adds itself (see build-openapi.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** Request headers some logged-out routes take instead of a session (the mailed link's token). */
export type TokenHeader = 'X-Invitation-Token' | 'X-Enrolment-Token' | 'X-Reset-Token' | 'X-Beneficiary-Token';

export type Tag = 'auth' | 'accounts' | 'invitations' | 'petition' | 'files' | 'documents' | 'review' | 'beneficiary' | 'docs';

export interface Operation {
  summary: string;
  description?: string;
  tag: Tag;
  auth: Auth;
  /** The JSON body's zod schema (the one the route parses), or a non-JSON body. */
  body?: z.ZodType | 'multipart' | 'pdf';
  /** The query string's zod schema (an object: each key becomes a query parameter). */
  query?: z.ZodObject;
  /** A token header the route reads (`optional`: the query's `token` may stand in for it). */
  header?: { name: TokenHeader; optional?: boolean };
  ok: {
    description: string;
    /** 200 unless the route answers 201 Created. */
    status?: 200 | 201;
    /** The JSON answer's schema, where one exists. */
    schema?: z.ZodType;
    /** A non-JSON answer (a download). */
    type?: 'application/zip' | 'application/octet-stream' | 'application/pdf';
  };
  /** Error statuses beyond those implied by the operation (400 for any input, 403 for auth and XSRF, 404 for {email}, 413 for a body). */
  errors?: readonly ErrorStatus[];
}

/** Keyed by method and the route's Fastify path, as registered (`POST /api/petition/changes/:email`). */
export type OperationTable = Readonly<Record<`${Method} /api/${string}`, Operation>>;
