import crypto from 'node:crypto';
import type { BeneficiaryRequestInfo } from '@i129f/petition/api/beneficiary.ts';
import type { AnswerChoice } from '@i129f/petition/beneficiary/merge.ts';
import type { PetitionDoc } from '@i129f/petition/changes/types.ts';
import { findQuestion } from '@i129f/petition/engine/registry.ts';
import { interview } from '@i129f/petition/interview.ts';
import type { Db } from '../db/schema.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import { openText, sealText } from '../crypto/seal.ts';
import { beneficiaryDb, requestAad } from './tables.ts';

/** SHA-256 of an answer (a choice names the answer of hers it was made on without keeping it). */
export const valueHash = (value: string): string => crypto.createHash('sha256').update(value, 'utf8').digest('hex');

/** Section id → fingerprint of her answers the petitioner confirmed. */
export async function readConfirmations(db: Db, linkId: string): Promise<Record<string, string>> {
  const rows = await beneficiaryDb(db).selectFrom('beneficiary_confirmations').select(['section_id', 'fingerprint']).where('link_id', '=', linkId).execute();
  return Object.fromEntries(rows.map((r) => [String(r.section_id), r.fingerprint]));
}

export async function writeConfirmation(db: Db, o: { linkId: string; sectionId: number; fingerprint: string; now: number }): Promise<void> {
  await beneficiaryDb(db)
    .insertInto('beneficiary_confirmations')
    .values({ link_id: o.linkId, section_id: o.sectionId, fingerprint: o.fingerprint, confirmed_at: o.now })
    .onConflict((oc) => oc.columns(['link_id', 'section_id']).doUpdateSet({ fingerprint: o.fingerprint, confirmed_at: o.now }))
    .execute();
}

/** His choices, as the pure functions take them: a choice made on another answer of hers than her current one is stale. */
export async function readChoices(db: Db, linkId: string, draft: PetitionDoc | null): Promise<Record<string, AnswerChoice>> {
  const rows = await beneficiaryDb(db).selectFrom('beneficiary_choices').select(['answer_key', 'keep', 'value_hash']).where('link_id', '=', linkId).execute();
  const out: Record<string, AnswerChoice> = {};
  for (const r of rows) {
    const hers = draft?.answers[r.answer_key];
    if (hers !== undefined && valueHash(hers) === r.value_hash) out[r.answer_key] = { keep: r.keep, value: hers };
  }
  return out;
}

export async function writeChoice(db: Db, o: { linkId: string; key: string; keep: 'hers' | 'his'; value: string; now: number }): Promise<void> {
  const value_hash = valueHash(o.value);
  await beneficiaryDb(db)
    .insertInto('beneficiary_choices')
    .values({ link_id: o.linkId, answer_key: o.key, keep: o.keep, value_hash, chosen_at: o.now })
    .onConflict((oc) => oc.columns(['link_id', 'answer_key']).doUpdateSet({ keep: o.keep, value_hash, chosen_at: o.now }))
    .execute();
}

const labelOf = (key: string) => findQuestion(interview.registry, key)?.step.label ?? key;

/** Every change request of a link, open ones first, each group oldest first (bodies opened). */
export async function listRequests(db: Db, linkId: string): Promise<BeneficiaryRequestInfo[]> {
  const rows = await beneficiaryDb(db).selectFrom('beneficiary_requests').selectAll().where('link_id', '=', linkId).orderBy('created_at').orderBy('id').execute();
  const keyring = keyringOf(db);
  const all = rows.map(
    (r): BeneficiaryRequestInfo => ({
      id: r.id,
      sectionId: Number(r.section_id),
      answerKey: r.answer_key,
      label: labelOf(r.answer_key),
      body: openText(keyring, r.body, requestAad(r.id)),
      createdAt: Number(r.created_at),
      resolvedAt: r.resolved_at === null ? null : Number(r.resolved_at),
    }),
  );
  return [...all.filter((r) => r.resolvedAt === null), ...all.filter((r) => r.resolvedAt !== null)];
}

export async function addRequest(db: Db, o: { linkId: string; sectionId: number; key: string; body: string; now: number }): Promise<string> {
  const id = crypto.randomUUID();
  await beneficiaryDb(db)
    .insertInto('beneficiary_requests')
    .values({ id, link_id: o.linkId, section_id: o.sectionId, answer_key: o.key, body: sealText(keyringOf(db), o.body, requestAad(id)), created_at: o.now, resolved_at: null })
    .execute();
  return id;
}

/** Resolves the open requests of a link on these keys (she changed those answers), or on a whole section (he confirmed it). */
export async function resolveRequests(db: Db, o: { linkId: string; keys?: readonly string[]; sectionId?: number; now: number }): Promise<void> {
  if (o.keys !== undefined && o.keys.length === 0) return;
  await beneficiaryDb(db)
    .updateTable('beneficiary_requests')
    .set({ resolved_at: o.now })
    .where('link_id', '=', o.linkId)
    .where('resolved_at', 'is', null)
    .$if(o.keys !== undefined, (qb) => qb.where('answer_key', 'in', [...o.keys!]))
    .$if(o.sectionId !== undefined, (qb) => qb.where('section_id', '=', o.sectionId!))
    .execute();
}

/**
 * The answer keys whose current value in the petition she gave: the newest answer_history row of each key of his
 * petition names her as its author (a confirmation saves her answers with her as the actor). Keys he changed since are
 * his again.
 */
export async function keysAuthoredBy(db: Db, o: { petitionerId: string; authorIds: readonly string[]; keys?: readonly string[] }): Promise<Set<string>> {
  if (o.keys?.length === 0 || o.authorIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('answer_history')
    .select(['answer_key', 'actor_id', 'version'])
    .where('user_id', '=', o.petitionerId)
    .$if(o.keys !== undefined, (qb) => qb.where('answer_key', 'in', [...o.keys!]))
    .orderBy('version', 'desc')
    .execute();
  const newest = new Map<string, string>();
  for (const r of rows) if (!newest.has(r.answer_key)) newest.set(r.answer_key, r.actor_id);
  const authors = new Set(o.authorIds);
  return new Set([...newest].filter(([, actor]) => authors.has(actor)).map(([key]) => key));
}
