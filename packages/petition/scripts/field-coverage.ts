/**
 * Which fillable fields of form I-129F some path of the interview can write: every binding of every
 * chat section (all loop slots, conditional and country-dependent bindings), section-level derived
 * values and N/A defaults, the questionnaire's bindings and derived values, and the Part 8 writer of
 * src/fields/compute.ts (header + items 3–7). Pure: the caller passes the form's field list.
 */
import type { Binding } from '../src/engine/types.ts';
import { FORM_FIELDS, type FieldId } from '../src/fields/form-fields.ts';
import { QUESTIONNAIRE_FIELDS } from '../src/questionnaire/fields.ts';
import { SECTIONS } from '../src/sections/index.ts';

/** One field of ../shared/forms/i-129f.fields.json. */
export interface OfficialField {
  readonly name: string;
  readonly page: number;
  readonly tooltip?: string;
  readonly type: string;
}

/** Fields outside the goal, with the reason (decided from the tooltips and pages). */
export const EXCLUDED: readonly { readonly test: (f: OfficialField) => boolean; readonly reason: string }[] = [
  { test: (f) => /PDF417BarCode/.test(f.tooltip ?? f.name), reason: 'barcode: read-only, pre-filled by the form, never written (guide §1)' },
  { test: (f) => /signature field can not be signed/i.test(f.tooltip ?? ''), reason: 'signature: "Print and sign in ink" (tooltip), protected field' },
];

/** Fields left to a person on purpose, with the reason (counted as not covered). */
export const NOT_WRITTEN: Readonly<Partial<Record<FieldId, string>>> = {
  'Pt5Line4_DateOfSignature[0]': 'dated in ink by the petitioner at signing (guide §5.1: state the policy)',
  'Pt6Line6_DateofSignature[0]': 'dated in ink by the interpreter at signing',
  'Pt7Line6_DateofSignature[0]': 'dated in ink by the preparer at signing',
};

/** Written by computeFieldValues whenever Part 8 is used (src/fields/compute.ts writePart8). */
const PART8: readonly FieldId[] = [
  'Pt1Line6a_FamilyName[1]', 'Pt1Line6b_GivenName[1]', 'Pt1Line6c_MiddleName[1]', 'Pt1Line1_AlienNumber[1]',
  ...[3, 4, 5, 6, 7].flatMap((n) => [`Line${n}a_PageNumber[0]`, `Line${n}b_PartNumber[0]`, `Line${n}c_ItemNumber[0]`, `Line${n}d_AdditionalInfo[0]`] as FieldId[]),
];

export function bindingFieldIds(b: Binding | undefined): string[] {
  if (!b) return [];
  const refs = (r: string | readonly string[]) => (typeof r === 'string' ? [r] : [...r]);
  switch (b.type) {
    case 'text': return refs(b.field);
    case 'choice': return Object.values(b.fields).flatMap(refs);
    case 'byCountry': return [...bindingFieldIds(b.us), ...bindingFieldIds(b.other)];
    case 'height': return [b.feet, b.inches];
    case 'digits': return [...b.fields];
    case 'all': return b.bindings.flatMap(bindingFieldIds);
    case 'when': return bindingFieldIds(b.then);
    case 'additional': return [];
  }
}

/** Field id → where it is written from (first source found). */
export function writableFields(): Map<string, string> {
  const out = new Map<string, string>();
  const add = (id: string, source: string) => out.has(id) || out.set(id, source);
  for (const s of SECTIONS) {
    for (const step of s.steps) if ('fields' in step) for (const id of bindingFieldIds(step.fields)) add(id, `section ${s.id} step ${step.id}`);
    for (const d of s.derived ?? []) for (const id of Object.keys(d.set)) add(id, `section ${s.id} derived`);
    for (const id of s.naFields ?? []) add(id, `section ${s.id} N/A default`);
  }
  for (const b of QUESTIONNAIRE_FIELDS.bindings) for (const id of bindingFieldIds(b.fields)) add(id, `questionnaire ${b.key}`);
  for (const d of QUESTIONNAIRE_FIELDS.derived ?? []) for (const id of Object.keys(d.set)) add(id, 'questionnaire derived');
  for (const id of PART8) add(id, 'Part 8 overflow writer');
  return out;
}

export interface CoverageReport {
  readonly total: number;
  readonly excluded: readonly { name: string; reason: string }[];
  readonly covered: readonly { name: string; source: string }[];
  readonly uncovered: readonly { name: string; reason: string }[];
  readonly percent: number;
}

const shortId = (name: string) => name.split('.').at(-1) as string;

export function fieldCoverage(official: readonly OfficialField[]): CoverageReport {
  const writable = writableFields();
  const excluded: { name: string; reason: string }[] = [];
  const covered: { name: string; source: string }[] = [];
  const uncovered: { name: string; reason: string }[] = [];
  for (const f of official) {
    const ex = EXCLUDED.find((e) => e.test(f));
    if (ex) {
      excluded.push({ name: f.name, reason: ex.reason });
      continue;
    }
    const id = shortId(f.name);
    const known = (FORM_FIELDS as Record<string, { name: string }>)[id];
    const source = known && known.name === f.name ? writable.get(id) : undefined;
    if (source) covered.push({ name: f.name, source });
    else uncovered.push({ name: f.name, reason: NOT_WRITTEN[id as FieldId] ?? (known ? 'no question, derived value or Part 8 writer fills it' : 'not in the field metadata') });
  }
  const total = covered.length + uncovered.length;
  return { total, excluded, covered, uncovered, percent: total ? (covered.length / total) * 100 : 0 };
}
