import type { PetitionDoc } from '@i129f/petition/changes/types.ts';
import { STATE_VERSION } from '@i129f/petition/engine/types.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A stored petition the engine can run (anything else was not written by the interview). */
export const isPetitionDoc = (v: unknown): v is PetitionDoc =>
  isRecord(v) && v.version === STATE_VERSION && isRecord(v.answers) && isRecord(v.sections) && isRecord(v.questionnaire) && isRecord(v.names) && isRecord(v.seed) && isRecord(v.extracted);
