import { interview } from '@i129f/petition/interview.ts';
import type { InterviewState } from '@i129f/petition/engine/types.ts';

/**
 * A saved interview the current engine refuses (sections changed since it was saved, a setup name or
 * questionnaire answer changed after the chat started, or a corrupt record) is rebuilt the way the server
 * checks it, by the engine (`interview.rebuildState`): every logged answer is replayed, in order, through
 * the current sections; a missing answer is asked again without dropping the later ones, a refused
 * answer re-opens its section at that question with the reason, and the other sections keep their
 * answers. A sound state is returned unchanged.
 */
export function repairState(state: InterviewState): InterviewState {
  return interview.rebuildState(state);
}
