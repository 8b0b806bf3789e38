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
    expect(documentTitle(doc(6), names)).toBe("John Adam's U.S. passport (unexpired)");
    expect(documentTitle(doc(25), names)).toBe("Maria Elena's Passport (biographic page)");
    expect(documentTitle(doc(28), EMPTY_NAMES)).toBe("The Petitioner's Passport-style photo");
    expect(documentTitle(doc(29), EMPTY_NAMES)).toBe("The Beneficiary's Passport-style photo");
  });

  it('documents of both of you carry no owner', () => {
    const names = { ...EMPTY_NAMES, beneficiaryFirstName: 'Maria' };
    expect(documentTitle(doc(20), names)).toBe("Maria's Form I-94 record");
    expect(documentTitle(doc(24), names)).toBe('Marriage certificate');
    expect(documentTitle(doc(27), names)).toBe('Marriage broker documentation');
  });
});

describe("the catalogue in the reader's language", () => {
  afterEach(() => setLanguage('en', false));

  it("the English texts are the catalogue's own, for every document (id 25 is the beneficiary's passport)", () => {
    const texts = documents.catalogue;
    for (const d of SUPPORTING_DOCUMENTS) {
      expect(texts.meanings[`d${d.id}` as keyof typeof texts.meanings], `d${d.id}`).toBe(d.meaning);
      expect(texts.titles[`d${d.id}` as keyof typeof texts.titles], `d${d.id}`).toBeTruthy();
    }
    expect(Object.keys(texts.meanings)).toHaveLength(SUPPORTING_DOCUMENTS.length);
    expect(documentDescription(doc(25))).toBe('Passport, biographic page. Upload a clear scan or photo of every page.');
    expect(documentDescription(doc(21))).not.toMatch(/notari[sz]ed\b(?! )/i);
  });

  it('titles and descriptions in Spanish', async () => {
    await setLanguage('es', false);
    const names = { ...EMPTY_NAMES, petitionerFirstName: 'John', beneficiaryFirstName: 'Maria' };
    expect(documentTitle(doc(6), names)).toBe('Pasaporte estadounidense (vigente) de John');
    expect(documentTitle(doc(25), EMPTY_NAMES)).toBe('Pasaporte (página de datos) de la persona beneficiaria');
    expect(documentDescription(doc(13))).toBe('Acta de defunción del excónyuge de la persona beneficiaria. Suba un escaneo o una foto clara de cada página.');
  });
});
