import type { Kysely } from 'kysely';
import type { Keyring } from '../crypto/keyring.ts';
import { DataDecryptError, openBytes, sealBytes } from '../crypto/seal.ts';
import { NO_BUCKET, removeObjects } from './file-bytes.ts';
import { fileAad, filesDb } from './files-table.ts';
import { newObjectKey } from './object-keys.ts';
import type { ObjectStore } from './object-store.ts';

export interface ObjectCounts {
  rows: number;
  resealed: number;
  sealedPlain: number;
  current: number;
  changedMeanwhile: number;
}

/**
 * rotate-key for files whose bytes are in object storage: every row of storage 's3' whose `key_id` is not the current
 * key has its object read, opened, sealed with the current key and written under a new key; the row switches to it
 * with a compare-and-set on the old key (a row the app changed meanwhile is left as the app wrote it), then the old
 * object is removed. Rows already current are not read. Without the bucket (S3_URL unset) every such row is a failure,
 * so rotate-key does not forget the older keys.
 */
export async function resealObjects(
  database: Kysely<any>,
  keyring: Keyring,
  objects: ObjectStore | undefined,
  o: { batchSize: number; tally: ObjectCounts; failed: (row: string, keyId: string | undefined, message: string) => void },
): Promise<void> {
  const db = filesDb(database);
  const current = keyring.current.id;
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('files')
      .select(['id', 'owner_id', 'name', 'object_key', 'key_id'])
      .where('storage', '=', 's3')
      .where('id', '>', after)
      .orderBy('id')
      .limit(o.batchSize)
      .execute();
    if (!rows.length) return;
    after = rows[rows.length - 1]!.id;
    for (const r of rows) {
      o.tally.rows += 1;
      if (r.key_id === current) {
        o.tally.current += 1;
        continue;
      }
      const keyId = r.key_id ?? undefined;
      if (!objects) {
        o.failed(r.id, keyId, NO_BUCKET);
        continue;
      }
      if (keyId && !keyring.get(keyId)) {
        o.failed(r.id, keyId, `Sealed with key "${keyId}", which is not in the keyring.`);
        continue;
      }
      const sealed = await objects.get(r.object_key ?? '');
      if (!sealed) {
        const now = await db.selectFrom('files').select('object_key').where('id', '=', r.id).executeTakeFirst();
        if (now?.object_key !== r.object_key) o.tally.changedMeanwhile += 1;
        else o.failed(r.id, keyId, 'Its object is missing from the bucket.');
        continue;
      }
      let plain: Buffer;
      const aad = fileAad(r.owner_id, r.name);
      try {
        plain = openBytes(keyring, sealed, aad);
      } catch (e) {
        if (!(e instanceof DataDecryptError)) throw e;
        o.failed(r.id, e.keyId, e.message);
        continue;
      }
      const key = newObjectKey(r.owner_id);
      await objects.put(key, sealBytes(keyring, plain, aad));
      const res = await db.updateTable('files').set({ object_key: key, key_id: current }).where('id', '=', r.id).where('object_key', '=', r.object_key).executeTakeFirst();
      const switched = Number(res.numUpdatedRows) === 1;
      if (switched) o.tally[keyId ? 'resealed' : 'sealedPlain'] += 1;
      else o.tally.changedMeanwhile += 1;
      await removeObjects(objects, [switched ? r.object_key : key]);
    }
  }
}
