import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createMrzOcr } from './ocr-worker.ts';
import { createPassportExtractor } from './passport-extractor.ts';
import { imagesInPdf } from './pdf-images.ts';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const ocr = createMrzOcr();
const extractor = createPassportExtractor({ ocr, today: () => new Date(Date.UTC(2026, 0, 1)) });
afterAll(() => ocr.close());

const pdfWithJpeg = async (jpeg: Uint8Array) => {
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  doc.addPage([image.width, image.height]).drawImage(image, { x: 0, y: 0 });
  return doc.save();
};

describe('passport extractor (OCR on specimen pages)', () => {
  it("reads the beneficiary's passport (PNG, document 25)", async () => {
    const values = await extractor.extract({ bytes: fixture('passport-ukr.png'), mime: 'image/png', documentId: 25, documentCode: null });
    expect(values).toEqual({
      benLastName: 'Kovalenko', benFirstName: 'Olha', benSecondName: 'Mykolaivna',
      benDateOfBirth: '03/15/1992', benGender: 'Female', benCitizenship: 'Ukraine',
      benPassportNumber: 'FK1234567', benCountryOfIssuancePassport: 'Ukraine', benExpirationDatePassport: '08/22/2031',
    });
  });

  it('answers {} for a PDF without images and for an image without MRZ, and rejects bytes it cannot decode (the worker survives: next test)', async () => {
    const blank = await PDFDocument.create();
    blank.addPage();
    expect(await extractor.extract({ bytes: await blank.save(), mime: 'application/pdf', documentId: 6, documentCode: 'PET_PASSPORT' })).toEqual({});
    // A header that cannot be read never reaches OCR (image-size.ts); a readable 1 × 1 header over cut data does, and fails there.
    expect(await extractor.extract({ bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), mime: 'image/png', documentId: 6, documentCode: 'PET_PASSPORT' })).toEqual({});
    const cutPng = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await expect(extractor.extract({ bytes: cutPng, mime: 'image/png', documentId: 6, documentCode: 'PET_PASSPORT' })).rejects.toThrow();
  });
  it("reads the petitioner's passport from a turned, noisy JPEG inside a PDF (PET_PASSPORT)", async () => {
    const pdf = await pdfWithJpeg(fixture('passport-usa.jpg'));
    expect(await imagesInPdf(pdf)).toHaveLength(1);
    const values = await extractor.extract({ bytes: pdf, mime: 'application/pdf', documentId: 6, documentCode: 'PET_PASSPORT' });
    expect(values).toEqual({
      petLastName: 'Miller', petFirstName: 'John', petSecondName: 'Robert',
      petBirthDate: '07/04/1985', petGender: 'Male', petCitizenship: 'USA',
    });
  });

  it('accepts passports only, and images or PDFs only', () => {
    expect(extractor.accepts({ mime: 'image/png', documentId: 6, documentCode: 'PET_PASSPORT' })).toBe(true);
    expect(extractor.accepts({ mime: 'image/webp', documentId: 25, documentCode: null })).toBe(true);
    expect(extractor.accepts({ mime: 'image/heic', documentId: 25, documentCode: null })).toBe(false);
    expect(extractor.accepts({ mime: 'image/png', documentId: 2, documentCode: 'PET_BIRTH_CERT' })).toBe(false);
  });

});
