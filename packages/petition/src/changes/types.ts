import type { BenPetNames, InterviewState, SectionId } from '../engine/types.ts';

/**
 * Where the client is in the journey (issue 19): the last page shown and the milestones reached, so any device
 * lands where she left off with every page she had reached available.
 */
export interface Journey {
  /** The last page: '/setup', '/file-upload-quesionnaire', '/file-upload-list', '/section/N', … (journey.ts). */
  last: string;
  reached: Milestone[];
}

export type Milestone = 'setup' | 'questionnaire' | 'documents' | 'chat';

/**
 * The petition as the server keeps it (issue 19): the interview state from the first setup answer on, with where
 * the client is and the time spent per page.
 */
export interface PetitionDoc extends InterviewState {
  journey?: Journey;
  timeSpent?: Record<string, number>;
  pageLeaveTimes?: Record<string, number>;
}

/**
 * One thing the client did. The browser applies it at once and sends it; the server applies the same change with
 * the same engine to the stored petition (changes/apply.ts).
 */
export type Change = (
  | { type: 'start'; sectionId: SectionId }
  /** The answer to the section's current question, which was `key`. */
  | { type: 'submit'; sectionId: SectionId; key: string; input: string }
  /** A new value for an earlier answer; `expected` is the value the device showed (null: none). */
  | { type: 'edit'; sectionId: SectionId; key: string; input: string; expected: string | null }
  /** An answer's plain-letter spelling ('México' → 'Mexico', issue 21.5): like an edit, without resetting the section. */
  | { type: 'respell'; sectionId: SectionId; key: string; input: string; expected: string | null }
  | { type: 'reset'; sectionId: SectionId }
  /** Setup names given so far (the keys present are set; '' clears an optional one). */
  | { type: 'names'; names: Partial<BenPetNames> }
  | { type: 'questionnaire'; key: string; value: string }
  /** The documents step was passed: with the values read from the uploads (passed) or with nothing attached. */
  | { type: 'extracted'; passed: boolean; info: Record<string, string> }
  | { type: 'journey'; page: string }
  | { type: 'time'; timeSpent: Record<string, number>; pageLeaveTimes: Record<string, number> }
) & {
  /** Unique per device and change (tells the browser which of its changes the server has). */
  id?: string;
  /** Answer keys the client agreed to clear (the consent asked when a change makes answers no longer apply). */
  clear?: string[];
};

export type ChangeType = Change['type'];

/** A change the server did not apply because another device changed the same answer first. */
export interface Conflict {
  /** Index of the change in the request. */
  index: number;
  id?: string;
  sectionId?: SectionId;
  key: string;
  /** The stored value (the other device's); null when the question is no longer asked or was not answered. */
  theirs: string | null;
  /** The value this device sent. */
  yours: string;
}

/** One answer that changed: questionnaire answers are `q.<key>`. */
export interface AnswerChange {
  key: string;
  old: string | null;
  new: string | null;
}

export interface ApplyOutcome {
  doc: PetitionDoc;
  /** Changes applied (the others conflicted and were skipped). */
  applied: number;
  conflicts: Conflict[];
  /** A change would clear these answers and its `clear` does not list them: nothing was applied. */
  consent?: { index: number; id?: string; keys: string[] };
  /** The engine refused a value: nothing was applied. */
  error?: { index: number; id?: string; key?: string; message: string };
}
