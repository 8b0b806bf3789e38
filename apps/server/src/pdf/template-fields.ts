import {
  PDFCheckBox,
  PDFDropdown,
  PDFName,
  PDFRef,
  PDFTextField,
  type PDFDocument,
  type PDFField,
} from 'pdf-lib';

/** What the filler needs to know about one AcroForm field, read from the template itself. */
export type TemplateField =
  | (FieldBase & { kind: 'text'; maxLength?: number; multiline: boolean; comb: boolean; width: number; height: number })
  | (FieldBase & { kind: 'checkbox'; onValue: string })
  | (FieldBase & { kind: 'dropdown'; options: string[] })
  | (FieldBase & { kind: 'other' });

interface FieldBase {
  name: string;
  ref: PDFRef;
  /** 1-based page of the (first) widget. */
  page: number;
  tooltip: string;
  /** Barcodes and signature boxes: never written. */
  protected: boolean;
}

const BARCODE = /PDF417BarCode/;
/** Pt6Line4_Signature (petitioner), Pt6Line6_Signature (interpreter), Pt7Line6_SignatureofPreparer; not …DateOfSignature. */
const SIGNATURE = /_Signature(ofPreparer)?\[\d+\]$/;

export const isProtectedFieldName = (name: string): boolean => BARCODE.test(name) || SIGNATURE.test(name);

const tooltipOf = (field: PDFField): string => {
  const tu = field.acroField.dict.lookup(PDFName.of('TU'));
  return tu && 'decodeText' in tu ? (tu as { decodeText(): string }).decodeText() : '';
};

/** Reads name, kind, page, limits, on-value and options of every field (done once per template). */
export const readTemplateFields = (doc: PDFDocument): Map<string, TemplateField> => {
  const pageOf = new Map<PDFRef, number>();
  doc.getPages().forEach((p, i) => pageOf.set(p.ref, i + 1));
  const out = new Map<string, TemplateField>();
  for (const field of doc.getForm().getFields()) {
    const widget = field.acroField.getWidgets()[0];
    const pRef = widget?.dict.get(PDFName.of('P'));
    const base: FieldBase = {
      name: field.getName(),
      ref: field.ref,
      page: pRef instanceof PDFRef ? (pageOf.get(pRef) ?? 0) : 0,
      tooltip: tooltipOf(field),
      protected: isProtectedFieldName(field.getName()),
    };
    if (field instanceof PDFTextField) {
      const rect = widget?.getRectangle() ?? { width: 0, height: 0 };
      out.set(base.name, {
        ...base,
        kind: 'text',
        ...(field.getMaxLength() !== undefined ? { maxLength: field.getMaxLength() } : {}),
        multiline: field.isMultiline(),
        comb: field.isCombed(),
        width: rect.width,
        height: rect.height,
      });
    } else if (field instanceof PDFCheckBox) {
      const on = widget?.getOnValue();
      out.set(base.name, { ...base, kind: 'checkbox', onValue: on ? on.decodeText() : 'Yes' });
    } else if (field instanceof PDFDropdown) {
      out.set(base.name, { ...base, kind: 'dropdown', options: field.getOptions() });
    } else {
      out.set(base.name, { ...base, kind: 'other' });
    }
  }
  return out;
};
