/** MM/DD/YYYY ↔ Date (local time; the engine stores and validates MM/DD/YYYY). */
export function parseUsDate(text: string): Date | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(year, month - 1, day);
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day ? d : undefined;
}

export function formatUsDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getMonth() + 1)}/${p(d.getDate())}/${d.getFullYear()}`;
}

/** Spec §9: the picker's default upper bound. */
export const DEFAULT_MAX_DATE = '12/31/2035';

/** Picker bounds: the question's, or 100 years back to 12/31/2035. */
export function pickerBounds(bounds: { min?: string; max?: string } | undefined, today = new Date()): { min: Date; max: Date } {
  const hundredYearsAgo = new Date(today.getFullYear() - 100, 0, 1);
  return {
    min: (bounds?.min && parseUsDate(bounds.min)) || hundredYearsAgo,
    max: (bounds?.max && parseUsDate(bounds.max)) || (parseUsDate(DEFAULT_MAX_DATE) as Date),
  };
}
