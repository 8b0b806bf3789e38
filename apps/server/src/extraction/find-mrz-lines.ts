/** Machine-readable zones this module reads: passports (TD3, 2 × 44) and ID cards (TD1, 3 × 30). */
export type MrzFormat = 'TD3' | 'TD1';

export interface MrzCandidate {
  format: MrzFormat;
  lines: string[];
}

const SHAPES: Record<MrzFormat, { count: number; width: number; first: RegExp }> = {
  TD3: { count: 2, width: 44, first: /^P/ },
  TD1: { count: 3, width: 30, first: /^[IAC]/ },
};

/** An OCR line without spaces and look-alikes of the filler; null when it is mostly not MRZ text. */
export function cleanMrzLine(raw: string): string | null {
  const compact = raw.toUpperCase().replace(/\s+/g, '').replace(/[«‹]/g, '<');
  if (compact.length < 26) return null;
  const mrzChars = compact.replace(/[^A-Z0-9<]/g, '');
  if (mrzChars.length / compact.length < 0.9 || !mrzChars.includes('<')) return null;
  return mrzChars;
}

/**
 * Brings a line to `width`: OCR most often miscounts a run of fillers, so the longest run of '<'
 * absorbs the difference; without a run the end is padded or cut.
 */
export function fitMrzLine(line: string, width: number): string {
  const diff = width - line.length;
  if (diff === 0) return line;
  const runs = [...line.matchAll(/<{2,}/g)];
  const longest = runs.reduce<RegExpMatchArray | undefined>((a, r) => (!a || r[0].length > a[0].length ? r : a), undefined);
  if (longest?.index !== undefined && longest[0].length + diff >= 1) {
    const at = longest.index;
    return line.slice(0, at) + '<'.repeat(longest[0].length + diff) + line.slice(at + longest[0].length);
  }
  return diff > 0 ? line + '<'.repeat(diff) : line.slice(0, width);
}

/**
 * Finds MRZ blocks in OCR text: consecutive lines of about the right width whose first line starts
 * with the document code. Several candidates may come back (best first); the parser decides.
 */
export function findMrzLines(text: string): MrzCandidate[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '').map(cleanMrzLine);
  const found: MrzCandidate[] = [];
  for (const format of ['TD3', 'TD1'] as const) {
    const { count, width, first } = SHAPES[format];
    for (let i = 0; i + count <= lines.length; i++) {
      const block = lines.slice(i, i + count);
      if (!block.every((l): l is string => l !== null && Math.abs(l.length - width) <= 3)) continue;
      if (!first.test(block[0] as string)) continue;
      found.push({ format, lines: block.map((l) => fitMrzLine(l, width)) });
    }
  }
  return found;
}
