import type { InterviewState, SectionState } from './types.ts';

/** Replaces `{i}` / `{i-1}` in a key template by a loop index. */
export function resolveKey(template: string, index: number | undefined): string {
  if (!template.includes('{i')) return template;
  const i = index ?? 1;
  return template.replace(/\{i\}/g, String(i)).replace(/\{i-1\}/g, String(i - 1));
}

/** Reads a value: answer key, `q.<questionnaire key>` or `names.<benPetNames key>`. Empty strings count as unknown. */
export function readValue(state: InterviewState, key: string): string | undefined {
  let v: string | undefined;
  if (key.startsWith('q.')) v = state.questionnaire[key.slice(2)];
  else if (key.startsWith('names.')) v = (state.names as unknown as Record<string, string | undefined>)[key.slice(6)];
  else v = state.answers[key];
  return v === undefined || v.trim() === '' ? undefined : v;
}

export function freshSection(): SectionState {
  return { stepId: null, completed: false, loops: {}, log: [], messages: [], applied: [], seq: 0 };
}

const ORDINALS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh',
  'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth',
];

export function ordinal(n: number): string {
  return ORDINALS[n - 1] ?? `${n}th`;
}
