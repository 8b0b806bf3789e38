import { conditionKeys, evaluate } from './conditions.ts';
import { freshSection, readValue, resolveKey } from './keys.ts';
import { isQuestion, type Registry } from './registry.ts';
import { loopIndex, nextTarget, predicateContext, type Draft } from './run.ts';
import { COMPLETE, type Condition, type InterviewState, type SectionId, type StepTarget } from './types.ts';

const MAX_PATH_STEPS = 2000;

/** The first answer key a condition reads (predicate arguments that are no keys, such as a loop id, left out). */
const firstKey = (when: Condition | undefined, index: number | undefined): string | undefined => {
  const key = [...conditionKeys(when)].find((k) => k.includes('.'));
  return key === undefined ? undefined : resolveKey(key, index);
};

/** What `interviewPath` found: the answer keys on the path and how far each section's loops got. */
export interface InterviewPath {
  /** Resolved answer keys of the questions visited (answered, or skipped because known) and of the effects applied on the way. */
  readonly keys: ReadonlySet<string>;
  /** Loop entries reached per section (`loops[sectionId][loopId]`). */
  readonly loops: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Answer keys the effects on the path wrote (the last write wins), with where each value comes from. */
  readonly written: ReadonlyMap<string, EffectSource>;
}

/**
 * Where an effect's value comes from: `copy` — another answer (resolved key); `set` — a fixed value written because
 * of that answer (the step's own question; for a message the key its condition reads, else the last question passed).
 */
export type EffectSource = { readonly copy: string } | { readonly set: string | null };

/**
 * The path the interview took, walked again over the current answers: every started section from its
 * first step, exactly as `enter` runs it — a step whose `when` fails is skipped to `skipTo`, a question
 * with a known value is passed with its transitions, an unanswered question (where the chat waits) or
 * an ending stops the walk. Answers of steps the walk never reaches — an accepted auto-extracted
 * previous spouse of a petitioner who then said Single, an answer left on a branch by an edit — are
 * not on the path. Sections never started have no path. Section 0 (confirmation) has no questions of
 * its own: the values it confirmed count where their questions are reached.
 */
export function interviewPath(reg: Registry, state: InterviewState): InterviewPath {
  const keys = new Set<string>();
  const loops: Record<string, Record<string, number>> = {};
  const written = new Map<string, EffectSource>();
  for (const id of reg.order) {
    const section = reg.sections.get(id);
    if (!section || section.def.kind === 'confirmExtracted' || !state.sections[String(id)]) continue;
    const d: Draft = { state, sec: { ...freshSection(), loops: {} }, sectionId: id as SectionId, out: [] };
    let stepId: StepTarget | undefined = section.def.steps[0]?.id;
    let lastQuestion: string | null = null;
    for (let guard = 0; guard < MAX_PATH_STEPS && stepId !== undefined && stepId !== COMPLETE; guard++) {
      const step = section.steps.get(stepId);
      if (!step) break;
      const index = loopIndex(d.sec, step);
      if (step.when && !evaluate(step.when, predicateContext(state, d.sec, index))) {
        stepId = step.skipTo ?? section.def.steps[(section.order.get(step.id) ?? -1) + 1]?.id ?? COMPLETE;
        continue;
      }
      if (isQuestion(step)) {
        const key = resolveKey(step.key, index);
        if (readValue(state, key) === undefined) {
          // A deferred question (value gone, later answers kept) is passed like the replay passes it.
          if (!state.sections[String(id)]?.deferred?.some((q) => q.key === key)) break; // the chat waits here
        } else keys.add(key);
        lastQuestion = key;
      }
      for (const effect of step.effects ?? []) {
        if (!effect.set && !effect.copy) continue;
        if (effect.when && !evaluate(effect.when, predicateContext(state, d.sec, index))) continue;
        for (const k of [...Object.keys(effect.set ?? {}), ...Object.keys(effect.copy ?? {})]) keys.add(resolveKey(k, index));
        // A message's set follows from what made the message show (its condition), else from the last question passed.
        const after = isQuestion(step) ? resolveKey(step.key, index) : (firstKey(step.when, index) ?? lastQuestion);
        for (const k of Object.keys(effect.set ?? {})) written.set(resolveKey(k, index), { set: after });
        for (const [k, from] of Object.entries(effect.copy ?? {})) written.set(resolveKey(k, index), { copy: resolveKey(from, index) });
      }
      if (step.kind === 'end') break;
      stepId = nextTarget(d, section, step);
    }
    loops[String(id)] = d.sec.loops;
  }
  return { keys, loops, written };
}

/**
 * The state as the form should see it: only answers on the interview's path (`interviewPath`), plus
 * answers no question asks and no effect writes (values the chat never owns). Section loop indexes are
 * those the path reached.
 */
export function onPathState(reg: Registry, state: InterviewState): InterviewState {
  const path = interviewPath(reg, state);
  const effectKeys = new Set<string>();
  for (const sec of Object.values(state.sections)) for (const k of sec.written ?? []) effectKeys.add(k);
  const answers: Record<string, string> = {};
  for (const [key, value] of Object.entries(state.answers)) {
    if (path.keys.has(key) || (!effectKeys.has(key) && !isAsked(reg, key))) answers[key] = value;
  }
  const sections: InterviewState['sections'] = {};
  for (const [id, sec] of Object.entries(state.sections)) sections[id] = { ...sec, loops: { ...sec.loops, ...path.loops[id] } };
  return { ...state, answers, sections };
}

const ASKED_CACHE = new WeakMap<Registry, Map<string, boolean>>();

/** Whether some question of the registry stores this resolved key ('pet.address.2.street' → 'pet.address.{i}.street'). */
function isAsked(reg: Registry, key: string): boolean {
  let cache = ASKED_CACHE.get(reg);
  if (!cache) ASKED_CACHE.set(reg, (cache = new Map()));
  let hit = cache.get(key);
  if (hit === undefined) {
    hit = reg.questions.has(key) || reg.questions.has(key.replace(/\.\d+\./, '.{i}.'));
    cache.set(key, hit);
  }
  return hit;
}
