import { describe, expect, it } from 'vitest';
import { fillI129f } from './fill-i129f.ts';
import { loadTemplate } from './load-template.ts';
import { openWithPdfjs, pageText } from './pdf-text.ts';
import { resolveTemplate } from './resolve-template.ts';
import { F, coupleValues } from './test-fixtures.ts';

describe('filled I-129F in pdf.js (pdfjs-dist 5, legacy build)', () => {
  it('opens without error and reads field values back', async () => {
    const template = await loadTemplate(resolveTemplate());
    const additional = Array.from({ length: 7 }, (_, i) => ({ page: 2, part: 1, item: '11-12', text: `Prior address ${i + 1}. `.repeat(40) }));
    const { bytes } = await fillI129f({ template, values: coupleValues(), additional });
    const doc = await openWithPdfjs(bytes);
    try {
      expect(doc.numPages).toBe(13);
      const fields = ((await doc.getFieldObjects()) ?? {}) as Record<string, Array<{ value?: unknown }> | undefined>;
      expect(fields[F.petFamily]?.[0]?.value).toBe('Smith');
      expect(fields[F.benNativeFamily]?.[0]?.value).toBe('Иванова');
      const annotations = await (await doc.getPage(1)).getAnnotations();
      const apt = annotations.find((a: { fieldName?: string }) => a.fieldName === F.mailUnitApt);
      expect(apt?.fieldValue).toBe(' FLR ');
      for (let n = 1; n <= doc.numPages; n++) await (await doc.getPage(n)).getOperatorList();
    } finally {
      await doc.destroy();
    }
    expect(await pageText(bytes, 13)).toContain('Prior address 7');
  });
});
