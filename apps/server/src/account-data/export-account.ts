import type { Readable } from 'node:stream';
import type { UserRow } from '../db/schema.ts';
import type { AppDeps } from '../context.ts';
import type { FileStore } from '../files/file-store.ts';
import { loadChatState, readAnswerHistory } from '../chat-state/repo.ts';
import { findUserById, toUserInfo } from '../users/repo.ts';
import { readWholeAudit } from '../audit/read-audit.ts';
import { streamZip, type ZipEntry } from '../files/zip-stream.ts';
import { captionsOf } from '../files/file-captions.ts';

export interface ExportAccountOptions {
  deps: AppDeps;
  store: FileStore;
  account: UserRow;
  log: { error(obj: unknown, msg: string): void };
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Everything stored about one account as a zip: account.json (profile, its staff, file list with upload captions),
 * chat-state.json (the petition as the repository assembles it, i.e. decrypted), answer-history.json (every
 * answer change: version, key, old and new value, who — by email when the account still exists — and when),
 * files/<name> (the bytes as the file store returns them) and audit.json (who reached this account's data).
 * Files are read one at a time while the zip streams (streamZip).
 */
export async function exportAccount(o: ExportAccountOptions): Promise<Readable> {
  const { deps, store, account } = o;
  const now = deps.now();
  const parent = account.parent_id ? await findUserById(deps.db, account.parent_id) : undefined;
  const files = await store.list(account.id);
  const captions = await captionsOf(deps.db, account.id);
  const chat = await loadChatState(deps.db, account.id);
  const audit = await readWholeAudit({ db: deps.db, store, targetId: account.id });
  const history = await readAnswerHistory(deps.db, account.id);
  const actorIds = [...new Set(history.map((h) => h.actorId))];
  const actors = new Map(
    actorIds.length ? (await deps.db.selectFrom('users').select(['id', 'email']).where('id', 'in', actorIds).execute()).map((u) => [u.id, u.email]) : [],
  );
  const answerHistory = history.map((h) => ({ version: h.version, key: h.key, oldValue: h.oldValue, newValue: h.newValue, by: actors.get(h.actorId) ?? null, at: iso(h.at) }));
  const accountJson = {
    exportedAt: iso(now),
    account: { ...toUserInfo(account), createdAt: iso(Number(account.created_at)) },
    staff: parent ? { email: parent.email, fullName: parent.full_name, userType: parent.user_type } : null,
    files: files.map((f) => ({
      path: `files/${f.name}`,
      name: f.name,
      mime: f.mime,
      size: f.size,
      sha256: f.sha256,
      documentId: f.documentId,
      isTranslated: f.isTranslated,
      isGenerated: f.isGenerated,
      ...(captions.has(f.id) ? { caption: captions.get(f.id)! } : {}),
      createdAt: iso(f.createdAt),
    })),
  };
  const entries: ZipEntry[] = [
    { name: 'account.json', mtime: now, compress: true, bytes: async () => json(accountJson) },
    { name: 'chat-state.json', mtime: now, compress: true, bytes: async () => json(chat ?? { state: null, version: 0 }) },
    { name: 'answer-history.json', mtime: now, compress: true, bytes: async () => json(answerHistory) },
    ...files.map((f) => ({
      name: `files/${f.name}`,
      mtime: f.createdAt,
      // Uploads (photos, scans) are already compressed: stored as they are. The generated petition deflates well.
      compress: f.isGenerated,
      bytes: async () => (await store.get(account.id, f.name))?.bytes,
    })),
    { name: 'audit.json', mtime: now, compress: true, bytes: async () => json(audit.map((e) => ({ ...e, at: iso(e.at) }))) },
  ];
  return streamZip(entries, o.log);
}
