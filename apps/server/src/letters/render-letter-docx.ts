import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { LetterDoc } from '@i129f/petition/letters/drafts.ts';

/** The same letter as an editable Word document (docx 9): same order of blocks as the PDF. */
export async function renderLetterDocx(letter: LetterDoc): Promise<Uint8Array> {
  const p = (text: string, o: { bold?: boolean; after?: number } = {}) => new Paragraph({ children: [new TextRun({ text, bold: o.bold ?? false })], spacing: { after: o.after ?? 0 } });
  const children: Paragraph[] = [
    ...letter.from.map((l) => p(l)),
    p('', { after: 120 }),
    p(letter.date, { after: 240 }),
    ...(letter.to ? [...letter.to.map((l) => p(l)), p('', { after: 120 })] : []),
    ...(letter.subject ? [p(`RE: ${letter.subject}`, { bold: true, after: 240 })] : []),
    new Paragraph({ text: letter.title, heading: HeadingLevel.HEADING_1, alignment: AlignmentType.CENTER, spacing: { after: 240 } }),
    ...letter.paragraphs.map((t) => p(t, { after: 200 })),
    ...(letter.list ?? []).map((item, i) => new Paragraph({ children: [new TextRun(`${i + 1}. ${item}`)], indent: { left: 360 } })),
    // The date has its own line under the signature: a long caption (a firm's name) never runs into 'Date'.
    ...letter.signatures.flatMap((s) => [
      p('', { after: 480 }),
      p('______________________________'),
      new Paragraph({ children: [new TextRun({ text: `Signature of ${s.name}, ${s.role}`, size: 20 })], spacing: { after: 360 } }),
      p('____________________'),
      new Paragraph({ children: [new TextRun({ text: 'Date', size: 20 })] }),
    ]),
  ];
  const doc = new Document({ title: letter.title, creator: 'I-129F petition preparer', sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}
