import { sql, type Kysely } from 'kysely';
import type { Keyring } from './keyring.ts';
import { openText, sealText, sealedKeyId } from './seal.ts';

/**
 * A table whose sealed values are text columns (nullable; '' means nothing sealed): where the row is and how each
 * value's AAD is made. Read in batches by primary key, so a large table (answer_history) is never held whole.
 */
export interface SealedTextRows {
  table: string;
  /** The sealed columns. */
  columns: readonly string[];
  /** The primary-key columns, in order. */
  keys: readonly string[];
  aad: (row: Record<string, unknown>, column: string) => string;
}

export interface TextRowCounts {
  rows: number;
  resealed: number;
  sealedPlain: number;
  current: number;
  changedMeanwhile: number;
}

type Row = Record<string, unknown>;

/**
 * Re-seals every value of `spec` not sealed with `keyring.current` (an older key, or plain text from before
 * encryption). Each batch is written in one transaction; every update is a compare-and-set on all the row's sealed
 * columns, so a row the app rewrote meanwhile is left as the app wrote it. A row that cannot be opened goes to
 * `failed` (its primary key, joined by '/') and is not touched.
 */
export async function resealTextRows(db: Kysely<any>, keyring: Keyring, spec: SealedTextRows, o: { batchSize: number; tally: TextRowCounts; failed: (row: string, e: unknown) => void }): Promise<void> {
  const current = keyring.current.id;
  let last: Row | undefined;
  for (;;) {
    const after = last;
    const rows = (await db
      .selectFrom(spec.table)
      .select([...spec.keys, ...spec.columns])
      .$if(after !== undefined, (q) => q.where(sql<boolean>`(${sql.join(spec.keys.map((k) => sql.ref(k)))}) > (${sql.join(spec.keys.map((k) => after![k]))})`))
      .orderBy(spec.keys.map((k) => sql.ref(k)))
      .limit(o.batchSize)
      .execute()) as Row[];
    if (!rows.length) return;
    last = rows[rows.length - 1];
    const pending: Array<{ row: Row; set: Record<string, string>; plain: boolean }> = [];
    for (const r of rows) {
      o.tally.rows += 1;
      const stale = spec.columns.filter((c) => typeof r[c] === 'string' && r[c] !== '' && sealedKeyId(r[c] as string) !== current);
      if (!stale.length) {
        o.tally.current += 1;
        continue;
      }
      try {
        const set = Object.fromEntries(stale.map((c) => [c, sealText(keyring, openText(keyring, r[c] as string, spec.aad(r, c)), spec.aad(r, c))]));
        pending.push({ row: r, set, plain: stale.every((c) => sealedKeyId(r[c] as string) === null) });
      } catch (e) {
        o.failed(spec.keys.map((k) => String(r[k])).join('/'), e);
      }
    }
    if (!pending.length) continue;
    await db.transaction().execute(async (tx) => {
      for (const p of pending) {
        let update = tx.updateTable(spec.table).set(p.set);
        for (const k of spec.keys) update = update.where(k, '=', p.row[k]);
        for (const c of spec.columns) update = p.row[c] === null ? update.where(c, 'is', null) : update.where(c, '=', p.row[c]);
        const res = await update.executeTakeFirst();
        if (Number(res.numUpdatedRows) === 1) o.tally[p.plain ? 'sealedPlain' : 'resealed'] += 1;
        else o.tally.changedMeanwhile += 1;
      }
    });
  }
}
