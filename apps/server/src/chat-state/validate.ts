/**
 * Server-side re-validation of a saved interview (code-style §4: the same validators in the browser
 * and on the server). Delegates to the interview engine's `validateState` from '@i129f/petition'
 * (exported either directly or on `interview`). The engine is loaded on first use, so a problem in
 * it affects chat-state saves only, not the rest of the API.
 */

/** One refused answer, as the engine reports it. */
export interface StateProblem {
  sectionId?: number;
  stepId?: string;
  key?: string;
  message: string;
}

export type ChatStateValidator = (state: unknown) => StateProblem[] | Promise<StateProblem[]>;

type EngineModule = {
  validateState?: (state: unknown) => StateProblem[];
  interview?: { validateState?: (state: unknown) => StateProblem[] };
};

let engineValidator: Promise<(state: unknown) => StateProblem[]> | undefined;

async function loadEngineValidator(): Promise<(state: unknown) => StateProblem[]> {
  const mod = (await import('@i129f/petition')) as unknown as EngineModule;
  const fn = mod.validateState ?? mod.interview?.validateState;
  if (!fn) throw new Error('@i129f/petition exports no validateState: chat states cannot be validated');
  return mod.validateState ? fn : (state) => mod.interview!.validateState!(state);
}

/** The default validator: the interview engine's replay of every logged answer. */
export const validateWithEngine: ChatStateValidator = async (state) => {
  engineValidator ??= loadEngineValidator();
  return (await engineValidator)(state);
};

/** A field path for the 400 body: section.step.key, from what the problem names. */
export function problemPath(p: StateProblem): string {
  const parts = ['state'];
  if (p.sectionId !== undefined) parts.push(`sections.${p.sectionId}`);
  if (p.stepId) parts.push(p.stepId);
  if (p.key) parts.push(p.key);
  return parts.join('.');
}
