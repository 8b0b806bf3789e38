import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORTING_DOCUMENTS, supportingDocument } from '@i129f/petition/documents/catalogue.ts';
import { EMPTY_NAMES } from '@i129f/petition/engine/state.ts';
import { documents } from '@i129f/petition/i18n/en/documents.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { documentDescription, documentTitle } from './documentTitles.ts';

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

describe('the catalogue in the reader\'s language', () => {
  afterEach(() => setLanguage('en', false));

  it('the English texts are the catalogue\'s own, for every document', () => {
    const texts = documents.catalogue;
    for (const d of SUPPORTING_DOCUMENTS) {
      expect(texts.meanings[`d${d.id}` as keyof typeof texts.meanings], `d${d.id}`).toBe(d.meaning);
      expect(texts.ageHints[`d${d.id}` as keyof typeof texts.ageHints], `d${d.id}`).toBe(d.ageHint);
      expect(texts.titles[`d${d.id}` as keyof typeof texts.titles], `d${d.id}`).toBeTruthy();
    }
    expect(Object.keys(texts.meanings)).toHaveLength(SUPPORTING_DOCUMENTS.length);
    expect(documentDescription(doc(10))).toBe('Death certificate, issued within the last 2 years. Upload a clear scan or photo of every page (Others).');
    expect(documentDescription(doc(6))).toBe('Passport. Upload a clear scan or photo of every page (Supporting Documents).');
  });

  it('titles and descriptions in Spanish', async () => {
    await setLanguage('es', false);
    const names = { ...EMPTY_NAMES, petitionerFirstName: 'John', beneficiaryFirstName: 'Maria' };
    expect(documentTitle(doc(6), names)).toBe('Pasaporte de John');
    expect(documentTitle(doc(25), EMPTY_NAMES)).toBe('Pasaporte de la persona beneficiaria');
    expect(documentTitle(doc(20), names)).toBe('Registro del Formulario I-94 de Maria');
    expect(documentTitle(doc(24), names)).toBe('Acta de matrimonio K-3');
    expect(documentDescription(doc(10))).toBe('Acta de defunción, emitida en los últimos 2 años. Suba un escaneo o una foto clara de cada página (Otros).');
  });
});
