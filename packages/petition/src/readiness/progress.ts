import { resolveKey } from '../engine/keys.ts';
import { SECTIONS } from '../sections/index.ts';
import type { SectionDef } from '../engine/types.ts';
import type { Finding, FixTarget, ReadinessRule } from './types.ts';

const WHY_UNFINISHED = 'Every part of Form I-129F must be answered; USCIS rejects a petition with required items left blank, and the packet is built from your answers.';
const WHY_RED = 'The interview stopped here because, as answered, the petition does not qualify (for example eligibility or the meeting requirement). Filing it anyway loses the fee.';

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
      out.push({ rule: 'section-ended-red', severity: 'error', message: `${def.title} ended with a red message: the petition cannot go ahead as answered.`, why: WHY_RED, fix: where(def, null, sec.loops) });
    }
  }
  const open = order.filter((d) => !(state.sections[String(d.id)]?.completed && !state.sections[String(d.id)]?.deferred?.length));
  if (open.length) {
    const first = open[0]!;
    const sec = state.sections[String(first.id)];
    const names = open.slice(0, 4).map((d) => d.title).join(', ') + (open.length > 4 ? ` and ${open.length - 4} more` : '');
    out.push({
      rule: 'interview-unfinished',
      severity: 'error',
      message: `${open.length} ${open.length === 1 ? 'section is' : 'sections are'} not finished: ${names}.`,
      why: WHY_UNFINISHED,
      fix: where(first, sec?.deferred?.[0]?.stepId ?? sec?.stepId, sec?.loops ?? {}),
    });
  }
  return out;
};
