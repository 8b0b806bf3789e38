/**
 * OCR figures for docs/extraction.md: worker start, recognition time and MRZ characters right on the
 * committed fixtures, plus (when ImageMagick is installed) harder variants made from them in a temp dir.
 * Run: npx tsx bench/extraction.bench.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanMrzLine, findMrzLines } from '../src/extraction/find-mrz-lines.ts';
import { createMrzOcr } from '../src/extraction/ocr-worker.ts';
import { JOHN, OLHA, td3 } from '../src/extraction/test-mrz.ts';
import { createPassportExtractor } from '../src/extraction/passport-extractor.ts';

const dir = new URL('../src/extraction/fixtures/', import.meta.url);
const cases: Array<{ name: string; file: string; truth: string[]; holder: 6 | 25 }> = [
  { name: 'ukr png (clean)', file: fileURLToPath(new URL('passport-ukr.png', dir)), truth: td3(OLHA), holder: 25 },
  { name: 'usa jpg (0.6°, blur, noise)', file: fileURLToPath(new URL('passport-usa.jpg', dir)), truth: td3(JOHN), holder: 6 },
];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mrz-bench-'));
const variants: Array<[string, string[]]> = [['50% size', ['-resize', '50%']], ['rotated 2°', ['-background', 'white', '-rotate', '2']], ['35% size', ['-resize', '35%']], ['JPEG q30', ['-quality', '30']]];
try {
  for (const base of [...cases]) {
    for (const [label, args] of variants) {
      const out = path.join(tmp, `${cases.length}.jpg`);
      execFileSync('convert', [base.file, ...args, out]);
      cases.push({ ...base, name: `${base.name.split(' ')[0]} ${label}`, file: out });
    }
  }
} catch {
  console.log('(ImageMagick missing: fixtures only)');
}

const same = (a: string, b: string) => [...b].filter((c, i) => a[i] === c).length;
const ocr = createMrzOcr();
const extractor = createPassportExtractor({ ocr, today: () => new Date() });
let t0 = performance.now();
await ocr.recognize(fs.readFileSync(cases[0]!.file));
console.log(`first call (worker start + recognition): ${Math.round(performance.now() - t0)} ms`);
for (const c of cases) {
  const bytes = fs.readFileSync(c.file);
  const times: number[] = [];
  let text = '';
  for (let i = 0; i < 3; i++) {
    t0 = performance.now();
    text = await ocr.recognize(bytes);
    times.push(performance.now() - t0);
  }
  const raw = text.split('\n').map(cleanMrzLine).filter((l): l is string => !!l && l.length > 35);
  const fitted = findMrzLines(text)[0]?.lines ?? [];
  const rawRight = c.truth.reduce((n, line, i) => n + same(raw[i] ?? '', line), 0);
  const fitRight = c.truth.reduce((n, line, i) => n + same(fitted[i] ?? '', line), 0);
  const values = await extractor.extract({ bytes, mime: c.file.endsWith('.png') ? 'image/png' : 'image/jpeg', documentId: c.holder, documentCode: null });
  times.sort((a, b) => a - b);
  console.log(`${c.name.padEnd(32)} ${(bytes.length / 1024).toFixed(0).padStart(4)} KB  median ${Math.round(times[1]!)} ms  raw ${rawRight}/88  fitted ${fitRight}/88  keys ${Object.keys(values).length}`);
}
await ocr.close();
fs.rmSync(tmp, { recursive: true, force: true });
