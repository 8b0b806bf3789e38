import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FileStore, NewFile } from '../src/files/file-store.ts';

/** One backend under test: its store, and what lies at rest (for the encryption and leak checks). */
export interface ContractBackend {
  store: FileStore;
  /** A new account (files.owner_id references users). */
  newOwner(): Promise<string>;
  /** The sealed bytes at rest of a file (the row's bytes, or its object). */
  atRest(ownerId: string, name: string): Promise<Uint8Array>;
  /** Objects of the owner in the bucket that no row names ([] for the database). */
  leaks(ownerId: string): Promise<string[]>;
}

const MAGIC = Buffer.from('I129ENC1');
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const bytes = (tag: string) => Buffer.from(`%PDF-1.7\n% ${tag}\n%%EOF\n`);
const file = (ownerId: string, name: string, tag: string, documentId: number | null = 3, isTranslated = false): NewFile => ({
  ownerId,
  documentId,
  name,
  mime: 'application/pdf',
  bytes: bytes(tag),
  isTranslated,
});

/**
 * The FileStore contract (files/file-store.ts), run against every backend: bytes sealed at rest, size and sha256 of
 * the plain bytes, replace-by-name keeping the id, atomic and serialised writes of one owner, nothing left behind.
 * `backend` is called inside each test (after the caller's beforeAll).
 */
export function fileStoreContract(name: string, backend: () => ContractBackend): void {
  describe(`FileStore contract: ${name}`, () => {
    it('stores and reads back a file; the record holds size and sha256 of the plain bytes', async () => {
      const b = backend();
      const owner = await b.newOwner();
      const record = await b.store.put({ ...file(owner, 'passport scan.pdf', 'one'), isGenerated: true });
      expect(record).toMatchObject({ ownerId: owner, documentId: 3, name: 'passport scan.pdf', mime: 'application/pdf', size: bytes('one').length, sha256: sha(bytes('one')), isTranslated: false, isGenerated: true });
      const got = await b.store.get(owner, 'passport scan.pdf');
      expect(Buffer.from(got!.bytes).equals(bytes('one'))).toBe(true);
      expect(got!.record).toEqual(record);
      expect(await b.store.list(owner)).toEqual([record]);
    });

    it('keeps the bytes sealed at rest (AES-GCM envelope, no plain text)', async () => {
      const b = backend();
      const owner = await b.newOwner();
      await b.store.put(file(owner, 'sealed.pdf', 'SECRET-CONTENT-1234'));
      const raw = Buffer.from(await b.atRest(owner, 'sealed.pdf'));
      expect(raw.subarray(0, MAGIC.length).equals(MAGIC)).toBe(true);
      expect(raw.includes(Buffer.from('SECRET-CONTENT-1234'))).toBe(false);
    });

    it('replaces a file of the same name, keeping its id, and leaves nothing of the old one', async () => {
      const b = backend();
      const owner = await b.newOwner();
      const first = await b.store.put(file(owner, 'a.pdf', 'first'));
      const second = await b.store.put(file(owner, 'a.pdf', 'second', 4));
      expect(second.id).toBe(first.id);
      expect(second).toMatchObject({ documentId: 4, sha256: sha(bytes('second')) });
      expect(Buffer.from((await b.store.get(owner, 'a.pdf'))!.bytes).equals(bytes('second'))).toBe(true);
      expect((await b.store.list(owner)).map((r) => r.name)).toEqual(['a.pdf']);
      expect(await b.leaks(owner)).toEqual([]);
    });

    it("keeps owners apart: another owner's get, list and delete do not see the file", async () => {
      const b = backend();
      const [owner, other] = [await b.newOwner(), await b.newOwner()];
      await b.store.put(file(owner, 'mine.pdf', 'mine'));
      expect(await b.store.get(other, 'mine.pdf')).toBeUndefined();
      expect(await b.store.list(other)).toEqual([]);
      expect(await b.store.delete(other, 'mine.pdf')).toBe(false);
      expect(await b.store.get(owner, 'mine.pdf')).toBeDefined();
    });

    it('deletes a file (bytes included) and says whether there was one', async () => {
      const b = backend();
      const owner = await b.newOwner();
      await b.store.put(file(owner, 'gone.pdf', 'gone'));
      expect(await b.store.delete(owner, 'gone.pdf')).toBe(true);
      expect(await b.store.delete(owner, 'gone.pdf')).toBe(false);
      expect(await b.store.get(owner, 'gone.pdf')).toBeUndefined();
      expect(await b.leaks(owner)).toEqual([]);
    });

    it("replaces a document's files (translated ones and other documents untouched), a name from another document moving in", async () => {
      const b = backend();
      const owner = await b.newOwner();
      await b.store.put(file(owner, 'old-1.pdf', 'o1'));
      await b.store.put(file(owner, 'old-2.pdf', 'o2'));
      await b.store.put(file(owner, 'translation.pdf', 't', 3, true));
      const elsewhere = await b.store.put(file(owner, 'moved.pdf', 'elsewhere', 9));
      const out = await b.store.replace({ ownerId: owner, documentId: 3, isTranslated: false }, [file(owner, 'new.pdf', 'n'), file(owner, 'moved.pdf', 'moved')]);
      expect(out.map((r) => r.name)).toEqual(['new.pdf', 'moved.pdf']);
      expect(out[1]!.id).toBe(elsewhere.id);
      const byName = Object.fromEntries((await b.store.list(owner)).map((r) => [r.name, r]));
      expect(Object.keys(byName).sort()).toEqual(['moved.pdf', 'new.pdf', 'translation.pdf']);
      expect(byName['moved.pdf']!.documentId).toBe(3);
      expect(Buffer.from((await b.store.get(owner, 'moved.pdf'))!.bytes).equals(bytes('moved'))).toBe(true);
      expect(await b.store.replace({ ownerId: owner, documentId: 3, isTranslated: false }, [])).toEqual([]);
      expect((await b.store.list(owner)).map((r) => r.name)).toEqual(['translation.pdf']);
      expect(await b.leaks(owner)).toEqual([]);
    });

    it('20 puts of one name at once leave one whole file, one of theirs, and nothing else', async () => {
      const b = backend();
      const owner = await b.newOwner();
      const records = await Promise.all(Array.from({ length: 20 }, (_, i) => b.store.put(file(owner, 'same.pdf', `same-${i}`))));
      expect(new Set(records.map((r) => r.id)).size).toBe(1);
      const [only] = await b.store.list(owner);
      const got = Buffer.from((await b.store.get(owner, 'same.pdf'))!.bytes);
      expect(got.toString()).toMatch(/^%PDF-1\.7\n% same-\d+\n/);
      expect(sha(got)).toBe(only!.sha256);
      expect(await b.leaks(owner)).toEqual([]);
    });

    it("15 replaces of one document at once leave exactly one replace's files, whole", async () => {
      const b = backend();
      const owner = await b.newOwner();
      await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          b.store.replace({ ownerId: owner, documentId: 5, isTranslated: false }, [file(owner, `r${i}-a.pdf`, `r${i}-a`, 5), file(owner, `r${i}-b.pdf`, `r${i}-b`, 5)]),
        ),
      );
      const names = (await b.store.list(owner)).map((r) => r.name).sort();
      expect(names).toHaveLength(2);
      const i = /^r(\d+)-a\.pdf$/.exec(names[0]!)?.[1];
      expect(names).toEqual([`r${i}-a.pdf`, `r${i}-b.pdf`]);
      for (const n of names) expect(Buffer.from((await b.store.get(owner, n))!.bytes).equals(bytes(n.replace('.pdf', '')))).toBe(true);
      expect(await b.leaks(owner)).toEqual([]);
    });
  });
}
