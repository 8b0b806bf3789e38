import { readFile } from 'node:fs/promises';
import { PDFDict, PDFDocument, PDFName, ParseSpeeds, StandardFonts } from 'pdf-lib';
import { flattenWidgets } from './flatten-widgets.ts';

export interface G1145Values {
  lastName: string;
  firstName: string;
  middleName: string;
  email: string;
  mobile: string;
}

const FIELDS: Record<keyof G1145Values, string> = {
  lastName: 'form1[0].#subform[0].LastName[0]',
  firstName: 'form1[0].#subform[0].FirstName[0]',
  middleName: 'form1[0].#subform[0].MiddleName[0]',
  email: 'form1[0].#subform[0].Email[0]',
  mobile: 'form1[0].#subform[0].MobilePhoneNumber[0]',
};

/** Keeps characters Helvetica can print (WinAnsi); a name on a passport is Latin. */
const printable = (v: string, allowed: Set<number>) => [...v].filter((ch) => allowed.has(ch.codePointAt(0)!)).join('');

/**
 * Fills the blank G-1145 (e-notification of acceptance) with the petitioner's name, email and mobile phone and
 * flattens it (the packet is printed; no XFA, no editable fields left). Returns the filled document.
 */
export async function fillG1145(templatePath: string, values: G1145Values): Promise<PDFDocument> {
  const doc = await PDFDocument.load(await readFile(templatePath), { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  const acro = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  acro?.delete(PDFName.of('XFA'));
  doc.catalog.delete(PDFName.of('Perms'));
  const form = doc.getForm();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const allowed = new Set(font.getCharacterSet());
  for (const [key, name] of Object.entries(FIELDS) as [keyof G1145Values, string][]) {
    const field = form.getTextField(name);
    const max = field.getMaxLength();
    const v = printable(values[key].trim(), allowed);
    field.setText(max ? v.slice(0, max) : v);
  }
  form.updateFieldAppearances(font);
  flattenWidgets(doc);
  return doc;
}
