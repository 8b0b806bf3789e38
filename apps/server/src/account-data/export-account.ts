import type { Readable } from 'node:stream';
import type { UserRow } from '../db/schema.ts';
import type { AppDeps } from '../context.ts';
import type { FileStore } from '../files/file-store.ts';
import { loadChatState } from '../chat-state/repo.ts';
import { findUserById, toUserInfo } from '../users/repo.ts';
import { readWholeAudit } from '../audit/read-audit.ts';
import { streamZip, type ZipEntry } from '../files/zip-stream.ts';

export interface ExportAccountOptions {
  deps: AppDeps;
  store: FileStore;
  account: UserRow;
  log: { error(obj: unknown, msg: string): void };
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Everything stored about one account as a zip: account.json (profile, its staff, file list),
 * chat-state.json (the interview as the repository returns it, i.e. decrypted), files/<name> (the
 * bytes as the file store returns them) and audit.json (who reached this account's data). Files are
 * read one at a time while the zip streams (streamZip).
 */
export async function exportAccount(o: ExportAccountOptions): Promise<Readable> {
  const { deps, store, account } = o;
  const now = deps.now();
  const parent = account.parent_id ? await findUserById(deps.db, account.parent_id) : undefined;
  const files = await store.list(account.id);
  const chat = await loadChatState(deps.db, account.id);
  const audit = await readWholeAudit({ db: deps.db, store, targetId: account.id });
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
      createdAt: iso(f.createdAt),
    })),
  };
  const entries: ZipEntry[] = [
    { name: 'account.json', mtime: now, compress: true, bytes: async () => json(accountJson) },
    { name: 'chat-state.json', mtime: now, compress: true, bytes: async () => json(chat ?? { state: null, version: 0 }) },
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
