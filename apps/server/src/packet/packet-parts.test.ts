import { describe, expect, it } from 'vitest';
import type { FileRecord } from '../files/file-store.ts';
import { exhibitLetter, exhibitsOf } from './exhibits.ts';
import { mailingInfo } from './mailing-info.ts';
import { signAndMailBlocks } from './sign-sheet.ts';

const rec = (name: string, documentId: number | null, o: Partial<FileRecord> = {}): FileRecord => ({
  id: name, ownerId: 'u', documentId, name, mime: 'image/jpeg', size: 1, sha256: '', isTranslated: false, isGenerated: false, createdAt: 1, ...o,
});

describe('exhibits', () => {
  it('required documents first in their order, then other uploads; originals before translations; generated files left out', () => {
    const uploads = [
      rec('i129f.pdf', null, { isGenerated: true }),
      rec('divorce-en.pdf', 11, { isTranslated: true, createdAt: 1 }),
      rec('photo.jpg', 22, { createdAt: 5 }),
      rec('divorce.pdf', 11, { createdAt: 9 }),
      rec('passport.jpg', 6),
      rec('extra.jpg', 20),
    ];
    const ex = exhibitsOf(uploads, [6, 11, 22, 21]);
    expect(ex.map((e) => [e.letter, e.documentId, e.files.map((f) => f.name)])).toEqual([
      ['A', 6, ['passport.jpg']],
      ['B', 11, ['divorce.pdf', 'divorce-en.pdf']],
      ['C', 22, ['photo.jpg']],
      ['D', 20, ['extra.jpg']],
    ]);
    expect(ex[1]!.title).toBe('Beneficiary final divorce decree, with English translation');
    expect([exhibitLetter(0), exhibitLetter(25), exhibitLetter(26), exhibitLetter(27)]).toEqual(['A', 'Z', 'AA', 'AB']);
  });
});

describe('sign-here sheet and mailing checklist', () => {
  const text = (o: Partial<Parameters<typeof signAndMailBlocks>[0]>) =>
    signAndMailBlocks({ signers: [{ role: 'petitioner', name: 'John Smith' }], mailing: mailingInfo(), k3: false, pageOf: () => 12, pageCount: 30, skipped: [], ...o })
      .map((b) => b.text)
      .join('\n');

  it('names the interpreter and the preparer when there are any, with their items', () => {
    const pages: Record<string, number> = { 'form1[0].#subform[9].Pt6Line4_Signature[0]': 12, 'form1[0].#subform[9].Pt6Line6_Signature[0]': 12, 'form1[0].#subform[10].Pt7Line6_SignatureofPreparer[0]': 13 };
    const t = text({ signers: [{ role: 'petitioner', name: 'John Smith' }, { role: 'interpreter', name: 'Ivan Petrov' }, { role: 'preparer', name: 'Ann Lee' }], pageOf: (f) => pages[f]! });
    expect(t).toContain("Packet page 12: Form I-129F, Part 6, item 6 (interpreter's signature and date) — Ivan Petrov");
    expect(t).toContain("Packet page 13: Form I-129F, Part 7, item 6 (preparer's signature and date) — Ann Lee");
    expect(t).toContain('Packet page 1: the cover letter — Ann Lee.');
    expect(text({})).not.toContain('interpreter');
  });

  it('K-3: the K-3 fee and no intent-to-marry statements; K-1: $675 and the statements', () => {
    const info = mailingInfo();
    expect(text({ k3: true })).toContain(`Filing fee: ${info.fee.k3Amount}`);
    expect(text({ k3: true })).not.toContain('intent to marry');
    expect(text({})).toContain('Filing fee: $675');
    expect(text({})).toContain('statements of intent to marry');
  });

  it('the data file is dated, sourced and says where to verify', () => {
    const info = mailingInfo();
    expect(info.asOf).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(info.verifyAt).toBe('https://www.uscis.gov/i-129f');
    expect(text({})).toContain(`Sources (as of ${info.asOf}; verify at https://www.uscis.gov/i-129f before mailing):`);
  });
});
