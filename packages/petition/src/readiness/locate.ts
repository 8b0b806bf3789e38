import { SECTIONS } from '../sections/index.ts';
import type { SectionId } from '../engine/types.ts';
import type { FixTarget } from './types.ts';

interface StepKey { readonly sectionId: SectionId; readonly stepId: string; readonly pattern: RegExp }

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every question step's key template as a pattern (`pet.address.{i}.from` → /^pet\.address\.\d+\.from$/). */
const STEP_KEYS: readonly StepKey[] = SECTIONS.flatMap((s) =>
  s.steps.flatMap((st) =>
    'key' in st ? [{ sectionId: s.id, stepId: st.id, pattern: new RegExp(`^${escape(st.key).replace(/\\\{i\\\}/g, '\\d+')}$`) }] : [],
  ),
);

/** The question that stores `key` (first match in section order), as a fix target; undefined for keys no step asks. */
export function questionOf(key: string): FixTarget | undefined {
  const hit = STEP_KEYS.find((s) => s.pattern.test(key));
  return hit ? { kind: 'question', sectionId: hit.sectionId, stepId: hit.stepId, key } : undefined;
}

/** Like questionOf, for keys the rules know exist; throws on a typo so a rule cannot point nowhere. */
export function question(key: string): FixTarget {
  const target = questionOf(key);
  if (!target) throw new Error(`No question stores '${key}'`);
  return target;
}
