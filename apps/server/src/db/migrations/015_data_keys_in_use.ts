import { sql, type Kysely } from 'kysely';
import { sealedKeyId } from '../../crypto/seal.ts';

/**
 * data_keys_in_use: every data key id that may have sealed a row (issue 22.6, crypto/keys-in-use.ts). A server records
 * its current key here before it seals anything with it, and refuses to start when the table names a key its keyring
 * lacks — so the check at start reads a few rows, not the database. Filled here once from the rows already sealed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_keys_in_use')
    .addColumn('key_id', 'text', (c) => c.primaryKey())
    .addColumn('recorded_at', 'bigint', (c) => c.notNull())
    .execute();
  const ids = new Set<string>();
  for (const t of SEALED) await collectKeyIds(db, t, ids);
  const now = Date.now();
  for (const id of ids) await db.insertInto('data_keys_in_use').values({ key_id: id, recorded_at: now }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_keys_in_use').execute();
}

interface SealedColumns {
  table: string;
  keys: readonly string[];
  columns: readonly string[];
}

/** The sealed columns as of migration 014 (crypto/reseal-all.ts lists the same). */
const SEALED: readonly SealedColumns[] = [
  { table: 'files', keys: ['id'], columns: ['bytes'] },
  { table: 'chat_states', keys: ['user_id'], columns: ['state'] },
  { table: 'chat_sections', keys: ['user_id', 'section_id'], columns: ['body'] },
  { table: 'answer_history', keys: ['user_id', 'version', 'answer_key'], columns: ['old_value', 'new_value'] },
  { table: 'two_factor', keys: ['user_id'], columns: ['secret'] },
  { table: 'review_comments', keys: ['id'], columns: ['body'] },
  { table: 'review_marks', keys: ['reviewer_id', 'client_id'], columns: ['snapshot'] },
  { table: 'pdf_marks', keys: ['client_id'], columns: ['snapshot'] },
];

/** A value's head holds its key id: text `v1:<id ≤ 32>:`, bytes magic (8) + length (1) + id (≤ 32). */
const HEAD = 48;
const BATCH = 1000;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** Reads only the head of each value, in batches by primary key: memory stays bounded on a large table. */
async function collectKeyIds(db: Kysely<any>, t: SealedColumns, ids: Set<string>): Promise<void> {
  let last: Record<string, unknown> | undefined;
  for (;;) {
    const after = last;
    const rows = (await db
      .selectFrom(t.table)
      .select([...t.keys, ...t.columns.map((c) => sql`substr(${sql.ref(c)}, 1, ${HEAD})`.as(`head_${c}`))])
      .$if(after !== undefined, (q) => q.where(sql<boolean>`(${sql.join(t.keys.map((k) => sql.ref(k)))}) > (${sql.join(t.keys.map((k) => after![k]))})`))
      .$call((q) => t.keys.reduce((ordered, k) => ordered.orderBy(sql.ref(k)), q))
      .limit(BATCH)
      .execute()) as Array<Record<string, unknown>>;
    if (!rows.length) return;
    last = rows[rows.length - 1];
    for (const r of rows) {
      for (const c of t.columns) {
        const head = r[`head_${c}`];
        const id = typeof head === 'string' ? sealedKeyId(head) : head instanceof Uint8Array ? sealedKeyId(new Uint8Array(head)) : null;
        // A malformed id names no key any keyring could hold: such a row is damaged, not a missing key.
        if (id !== null && KEY_ID.test(id)) ids.add(id);
      }
    }
  }
}
