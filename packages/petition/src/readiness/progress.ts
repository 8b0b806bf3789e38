import { resolveKey } from '../engine/keys.ts';
import { SECTIONS } from '../sections/index.ts';
import type { SectionDef } from '../engine/types.ts';
import { finding, word } from './finding.ts';
import type { Finding, FixTarget, ReadinessRule, TextRef } from './types.ts';

/** A section's title as the interview catalogue names it (interview.titles.s<id>). */
const title = (def: SectionDef): TextRef => ({ ns: 'interview', key: `titles.s${def.id}` });

function where(def: SectionDef, stepId: string | null | undefined, loops: Readonly<Record<string, number>>): FixTarget {
  const step = def.steps.find((s) => s.id === stepId && 'key' in s) ?? def.steps.find((s) => 'key' in s)!;
  const key = 'key' in step ? resolveKey(step.key, step.loop ? (loops[step.loop] ?? 1) : undefined) : '';
  return { kind: 'question', sectionId: def.id, stepId: step.id, key };
}

/** Sections not finished (not started, or waiting for an answer), and sections that ended red. */
export const progressRule: ReadinessRule = ({ state }) => {
  const order = SECTIONS.filter((d) => d.id !== 0 || state.autoExtractionRequired);
  const out: Finding[] = [];
  for (const def of order) {
    const sec = state.sections[String(def.id)];
    if (sec?.completed && sec.outcome === 'red') {
      out.push(finding('section-ended-red', 'error', where(def, null, sec.loops), { params: { section: title(def) } }));
    }
  }
  const open = order.filter((d) => !(state.sections[String(d.id)]?.completed && !state.sections[String(d.id)]?.deferred?.length));
  if (open.length) {
    const first = open[0]!;
    const sec = state.sections[String(first.id)];
    const names = open.slice(0, 4).map(title);
    const more = open.length > 4 ? word('words.more', { count: open.length - 4 }) : '';
    out.push(finding('interview-unfinished', 'error', where(first, sec?.deferred?.[0]?.stepId ?? sec?.stepId, sec?.loops ?? {}), { params: { count: open.length, names, more } }));
  }
  return out;
};
