import { describe, expect, it } from 'vitest';
import { FORM_FIELDS } from '../fields/form-fields.ts';
import type { Binding, SectionDef, Step } from '../engine/types.ts';
import { SECTIONS } from './index.ts';

const mine = SECTIONS.filter((s) => s.id >= 9 && s.id <= 21);

function fieldIds(b: Binding | undefined): string[] {
  if (!b) return [];
  const refs = (r: string | readonly string[]) => (typeof r === 'string' ? [r] : [...r]);
  switch (b.type) {
    case 'text': return refs(b.field);
    case 'choice': return Object.values(b.fields).flatMap(refs);
    case 'byCountry': return [...fieldIds(b.us), ...fieldIds(b.other)];
    case 'height': return [b.feet, b.inches];
    case 'digits': return [...b.fields];
    case 'all': return b.bindings.flatMap(fieldIds);
    case 'when': return fieldIds(b.then);
    case 'additional': return [];
  }
}

function targets(step: Step): string[] {
  const out: string[] = [];
  if (typeof step.next === 'string') out.push(step.next);
  else for (const t of step.next ?? []) if (t.goto) out.push(t.goto);
  if (step.skipTo) out.push(step.skipTo);
  return out;
}

describe('sections 9–21: definitions', () => {
  it('registers every section 9–21 once, in order', () => {
    expect(mine.map((s) => s.id)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
  });

  it.each(mine.map((s) => [s.id, s] as const))('section %i: every bound field exists, every target and loop step exists', (_id, s: SectionDef) => {
    const ids = new Set(s.steps.map((st) => st.id));
    for (const step of s.steps) {
      if ('fields' in step) for (const f of fieldIds(step.fields)) expect(FORM_FIELDS, `${step.id} → ${f}`).toHaveProperty([f]);
      for (const t of targets(step)) expect(t === '@complete' || ids.has(t), `${step.id} → ${t}`).toBe(true);
      if (step.loop) expect(s.loops?.some((l) => l.id === step.loop)).toBe(true);
    }
    for (const d of s.derived ?? []) for (const f of Object.keys(d.set)) expect(FORM_FIELDS).toHaveProperty([f]);
    for (const f of s.naFields ?? []) expect(FORM_FIELDS).toHaveProperty([f]);
    for (const l of s.loops ?? []) expect(ids.has(l.firstStep)).toBe(true);
  });
});
