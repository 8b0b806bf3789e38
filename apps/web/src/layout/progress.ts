/** Header progress bar (spec §2): four steps, filled to (step + 0.5) / 4. */
export const PROGRESS_STEPS = ['Setup', 'Upload', 'Validate', 'Complete Application'] as const;

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
