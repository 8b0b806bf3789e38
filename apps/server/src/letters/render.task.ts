/**
 * Worker-pool task 'letters.render' (registered by letters/generate-letter.ts): lays one letter out as PDF and
 * DOCX off the event loop. Letters are a few KB, so the bytes are simply copied back.
 */
import type { LetterDoc } from '@i129f/petition/letters/drafts.ts';
import { renderLetterDocx } from './render-letter-docx.ts';
import { renderLetterPdf } from './render-letter-pdf.ts';

export default async function render(p: { letter: LetterDoc }): Promise<{ pdf: Uint8Array; docx: Uint8Array }> {
  const [pdf, docx] = await Promise.all([renderLetterPdf(p.letter), renderLetterDocx(p.letter)]);
  return { pdf, docx };
}
