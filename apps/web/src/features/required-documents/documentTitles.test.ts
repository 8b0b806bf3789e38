import { describe, expect, it } from 'vitest';
import { supportingDocument } from '@i129f/petition/documents/catalogue.ts';
import { EMPTY_NAMES } from '@i129f/petition/engine/state.ts';
import { documentTitle } from './documentTitles.ts';

const doc = (id: number) => supportingDocument(id)!;

describe('document titles', () => {
  it("use the first and second names (DOC-18), else 'The Petitioner' / 'The Beneficiary' (SET-10)", () => {
    const names = { ...EMPTY_NAMES, petitionerFirstName: 'John', petitionerSecondName: 'Adam', beneficiaryFirstName: 'Maria', beneficiarySecondName: 'Elena' };
    expect(documentTitle(doc(6), names)).toBe("John Adam's passport");
    expect(documentTitle(doc(25), names)).toBe("Maria Elena's passport");
    expect(documentTitle(doc(6), EMPTY_NAMES)).toBe("The Petitioner's passport");
    expect(documentTitle(doc(25), EMPTY_NAMES)).toBe("The Beneficiary's passport");
  });

  it('name the documents the chat adds (issue 14, bug 1)', () => {
    const names = { ...EMPTY_NAMES, beneficiaryFirstName: 'Maria' };
    expect(documentTitle(doc(20), names)).toBe("Maria's Form I-94 record");
    expect(documentTitle(doc(24), names)).toBe('K-3 marriage certificate');
    expect(documentTitle(doc(26), names)).toBe("Maria's proof that each previous marriage ended");
    expect(documentTitle(doc(27), names)).toBe('Marriage broker documentation');
  });
});
