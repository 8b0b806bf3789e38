/** Header progress bar (spec §2): four steps, filled to (step + 0.5) / 4. */
export const PROGRESS_STEPS = ['Setup', 'Upload', 'Validate', 'Complete Application'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/** Paths whose header shows no progress bar. */
export const PROGRESS_HIDDEN_ON = ['/welcome', '/documents', '/clients', '/beneficiary-answers'] as const;

/** Path prefixes whose pages show no progress bar: the PDF editor belongs to the Files page (/documents). */
export const PROGRESS_HIDDEN_UNDER = ['/pdf-editor', '/my-part'] as const;

export function progressPercent(step: number): number {
  const safe = Number.isFinite(step) ? step : 0;
  return Math.min(100, Math.max(0, ((safe + 0.5) / PROGRESS_STEPS.length) * 100));
}

export function showsProgressBar(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (PROGRESS_HIDDEN_UNDER.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return !PROGRESS_HIDDEN_ON.some((hidden) => hidden === path);
}

/** The least step a page of the journey is at, whatever this browser stored (a new browser has 0). */
const PAGE_STEPS: readonly { pattern: RegExp; step: number }[] = [
  // The questionnaire and the document list are 'Upload' (issue 19: another device lands there after setup).
  { pattern: /^\/file-upload-(?:quesionnaire|list)\/?$/, step: 1 },
  // The chat is 'Complete Application' (the upload page left 2 on arriving at section 0) — issue 14, bug 7; spec §4.
  { pattern: /^\/section\/\d+\/?$/, step: 3 },
];

/** The step the bar shows: the stored step, but at least the step of the page (PAGE_STEPS). */
export function displayedStep(pathname: string, stored: number): number {
  const safe = Number.isFinite(stored) ? stored : 0;
  return Math.max(safe, PAGE_STEPS.find((p) => p.pattern.test(pathname))?.step ?? 0);
}
