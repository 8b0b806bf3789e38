import { FORM_FIELDS, type FieldId } from './form-fields.ts';
import type { FormFieldMeta } from './types.ts';

const BY_FULL_NAME = new Map<string, FormFieldMeta>(Object.values(FORM_FIELDS).map((m) => [m.name, m]));

/** Metadata of a field by short id or full official name; undefined when the form has no such field. */
export function fieldMeta(idOrName: string): FormFieldMeta | undefined {
  return (FORM_FIELDS as Record<string, FormFieldMeta>)[idOrName] ?? BY_FULL_NAME.get(idOrName);
}

/** Full official name of a short field id. Throws at definition load time on a typo. */
export function fullName(id: FieldId): string {
  const meta = fieldMeta(id);
  if (!meta) throw new Error(`Unknown I-129F field id: ${id}`);
  return meta.name;
}

export function isFieldId(id: string): id is FieldId {
  return Object.hasOwn(FORM_FIELDS, id);
}
