import { z } from 'zod';
import type { Change, Conflict, PetitionDoc } from '../changes/types.ts';

/**
 * The petition on the server (issue 19): GET /api/chat-state/i29F/load/{email} answers `PetitionLoadResponse`;
 * POST /api/petition/changes/{email} takes `ChangesRequest` (the changes made since `version`, the version the
 * device read) and answers `ChangesResponse`. Shared by the server and the web app.
 */

/** Longest answer the engine is sent (Part 8 explanations are the longest texts: 12,000 characters). */
const INPUT_MAX = 12_000;
const NAME_MAX = 200;
/** Changes in one request: a device that was offline for a while sends its backlog in a few requests. */
export const CHANGES_MAX = 100;

const sectionId = z.number().int().min(0).max(21);
const key = z.string().min(1).max(200).regex(/^[A-Za-z0-9_.{}-]+$/, 'Not an answer key.');
const input = z.string().max(INPUT_MAX);
const common = { id: z.string().min(1).max(64).optional(), clear: z.array(key).max(500).optional() };
const names = z
  .object({
    petitionerFirstName: z.string().max(NAME_MAX),
    petitionerSecondName: z.string().max(NAME_MAX),
    petitionerLastName: z.string().max(NAME_MAX),
    beneficiaryFirstName: z.string().max(NAME_MAX),
    beneficiarySecondName: z.string().max(NAME_MAX),
    beneficiaryLastName: z.string().max(NAME_MAX),
  })
  .partial()
  .strict();
const counters = z.record(z.string().max(40), z.number().finite().min(0).max(1e13)).refine((r) => Object.keys(r).length <= 100, 'Too many entries.');

export const ZChange = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), sectionId, ...common }).strict(),
  z.object({ type: z.literal('submit'), sectionId, key, input, ...common }).strict(),
  z.object({ type: z.literal('edit'), sectionId, key, input, expected: input.nullable(), ...common }).strict(),
  z.object({ type: z.literal('respell'), sectionId, key, input, expected: input.nullable(), ...common }).strict(),
  z.object({ type: z.literal('reset'), sectionId, ...common }).strict(),
  z.object({ type: z.literal('names'), names, ...common }).strict(),
  z.object({ type: z.literal('questionnaire'), key: z.string().min(1).max(60), value: z.string().max(60), ...common }).strict(),
  z
    .object({
      type: z.literal('extracted'),
      passed: z.boolean(),
      info: z.record(z.string().max(60), z.string().max(500)).refine((r) => Object.keys(r).length <= 60, 'Too many values.'),
      ...common,
    })
    .strict(),
  z.object({ type: z.literal('journey'), page: z.string().max(40), ...common }).strict(),
  z.object({ type: z.literal('time'), timeSpent: counters, pageLeaveTimes: counters, ...common }).strict(),
]);

export const ZChangesRequest = z
  .object({
    /** The version the device read (0: nothing was stored). */
    version: z.number().int().min(0).max(2 ** 31 - 2),
    changes: z.array(ZChange).min(1).max(CHANGES_MAX),
  })
  .strict();
export type ChangesRequest = z.infer<typeof ZChangesRequest>;

/** Who may change the petition now: an approved petition is read-only until the firm re-opens it. */
export interface PetitionLock {
  /** When the firm approved it (epoch ms). */
  since: number;
  /** The name of the staff member who approved it. */
  by: string;
}

export interface PetitionLoadResponse {
  state: PetitionDoc | null;
  version: number;
  locked: PetitionLock | null;
}

export interface ChangesResponse {
  version: number;
  /** The stored petition, sent when it is not what the device computed (another device's changes, a conflict). */
  state?: PetitionDoc;
  conflicts: Conflict[];
}

/** 409 CONSENT_REQUIRED: the change would clear these answers; send it again with `clear` listing them. */
export interface ConsentRequired {
  code: 'CONSENT_REQUIRED';
  index: number;
  keys: string[];
}

// The zod schema and the change type stay the same shape.
export type ChangeInput = z.infer<typeof ZChange>;
const _sameShape: (c: ChangeInput) => Change = (c) => c;
void _sameShape;
