import { createHash, randomUUID } from 'node:crypto';
import type { Keyring } from '../crypto/keyring.ts';
import { openBytes, sealBytes } from '../crypto/seal.ts';
import type { NewFile } from './file-store.ts';
import { fileAad, NO_BYTES, type FilesTable } from './files-table.ts';
import { newObjectKey, ownerPrefix } from './object-keys.ts';
import { FileStorageError, type ObjectStore } from './object-store.ts';

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export const NO_BUCKET = 'A file is in object storage, but S3_URL is not set: set it again (with FILE_STORAGE=db to keep new files in the database) or run `npm run migrate-files -- --to db` with it.';

/**
 * A new file's row, its bytes sealed with the keyring's current key (outside any transaction: the CPU work and the
 * upload do not hold the owner's lock). With `objects` the sealed bytes are uploaded first, under a new key, and the
 * row names that object: the upload is done before the row can point at it.
 */
export async function prepareRow(keyring: Keyring, f: NewFile, createdAt: number, objects: ObjectStore | undefined): Promise<FilesTable> {
  const sealed = sealBytes(keyring, f.bytes, fileAad(f.ownerId, f.name));
  const row = {
    id: randomUUID(),
    owner_id: f.ownerId,
    document_id: f.documentId,
    name: f.name,
    mime: f.mime,
    size: f.bytes.length,
    sha256: sha256Hex(f.bytes),
    is_translated: f.isTranslated ? 1 : 0,
    is_generated: f.isGenerated ? 1 : 0,
    created_at: createdAt,
  };
  if (!objects) return { ...row, bytes: sealed, storage: 'db', object_key: null, key_id: null };
  const key = newObjectKey(f.ownerId);
  await objects.put(key, sealed);
  return { ...row, bytes: NO_BYTES, storage: 's3', object_key: key, key_id: keyring.current.id };
}

/** A row's plain bytes; undefined when its object is gone (replaced or moved meanwhile: read the row again). */
export async function readBytes(
  keyring: Keyring,
  row: Pick<FilesTable, 'owner_id' | 'name' | 'bytes' | 'storage' | 'object_key'>,
  objects: ObjectStore | undefined,
): Promise<Buffer | undefined> {
  const aad = fileAad(row.owner_id, row.name);
  if (row.storage !== 's3') return openBytes(keyring, row.bytes, aad);
  if (!objects) throw new FileStorageError(NO_BUCKET);
  const sealed = await objects.get(row.object_key ?? '');
  return sealed && openBytes(keyring, sealed, aad);
}

/**
 * Removes objects no row names any more (old copies after a replace, a move or a delete; a new upload whose row was
 * never written). A failure leaves an orphan object — unreadable without the keys and named by no row — and is
 * reported to `onOrphan`, not thrown: the change it follows is already committed.
 */
export async function removeObjects(objects: ObjectStore | undefined, keys: ReadonlyArray<string | null>, onOrphan?: (err: Error) => void): Promise<void> {
  const wanted = keys.filter((k): k is string => !!k);
  if (!wanted.length) return;
  if (!objects) return onOrphan?.(new FileStorageError(`${wanted.length} object(s) could not be removed: ${NO_BUCKET}`));
  const results = await Promise.allSettled(wanted.map((k) => objects.delete(k)));
  for (const r of results) if (r.status === 'rejected') onOrphan?.(r.reason as Error);
}

/**
 * Removes every object of an owner (account deletion, after its rows are gone): the owner's folder is listed, so
 * orphans of earlier crashes go too. Failures are reported, not thrown.
 */
export async function removeOwnerObjects(objects: ObjectStore | undefined, ownerId: string, onOrphan?: (err: Error) => void): Promise<void> {
  if (!objects) return;
  let keys: string[];
  try {
    keys = await objects.list(ownerPrefix(ownerId));
  } catch (err) {
    return onOrphan?.(err as Error);
  }
  await removeObjects(objects, keys, onOrphan);
}
