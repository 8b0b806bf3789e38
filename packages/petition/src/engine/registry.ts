import { conditionKeys } from './conditions.ts';
import type { LoopDef, QuestionStep, SectionDef, SectionId, Step, Transition } from './types.ts';

/** A section definition with lookups precomputed once. */
export interface CompiledSection {
  readonly def: SectionDef;
  readonly steps: ReadonlyMap<string, Step>;
  readonly order: ReadonlyMap<string, number>;
  readonly loops: ReadonlyMap<string, LoopDef>;
  /** Key templates read by a transition or `when` of this section: editing their answers resets it. */
  readonly branchingKeys: ReadonlySet<string>;
}

/** All sections of an interview, compiled. */
export interface Registry {
  readonly sections: ReadonlyMap<SectionId, CompiledSection>;
  /** Section ids in display order. */
  readonly order: readonly SectionId[];
  /** Answer key template → where it is asked (first definition wins). */
  readonly questions: ReadonlyMap<string, { sectionId: SectionId; step: QuestionStep }>;
}

export const isQuestion = (step: Step | undefined): step is QuestionStep =>
  !!step && step.kind !== 'message' && step.kind !== 'end';

function transitions(step: Step): readonly Transition[] {
  return Array.isArray(step.next) ? (step.next as readonly Transition[]) : [];
}

export function compileRegistry(defs: readonly SectionDef[]): Registry {
  const sections = new Map<SectionId, CompiledSection>();
  const questions = new Map<string, { sectionId: SectionId; step: QuestionStep }>();
  for (const def of defs) {
    if (sections.has(def.id)) throw new Error(`Section ${def.id} is defined twice`);
    const steps = new Map<string, Step>();
    const order = new Map<string, number>();
    const branchingKeys = new Set<string>();
    def.steps.forEach((step, i) => {
      if (steps.has(step.id)) throw new Error(`Section ${def.id}: step id '${step.id}' is used twice`);
      steps.set(step.id, step);
      order.set(step.id, i);
      conditionKeys(step.when, branchingKeys);
      for (const t of transitions(step)) conditionKeys(t.when, branchingKeys);
      for (const e of step.effects ?? []) conditionKeys(e.when, branchingKeys);
      if (isQuestion(step)) {
        if (step.branching) branchingKeys.add(step.key);
        if (!questions.has(step.key)) questions.set(step.key, { sectionId: def.id, step });
      }
    });
    const loops = new Map((def.loops ?? []).map((l) => [l.id, l]));
    sections.set(def.id, { def, steps, order, loops, branchingKeys });
  }
  const order = [...sections.keys()].sort((a, b) => a - b);
  return { sections, order, questions };
}

/** Finds the question that asks a resolved answer key ('pet.address.2.street' matches 'pet.address.{i}.street'). */
export function findQuestion(reg: Registry, key: string): { sectionId: SectionId; step: QuestionStep; index?: number } | undefined {
  const direct = reg.questions.get(key);
  if (direct) return direct;
  const m = /^(.*?)\.(\d+)\.(.*)$/.exec(key);
  if (!m) return undefined;
  const found = reg.questions.get(`${m[1]}.{i}.${m[3]}`);
  return found ? { ...found, index: Number(m[2]) } : undefined;
}
