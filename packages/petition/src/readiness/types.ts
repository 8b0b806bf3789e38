import type { InterviewState, SectionId } from '../engine/types.ts';

/** How much a finding blocks mailing: 'error' — USCIS rejects, denies or sends an RFE; 'warning' — check it. */
export type Severity = 'error' | 'warning';

/** Where the user fixes a finding: a chat question (section + step + resolved answer key) or an upload. */
export type FixTarget =
  | { readonly kind: 'question'; readonly sectionId: SectionId; readonly stepId: string; readonly key: string }
  | { readonly kind: 'document'; readonly documentId: number };

export interface Finding {
  /** Stable rule id ('address-gap', 'passport-expired' …); the UI and tests key on it. */
  readonly rule: string;
  readonly severity: Severity;
  /** What is wrong, in one sentence (names and dates filled in). */
  readonly message: string;
  /** Why it matters for the petition. */
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
