import { toStateCode } from '@i129f/petition/validators/address.ts'; // not the package index: the CLI need not load the interview engine
import type { PDFFont } from 'pdf-lib';
import { PdfError, isPdfError, type PdfErrorDetail } from './errors.ts';
import type { FontSet } from './fonts.ts';
import type { TemplateField } from './template-fields.ts';
import { singleLineSize, splitToFit } from './text-fit.ts';

export interface AdditionalEntry {
  page: string | number;
  part: string | number;
  item: string | number;
  text: string;
}

type TextField = Extract<TemplateField, { kind: 'text' }>;
export type Write =
  | { kind: 'text'; field: TextField; text: string; font: PDFFont; size: number }
  | { kind: 'checkbox'; field: Extract<TemplateField, { kind: 'checkbox' }>; on: boolean }
  | { kind: 'dropdown'; field: Extract<TemplateField, { kind: 'dropdown' }>; option: string; font: PDFFont };

export interface FillPlan {
  writes: Write[];
  /** Values that did not fit their field, in field order. */
  overflow: AdditionalEntry[];
}

export const POINTER = 'See Part 8';
const CONTINUED = ' (continued in Part 8)';

/**
 * Part and item of a field, from its official tooltip: the item is the last "N." or "N. A." that
 * starts a sentence ("Part 1. … Your Full Name. 6. A. Enter Family Name" → 1, 6.a), else the field name.
 */
export const referenceOf = (field: TemplateField): Omit<AdditionalEntry, 'text'> => {
  const part = /^Part (\d+)\./.exec(field.tooltip)?.[1] ?? /Pa?r?t(\d+)/.exec(field.name)?.[1] ?? '';
  const rest = field.tooltip.replace(/^Part \d+\.\s*/, '');
  const last = [...rest.matchAll(/(?:^|\s)(\d+)\.\s+(?:([A-Z])\.\s+)?(?=[A-Z])/g)].at(-1);
  const fromName = /Line(\d+[a-z]?)_/.exec(field.name)?.[1] ?? '';
  const item = last ? (last[2] ? `${last[1]}.${last[2].toLowerCase()}` : last[1]!) : fromName;
  return { page: field.page, part, item };
};

export const dropdownOption = (value: string, options: string[]): string | undefined => {
  const v = value.trim();
  if (v === '') return options.find((o) => o.trim() === '');
  const exact = options.find((o) => o === value || o.trim() === v);
  if (exact) return exact;
  const code = toStateCode(v) ?? v.toUpperCase();
  const byCode = options.find((o) => o.trim() === code);
  if (byCode) return byCode;
  if (/^\d+$/.test(v)) return options.find((o) => o.trim() === String(Number(v)));
  return undefined;
};

/**
 * Validates `values` against the template's fields and decides, field by field, what to write and
 * with which font; text that does not fit (maxLength, width, box) becomes an overflow entry.
 * Throws UnknownFields, ProtectedFields or InvalidValues listing every offending field at once.
 */
export const planFill = async (fields: Map<string, TemplateField>, values: Record<string, string>, fonts: FontSet): Promise<FillPlan> => {
  const unknown = Object.keys(values).filter((n) => !fields.has(n));
  if (unknown.length) throw new PdfError('UnknownFields', `Unknown I-129F field names: ${unknown.join(', ')}`, unknown);
  const protectedNames = Object.keys(values).filter((n) => fields.get(n)!.protected && String(values[n] ?? '').trim() !== '');
  if (protectedNames.length) {
    throw new PdfError('ProtectedFields', `Signature and barcode fields are never filled: ${protectedNames.join(', ')}`, protectedNames);
  }
  const invalid: PdfErrorDetail[] = [];
  const unprintable: PdfErrorDetail[] = [];
  /** The font for a value; a value no font can print is collected (all are reported at once). */
  const pick = async (name: string, text: string): Promise<PDFFont | undefined> => {
    try {
      return await fonts.pick(text);
    } catch (e) {
      if (!isPdfError(e) || e.code !== 'UnsupportedCharacters') throw e;
      unprintable.push({ field: name, value: text, reason: e.details[0]?.reason ?? e.message });
      return undefined;
    }
  };
  const writes: Write[] = [];
  const overflow: AdditionalEntry[] = [];
  for (const [name, raw] of Object.entries(values)) {
    const field = fields.get(name)!;
    if (typeof raw !== 'string') {
      invalid.push({ field: name, value: String(raw), reason: 'values must be strings' });
      continue;
    }
    if (field.protected) continue;
    switch (field.kind) {
      case 'checkbox': {
        const v = raw.trim();
        const on = v === 'Yes' || raw === field.onValue || (v !== '' && v === field.onValue.trim());
        if (!on && v !== 'Off' && v !== '') invalid.push({ field: name, value: raw, reason: `checkbox takes 'Yes', 'Off' or its on-value '${field.onValue}'` });
        else writes.push({ kind: 'checkbox', field, on });
        break;
      }
      case 'dropdown': {
        const option = dropdownOption(raw, field.options);
        if (option === undefined) invalid.push({ field: name, value: raw, reason: `not one of the options: ${field.options.map((o) => o.trim()).filter(Boolean).join(' ')}` });
        else writes.push({ kind: 'dropdown', field, option, font: await fonts.pick(option) }); // options are ASCII
        break;
      }
      case 'text': {
        const text = field.multiline ? raw.replace(/\r\n?/g, '\n') : raw.replace(/\s*[\r\n]+\s*/g, ' ');
        const font = await pick(name, text);
        if (!font) break;
        const placed = placeText(field, text, font);
        if (placed.overflow) overflow.push({ ...referenceOf(field), text });
        writes.push({ kind: 'text', field, text: placed.text, font, size: placed.size });
        break;
      }
      case 'other':
        invalid.push({ field: name, value: raw, reason: 'field type not supported' });
    }
  }
  if (unprintable.length) {
    throw new PdfError(
      'UnsupportedCharacters',
      `No embedded font can print: ${unprintable.map((d) => `${d.field} "${d.value}" (${d.reason})`).join('; ')}`,
      unprintable.map((d) => d.field!),
      unprintable,
    );
  }
  if (invalid.length) {
    throw new PdfError('InvalidValues', `Invalid values: ${invalid.map((d) => `${d.field} (${d.reason})`).join('; ')}`, invalid.map((d) => d.field!), invalid);
  }
  return { writes, overflow };
};

/** What goes into the field itself: the text, as much as fits, or the Part 8 pointer. */
const placeText = (field: TextField, text: string, font: PDFFont): { text: string; size: number; overflow: boolean } => {
  if (field.multiline) {
    const [head, rest] = splitToFit(text, font, field.width, field.height, CONTINUED);
    return rest ? { text: head, size: 10, overflow: true } : { text, size: 10, overflow: false };
  }
  const tooLong = field.maxLength !== undefined && text.length > field.maxLength;
  const size = field.comb || tooLong ? 10 : singleLineSize(text, font, field.width);
  if (!tooLong && size !== undefined) return { text, size, overflow: false };
  const room = field.comb ? 0 : (field.maxLength ?? Infinity);
  return { text: room >= POINTER.length ? POINTER : '', size: 10, overflow: true };
};
