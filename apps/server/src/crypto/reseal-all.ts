import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/schema.ts';
import { answerHistoryAad, chatSectionAad, chatStateAad } from '../chat-state/row-aad.ts';
import { fileAad } from '../files/files-table.ts';
import { resealObjects } from '../files/reseal-objects.ts';
import type { ObjectStore } from '../files/object-store.ts';
import { twoFactorAad } from '../auth/two-factor-repo.ts';
import { pdfMarkAad } from '../pdf-marks/pdf-marks-repo.ts';
import { commentAad, markAad } from '../review/review-tables.ts';
import { requestAad } from '../beneficiary/tables.ts';
import { captionAad } from '../files/file-captions.ts';
import type { Keyring } from './keyring.ts';
import { DataDecryptError, openBytes, openText, sealBytes, sealText, sealedKeyId } from './seal.ts';
import { resealTextRows, type SealedTextRows } from './reseal-text-rows.ts';

export interface TableCounts {
  /** Rows looked at. */
  rows: number;
  /** Rows re-sealed with the current key (from an older key). */
  resealed: number;
  /** Rows written before encryption, now sealed. */
  sealedPlain: number;
  /** Rows already sealed with the current key (left alone). */
  current: number;
  /** Rows changed by the app between read and write (the app writes with the current key). */
  changedMeanwhile: number;
}

export interface ResealFailure {
  table: 'files' | 'chat_states' | 'chat_sections' | 'answer_history' | 'two_factor' | 'review_comments' | 'review_marks' | 'pdf_marks' | 'file_captions' | 'beneficiary_requests';
  /** The row's id (files.id, chat_states.user_id, …; several key columns joined by '/'): no names, no data. */
  row: string;
  keyId: string | undefined;
  message: string;
}

export interface ResealReport {
  keyId: string;
  /** Files whose bytes are in the database. */
  files: TableCounts;
  /** Files whose bytes are in object storage (S3_URL, files/reseal-objects.ts). */
  fileObjects: TableCounts;
  chatStates: TableCounts;
  /** The petitions' sections (chat_sections.body, migration 011). */
  chatSections: TableCounts;
  /** Old and new values of changed answers (answer_history, migration 011); a row counts once for both. */
  answerHistory: TableCounts;
  /** Staff TOTP secrets (two_factor.secret, migration 009). */
  twoFactor: TableCounts;
  /** Review comment bodies (review_comments.body, migration 008). */
  reviewComments: TableCounts;
  /** Reviewers' answer snapshots (review_marks.snapshot, migration 008; marks since migration 011 hold none). */
  reviewMarks: TableCounts;
  /** The answers at the last generated PDF (pdf_marks.snapshot, migration 010; none since migration 011). */
  pdfMarks: TableCounts;
  /** Upload captions (file_captions.caption, migration 018). */
  fileCaptions: TableCounts;
  /** The petitioner's change requests to the beneficiary (beneficiary_requests.body, migration 017). */
  beneficiaryRequests: TableCounts;
  failures: ResealFailure[];
}

export interface ResealOptions {
  /** Rows read per batch (default 100); one transaction writes a batch. */
  batchSize?: number;
  /** File bytes held before a batch is written (default 64 MB). */
  maxBatchBytes?: number;
  /** The S3_URL bucket: files stored there are re-sealed too; without it they are reported as failures. */
  objects?: ObjectStore | undefined;
}

type RawDb = Kysely<{
  files: { id: string; owner_id: string; name: string; bytes: Uint8Array; storage: string };
  chat_states: { user_id: string; state: string; version: number };
}>;

type TextTable = SealedTextRows & { table: ResealFailure['table']; report: 'chatSections' | 'answerHistory' | 'twoFactor' | 'reviewComments' | 'reviewMarks' | 'pdfMarks' | 'fileCaptions' | 'beneficiaryRequests' };

const str = (v: unknown): string => String(v);

/** The tables with sealed text columns besides chat_states: read in batches by primary key. */
const SEALED_TEXT_TABLES: readonly TextTable[] = [
  { table: 'chat_sections', columns: ['body'], keys: ['user_id', 'section_id'], aad: (r) => chatSectionAad(str(r.user_id), Number(r.section_id)), report: 'chatSections' },
  {
    table: 'answer_history',
    columns: ['old_value', 'new_value'],
    keys: ['user_id', 'version', 'answer_key'],
    aad: (r, c) => answerHistoryAad(str(r.user_id), Number(r.version), str(r.answer_key), c === 'old_value' ? 'old' : 'new'),
    report: 'answerHistory',
  },
  { table: 'two_factor', columns: ['secret'], keys: ['user_id'], aad: (r) => twoFactorAad(str(r.user_id)), report: 'twoFactor' },
  { table: 'review_comments', columns: ['body'], keys: ['id'], aad: (r) => commentAad(str(r.id)), report: 'reviewComments' },
  { table: 'review_marks', columns: ['snapshot'], keys: ['reviewer_id', 'client_id'], aad: (r) => markAad(str(r.reviewer_id), str(r.client_id)), report: 'reviewMarks' },
  { table: 'pdf_marks', columns: ['snapshot'], keys: ['client_id'], aad: (r) => pdfMarkAad(str(r.client_id)), report: 'pdfMarks' },
  { table: 'file_captions', columns: ['caption'], keys: ['file_id'], aad: (r) => captionAad(str(r.file_id)), report: 'fileCaptions' },
  { table: 'beneficiary_requests', columns: ['body'], keys: ['id'], aad: (r) => requestAad(str(r.id)), report: 'beneficiaryRequests' },
];

const counts = (): TableCounts => ({ rows: 0, resealed: 0, sealedPlain: 0, current: 0, changedMeanwhile: 0 });

/** Enough of a sealed file's head to read its key id (magic 8 + length 1 + id ≤ 32). */
const HEAD_BYTES = 48;

/**
 * Re-seals every file, petition (head, sections, answer history) and small sealed text with `keyring.current`: rows under an older key and rows written
 * before encryption. Reads outside transactions; each batch is written in one transaction with
 * compare-and-set updates (a row the app rewrote meanwhile is left as the app wrote it). A row whose key is
 * not in the keyring is reported, not touched. Safe to run again; it skips rows already current.
 */
export async function resealAll(database: Db, keyring: Keyring, o: ResealOptions = {}): Promise<ResealReport> {
  const db = database as unknown as RawDb;
  const batchSize = o.batchSize ?? 100;
  const maxBatchBytes = o.maxBatchBytes ?? 64 * 1024 * 1024;
  const current = keyring.current.id;
  const report: ResealReport = {
    keyId: current,
    files: counts(),
    fileObjects: counts(),
    chatStates: counts(),
    chatSections: counts(),
    answerHistory: counts(),
    twoFactor: counts(),
    reviewComments: counts(),
    reviewMarks: counts(),
    pdfMarks: counts(),
    fileCaptions: counts(),
    beneficiaryRequests: counts(),
    failures: [],
  };

  const failed = (table: ResealFailure['table'], row: string, e: unknown) => {
    if (!(e instanceof DataDecryptError)) throw e;
    report.failures.push({ table, row, keyId: e.keyId, message: e.message });
  };

  // Files: the key id is read from the head of the bytes, so files already current are never loaded whole.
  let after = '';
  for (;;) {
    const heads = await db
      .selectFrom('files')
      .select(['id', 'owner_id', 'name', sql<Uint8Array>`substr(bytes, 1, ${HEAD_BYTES})`.as('head')])
      .where('storage', '=', 'db')
      .where('id', '>', after)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (!heads.length) break;
    after = heads[heads.length - 1]!.id;
    let pending: Array<{ id: string; old: Uint8Array; sealed: Buffer; plain: boolean }> = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (!pending.length) return;
      const batch = pending;
      pending = [];
      pendingBytes = 0;
      await db.transaction().execute(async (tx) => {
        for (const p of batch) {
          const res = await tx.updateTable('files').set({ bytes: p.sealed }).where('id', '=', p.id).where('bytes', '=', Buffer.from(p.old)).executeTakeFirst();
          if (Number(res.numUpdatedRows) === 1) report.files[p.plain ? 'sealedPlain' : 'resealed'] += 1;
          else report.files.changedMeanwhile += 1;
        }
      });
    };
    for (const h of heads) {
      report.files.rows += 1;
      const keyId = sealedKeyId(new Uint8Array(h.head));
      if (keyId === current) {
        report.files.current += 1;
        continue;
      }
      if (keyId !== null && !keyring.get(keyId)) {
        failed('files', h.id, new DataDecryptError('KEY_MISSING', keyId, `Sealed with key "${keyId}", which is not in the keyring.`));
        continue;
      }
      const row = await db.selectFrom('files').select('bytes').where('id', '=', h.id).executeTakeFirst();
      if (!row) continue;
      try {
        const aad = fileAad(h.owner_id, h.name);
        const plain = openBytes(keyring, row.bytes, aad);
        pending.push({ id: h.id, old: row.bytes, sealed: sealBytes(keyring, plain, aad), plain: keyId === null });
        pendingBytes += row.bytes.length;
      } catch (e) {
        failed('files', h.id, e);
      }
      if (pending.length >= batchSize || pendingBytes >= maxBatchBytes) await flush();
    }
    await flush();
  }

  // Files in object storage: the key id is in the row; objects under an older key are rewritten under new keys.
  await resealObjects(database, keyring, o.objects, {
    batchSize,
    tally: report.fileObjects,
    failed: (row, keyId, message) => report.failures.push({ table: 'files', row, keyId, message }),
  });

  // Chat states: whole JSON texts (≤ 1 MB each), compare-and-set on the version and the text.
  after = '';
  for (;;) {
    const rows = await db.selectFrom('chat_states').select(['user_id', 'state', 'version']).where('user_id', '>', after).orderBy('user_id').limit(batchSize).execute();
    if (!rows.length) break;
    after = rows[rows.length - 1]!.user_id;
    const pending: Array<{ userId: string; version: number; old: string; sealed: string; plain: boolean }> = [];
    for (const r of rows) {
      report.chatStates.rows += 1;
      const keyId = sealedKeyId(r.state);
      if (keyId === current) {
        report.chatStates.current += 1;
        continue;
      }
      try {
        const aad = chatStateAad(r.user_id);
        pending.push({ userId: r.user_id, version: r.version, old: r.state, sealed: sealText(keyring, openText(keyring, r.state, aad), aad), plain: keyId === null });
      } catch (e) {
        failed('chat_states', r.user_id, e);
      }
    }
    if (!pending.length) continue;
    await db.transaction().execute(async (tx) => {
      for (const p of pending) {
        const res = await tx
          .updateTable('chat_states')
          .set({ state: p.sealed })
          .where('user_id', '=', p.userId)
          .where('version', '=', p.version)
          .where('state', '=', p.old)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 1) report.chatStates[p.plain ? 'sealedPlain' : 'resealed'] += 1;
        else report.chatStates.changedMeanwhile += 1;
      }
    });
  }

  // Sections, answer history and the small sealed texts (TOTP secrets, comment bodies, old answer snapshots).
  const anyDb = database as unknown as Kysely<any>;
  for (const spec of SEALED_TEXT_TABLES) {
    await resealTextRows(anyDb, keyring, spec, { batchSize, tally: report[spec.report], failed: (row, e) => failed(spec.table, row, e) });
  }
  return report;
}
