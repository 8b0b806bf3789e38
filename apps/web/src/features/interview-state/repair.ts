import { interview } from '@i129f/petition/interview.ts';
import type { ExtractedValue, InterviewState } from '@i129f/petition/engine/types.ts';

/**
 * A saved interview the current engine refuses (sections changed since it was saved, or a corrupt
 * record) is rebuilt the way the server checks it: every logged answer is replayed, in order, through
 * the current sections; answers that no longer fit are dropped and the interview asks again from there.
 * A sound state is returned unchanged.
 */
export function repairState(state: InterviewState): InterviewState {
  if (interview.validateState(state).length === 0) return state;
  const extracted: Record<string, ExtractedValue> = {};
  for (const [k, v] of Object.entries(state.extracted ?? {})) extracted[k] = { ...v, status: 'pending' };
  let replay: InterviewState = { ...state, answers: { ...state.seed }, extracted, sections: {}, progress: 0, requiredDocuments: [...state.requiredDocuments] };
  for (const id of interview.registry.order) {
    const saved = state.sections[String(id)];
    if (!saved || !interview.isSectionUnlocked(replay, id)) continue;
    replay = interview.startSection(replay, id).state;
    for (const entry of saved.log) {
      const q = interview.currentQuestion(replay, id);
      if (!q || q.key !== entry.key) break;
      const r = interview.submitAnswer(replay, id, entry.input);
      if (r.error) break;
      replay = r.state;
    }
  }
  return replay;
}
