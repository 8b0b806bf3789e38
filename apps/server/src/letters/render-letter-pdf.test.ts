import { describe, expect, it } from 'vitest';
import type { LetterDoc } from '@i129f/petition/letters/drafts.ts';
import { pageText } from '../pdf/pdf-text.ts';
import { renderLetterPdf } from './render-letter-pdf.ts';

const letter = (name: string): LetterDoc => ({
  kind: 'intent-petitioner',
  title: 'Statement of Intent to Marry',
  fileStem: 'Intent_to_Marry_Petitioner_Test',
  from: [name, '200 Elm St', 'Springfield, IL 62701'],
  date: 'November 27, 2026',
  paragraphs: [`I, ${name}, intend to marry my fiancée within 90 days of her admission to the United States.`],
  signatures: [{ name, role: 'Petitioner' }],
  editable: false,
});

describe('letter PDF fonts', () => {
  it('a WinAnsi letter uses the standard Times fonts (nothing embedded)', async () => {
    const bytes = await renderLetterPdf(letter('John Smith'));
    expect(await pageText(bytes, 1)).toContain('I, John Smith, intend to marry');
    expect(bytes.length).toBeLessThan(20_000);
  });

  it('a name outside WinAnsi (Ł, ą, Cyrillic) is drawn in Noto Sans, embedded as a subset of the glyphs used', async () => {
    const name = 'Łukasz Wąsik-Жуков';
    const bytes = await renderLetterPdf(letter(name));
    const text = await pageText(bytes, 1);
    expect(text).toContain(`I, ${name}, intend to marry`);
    expect(text).toContain(`Signature of ${name}, Petitioner`);
    // With the whole Noto Sans the letter was 317 KB; with the subset of its glyphs it is about 6 KB.
    expect(bytes.length).toBeLessThan(30_000);
  });
});
