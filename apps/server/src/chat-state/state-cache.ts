/**
 * Assembled petitions kept in process (chat-state/repo.ts): per database handle (test apps do not share one), at most
 * MAX_ENTRIES clients, least recently used out first. An entry is served only while the stored head still has its
 * version and its `tag` (the sealed head's first characters, which hold the random IV, and its length): a write by
 * another instance, `npm run rotate-key` or a row changed by hand all miss. An entry is frozen (deeply): `cachedState` and
 * `cacheState` copy both ways, so a caller that changes what it got changes nothing here; the `…Shared` pair hands the
 * frozen document itself out and takes the caller's in (freezing it), for callers that only read it or derive new
 * documents from it (the engine never changes its input) — no copy of ~120 KB per request.
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
  /** The ids of the `chat_sections` rows stored with this head, when known (read with it, or written with it). */
  rows?: ReadonlySet<number> | undefined;
}

const caches = new WeakMap<object, Map<string, Entry>>();

const cacheOf = (db: object): Map<string, Entry> => {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Map()));
  return c;
};

/** The tag of a head text written by this process (sealed text is ASCII, so JS and SQL count alike). */
export const tagOf = (version: number, text: string): HeadTag => ({ version, prefix: text.slice(0, TAG_CHARS), size: text.length });

function entryFor(db: object, userId: string, tag: HeadTag): Entry | undefined {
  const c = cacheOf(db);
  const e = c.get(userId);
  if (!e) return undefined;
  if (e.version !== tag.version || e.prefix !== tag.prefix || e.size !== tag.size) {
    c.delete(userId);
    return undefined;
  }
  c.delete(userId);
  c.set(userId, e);
  return e;
}

function keep(db: object, userId: string, tag: HeadTag, frozen: unknown, rows: ReadonlySet<number> | undefined): void {
  const c = cacheOf(db);
  c.delete(userId);
  c.set(userId, { version: tag.version, prefix: tag.prefix, size: tag.size, state: frozen, rows });
  while (c.size > MAX_ENTRIES) c.delete(c.keys().next().value!);
}

/**
 * Freezes `value` and everything in it, in place. A part already frozen is not walked again: documents derived from a
 * cached one share its unchanged (frozen) parts, so freezing a new version walks only what changed.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
  return value;
}

/** The cached document, copied (the caller may change it). */
export function cachedState(db: object, userId: string, tag: HeadTag): { state: unknown } | undefined {
  const e = entryFor(db, userId, tag);
  return e && { state: structuredClone(e.state) };
}

/** The cached document itself, frozen: to read, or to derive new documents from (it cannot be changed). */
export function cachedSharedState(db: object, userId: string, tag: HeadTag): { state: unknown } | undefined {
  const e = entryFor(db, userId, tag);
  return e && { state: e.state };
}

/** Keeps a copy of `state` (the caller's stays its own); `rows`: the section row ids stored with this head, if known. */
export function cacheState(db: object, userId: string, tag: HeadTag, state: unknown, rows?: ReadonlySet<number>): void {
  keep(db, userId, tag, deepFreeze(structuredClone(state)), rows);
}

/** Keeps `state` itself, frozen in place from now on: the caller hands it over. */
export function cacheSharedState(db: object, userId: string, tag: HeadTag, state: unknown, rows?: ReadonlySet<number>): void {
  keep(db, userId, tag, deepFreeze(state), rows);
}

/**
 * The cached head of version `version` — its text's first characters and its section row ids — when the cache has it
 * with its rows. A save checks the head is still this one (compare-and-set on version and prefix, which holds the
 * random IV) instead of reading which section rows exist.
 */
export function cachedHead(db: object, userId: string, version: number): { prefix: string; rows: ReadonlySet<number> } | undefined {
  const e = caches.get(db)?.get(userId);
  return e?.version === version && e.rows ? { prefix: e.prefix, rows: e.rows } : undefined;
}

export function dropCachedState(db: object, userId: string): void {
  caches.get(db)?.delete(userId);
}
