import { concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState, type PDFDocument, type PDFPage } from 'pdf-lib';
import { wrap } from '../letters/render-letter-pdf.ts';
import { PICTURE_BOX, placedSize, type EmbeddedImage } from './embed-image.ts';
import { standardFonts } from './text-pages.ts';

const LETTER = { width: 612, height: 792 };
const CAPTION = { size: 11, leading: 14, gap: 12, maxLines: 8 };

/**
 * A US Letter page with the picture and, under it, the caption the user gave at upload (date, place, who). The caption
 * is wrapped to the page's width and its lines are measured first: the picture is fitted into the space above them, so
 * the two never overlap (a picture never prints over 1 pt per pixel of its original, as on pages without a caption).
 */
export async function addCaptionedImagePage(doc: PDFDocument, image: EmbeddedImage, original: { width: number; height: number }, caption: string): Promise<PDFPage> {
  const f = await standardFonts(doc);
  const lines = wrap(f.clean(caption), f.regular, CAPTION.size, PICTURE_BOX.width).slice(0, CAPTION.maxLines);
  const captionHeight = lines.length * CAPTION.leading;
  const { width, height } = placedSize(original, { width: PICTURE_BOX.width, height: PICTURE_BOX.height - captionHeight - CAPTION.gap });
  // The picture and its caption, as one block centred on the page.
  const blockTop = (LETTER.height + height + CAPTION.gap + captionHeight) / 2;
  const page = doc.addPage([LETTER.width, LETTER.height]);
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(width, 0, 0, height, (LETTER.width - width) / 2, blockTop - height), drawObject(name), popGraphicsState());
  let y = blockTop - height - CAPTION.gap - CAPTION.size;
  for (const line of lines) {
    page.drawText(line, { x: (LETTER.width - f.regular.widthOfTextAtSize(line, CAPTION.size)) / 2, y, size: CAPTION.size, font: f.regular });
    y -= CAPTION.leading;
  }
  return page;
}
