/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORM_FIELDS } from './form-fields.ts';
import type { FormFieldMeta } from './types.ts';
import { SECTIONS } from '../sections/index.ts';
import { QUESTIONNAIRE_FIELDS } from '../questionnaire/fields.ts';
import { bindingFieldNames } from '../engine/run.ts';
import { createInterviewState } from '../engine/state.ts';
import type { Binding } from '../engine/types.ts';

interface JsonField { name: string; page: number; type: string; maxLength?: number; onValue?: string; options?: string[] }
const json = JSON.parse(readFileSync(new URL('../../../../../shared/forms/i-129f.fields.json', import.meta.url), 'utf8')) as { fields: JsonField[] };
const byName = new Map(json.fields.map((f) => [f.name, f]));

describe('field metadata matches ../shared/forms/i-129f.fields.json', () => {
  const entries = Object.entries(FORM_FIELDS) as [string, FormFieldMeta][];

  it('covers all 433 data fields (445 minus 12 barcodes)', () => {
    expect(entries).toHaveLength(433);
    expect(json.fields.filter((f) => !f.name.includes('PDF417'))).toHaveLength(433);
  });

  it.each(entries)('%s', (id, meta) => {
    const f = byName.get(meta.name);
    expect(f, meta.name).toBeDefined();
    expect(meta.name.endsWith(`.${id}`)).toBe(true);
    expect(meta.type).toBe(f?.type);
    expect(meta.page).toBe(f?.page);
    expect(meta.max).toBe(f?.maxLength);
    expect(meta.on).toBe(f?.onValue);
    for (const o of meta.options ?? []) expect(f?.options).toContain(o);
  });
});

describe('every field a definition binds exists in the official form', () => {
  const state = createInterviewState({ asOf: '06/01/2025' });
  const all = (b: Binding | undefined): string[] => {
    if (!b) return [];
    if (b.type === 'byCountry') return [...all(b.us), ...all(b.other)];
    if (b.type === 'text' && typeof b.field !== 'string') return b.field.flatMap((_, i) => bindingFieldNames(b, i + 1, state));
    if (b.type === 'choice') return Object.values(b.fields).flatMap((r) => (typeof r === 'string' ? bindingFieldNames({ type: 'text', field: r }, 1, state) : r.flatMap((_, i) => bindingFieldNames({ type: 'text', field: r }, i + 1, state))));
    if (b.type === 'all') return b.bindings.flatMap(all);
    if (b.type === 'when') return all(b.then);
    return bindingFieldNames(b, 1, state);
  };
  it('sections and questionnaire', () => {
    const names = [
      ...SECTIONS.flatMap((s) => s.steps.flatMap((st) => ('fields' in st ? all(st.fields) : []))),
      ...QUESTIONNAIRE_FIELDS.bindings.flatMap((b) => all(b.fields)),
    ];
    expect(names.length).toBeGreaterThan(50);
    for (const n of names) expect(byName.has(n), n).toBe(true);
  });
});
