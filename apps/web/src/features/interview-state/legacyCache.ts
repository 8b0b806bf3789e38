import type { BenPetNames } from '@i129f/petition/engine/types.ts';
import type { PetitionDoc } from '@i129f/petition/changes/types.ts';
import { QUESTIONNAIRE_KEYS } from '@i129f/petition/questionnaire/questions.ts';
import { dropLegacyPetitionSlices, legacyPetitionSlices } from '../../state/appState.ts';
import { readItem, readJson, writeItem } from '../../state/storage.ts';
import type { ChatAction } from './ops.ts';

/** What the previous release kept in local storage: the interview ('i129fChat'), its official-field mirror, the history flag. */
const CHAT_KEY = 'i129fChat';
const FIELD_NAMES_KEY = 'i129fFieldNames';
const LEGACY_KEYS = [CHAT_KEY, FIELD_NAMES_KEY, 'i129fAdditionalInformation', 'i129fLetters', 'fetchHistory'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): v is string => typeof v === 'string';

/** The previous release's unsaved chat operations, as changes the server checks like any other. */
function chatChanges(email: string, serverVersion: number, server: PetitionDoc | null): ChatAction[] {
  const raw = readJson(CHAT_KEY);
  if (!isRecord(raw) || raw.email !== email || !Array.isArray(raw.pending)) return [];
  const sameBase = raw.version === serverVersion;
  const out: ChatAction[] = [];
  for (const op of raw.pending as unknown[]) {
    if (!isRecord(op) || typeof op.sectionId !== 'number') continue;
    const sectionId = op.sectionId;
    if (op.type === 'start' || op.type === 'reset') out.push({ type: op.type, sectionId });
    else if (op.type === 'submit' && str(op.key) && str(op.input)) out.push({ type: 'submit', sectionId, key: op.key, input: op.input });
    else if (op.type === 'edit' && str(op.key) && str(op.input)) {
      // Made on the version the server still has: it edits the server's value. Otherwise the server may hold
      // another device's value: sent as an edit of 'nothing', it comes back as a conflict for the client to decide.
      out.push({ type: 'edit', sectionId, key: op.key, input: op.input, expected: sameBase ? (server?.answers[op.key] ?? null) : null });
    }
  }
  return out;
}

/** Setup names, questionnaire answers and extracted values the server does not have yet (it wins where it has them). */
function contextChanges(server: PetitionDoc | null): ChatAction[] {
  const slices = legacyPetitionSlices();
  const out: ChatAction[] = [];
  const names: Partial<BenPetNames> = {};
  for (const [k, v] of Object.entries(slices?.benPetNames ?? {}) as [keyof BenPetNames, string][]) if (v.trim() && !(server?.names[k] ?? '').trim()) names[k] = v;
  if (Object.keys(names).length) out.push({ type: 'names', names });
  // The oldest release kept the questionnaire answers at the top level, with or without 'root' slices.
  const questionnaire: Record<string, string> = { ...slices?.questionnaire };
  for (const key of QUESTIONNAIRE_KEYS) {
    const top = readItem(key);
    if (top && !questionnaire[key]) questionnaire[key] = top;
  }
  for (const [key, value] of Object.entries(questionnaire)) if (value && server?.questionnaire[key] === undefined) out.push({ type: 'questionnaire', key, value });
  if (slices?.passedAutoExtractedStep && !server?.journey?.reached.includes('documents')) out.push({ type: 'extracted', passed: true, info: slices.autoExtractedUserInfo });
  return out;
}

/** Removes every key of the previous release that could hold an answer. */
function forgetLegacy(): void {
  const mirrored = readJson(FIELD_NAMES_KEY);
  if (Array.isArray(mirrored)) for (const name of mirrored) if (str(name)) writeItem(name, null);
  for (const key of [...LEGACY_KEYS, ...QUESTIONNAIRE_KEYS]) writeItem(key, null);
  dropLegacyPetitionSlices();
}

/**
 * A browser that ran the previous release may hold the interview in local storage (issue 19.5). It is reconciled
 * with the server, not trusted over it: what the server lacks is sent as changes (checked by the engine, an answer
 * another device changed comes back as a conflict), then every such key is removed from this browser.
 */
export function takeLegacyCache(email: string, server: PetitionDoc | null, serverVersion: number): ChatAction[] {
  const changes = [...contextChanges(server), ...chatChanges(email, serverVersion, server)];
  forgetLegacy();
  return changes;
}
