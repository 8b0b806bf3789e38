/**
 * npm run bench -w apps/server — prints (no assertions):
 *  1. in-process generation of a fully answered I-129F from the template parsed once (median, p95);
 *  2. the whole-process time of the command-line fill on the same answers (to set beside pdftk fill_form).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillI129f } from '../src/pdf/fill-i129f.ts';
import { loadTemplate } from '../src/pdf/load-template.ts';
import { resolveTemplate } from '../src/pdf/resolve-template.ts';
import { fullyAnswered } from '../src/pdf/test-fixtures.ts';

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

const path = resolveTemplate({ configured: process.env.I129F_TEMPLATE });
let t = performance.now();
const template = await loadTemplate(path);
console.log(`template: ${path}\n  parse + prepare once: ${ms(performance.now() - t)}`);

const values = fullyAnswered(template);
const additional = [{ page: 2, part: 1, item: '11-12', text: 'Third physical address: 12 Rustaveli Avenue, Tbilisi, Georgia, 01/2019 to 06/2020.' }];
const runs = Number(process.env.BENCH_RUNS ?? 50);
for (let i = 0; i < 5; i++) await fillI129f({ template, values, additional }); // warm-up
const times: number[] = [];
let size = 0;
for (let i = 0; i < runs; i++) {
  t = performance.now();
  size = (await fillI129f({ template, values, additional })).bytes.length;
  times.push(performance.now() - t);
}
console.log(`in-process fill, ${Object.keys(values).length} values, ${runs} runs (target ≤ 100 ms median):`);
console.log(`  median ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))}, min ${ms(Math.min(...times))}, output ${(size / 1024).toFixed(0)} KiB`);

const cyrillic = { ...values, 'form1[0].#subform[6].Pt2Line49a_FamilyName[0]': 'Иванова' };
const cyr: number[] = [];
for (let i = 0; i < Math.min(runs, 20); i++) {
  t = performance.now();
  await fillI129f({ template, values: cyrillic, additional });
  cyr.push(performance.now() - t);
}
console.log(`  with a Cyrillic name (Noto Sans embedded): median ${ms(quantile(cyr, 0.5))}`);

const dir = mkdtempSync(join(tmpdir(), 'i129f-bench-'));
writeFileSync(join(dir, 'answers.json'), JSON.stringify({ values, additional }));
const cli = fileURLToPath(new URL('../src/cli/fill.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const whole: number[] = [];
for (let i = 0; i < 3; i++) {
  t = performance.now();
  execFileSync(tsx, [cli, join(dir, 'answers.json'), join(dir, 'out.pdf')], { stdio: 'pipe' });
  whole.push(performance.now() - t);
}
console.log(`command-line fill (tsx src/cli/fill.ts answers.json out.pdf), whole process, 3 runs: median ${ms(quantile(whole, 0.5))}`);
console.log(`  compare: time pdftk ${path} fill_form answers.xfdf output out.pdf`);
