/** Header progress bar (spec §2): four steps, filled to (step + 0.5) / 4. */
export const PROGRESS_STEPS = ['Setup', 'Upload', 'Validate', 'Complete Application'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/** Paths whose header shows no progress bar. */
export const PROGRESS_HIDDEN_ON = ['/welcome', '/documents', '/clients'] as const;

/** Path prefixes whose pages show no progress bar: the PDF editor belongs to the Files page (/documents). */
export const PROGRESS_HIDDEN_UNDER = ['/pdf-editor'] as const;

export function progressPercent(step: number): number {
  const safe = Number.isFinite(step) ? step : 0;
  return Math.min(100, Math.max(0, ((safe + 0.5) / PROGRESS_STEPS.length) * 100));
}

export function showsProgressBar(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (PROGRESS_HIDDEN_UNDER.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return !PROGRESS_HIDDEN_ON.some((hidden) => hidden === path);
}

/**
 * The step the bar shows: the stored step, but at least 'Complete Application' (3) on a chat page. The
 * chat is that step whatever this browser stored before (a new browser has 0; the upload page left 2 on
 * arriving at section 0) — issue 14, bug 7; spec §4: section 0 and section 1 set step 3.
 */
export function displayedStep(pathname: string, stored: number): number {
  const safe = Number.isFinite(stored) ? stored : 0;
  return /^\/section\/\d+\/?$/.test(pathname) ? Math.max(safe, 3) : safe;
}
