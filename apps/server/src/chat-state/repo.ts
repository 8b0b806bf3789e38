import { sql } from 'kysely';
import { answerChanges } from '@i129f/petition/changes/diff.ts';
import type { Db } from '../db/schema.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import { openText, sealText } from '../crypto/seal.ts';
import { answerHistoryAad, chatSectionAad, chatStateAad } from './row-aad.ts';
import { assembleDocument, changedSectionTexts, rememberSectionText, splitDocument } from './split-document.ts';
import { cachedHead, cacheSharedState, cacheState, cachedSharedState, cachedState, dropCachedState, TAG_CHARS, tagOf, type HeadTag } from './state-cache.ts';
import { inTransaction } from './in-transaction.ts';

/**
 * A client's petition, kept in rows (docs/petition-on-server.md): the head in `chat_states` (version, sealed document
 * without its sections), one sealed `chat_sections` row per section, and one `answer_history` row per changed answer.
 * Everything is sealed with AES-256-GCM (crypto/seal.ts) bound to its row (row-aad.ts): that covers every sensitive
 * answer (SSN, A-Number, passport numbers, criminal history…) without a list of keys to keep up to date. Heads saved
 * before encryption are read as plain JSON, heads saved before the split with their sections inline; the next save
 * (or `npm run rotate-key`, or splitLegacyChatStates at start) rewrites them.
 */
export { chatStateAad } from './row-aad.ts';
export { readAnswerHistory, type AnswerHistoryRow } from './answer-history.ts';

export interface StoredChatState {
  state: unknown;
  version: number;
}

/** The stored version of a client's petition; 0 when nothing is stored. */
export async function currentVersion(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('chat_states').select('version').where('user_id', '=', userId).executeTakeFirst();
  return row?.version ?? 0;
}

/** Head and section rows in one statement (one snapshot on either database: never a head with another save's sections). */
async function readRows(db: Db, userId: string): Promise<{ tag: HeadTag; head: string; sections: Array<{ id: number; body: string }> } | null> {
  const rows = await db
    .selectFrom('chat_states')
    .select([sql<number>`-1`.as('section_id'), 'state as body', 'version', sql<string | null>`substr(state, 1, ${sql.lit(TAG_CHARS)})`.as('prefix'), sql<number | null>`length(state)`.as('size')])
    .where('user_id', '=', userId)
    .unionAll(
      db
        .selectFrom('chat_sections')
        .select(['section_id', 'body', 'version', sql<string | null>`null`.as('prefix'), sql<number | null>`null`.as('size')])
        .where('user_id', '=', userId),
    )
    .execute();
  const head = rows.find((r) => Number(r.section_id) === -1);
  if (!head) return null;
  return {
    tag: { version: head.version, prefix: head.prefix ?? '', size: Number(head.size) },
    head: head.body,
    sections: rows.filter((r) => r !== head).map((r) => ({ id: Number(r.section_id), body: r.body })),
  };
}

export interface LoadChatStateOptions {
  /**
   * true: the cached document itself, deeply frozen, not a copy — for callers that only read it or derive new documents
   * from it (the engine), and pass it on as `previous` (a save then serialises only the sections that are new objects).
   */
  shared?: boolean;
}

/**
 * The client's petition, assembled (head + sections), or null. Reads the head's version and tag first and answers
 * from the process's cache while they match (state-cache.ts); otherwise reads and opens the rows.
 */
export async function loadChatState(db: Db, userId: string, options: LoadChatStateOptions = {}): Promise<StoredChatState | null> {
  const tagRow = await db
    .selectFrom('chat_states')
    .select(['version', sql<string>`substr(state, 1, ${sql.lit(TAG_CHARS)})`.as('prefix'), sql<number>`length(state)`.as('size')])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!tagRow) {
    dropCachedState(db, userId);
    return null;
  }
  const hit = (options.shared ? cachedSharedState : cachedState)(db, userId, { version: tagRow.version, prefix: tagRow.prefix, size: Number(tagRow.size) });
  if (hit) return { state: hit.state, version: tagRow.version };
  const rows = await readRows(db, userId);
  if (!rows) return null;
  const keyring = keyringOf(db);
  const head = JSON.parse(openText(keyring, rows.head, chatStateAad(userId))) as unknown;
  const texts = rows.sections.map((s) => ({ id: s.id, text: openText(keyring, s.body, chatSectionAad(userId, s.id)) }));
  const sections = new Map(texts.map((s) => [s.id, JSON.parse(s.text) as unknown]));
  const state = assembleDocument(head, sections);
  const ids = new Set(sections.keys());
  if (options.shared) {
    cacheSharedState(db, userId, rows.tag, state, ids);
    for (const s of texts) rememberSectionText(sections.get(s.id), s.text);
  } else cacheState(db, userId, rows.tag, state, ids);
  return { state, version: rows.tag.version };
}

export type SaveResult = { ok: true; version: number } | { ok: false; current: StoredChatState };

export interface SaveChatStateOptions {
  userId: string;
  state: unknown;
  /** The version the caller read (0 = nothing stored yet). */
  expected: number;
  now: number;
  /** Who saves (answer_history.actor_id); default the client. */
  actorId?: string;
  /** The stored petition at version `expected`, when the caller has it (else it is read). The diff is taken against it. */
  previous?: unknown;
  /** true: `state` is handed over — the cache keeps it as it is, deeply frozen (no copy); the caller no longer changes it. */
  shared?: boolean;
}

/** The petition at version `expected` for the diff: the caller's, the cache's, or read (a stale read loses the CAS anyway). */
async function previousState(db: Db, o: SaveChatStateOptions): Promise<unknown> {
  if (o.previous !== undefined) return o.previous;
  if (o.expected === 0) return null;
  return (await loadChatState(db, o.userId, { shared: true }))?.state ?? null;
}

const HISTORY_BATCH = 500;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The answers and questionnaire answers of any stored shape (others record nothing). */
const answersOf = (doc: unknown) => ({
  answers: isRecord(doc) && isRecord(doc.answers) ? (doc.answers as Record<string, string>) : {},
  questionnaire: isRecord(doc) && isRecord(doc.questionnaire) ? (doc.questionnaire as Record<string, string>) : {},
});

/**
 * Compare-and-set: stores `state` as version `expected + 1` only if the stored version is still `expected` (0 = nothing
 * stored yet); concurrent saves cannot both win. In one transaction: the head, the sections whose JSON changed (and
 * those missing as rows, e.g. after a legacy head), the removal of sections no longer there, and one answer_history row
 * per answer that differs from `previous` (answers by key, questionnaire answers as `q.<key>`).
 */
export async function saveChatState(db: Db, o: SaveChatStateOptions): Promise<SaveResult> {
  const keyring = keyringOf(db);
  const previous = await previousState(db, o);
  const version = o.expected + 1;
  const split = splitDocument(o.state);
  const head = sealText(keyring, JSON.stringify(split.head), chatStateAad(o.userId));
  const next = split.sections ?? new Map<number, unknown>();
  const sealSection = (id: number, text: string) => ({ user_id: o.userId, section_id: id, body: sealText(keyring, text, chatSectionAad(o.userId, id)), version, updated_at: o.now });
  const changedTexts = changedSectionTexts(previous, next);
  const changedSections = [...changedTexts].map(([id, text]) => sealSection(id, text));
  const seal = (v: string | null, key: string, side: 'old' | 'new') => (v === null ? null : sealText(keyring, v, answerHistoryAad(o.userId, version, key, side)));
  const history = answerChanges(answersOf(previous), answersOf(o.state)).map((c) => ({
    user_id: o.userId,
    version,
    answer_key: c.key,
    old_value: seal(c.old, c.key, 'old'),
    new_value: seal(c.new, c.key, 'new'),
    actor_id: o.actorId ?? o.userId,
    at: o.now,
  }));

  // The head this save replaces, when the cache holds it with its section rows (read or written by this process): the
  // compare-and-set then also checks it is that very head (its prefix holds the random IV), and the rows need no read.
  const known = o.expected === 0 ? undefined : cachedHead(db, o.userId, o.expected);
  const saved = await inTransaction(db, async (tx) => {
    const replace = async (prefix?: string) => {
      const res = await tx
        .updateTable('chat_states')
        .set({ state: head, version, updated_at: o.now })
        .where('user_id', '=', o.userId)
        .where('version', '=', o.expected)
        .$if(prefix !== undefined, (qb) => qb.where(sql<string>`substr(state, 1, ${sql.lit(TAG_CHARS)})`, '=', prefix!))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    };
    let existing: ReadonlySet<number> | undefined;
    if (o.expected === 0) {
      const res = await tx.insertInto('chat_states').values({ user_id: o.userId, state: head, version, updated_at: o.now }).onConflict((oc) => oc.column('user_id').doNothing()).executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
    } else if (known && (await replace(known.prefix))) existing = known.rows;
    else if (!(await replace())) return false;
    existing ??= new Set((await tx.selectFrom('chat_sections').select('section_id').where('user_id', '=', o.userId).execute()).map((r) => Number(r.section_id)));
    const written = new Set(changedSections.map((s) => s.section_id));
    const missing = [...next.keys()].filter((id) => !existing.has(id) && !written.has(id)).map((id) => sealSection(id, JSON.stringify(next.get(id))));
    const upserts = [...changedSections, ...missing];
    if (upserts.length) {
      await tx
        .insertInto('chat_sections')
        .values(upserts)
        .onConflict((oc) => oc.columns(['user_id', 'section_id']).doUpdateSet((eb) => ({ body: eb.ref('excluded.body'), version: eb.ref('excluded.version'), updated_at: eb.ref('excluded.updated_at') })))
        .execute();
    }
    const gone = [...existing].filter((id) => !next.has(id));
    if (gone.length) await tx.deleteFrom('chat_sections').where('user_id', '=', o.userId).where('section_id', 'in', gone).execute();
    for (let i = 0; i < history.length; i += HISTORY_BATCH) {
      // A version number is new once the CAS passed; a conflict means rows left from a head deleted by hand: replaced.
      await tx
        .insertInto('answer_history')
        .values(history.slice(i, i + HISTORY_BATCH))
        .onConflict((oc) =>
          oc.columns(['user_id', 'version', 'answer_key']).doUpdateSet((eb) => ({
            old_value: eb.ref('excluded.old_value'),
            new_value: eb.ref('excluded.new_value'),
            actor_id: eb.ref('excluded.actor_id'),
            at: eb.ref('excluded.at'),
          })),
        )
        .execute();
    }
    return true;
  });
  if (saved) {
    // After this transaction the rows are exactly the document's sections (missing ones written, others deleted).
    const rows = new Set(next.keys());
    if (o.shared) {
      cacheSharedState(db, o.userId, tagOf(version, head), o.state, rows);
      for (const [id, text] of changedTexts) rememberSectionText(next.get(id), text);
    } else cacheState(db, o.userId, tagOf(version, head), o.state, rows);
    return { ok: true, version };
  }
  dropCachedState(db, o.userId);
  return { ok: false, current: (await loadChatState(db, o.userId)) ?? { state: null, version: 0 } };
}
