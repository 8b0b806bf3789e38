import { countRule } from './counts.ts';
import { documentRule } from './documents.ts';
import { evidenceRule } from './evidence.ts';
import { historyRule } from './history.ts';
import { marriageRule } from './marriages.ts';
import { meetingRule } from './meeting.ts';
import { numberRule } from './numbers.ts';
import { progressRule } from './progress.ts';
import type { Finding, ReadinessInput, ReadinessRule } from './types.ts';

export * from './types.ts';
export { questionOf } from './locate.ts';
export { draftedLetters } from '../evidence/letters.ts';

/** Every readiness rule, in the order the report lists them. */
export const READINESS_RULES: readonly ReadinessRule[] = [progressRule, meetingRule, evidenceRule, marriageRule, historyRule, countRule, numberRule, documentRule];

export interface ReadinessReport {
  readonly filingDate: string;
  /** Errors first, then warnings; within a severity in rule order. */
  readonly findings: readonly Finding[];
  readonly errors: number;
  readonly warnings: number;
}

/** The readiness report (pure): what would make USCIS reject, deny or question the petition, and where to fix it. */
export function computeReadiness(input: ReadinessInput): ReadinessReport {
  const all = READINESS_RULES.flatMap((rule) => rule(input));
  const findings = [...all.filter((f) => f.severity === 'error'), ...all.filter((f) => f.severity === 'warning')];
  return { filingDate: input.filingDate, findings, errors: findings.length - all.filter((f) => f.severity === 'warning').length, warnings: all.filter((f) => f.severity === 'warning').length };
}
