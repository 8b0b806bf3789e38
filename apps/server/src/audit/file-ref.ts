import { createHash } from 'node:crypto';

/**
 * The audit log's reference to a file: a hash of (owner id, name), never the name itself (a file
 * name can hold a person's name). The reader resolves it against the owner's current files, so a
 * viewer sees the name while the file exists and "no longer stored" afterwards.
 */
export const fileRef = (ownerId: string, name: string): string =>
  createHash('sha256').update(`${ownerId}\n${name}`).digest('hex').slice(0, 32);
