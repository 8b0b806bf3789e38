#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile profile, simulated throttling) on the login page, the questionnaire and a
// chat section, signed in as a fresh client. Builds the web app into a temporary folder, starts the real server on a
// free port with a temporary DATA_DIR, prints performance / accessibility / best practices per page and what kept a
// score below 100. Figures only — nothing is asserted (not part of `npm test`). Chromium: CHROME_PATH or /usr/bin/chromium.
// Each page is audited RUNS times (`npm run lighthouse -- --runs 5`, default 3; `-- --only chat` for one page) and the median run is printed, as
// scores on a shared machine are noisy; a run Lighthouse reports as broken (e.g. NO_NAVSTART) is repeated once.
// Also prints the login page's initial JS, gzipped, against its 150 KB budget (apps/web/scripts/print-sizes.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const work = mkdtempSync(path.join(tmpdir(), 'i129f-lighthouse-'));
const webDist = path.join(work, 'web');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const runsArg = process.argv.indexOf('--runs');
const RUNS = Math.max(1, Number(runsArg > 0 ? process.argv[runsArg + 1] : 3) || 3);
// `--only chat` audits the pages whose name contains the word (login, questionnaire, chat); all three by default.
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg > 0 ? (process.argv[onlyArg + 1] ?? null) : null;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift'];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url, server) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (server.exitCode != null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/xsrf`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

/** A client who registered, signed in, accepted the conditions and entered the setup names (the browser tests' path). */
async function onboard(page, base) {
  const email = `lighthouse.${Date.now()}@example.com`;
  const password = 'Passw0rd!';
  await page.goto(`${base}/register`);
  await page.locator('input[name=fullName]').fill('John Smith');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=confirmPassword]').fill(password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.keyboard.press('Enter')]);
  await page.waitForFunction(() => location.pathname === '/login');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/welcome-client');
  await page.goto(`${base}/welcome`);
  await page.locator('button.button--primary').click(); // Start Application
  for (const box of await page.$$('input[type=checkbox]')) await box.click();
  await page.locator('button[type=submit]').click(); // I Agree
  await page.waitForFunction(() => location.pathname === '/setup');
  for (const name of ['John', 'Adam', 'Smith', 'Maria', 'Elena', 'Lopez']) {
    await page.waitForSelector('input:focus');
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
  }
  await page.waitForFunction(() => location.pathname === '/file-upload-quesionnaire');
}

async function auditOnce(page, url, signedIn) {
  if (signedIn) {
    // Keep the session in local storage, but load the page with an empty HTTP cache like a first visit.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const result = await lighthouse(url, { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, disableStorageReset: signedIn }, undefined, page);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  return result.lhr;
}

/** RUNS audits of one page (a broken run is repeated once); the runs sorted by performance score, median in the middle. */
async function audit(page, url, signedIn) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    let lhr = await auditOnce(page, url, signedIn);
    if (lhr.runtimeError) lhr = await auditOnce(page, url, signedIn);
    runs.push(lhr);
  }
  return runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summary(name, runs) {
  const lhr = runs[Math.floor(runs.length / 2)];
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scores = (id) => runs.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)).join('/');
  const line = `${name.padEnd(22)} performance ${String(score('performance')).padStart(3)}   accessibility ${String(score('accessibility')).padStart(3)}   best practices ${String(score('best-practices')).padStart(3)}   (runs: ${scores('performance')})`;
  const medians = METRICS.map((id) => {
    const value = median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
    return id === 'cumulative-layout-shift' ? `CLS ${value.toFixed(3)}` : `${id.split('-').map((w) => w[0].toUpperCase()).join('')} ${Math.round(value)} ms`;
  });
  const below = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => `    ${id}: ${a.id} (${a.displayValue ?? `score ${a.score}`})`),
  );
  return [line, `    median of ${runs.length}: ${medians.join(', ')}`, `    median run:`, ...below].join('\n');
}

let server;
let browser;
try {
  console.log('Building the web app…');
  const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('web build failed');
  const sizes = spawnSync(process.execPath, [path.join(root, 'apps/web/scripts/print-sizes.mjs'), webDist], { encoding: 'utf8' });
  const initialJs = `${sizes.stdout}${sizes.stderr}`.split('\n').filter((l) => /initial JS|budget/.test(l));

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: work, WEB_DIST: webDist, PUBLIC_URL: base, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilUp(base, server);

  browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  const wanted = (name) => ONLY === null || name.includes(ONLY);
  const results = [];
  if (wanted('/login')) results.push(['/login', await audit(page, `${base}/login`, false)]);
  await onboard(page, base);
  if (wanted('questionnaire')) results.push(['questionnaire', await audit(page, `${base}/file-upload-quesionnaire`, true)]);
  if (wanted('chat section 1')) results.push(['chat section 1', await audit(page, `${base}/section/1`, true)]);
  if (results.length === 0) throw new Error(`--only ${ONLY}: no page by that name (login, questionnaire, chat)`);

  console.log(`\nLighthouse ${results[0][1][0].lighthouseVersion}, mobile profile (simulated throttling), ${new Date().toISOString()}`);
  console.log(initialJs.join('\n'));
  for (const [name, runs] of results) console.log(summary(name, runs));
  const reports = path.join(tmpdir(), `i129f-lighthouse-${Date.now()}.json`);
  writeFileSync(reports, JSON.stringify(Object.fromEntries(results), null, 1));
  console.log(`\nFull reports: ${reports}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  if (server && server.exitCode == null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(work, { recursive: true, force: true });
}
