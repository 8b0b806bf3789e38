import type { Binding } from '../engine/types.ts';
import type { FieldId } from './form-fields.ts';

/** A Yes/No pair, given by the box PRINTED next to 'Yes' and next to 'No' (index order differs by item). */
export function yesNo(yes: FieldId, no: FieldId): Binding {
  return { type: 'choice', fields: { Yes: yes, No: no } };
}

/** A text field. */
export function text(field: FieldId | readonly FieldId[], format?: 'date' | 'digits' | 'aNumber' | 'state' | 'upper'): Binding {
  return format ? { type: 'text', field, format } : { type: 'text', field };
}

/** Male/Female boxes ([0]=M, [1]=F on every sex item). */
export function sex(male: FieldId, female: FieldId): Binding {
  return { type: 'choice', fields: { Male: male, Female: female } };
}

/** Free text with no field of its own: written to Part 8 at this page/part/item. */
export function part8(page: number, part: number, item: string): Binding {
  return { type: 'additional', page, part, item };
}
