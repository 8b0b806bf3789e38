import type { InterviewEngine } from './index.ts';
import type { InterviewState, SectionId } from './types.ts';

/**
 * Test helper (pure): starts a section and submits the inputs in order. Throws on the first refused
 * input, naming the step and the message, so a transcript test fails where it goes wrong.
 */
export function answerAll(engine: InterviewEngine, state: InterviewState, sectionId: SectionId, inputs: readonly string[]): InterviewState {
  let s = engine.startSection(state, sectionId).state;
  for (const input of inputs) {
    const q = engine.currentQuestion(s, sectionId);
    if (!q) throw new Error(`Section ${sectionId} asks nothing more, but '${input}' was left to answer`);
    const r = engine.submitAnswer(s, sectionId, input);
    if (r.error) throw new Error(`Section ${sectionId} step '${q.stepId}' refused '${input}': ${r.error}`);
    s = r.state;
  }
  return s;
}
