/**
 * Assembled petitions kept in process (chat-state/repo.ts): per database handle (test apps do not share one), at most
 * MAX_ENTRIES clients, least recently used out first. An entry is served only while the stored head still has its
 * version and its `tag` (the sealed head's first characters, which hold the random IV, and its length): a write by
 * another instance, `npm run rotate-key` or a row changed by hand all miss. Entries are copies both ways, so a caller
 * that changes what it got changes nothing here.
 */
export const MAX_ENTRIES = 500;
/** Characters of the stored head that make its tag ('v1:' + key id ≤ 32 + ':' + IV). */
export const TAG_CHARS = 64;

export interface HeadTag {
  version: number;
  prefix: string;
  size: number;
}

interface Entry extends HeadTag {
  state: unknown;
}

const caches = new WeakMap<object, Map<string, Entry>>();

const cacheOf = (db: object): Map<string, Entry> => {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Map()));
  return c;
};

/** The tag of a head text written by this process (sealed text is ASCII, so JS and SQL count alike). */
export const tagOf = (version: number, text: string): HeadTag => ({ version, prefix: text.slice(0, TAG_CHARS), size: text.length });

export function cachedState(db: object, userId: string, tag: HeadTag): { state: unknown } | undefined {
  const c = cacheOf(db);
  const e = c.get(userId);
  if (!e) return undefined;
  if (e.version !== tag.version || e.prefix !== tag.prefix || e.size !== tag.size) {
    c.delete(userId);
    return undefined;
  }
  c.delete(userId);
  c.set(userId, e);
  return { state: structuredClone(e.state) };
}

export function cacheState(db: object, userId: string, tag: HeadTag, state: unknown): void {
  const c = cacheOf(db);
  c.delete(userId);
  c.set(userId, { ...tag, state: structuredClone(state) });
  while (c.size > MAX_ENTRIES) c.delete(c.keys().next().value!);
}

export function dropCachedState(db: object, userId: string): void {
  caches.get(db)?.delete(userId);
}
