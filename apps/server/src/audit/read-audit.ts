import type { AuditAction, AuditEntry, AuditPage } from '@i129f/petition/api/account-data.ts';
import type { Db } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { auditDb } from './audit-table.ts';
import { fileRef } from './file-ref.ts';

export interface ReadAuditOptions {
  db: Db;
  /** Resolves file references to the target's current file names. */
  store: FileStore;
  targetId: string;
  page: number;
  pageSize: number;
  /** 'others': leave out what the account holder did on their own account. */
  by?: 'anyone' | 'others';
}

/** One page of the audit trail of `targetId`, newest first, with actors and file names resolved. */
export async function readAudit(o: ReadAuditOptions): Promise<AuditPage> {
  const db = auditDb(o.db);
  const others = o.by === 'others';
  const total = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('target_id', '=', o.targetId)
    .$if(others, (q) => q.where('actor_id', '!=', o.targetId))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.actor_id',
      'audit_log.actor_role',
      'audit_log.action',
      'audit_log.outcome',
      'audit_log.file_ref',
      'audit_log.count',
      'users.email',
      'users.full_name',
    ])
    .where('audit_log.target_id', '=', o.targetId)
    .$if(others, (q) => q.where('audit_log.actor_id', '!=', o.targetId))
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(o.pageSize)
    .offset((o.page - 1) * o.pageSize)
    .execute();
  const names = rows.some((r) => r.file_ref)
    ? new Map((await o.store.list(o.targetId)).map((f) => [fileRef(o.targetId, f.name), f.name]))
    : new Map<string, string>();
  const entries = rows.map(
    (r): AuditEntry => ({
      id: r.id,
      at: Number(r.at),
      action: r.action as AuditAction,
      outcome: Number(r.outcome),
      count: Number(r.count),
      actor: { role: r.actor_role, email: r.email ?? null, fullName: r.full_name ?? null, self: r.actor_id === o.targetId },
      file: r.file_ref ? { name: names.get(r.file_ref) ?? null } : null,
    }),
  );
  return { entries, page: o.page, pageSize: o.pageSize, total: Number(total.n) };
}

/** Every row of the trail (the account export), newest first, in pages so memory stays bounded per query. */
export async function readWholeAudit(o: Omit<ReadAuditOptions, 'page' | 'pageSize'>): Promise<AuditEntry[]> {
  const all: AuditEntry[] = [];
  for (let page = 1; ; page++) {
    const { entries } = await readAudit({ ...o, page, pageSize: 100 });
    all.push(...entries);
    if (entries.length < 100) return all;
  }
}
