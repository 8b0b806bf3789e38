import type { Condition, MessageStep } from '../engine/types.ts';

export interface FromQuestionnaireOptions {
  /** Step id of the message. */
  readonly id: string;
  /** Spec questionnaire key, e.g. 'petitionerChildren'. */
  readonly qKey: string;
  /** The answer key the chat question stores (its value is copied from the questionnaire). */
  readonly key: string;
  /** The question that asks it (passed as known after the copy, asked when the questionnaire has no answer). */
  readonly ask: string;
  /** What the message says; `{value:q.<qKey>}` shows the answer. */
  readonly prompt: string;
  /** Copy only when this holds too (e.g. the answer fits the classification; otherwise the question is asked and checked). */
  readonly when?: Condition;
  /** Further copies made by the same message (answer key → source key). */
  readonly alsoCopy?: Readonly<Record<string, string>>;
  readonly alsoCopyWhen?: Condition;
}

/**
 * Nothing asked twice (issue 9): a message step placed before a chat question the questionnaire already
 * answered. It says what is known and copies the questionnaire answer into the question's key, so the
 * engine passes the question as known (its effects and transitions still apply, and its field binding
 * writes the value). When the questionnaire has no answer, the question is asked as before. A later
 * questionnaire change reaches the chat through the replay (web appContext → rebuildState).
 */
export function fromQuestionnaire(o: FromQuestionnaireOptions): MessageStep {
  const known: Condition = { key: `q.${o.qKey}`, known: true };
  return {
    id: o.id,
    kind: 'message',
    when: o.when ? { all: [known, o.when] } : known,
    skipTo: o.ask,
    prompt: `${o.prompt} (To change it, edit the questionnaire.)`,
    effects: [
      { copy: { [o.key]: `q.${o.qKey}` } },
      ...(o.alsoCopy ? [{ ...(o.alsoCopyWhen ? { when: o.alsoCopyWhen } : {}), copy: o.alsoCopy }] : []),
    ],
    next: o.ask,
  };
}
