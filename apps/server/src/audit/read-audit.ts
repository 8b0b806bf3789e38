import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { UserType } from '@i129f/petition/api/accounts.ts';
import type { AuditAction, AuditEntry, AuditPage } from '@i129f/petition/api/account-data.ts';
import type { Db } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { fileRef } from './file-ref.ts';
import { statusOf } from './status-detail.ts';
import { ANSWER_CHANGE, answerEntry, rolesOfGoneActors, SAVE_ACTION } from './answer-entries.ts';

export interface ReadAuditOptions {
  db: Db;
  /** Resolves file references to the target's current file names. */
  store: FileStore;
  targetId: string;
  page: number;
  pageSize: number;
  /** 'others': leave out what the account holder did on their own account. */
  by?: 'anyone' | 'others';
  /** false: the audit log as it is (successful saves included, no answer changes); default true. */
  answerChanges?: boolean;
}

type LooseDb = Kysely<any>;

/**
 * The trail's rows in one ordered list: audit rows (without successful whole-petition saves) and answer-history rows
 * ('answer.change', answer-entries.ts), so pages and the total count both.
 */
function trailRows(o: ReadAuditOptions) {
  const db = o.db as unknown as LooseDb;
  const others = o.by === 'others';
  const withAnswers = o.answerChanges !== false;
  const audit = db
    .selectFrom('audit_log')
    .select(['id', 'at', 'actor_id', 'actor_role', 'action', 'outcome', 'file_ref', 'detail', 'count', sql<number | null>`null`.as('version'), sql<string | null>`null`.as('answer_key')])
    .where('target_id', '=', o.targetId)
    .$if(withAnswers, (q) => q.where((eb) => eb.not(eb.and([eb('action', '=', SAVE_ACTION), eb('outcome', '>=', 200), eb('outcome', '<', 300)]))))
    .$if(others, (q) => q.where('actor_id', '!=', o.targetId));
  const answers = db
    .selectFrom('answer_history')
    .select([
      // answerEntryId's format, for the order of entries at the same time.
      sql<string>`${sql.lit('answer:')} || cast(version as text) || ${sql.lit(':')} || answer_key`.as('id'),
      'at',
      'actor_id',
      sql<string | null>`null`.as('actor_role'),
      sql<string>`${sql.lit(ANSWER_CHANGE)}`.as('action'),
      sql<number>`${sql.lit(200)}`.as('outcome'),
      sql<string | null>`null`.as('file_ref'),
      sql<string | null>`null`.as('detail'),
      sql<number>`${sql.lit(1)}`.as('count'),
      'version',
      'answer_key',
    ])
    .where('user_id', '=', o.targetId)
    .$if(others, (q) => q.where('actor_id', '!=', o.targetId))
    .$if(!withAnswers, (q) => q.where(sql<boolean>`1 = 0`));
  return { db, audit, answers };
}

/** One page of the trail of `targetId`, newest first, with actors and file names resolved (answer.change: the key only). */
export async function readAudit(o: ReadAuditOptions): Promise<AuditPage> {
  const { db, audit, answers } = trailRows(o);
  const count = async (q: SelectQueryBuilder<any, any, any>) => Number((await db.selectFrom(q.as('t')).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const [auditCount, answerCount] = await Promise.all([count(audit), count(answers)]);
  const rows = await db
    .selectFrom(audit.unionAll(answers).as('t'))
    .leftJoin('users', 'users.id', 't.actor_id')
    .select(['t.id', 't.at', 't.actor_id', 't.actor_role', 't.action', 't.outcome', 't.file_ref', 't.detail', 't.count', 't.version', 't.answer_key', 'users.email', 'users.full_name', 'users.user_type'])
    .orderBy('t.at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(o.pageSize)
    .offset((o.page - 1) * o.pageSize)
    .execute();
  const names = rows.some((r) => r.file_ref)
    ? new Map((await o.store.list(o.targetId)).map((f) => [fileRef(o.targetId, f.name), f.name]))
    : new Map<string, string>();
  const gone = await rolesOfGoneActors(o.db, [...new Set(rows.filter((r) => r.action === ANSWER_CHANGE && !r.user_type).map((r) => r.actor_id as string))]);
  const entries = rows.map((r): AuditEntry => {
    if (r.action === ANSWER_CHANGE) {
      const actor = { role: (r.user_type as UserType | null) ?? null, email: r.email ?? null, fullName: r.full_name ?? null };
      return answerEntry({ version: Number(r.version), key: r.answer_key as string, at: Number(r.at), actorId: r.actor_id as string, actor }, o.targetId, gone);
    }
    return {
      id: r.id as string,
      at: Number(r.at),
      action: r.action as AuditAction,
      outcome: Number(r.outcome),
      count: Number(r.count),
      actor: { role: r.actor_role as UserType, email: r.email ?? null, fullName: r.full_name ?? null, self: r.actor_id === o.targetId },
      file: r.file_ref ? { name: names.get(r.file_ref as string) ?? null } : null,
      ...statusOf(r.action as string, r.detail as string | null),
    };
  });
  return { entries, page: o.page, pageSize: o.pageSize, total: auditCount + answerCount };
}

/**
 * Every row of the audit log (the account export, which lists the answer history on its own), newest first, in pages
 * so memory stays bounded per query.
 */
export async function readWholeAudit(o: Omit<ReadAuditOptions, 'page' | 'pageSize' | 'answerChanges'>): Promise<AuditEntry[]> {
  const all: AuditEntry[] = [];
  for (let page = 1; ; page++) {
    const { entries } = await readAudit({ ...o, page, pageSize: 100, answerChanges: false });
    all.push(...entries);
    if (entries.length < 100) return all;
  }
}
