import { randomUUID } from 'node:crypto';

/**
 * Object keys of files: `files/<owner id>/<random uuid>`, under S3_URL's prefix (added by the object store). Owner ids
 * are the server's own; nothing of a file's name or content is in its key. A new version of a file always gets a new
 * key, so an object is written once and never changed: the row switches to the new key in a transaction, and the old
 * object is removed after it.
 */
export const ownerPrefix = (ownerId: string): string => `files/${ownerId}/`;

export const newObjectKey = (ownerId: string): string => `${ownerPrefix(ownerId)}${randomUUID()}`;
