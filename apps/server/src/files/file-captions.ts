import type { Kysely } from 'kysely';
import type { Db } from '../db/schema.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import { openText, sealText } from '../crypto/seal.ts';

/** file_captions (migration 018): one sealed caption per captioned file. */
interface CaptionsTable {
  file_id: string;
  owner_id: string;
  /** Sealed (crypto/seal.ts) with captionAad(file_id). */
  caption: string;
  updated_at: number;
}
type CaptionsDb = Kysely<{ file_captions: CaptionsTable }>;
const table = (db: Db) => db as unknown as CaptionsDb;

/** The identity a caption's ciphertext is bound to: its file's id. */
export const captionAad = (fileId: string): string => `file_captions\u0000${fileId}`;

/** Sets a file's caption (already checked by ZCaption); '' removes it. */
export async function setCaption(db: Db, o: { ownerId: string; fileId: string; caption: string; now: number }): Promise<void> {
  if (!o.caption) {
    await table(db).deleteFrom('file_captions').where('file_id', '=', o.fileId).where('owner_id', '=', o.ownerId).execute();
    return;
  }
  const caption = sealText(keyringOf(db), o.caption, captionAad(o.fileId));
  await table(db)
    .insertInto('file_captions')
    .values({ file_id: o.fileId, owner_id: o.ownerId, caption, updated_at: o.now })
    .onConflict((oc) => oc.column('file_id').doUpdateSet({ caption, updated_at: o.now }))
    .execute();
}

/** Every caption of an owner's files: file id → caption. */
export async function captionsOf(db: Db, ownerId: string): Promise<Map<string, string>> {
  const rows = await table(db).selectFrom('file_captions').select(['file_id', 'caption']).where('owner_id', '=', ownerId).execute();
  const keyring = keyringOf(db);
  return new Map(rows.map((r) => [r.file_id, openText(keyring, r.caption, captionAad(r.file_id))]));
}
