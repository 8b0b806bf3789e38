import type { Db } from '../db/schema.ts';
import { keyringOf } from '../crypto/db-keyring.ts';
import { DataDecryptError, openText, sealText } from '../crypto/seal.ts';
import { chatSectionAad, chatStateAad } from './row-aad.ts';
import { isLegacyHead, splitDocument } from './split-document.ts';
import { inTransaction } from './in-transaction.ts';

export interface SplitReport {
  /** Heads looked at (those without section rows). */
  rows: number;
  /** Legacy heads rewritten as head + section rows. */
  split: number;
  /** Heads saved meanwhile (the save wrote them split). */
  changedMeanwhile: number;
  /** Heads that could not be opened (their key is not in the keyring): left whole, still read whole. */
  unreadable: number;
}

/**
 * Rewrites every head written before the split (the whole petition, sections inline) as head + one sealed row per
 * section: same version, same content, no history rows. Runs at start (app.ts) after the migrations; only heads with no
 * section row are read, so once done it opens only petitions without sections (small: nobody reached the chat).
 * Batches of `batchSize` heads, each written in one transaction with compare-and-set on version and text, so a save by
 * a running instance meanwhile wins. Safe to run again.
 */
export async function splitLegacyChatStates(db: Db, o: { batchSize?: number } = {}): Promise<SplitReport> {
  const batchSize = o.batchSize ?? 100;
  const keyring = keyringOf(db);
  const report: SplitReport = { rows: 0, split: 0, changedMeanwhile: 0, unreadable: 0 };
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('chat_states')
      .select(['user_id', 'state', 'version', 'updated_at'])
      .where('user_id', '>', after)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('chat_sections').select('chat_sections.user_id').whereRef('chat_sections.user_id', '=', 'chat_states.user_id'))))
      .orderBy('user_id')
      .limit(batchSize)
      .execute();
    if (!rows.length) return report;
    after = rows[rows.length - 1]!.user_id;
    const pending: Array<{ userId: string; version: number; old: string; head: string; sections: Array<{ id: number; body: string }>; at: number }> = [];
    for (const r of rows) {
      report.rows += 1;
      let doc: unknown;
      try {
        doc = JSON.parse(openText(keyring, r.state, chatStateAad(r.user_id)));
      } catch (e) {
        if (!(e instanceof DataDecryptError) && !(e instanceof SyntaxError)) throw e;
        report.unreadable += 1;
        continue;
      }
      if (!isLegacyHead(doc)) continue;
      const split = splitDocument(doc);
      pending.push({
        userId: r.user_id,
        version: r.version,
        old: r.state,
        head: sealText(keyring, JSON.stringify(split.head), chatStateAad(r.user_id)),
        sections: [...split.sections!].map(([id, v]) => ({ id, body: sealText(keyring, JSON.stringify(v), chatSectionAad(r.user_id, id)) })),
        at: Number(r.updated_at),
      });
    }
    if (!pending.length) continue;
    await inTransaction(db, async (tx) => {
      for (const p of pending) {
        const res = await tx.updateTable('chat_states').set({ state: p.head }).where('user_id', '=', p.userId).where('version', '=', p.version).where('state', '=', p.old).executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) {
          report.changedMeanwhile += 1;
          continue;
        }
        await tx.deleteFrom('chat_sections').where('user_id', '=', p.userId).execute();
        if (p.sections.length) {
          await tx
            .insertInto('chat_sections')
            .values(p.sections.map((s) => ({ user_id: p.userId, section_id: s.id, body: s.body, version: p.version, updated_at: p.at })))
            .execute();
        }
        report.split += 1;
      }
    });
  }
}
