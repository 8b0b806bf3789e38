/**
 * The interview as data: every type a section definition, the engine state and the UI contract use.
 *
 * A section is a list of steps addressed by id. The engine (src/engine/) runs any section the same way:
 * it shows the current step's prompt, validates the answer with the named validators, stores the
 * normalised value under the step's answer key, applies the step's effects and follows its transitions.
 * Nothing in the engine knows a section number. See docs/interview-engine.md for a walk-through.
 */
import type { FieldId } from '../fields/form-fields.ts';
import type { FormatName } from '../fields/format.ts';
import type { PredicateName } from './predicates.ts';
import type { ValidatorName } from '../validators/registry.ts';

/** Chat section id, 0–21 (spec §2). */
export type SectionId = number;

/** The five kinds of input the chat renders (one renderer each). */
export type InputKind = 'text' | 'yesno' | 'options' | 'date' | 'number';

// ---------------------------------------------------------------------------------------------
// Conditions (formbricks-style condition tree, evaluated by engine/conditions.ts)
// ---------------------------------------------------------------------------------------------

/**
 * A key names a value the engine can read:
 * - `pet.email`, `pet.address.{i}.street` — an answer (see `AnswerKey`); `{i}` is the current index of
 *   the step's loop, `{i-1}` the previous entry;
 * - `q.<questionnaireKey>` — a questionnaire answer (spec §3), e.g. `q.classificationBeneficiary`;
 * - `names.<benPetNamesKey>` — a setup name, e.g. `names.beneficiaryFirstName`.
 * Comparisons are case-insensitive and trim both sides.
 */
export type ValueKey = string;

export type Condition =
  | { readonly key: ValueKey; readonly eq: string }
  | { readonly key: ValueKey; readonly ne: string }
  | { readonly key: ValueKey; readonly in: readonly string[] }
  /** true: the key has a non-empty value; false: it has none. */
  | { readonly key: ValueKey; readonly known: boolean }
  | { readonly all: readonly Condition[] }
  | { readonly any: readonly Condition[] }
  | { readonly not: Condition }
  /** A named predicate of engine/predicates.ts, e.g. `{ pred: 'coversYears', args: {...} }`. */
  | { readonly pred: PredicateName; readonly args?: Readonly<Record<string, string | number>> };

// ---------------------------------------------------------------------------------------------
// Steps and transitions
// ---------------------------------------------------------------------------------------------

/** Target of a transition: a step id of the same section, or '@complete' (the section ends, green). */
export type StepTarget = string;
export const COMPLETE: StepTarget = '@complete';

/**
 * One transition. The first transition whose `when` holds is taken (no `when` = always).
 * `repeat: loopId` starts the next entry of that loop (its index + 1) and goes to `goto`, or to the
 * loop's first step when `goto` is omitted.
 */
export interface Transition {
  readonly when?: Condition;
  readonly goto?: StepTarget;
  readonly repeat?: string;
}

/** What a step does when it is answered (or, for message/end steps, when it is shown). */
export interface Effect {
  readonly when?: Condition;
  /** Added to `state.progress` once per section and effect (e.g. 0.02 for a previous spouse). */
  readonly progress?: number;
  /** Answers to set (keys may use `{i}`), e.g. `{ 'pet.parent1.known': 'No' }`. */
  readonly set?: Readonly<Record<string, string>>;
  /**
   * Answers to copy: target key → source key (both may use `{i}`), e.g. the current address into the
   * mailing address keys when it is the same. A source without a value removes the target. Copies are
   * made again after a plain edit of an answer of the section, so they never go stale.
   */
  readonly copy?: Readonly<Record<string, string>>;
}

/** A validator of src/validators/registry.ts, by name, with optional arguments. */
export type ValidatorRef = ValidatorName | { readonly use: ValidatorName; readonly args?: Readonly<Record<string, string>> };

/** A date as MM/DD/YYYY. */
export type DateText = string;

interface StepBase {
  /** Unique within the section. Ids are stable: saved states point at them. */
  readonly id: string;
  /**
   * Text shown on the left. Placeholders: {beneficiary} (fallback 'the beneficiary'),
   * {Beneficiary} ('The Beneficiary'), {petitioner} / {Petitioner} ('The Petitioner') — first + last name;
   * {beneficiaryFirst}, {petitionerFirst}; {n} = current loop index, {nth} = its ordinal ('first');
   * {value:KEY} = a stored value.
   */
  readonly prompt: string;
  /** Info-icon hover text. */
  readonly note?: string;
  /** The step is shown only when this holds; otherwise the engine goes to `skipTo`. */
  readonly when?: Condition;
  /** Where to go when `when` does not hold (default: the next step in the list). */
  readonly skipTo?: StepTarget;
  /** Where to go next: a step id, a list of transitions, or omitted = the next step in the list (or complete). */
  readonly next?: StepTarget | readonly Transition[];
  readonly effects?: readonly Effect[];
  /** The loop (section `loops[].id`) this step belongs to: `{i}` in its key and conditions is that loop's index. */
  readonly loop?: string;
}

/** A question: the engine waits for an answer. */
export interface QuestionStep extends StepBase {
  readonly kind: InputKind;
  /** Where the normalised answer is stored in `state.answers` (may contain `{i}`). */
  readonly key: string;
  /** Choices of an `options` step (yes/no steps have ['Yes', 'No'] implicitly). */
  readonly options?: readonly string[];
  /**
   * Validators run in order on the trimmed input; the first failure's message is shown in red and the
   * question is asked again. Each may also normalise the value (e.g. 'usa' → 'USA', 'current' → 'PRESENT').
   * Non-empty, yes/no and option membership are checked by the engine for every step.
   */
  readonly validate?: readonly ValidatorRef[];
  /** Date picker bounds; default min = 100 years before `asOf`, max = 12/31/2035. */
  readonly dateBounds?: { readonly min?: DateText; readonly max?: DateText };
  /** The official field(s) the answer fills (see `Binding`). Omitted for helper questions. */
  readonly fields?: Binding;
  /** Short label of the answer: Part 8 overflow text and section 0 confirmations ('Date of birth'). */
  readonly label?: string;
  /** Ask even when the key already has a value (default: known values are skipped, spec §4). */
  readonly alwaysAsk?: boolean;
  /**
   * The native-alphabet item of this answer (issue 24; Part 2 items 49–50). A text step writing a form field takes
   * Latin letters only; with `native`, an answer in another alphabet is kept under `native.key` (may use `{i}`; only
   * while `native.when` holds), with `native.set` written too, and the question is asked again for the Latin version,
   * offered as the question's `suggestion` (validators/latin.ts).
   */
  readonly native?: { readonly key: string; readonly when?: Condition; readonly set?: Readonly<Record<string, string>> };
  /**
   * Editing this answer resets the section (spec 'Reset Section'). Default: true when any transition or
   * `when` in the section reads this step's key.
   */
  readonly branching?: boolean;
}

/** Shows a message on the left and moves on (no input). */
export interface MessageStep extends StepBase {
  readonly kind: 'message';
  readonly tone?: 'red' | 'green';
}

/** Shows a message and completes the section. Red endings also complete it (spec §4, section 2). */
export interface EndStep extends StepBase {
  readonly kind: 'end';
  readonly tone: 'red' | 'green';
  /** A link under the message, e.g. 'Generate I-129F Documents →'. */
  readonly link?: { readonly label: string; readonly action: string };
}

export type Step = QuestionStep | MessageStep | EndStep;

// ---------------------------------------------------------------------------------------------
// Loops and field bindings
// ---------------------------------------------------------------------------------------------

/** Where a repeating group's extra entries go in Part 8 (guide §3). */
export interface OverflowTarget {
  readonly page: number;
  readonly part: number;
  readonly item: string;
}

/**
 * A repeating group (addresses, employers, children, other names, spouses, prior petitions).
 * Entry i (1-based) of a loop step writes `field[i-1]` of its binding; entries beyond `slots` go to
 * Part 8 as one text per entry ('<label> <n>: <step label>: <value>; ...').
 */
export interface LoopDef {
  readonly id: string;
  /** 'Physical address', 'Employer' … used in Part 8 text. */
  readonly label: string;
  /** Step where each new entry starts (the `repeat` transition goes here by default). */
  readonly firstStep: string;
  /** How many entries the form has room for. */
  readonly slots: number;
  /** Maximum entries the interview accepts (default 20). */
  readonly max?: number;
  readonly overflow: OverflowTarget;
}

/** A field id, or one id per loop slot (index 1 → [0]). */
export type FieldRef = FieldId | readonly FieldId[];

/**
 * How an answer becomes official field values (src/fields/compute.ts).
 * Checkboxes are written 'Yes' (the chosen widget) and 'Off' (its siblings); the PDF filler turns 'Yes'
 * into the widget's own on-value. Choose widgets by PRINTED label (guide §2.1, §2.2), never by index.
 */
export type Binding =
  /** Text (formatted by a formatter of fields/format.ts; default 'text'). Too long → Part 8 with a pointer. */
  | { readonly type: 'text'; readonly field: FieldRef; readonly format?: FormatName }
  /** Answer value → the box printed next to it; every other listed box gets 'Off'. */
  | { readonly type: 'choice'; readonly fields: Readonly<Record<string, FieldRef>> }
  /** One binding when `countryKey` holds 'USA' (state/ZIP), another otherwise (province/postal code). */
  | { readonly type: 'byCountry'; readonly countryKey: string; readonly us: Binding; readonly other?: Binding }
  /** Height '5 10' / 5'10 → feet and inches dropdowns. */
  | { readonly type: 'height'; readonly feet: FieldId; readonly inches: FieldId }
  /** Digits spread one per field, left-padded with 0 (weight: hundreds/tens/units). */
  | { readonly type: 'digits'; readonly fields: readonly FieldId[] }
  /** The same answer into several bindings (e.g. name and the Part 8 header copy). */
  | { readonly type: 'all'; readonly bindings: readonly Binding[] }
  /** A binding that applies only when a condition holds (e.g. mobile → daytime phone when there is no landline). */
  | { readonly type: 'when'; readonly when: Condition; readonly then: Binding }
  /** No field of its own: the answer goes to Part 8 at this page/part/item (descriptions the form asks to attach). */
  | { readonly type: 'additional'; readonly page: number; readonly part: number; readonly item: string };

/** Field values that follow from answers rather than from one answer (e.g. P3 5.d, P1 37). Written only if empty. */
export interface DerivedFields {
  readonly when?: Condition;
  readonly set: Readonly<Partial<Record<FieldId, string>>>;
}

// ---------------------------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------------------------

export interface SectionDef {
  readonly id: SectionId;
  readonly title: string;
  /**
   * Who knows the answers (issue 24): 'beneficiary' sections are the part an invited beneficiary answers herself
   * (beneficiary/part.ts); her answers reach the petition only once the petitioner confirmed them. Default 'petitioner'.
   */
  readonly answeredBy?: 'petitioner' | 'beneficiary';
  /**
   * 'interview' (default) runs `steps`. 'confirmExtracted' is section 0: the engine builds one
   * confirmation per auto-extracted value (engine/extracted.ts) and `steps` holds its messages.
   */
  readonly kind?: 'interview' | 'confirmExtracted';
  /** The first step is where the section starts (and where a reset returns). */
  readonly steps: readonly Step[];
  readonly loops?: readonly LoopDef[];
  /** Added to progress when the section completes (default 0.05; section 21 adds 0.03 more). */
  readonly progressOnComplete?: number;
  /** Progress-bar step stored when the section is entered (spec: Chat1 sets 3). */
  readonly progressBarStepOnEnter?: number;
  readonly derived?: readonly DerivedFields[];
  /** Text fields of this section that take 'N/A' when no answer filled them (guide §2.8 allow-list). */
  readonly naFields?: readonly FieldId[];
}

// ---------------------------------------------------------------------------------------------
// State (plain JSON, versioned)
// ---------------------------------------------------------------------------------------------

export const STATE_VERSION = 1;

/** Setup wizard names (spec §3 benPetNames). */
export interface BenPetNames {
  petitionerFirstName: string;
  petitionerSecondName: string;
  petitionerLastName: string;
  beneficiaryFirstName: string;
  beneficiarySecondName: string;
  beneficiaryLastName: string;
}

/** Chat message entity of spec §3. */
export interface ChatMessage {
  position: 'left' | 'right';
  content: string;
  messageID: string;
  finalPdfID?: string;
  /** 'red' for errors and red endings, 'green' for success. */
  backgroundColor?: 'red' | 'green';
  hidden?: boolean;
  note?: string;
  isVideo?: boolean;
  resetQuestionnaire?: boolean;
  /** On a right message: editing it resets the section. */
  shouldResetSection?: boolean;
  isAutoExtractedValue?: boolean;
  autoExtractOriginalValue?: string;
  autoExtractOriginalKey?: string;
  /** Official field names the answer fills. */
  i29fPDFEntryValues?: string[];
  /** Engine extras (the UI may ignore): the step and answer key a message belongs to, and a link. */
  stepId?: string;
  answerKey?: string;
  link?: { label: string; action: string };
}

/** One accepted answer, in the order given (replayed by validateState). */
export interface LogEntry {
  stepId: string;
  /** Resolved answer key (loop index filled in). */
  key: string;
  /** The raw input as typed. */
  input: string;
}

export interface SectionState {
  /** Current step id; null before the section starts and after it completes. */
  stepId: string | null;
  completed: boolean;
  /** 'red' when a red ending completed the section. */
  outcome?: 'green' | 'red';
  /** Current 1-based index of each loop of the section. */
  loops: Record<string, number>;
  log: LogEntry[];
  messages: ChatMessage[];
  /** Effects already applied that must not apply twice (progress). */
  applied: string[];
  /** Counter for deterministic message ids. */
  seq: number;
  /**
   * Answer keys written by the section's effects (`set`, `copy`), not by a question: a reset clears them
   * with the logged answers. Optional: states saved before it was added have none.
   */
  written?: string[];
  /**
   * Questions passed without an answer because their value went missing after later questions were
   * answered (e.g. a setup middle name cleared after the chat started). They are asked first, before
   * the section's current question (`currentQuestion` returns `deferred[0]`); the section does not count as
   * complete while any is open. Resolved keys with their step ids. Optional: older states have none.
   */
  deferred?: DeferredQuestion[];
}

/** A question passed without an answer (see `SectionState.deferred`). */
export interface DeferredQuestion {
  stepId: string;
  /** Resolved answer key ('pet.name.middle', 'pet.address.2.street'). */
  key: string;
}

/** An auto-extracted value (spec §3 autoExtractedUserInfo), mapped to its answer key. */
export interface ExtractedValue {
  /** Spec key, e.g. 'petBirthDate'. */
  autoKey: string;
  value: string;
  status: 'pending' | 'accepted' | 'replaced';
}

export interface InterviewState {
  version: typeof STATE_VERSION;
  /** 'Today' as MM/DD/YYYY, fixed when the state is created: all date arithmetic is deterministic. */
  asOf: DateText;
  names: BenPetNames;
  /** Questionnaire answers by spec key (src/questionnaire). */
  questionnaire: Record<string, string>;
  /** Normalised answers by answer key (e.g. 'pet.birth.city', 'pet.address.2.street'). */
  answers: Record<string, string>;
  /**
   * Answers known before the chat (setup names …), also present in `answers`. validateState replays the
   * chat on top of these.
   */
  seed: Record<string, string>;
  /** Auto-extracted values by answer key. */
  extracted: Record<string, ExtractedValue>;
  /** Spec passedAutoExtractedStep: documents were processed, so section 0 comes first. */
  autoExtractionRequired: boolean;
  sections: Record<string, SectionState>;
  /** Sum of section and effect progress (0.05 per section …); display with progressPercent(). */
  progress: number;
  /** Header progress bar step (0–3). */
  progressBarStep: number;
  /**
   * The document kinds the evidence model offers for the current answers (spec requiredDocuments), kept for the
   * spec's app state and stored states; derived on every engine call (engine/documents.ts). Advice reads the evidence
   * model itself (src/evidence), never this list.
   */
  requiredDocuments: number[];
}

// ---------------------------------------------------------------------------------------------
// What the engine returns
// ---------------------------------------------------------------------------------------------

/** What the UI needs to render the input for the current step. */
export interface Question {
  sectionId: SectionId;
  stepId: string;
  /** Resolved answer key. */
  key: string;
  prompt: string;
  input: InputKind;
  options?: readonly string[];
  note?: string;
  dateBounds?: { min: DateText; max: DateText };
  /** Official field names this answer fills (empty for helper questions or Part 8 overflow entries). */
  fieldNames: string[];
  /** 1-based loop entry index when the step is in a loop. */
  loopIndex?: number;
  /** Section 0: the value being confirmed. */
  extracted?: { autoKey: string; value: string };
  /** An end date that may not have come yet (a job, an address): 'current' is an answer, the input offers it. */
  ongoing?: true;
  /** The Latin version proposed for a value kept in the native alphabet (issue 24): the input offers it to confirm. */
  suggestion?: string;
}

export interface StepResult {
  state: InterviewState;
  /** Messages appended to the section by this call (already in state.sections[id].messages). */
  messages: ChatMessage[];
  /** The validation message when the answer was refused (the question stays current). */
  error?: string;
}

export interface EditResult extends StepResult {
  /** The edit changed a branching answer: the section was reset to its first step. */
  reset: boolean;
}

/** One problem found by validateState (the server answers 400 naming it). */
export interface StateProblem {
  sectionId?: SectionId;
  stepId?: string;
  key?: string;
  message: string;
}

/** A Part 8 entry (guide §3): page/part/item of the form plus the text. */
export interface AdditionalInfo {
  page: number;
  part: number;
  item: string;
  text: string;
}

export interface FieldValues {
  /** Official full field name → value ('Yes'/'Off' for checkboxes). */
  fields: Record<string, string>;
  /** Every Part 8 entry, in order (the first five are also written into Part 8 items 3–7 of `fields`). */
  additional: AdditionalInfo[];
  /** The entries that did not fit Part 8 items 3–7: they go on a continuation sheet (the generate call's `_additionalInformation`). */
  continuation: AdditionalInfo[];
  /**
   * The spec's letter-generation and name keys (letter_intent_to_marry, ben_street, beneficiary.full.name …), when the
   * engine was created with `letterPayload` (the I-129F interview is): not form fields, never sent as such.
   */
  letters?: Record<string, string>;
}
