/**
 * npm run bench -w apps/server — prints (no assertions):
 *  1. in-process generation of a fully answered I-129F from the template parsed once (median, p95, CPU),
 *     interleaved with the same fill through pdf-lib's field API and serializer (the pre-fast-path way);
 *     then the largest generate body the caps accept;
 *  2. the whole-process time of the command-line fill on the same answers (tsx, and node --import tsx);
 *  3. when pdftk (Debian pdftk-java) is on PATH, the whole-process time of `pdftk fill_form` on the same
 *     answers as XFDF (need_appearances, and replacement_font for Unicode), run in turn with the CLI
 *     (BENCH_CLI_RUNS rounds, default 5) and the round-by-round ratio; else a note.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillI129f } from '../src/pdf/fill-i129f.ts';
import { loadTemplate, type Template } from '../src/pdf/load-template.ts';
import { dropdownOption } from '../src/pdf/plan-fill.ts';
import { resolveTemplate } from '../src/pdf/resolve-template.ts';
import { fullyAnswered } from '../src/pdf/test-fixtures.ts';
import { CAPS } from '../src/pdf/value-caps.ts';

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const kib = (file: string) => `${(statSync(file).size / 1024).toFixed(0)} KiB`;

const path = resolveTemplate({ configured: process.env.I129F_TEMPLATE });
let t = performance.now();
const template = await loadTemplate(path);
console.log(`template: ${path}\n  parse + prepare once: ${ms(performance.now() - t)}`);

const values = fullyAnswered(template);
const additional = [{ page: 2, part: 1, item: '11-12', text: 'Third physical address: 12 Rustaveli Avenue, Tbilisi, Georgia, 01/2019 to 06/2020.' }];
const runs = Number(process.env.BENCH_RUNS ?? 50);
/** pdf-lib's own field API and serializer: what the fill did before the fast paths (same output). */
const REFERENCE = { appearances: 'pdf-lib', serializer: 'pdf-lib' } as const;
for (let i = 0; i < 5; i++) {
  await fillI129f({ template, values, additional }); // warm-up
  await fillI129f({ template, values, additional, ...REFERENCE });
}
const times: number[] = [];
const cpu: number[] = [];
const refTimes: number[] = [];
const refCpu: number[] = [];
let size = 0;
// Interleaved with the reference, so a busy machine slows both alike; CPU time (user + system of this
// process) is printed too, as it varies less than wall time on a shared machine.
for (let i = 0; i < runs; i++) {
  t = performance.now();
  let c = process.cpuUsage();
  size = (await fillI129f({ template, values, additional })).bytes.length;
  times.push(performance.now() - t);
  let d = process.cpuUsage(c);
  cpu.push((d.user + d.system) / 1000);
  t = performance.now();
  c = process.cpuUsage();
  await fillI129f({ template, values, additional, ...REFERENCE });
  refTimes.push(performance.now() - t);
  d = process.cpuUsage(c);
  refCpu.push((d.user + d.system) / 1000);
}
console.log(`in-process fill, ${Object.keys(values).length} values, ${runs} runs (target ≤ 20 ms median):`);
console.log(`  median ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))}, min ${ms(Math.min(...times))}, CPU median ${ms(quantile(cpu, 0.5))}, output ${(size / 1024).toFixed(0)} KiB`);
console.log(`  same fill through pdf-lib's field API and serializer: median ${ms(quantile(refTimes, 0.5))}, min ${ms(Math.min(...refTimes))}, CPU median ${ms(quantile(refCpu, 0.5))}`);

/** The largest body the generate caps accept (as in test/generate-no-stall.test.ts). */
const maximalBody = () => {
  const words = (n: number) => 'lorem ipsum dolor sit amet, consectetur '.repeat(Math.ceil(n / 40)).slice(0, n);
  const big: Record<string, string> = {};
  const free: string[] = [];
  for (const f of template.fields.values()) {
    if (f.protected) continue;
    if (f.kind === 'checkbox') big[f.name] = f.name.endsWith('[0]') ? 'Yes' : 'Off';
    else if (f.kind === 'dropdown') big[f.name] = f.options.find((o) => o.trim() !== '') ?? '';
    else if (f.kind === 'text' && f.maxLength !== undefined) big[f.name] = f.comb ? '7'.repeat(f.maxLength) : words(f.maxLength);
    else if (f.kind === 'text') free.push(f.name);
  }
  const entries = [
    { page: 12, part: 8, item: '1', text: 'W'.repeat(CAPS.additionalText) },
    ...Array.from({ length: 7 }, (_, i) => ({ page: 5, part: 2, item: String(i), text: words(CAPS.additionalText) })),
  ];
  let budget = CAPS.additionalTotal - entries.reduce((n, e) => n + e.text.length, 0);
  for (const name of free) {
    const n = Math.min(CAPS.textWithoutMaxLen, Math.floor(budget / free.length) + 1, budget);
    big[name] = words(n);
    budget -= n;
  }
  return { big, entries };
};
{
  const { big, entries } = maximalBody();
  const bodyBytes = JSON.stringify({ ...big, _additionalInformation: entries }).length;
  const bigTimes: number[] = [];
  let pages = 0;
  for (let i = 0; i < 3; i++) {
    t = performance.now();
    pages = (await fillI129f({ template, values: big, additional: entries })).continuationPages;
    bigTimes.push(performance.now() - t);
  }
  console.log(`largest accepted generate body (${(bodyBytes / 1024).toFixed(0)} KiB JSON, ${CAPS.additionalTotal} characters for Part 8): fill median ${ms(quantile(bigTimes, 0.5))}, ${pages} continuation sheets`);
}

const NATIVE_FAMILY = 'form1[0].#subform[6].Pt2Line49a_FamilyName[0]';
const NATIVE_GIVEN = 'form1[0].#subform[6].Pt2Line49b_GivenName[0]';
for (const [label, family, given] of [
  ['Cyrillic (Noto Sans subset)', 'Иванова', 'Ольга'],
  ['Chinese (Noto Sans SC subset)', '王', '小明'],
  ['Arabic (Noto Sans Arabic subset, shaped)', 'عبد الله', 'محمد'],
] as const) {
  const native = { ...values, [NATIVE_FAMILY]: family, [NATIVE_GIVEN]: given };
  t = performance.now();
  await fillI129f({ template, values: native, additional }); // first use parses the font file
  const first = performance.now() - t;
  const runsNative: number[] = [];
  let nativeSize = 0;
  for (let i = 0; i < Math.min(runs, 20); i++) {
    t = performance.now();
    nativeSize = (await fillI129f({ template, values: native, additional })).bytes.length;
    runsNative.push(performance.now() - t);
  }
  console.log(`  native-alphabet name, ${label}: median ${ms(quantile(runsNative, 0.5))} (first ${ms(first)}), output ${(nativeSize / 1024).toFixed(0)} KiB`);
}

const dir = mkdtempSync(join(tmpdir(), 'i129f-bench-'));
writeFileSync(join(dir, 'answers.json'), JSON.stringify({ values, additional }));
const cli = fileURLToPath(new URL('../src/cli/fill.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** The same answers as pdftk needs them: checkbox 'Yes' → the box's own on-value, state names → codes. */
const xfdfOf = (tpl: Template, vals: Record<string, string>): string => {
  const esc = (x: string) => x.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const fields = Object.entries(vals).map(([name, v]) => {
    const f = tpl.fields.get(name)!;
    const value = f.kind === 'checkbox' ? (v.trim() === 'Yes' || v.trim() === f.onValue.trim() ? f.onValue : 'Off') : f.kind === 'dropdown' ? (dropdownOption(v, f.options) ?? v) : v;
    return `<field name="${esc(name)}"><value>${esc(value)}</value></field>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<xfdf xmlns="http://ns.adobe.com/xfdf/" xml:space="preserve"><fields>${fields.join('')}</fields></xfdf>\n`;
};

// Whole processes, run in turn (A B C D, A B C D …) so a busy machine slows each alike.
const commands: Array<{ label: string; file: string; run: () => void }> = [
  { label: 'command-line fill: tsx src/cli/fill.ts', file: 'out.pdf', run: () => execFileSync(tsx, [cli, join(dir, 'answers.json'), join(dir, 'out.pdf')], { stdio: 'pipe' }) },
  // The tsx command starts a second Node process with its loader; `node --import tsx` is one process.
  {
    label: 'command-line fill: node --import tsx src/cli/fill.ts',
    file: 'out.pdf',
    run: () => execFileSync(process.execPath, ['--import', 'tsx', cli, join(dir, 'answers.json'), join(dir, 'out.pdf')], { stdio: 'pipe' }),
  },
];
const pdftk = spawnSync('pdftk', ['--version'], { encoding: 'utf8' });
const havePdftk = !pdftk.error && pdftk.status === 0;
if (havePdftk) {
  writeFileSync(join(dir, 'answers.xfdf'), xfdfOf(template, values));
  const font = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf';
  const variants: Array<[string, string[]]> = [['need_appearances', ['need_appearances']]];
  if (existsSync(font)) variants.push(['replacement_font (DejaVu Sans Mono)', ['replacement_font', font]]);
  for (const [label, extra] of variants) {
    commands.push({
      label: `pdftk fill_form … ${label}`,
      file: 'pdftk.pdf',
      run: () => {
        const r = spawnSync('pdftk', [path, 'fill_form', join(dir, 'answers.xfdf'), 'output', join(dir, 'pdftk.pdf'), ...extra], { encoding: 'utf8' });
        if (r.status !== 0) throw new Error(`pdftk failed: ${r.stderr}`);
      },
    });
  }
}
const rounds = Number(process.env.BENCH_CLI_RUNS ?? 5);
const wall = commands.map(() => [] as number[]);
const sizes = commands.map(() => '');
for (let round = 0; round < rounds; round++) {
  commands.forEach((c, i) => {
    t = performance.now();
    c.run();
    wall[i]!.push(performance.now() - t);
    sizes[i] = kib(join(dir, c.file));
  });
}
console.log(
  havePdftk
    ? `${/pdftk[^\n]*/.exec(pdftk.stdout)?.[0] ?? 'pdftk'} on the official template (${path}), same ${Object.keys(values).length} values as XFDF;`
    : 'pdftk: not installed, comparison skipped (Debian: apt-get install -y pdftk-java).',
);
console.log(`  whole process, side by side, ${rounds} rounds in turn (median, min):`);
console.log(`    ${'in-process fillI129f (template parsed once)'.padEnd(56)}${ms(quantile(times, 0.5)).padStart(10)}${ms(Math.min(...times)).padStart(10)}  ${(size / 1024).toFixed(0)} KiB`);
commands.forEach((c, i) => console.log(`    ${c.label.padEnd(56)}${ms(quantile(wall[i]!, 0.5)).padStart(10)}${ms(Math.min(...wall[i]!)).padStart(10)}  ${sizes[i]}`));
if (havePdftk) {
  const ratio = (a: number, b: number) => quantile(wall[a]!.map((x, k) => x / wall[b]![k]!), 0.5).toFixed(2);
  console.log(`  median ratio CLI / pdftk need_appearances, round by round: tsx ${ratio(0, 2)}, node --import tsx ${ratio(1, 2)}`);
  console.log('  (pdftk keeps XFA and the usage-rights signature, truncates at MaxLen, has no Part 8 overflow: see the field map §9)');
}
rmSync(dir, { recursive: true, force: true });

// The server during hostile generates: latency of GET /api/xsrf while 3 largest accepted bodies are generated
// at once (one account, real HTTP, the worker pool as configured: WORKER_THREADS or cores − 1).
{
  const { buildTestApp, addUser, login } = await import('../test/helpers.ts');
  const t0 = await buildTestApp();
  try {
    await t0.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t0.app.server.address() as { port: number }).port}`;
    const email = 'bench@example.com';
    await addUser(t0, email);
    const { token } = await login(t0.app, email);
    const headers = { cookie: 'XSRF-TOKEN=b', 'x-xsrf-token': 'b', 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const { big, entries } = maximalBody();
    const body = JSON.stringify({ ...big, _additionalInformation: entries });
    await fetch(`${base}/api/file/generate/i29f/${email}`, { method: 'POST', headers, body }); // starts the worker, parses the template
    let running = 3;
    const started = performance.now();
    const gens = Array.from({ length: 3 }, () =>
      fetch(`${base}/api/file/generate/i29f/${email}`, { method: 'POST', headers, body }).then(async (r) => {
        await r.arrayBuffer();
        running--;
        return [r.status, performance.now() - started] as const;
      }),
    );
    const lat: number[] = [];
    while (running > 0) {
      const p0 = performance.now();
      await (await fetch(`${base}/api/xsrf`)).arrayBuffer();
      lat.push(performance.now() - p0);
    }
    const done = await Promise.all(gens);
    console.log(
      `server during 3 largest accepted generates at once (statuses ${done.map(([st]) => st).join(', ')}, last done after ${ms(Math.max(...done.map(([, d]) => d)))}):`,
    );
    console.log(`  GET /api/xsrf meanwhile: ${lat.length} requests, median ${ms(quantile(lat, 0.5))}, worst ${ms(Math.max(...lat))}`);
  } finally {
    await t0.close();
  }
}
