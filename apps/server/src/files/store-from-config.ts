import type { Config } from '../env.ts';
import type { DbDialect } from '../db/connect.ts';
import type { Db } from '../db/schema.ts';
import { createFileStore } from './create-file-store.ts';
import type { FileStore } from './file-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3ObjectStore } from './s3-object-store.ts';

export interface FileStorage {
  files: FileStore;
  /** The S3_URL bucket, when set (readiness checks it; account deletion empties the account's folder in it). */
  objects: ObjectStore | undefined;
}

/** Where new files go: FILE_STORAGE, else the bucket when S3_URL is set, else the database. */
export const writeTarget = (config: Pick<Config, 's3' | 'fileStorage'>): 'db' | 's3' => config.fileStorage ?? (config.s3 ? 's3' : 'db');

/**
 * The file store chosen by configuration (S3_URL, FILE_STORAGE). With a bucket, it is reached once here: a wrong
 * address, bucket or key stops the start with a message naming the problem (never the secret).
 */
export async function openFileStorage(o: { config: Pick<Config, 's3' | 'fileStorage'>; db: Db; dialect: DbDialect; now: () => number; onOrphan?: (err: Error) => void }): Promise<FileStorage> {
  const to = writeTarget(o.config);
  if (!o.config.s3) {
    if (to === 's3') throw new Error('FILE_STORAGE=s3 needs S3_URL (the bucket new files go to).');
    return { files: createFileStore({ db: o.db, now: o.now, dialect: o.dialect }), objects: undefined };
  }
  const objects = createS3ObjectStore(o.config.s3);
  try {
    await objects.check();
  } catch (err) {
    objects.close();
    throw new Error(`Refusing to start: S3_URL is set, but ${(err as Error).message}. Fix S3_URL (or unset it to keep files in the database).`, { cause: err });
  }
  return { files: createFileStore({ db: o.db, now: o.now, dialect: o.dialect, writeTo: to, objects, ...(o.onOrphan ? { onOrphan: o.onOrphan } : {}) }), objects };
}
