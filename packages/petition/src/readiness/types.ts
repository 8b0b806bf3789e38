import type { InterviewState, SectionId } from '../engine/types.ts';

/** How much a finding blocks mailing: 'error' — USCIS rejects, denies or sends an RFE; 'warning' — check it. */
export type Severity = 'error' | 'warning';

/** Where the user fixes a finding: a chat question (section + step + resolved answer key) or an upload. */
export type FixTarget =
  | { readonly kind: 'question'; readonly sectionId: SectionId; readonly stepId: string; readonly key: string }
  /** An upload: the document kind to upload (the first a requirement offers) and the evidence requirement it satisfies. */
  | { readonly kind: 'document'; readonly documentId: number; readonly requirement?: string };

/** A value filled into a text: as it is (a name, a date), another text (translated too), or a list of them. */
export type TextParam = string | number | TextRef | readonly TextParam[];

/**
 * A text as a catalogue key (issue 12): `key` in the readiness namespace (interview for section titles, documents for
 * a document's name), with
 * params. A numeric `count` picks the plural form (key_one / key_other) of the reader's language.
 */
export interface TextRef {
  readonly ns?: 'readiness' | 'interview' | 'documents';
  readonly key: string;
  readonly params?: Readonly<Record<string, TextParam>>;
}

export interface Finding {
  /** Stable rule id ('address-gap', 'passport-expired' …); the UI and tests key on it. */
  readonly rule: string;
  readonly severity: Severity;
  /** The message and why as keys + params (readiness.rules.<rule>.…), for any language (render.ts). */
  readonly text: { readonly message: TextRef; readonly why: TextRef };
  /** What is wrong, in one sentence (names and dates filled in); English until rendered in the reader's language. */
  readonly message: string;
  /** Why it matters for the petition; English until rendered in the reader's language. */
  readonly why: string;
  readonly fix: FixTarget;
}

/** An uploaded file as the readiness rules see it (no bytes, no names). */
export interface UploadSummary {
  readonly documentId: number | null;
  readonly isTranslated: boolean;
}

export interface ReadinessInput {
  readonly state: InterviewState;
  readonly uploads: readonly UploadSummary[];
  /** The day the petition will be filed (MM/DD/YYYY); the server passes today unless the user plans a date. */
  readonly filingDate: string;
}

/** One rule: pure, returns its findings (none when the petition passes it). */
export type ReadinessRule = (input: ReadinessInput) => Finding[];
